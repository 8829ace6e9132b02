import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 parameters every common authenticator app assumes when the otpauth URI names them. */
export const totpStepSeconds = 30;
export const totpDigits = 6;
/** Steps either side of the current one that still verify, to forgive clock drift and slow typing. */
export const totpWindowSteps = 1;

const secretByteLength = 20;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without '=' padding (the form authenticator apps expect in a secret). */
export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      output += base32Alphabet.charAt((buffer >>> bits) & 31);
    }
    // Keep only the bits not yet written, so the number never grows past 32 bits.
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += base32Alphabet.charAt((buffer << (5 - bits)) & 31);
  return output;
}

/** Decodes RFC 4648 base32; case, spaces, dashes and '=' padding are ignored, as people type secrets by hand. */
export function base32Decode(text: string): Buffer {
  const cleaned = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of cleaned) {
    const value = base32Alphabet.indexOf(character);
    if (value < 0) throw new RangeError(`Not a base32 character: ${JSON.stringify(character)}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
      buffer &= (1 << bits) - 1;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret: 20 random bytes (the HMAC-SHA1 block size RFC 4226 recommends), base32 without padding. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(secretByteLength));
}

/** The RFC 6238 time step an instant falls in (Unix seconds / 30, rounded down). */
export function timeStepOf(instant: Date): number {
  return Math.floor(instant.getTime() / 1000 / totpStepSeconds);
}

/** RFC 4226 HOTP over a raw key: dynamic truncation of HMAC-SHA1(counter), as `digits` decimal digits. */
function hotp(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  // The last nibble picks where the 31-bit value starts (RFC 4226 §5.3); the digest is 20 bytes, so offset+3 < 20.
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for one time step; exported with `digits` so the RFC's 8-digit vectors can be checked. */
export function totpCodeAt(secretBase32: string, step: number, digits: number = totpDigits): string {
  if (!Number.isSafeInteger(step) || step < 0) throw new RangeError(`Not a time step: ${step}`);
  return hotp(base32Decode(secretBase32), step, digits);
}

export type VerifyTotpInput = {
  readonly secret: string;
  readonly code: string;
  readonly now: Date;
  /** The step of the last code accepted for this secret; that step and earlier ones are refused (RFC 6238 §5.2). */
  readonly lastAcceptedStep?: number | null;
};

export type VerifyTotpResult = { ok: true; step: number } | { ok: false; reason: 'incorrect' | 'reused' };

/**
 * Checks a code against the steps now-1, now and now+1. Every candidate is compared in constant time and none
 * is skipped, so the time taken does not tell which step (if any) matched.
 */
export function verifyTotp({ secret, code, now, lastAcceptedStep }: VerifyTotpInput): VerifyTotpResult {
  const typed = code.replace(/\s/g, '');
  if (!/^\d+$/.test(typed) || typed.length !== totpDigits) return { ok: false, reason: 'incorrect' };
  const key = base32Decode(secret);
  const typedBytes = Buffer.from(typed, 'ascii');
  const current = timeStepOf(now);
  let accepted: number | undefined;
  let reused = false;
  for (let step = current - totpWindowSteps; step <= current + totpWindowSteps; step += 1) {
    if (step < 0) continue;
    const matches = timingSafeEqual(Buffer.from(hotp(key, step, totpDigits), 'ascii'), typedBytes);
    if (!matches) continue;
    if (lastAcceptedStep !== undefined && lastAcceptedStep !== null && step <= lastAcceptedStep) reused = true;
    else accepted ??= step;
  }
  if (accepted !== undefined) return { ok: true, step: accepted };
  return { ok: false, reason: reused ? 'reused' : 'incorrect' };
}

export type OtpauthUriInput = {
  readonly secret: string;
  readonly accountCode: string;
  readonly issuer: string;
};

/** The Key URI authenticator apps read from a QR code: otpauth://totp/Issuer:account?secret=...&issuer=... */
export function otpauthUri({ secret, accountCode, issuer }: OtpauthUriInput): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountCode)}`;
  const parameters = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  // URLSearchParams writes spaces as '+', which some authenticator apps show literally; %20 is read by all.
  return `otpauth://totp/${label}?${parameters.toString().replaceAll('+', '%20')}`;
}
