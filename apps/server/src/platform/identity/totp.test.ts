import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, otpauthUri, timeStepOf, totpCodeAt, verifyTotp } from './totp';

/** RFC 6238 Appendix B: the SHA-1 seed is the ASCII text "12345678901234567890". */
const rfcSecret = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

/** RFC 6238 Appendix B, SHA-1 rows: Unix seconds and the 8-digit TOTP. */
const rfcVectors: ReadonlyArray<readonly [seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

const instantAt = (seconds: number) => new Date(seconds * 1000);

describe('base32', () => {
  it('encodes the RFC secret as authenticator apps show it', () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('matches the RFC 4648 test vectors, without padding', () => {
    const vectors = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain ?? '', 'ascii'))).toBe(encoded);
      expect(base32Decode(encoded ?? '').toString('ascii')).toBe(plain);
    }
  });

  it('round-trips any bytes and forgives case, spaces and padding', () => {
    const bytes = Buffer.from([0, 1, 2, 127, 128, 200, 254, 255, 42, 7, 99]);
    const encoded = base32Encode(bytes);
    expect(base32Decode(encoded)).toEqual(bytes);
    expect(base32Decode(`${encoded.toLowerCase().replace(/(.{4})/g, '$1 ')}===`)).toEqual(bytes);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow(RangeError);
  });
});

describe('generateTotpSecret', () => {
  it('makes 20 random bytes as 32 base32 characters, different each time', () => {
    const first = generateTotpSecret();
    const second = generateTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(first)).toHaveLength(20);
    expect(second).not.toBe(first);
  });
});

describe('totpCodeAt', () => {
  it.each(rfcVectors)('gives the RFC 6238 SHA-1 code at %i seconds', (seconds, code) => {
    const step = timeStepOf(instantAt(seconds));
    expect(totpCodeAt(rfcSecret, step, 8)).toBe(code);
    // Truncation is modulo 10^digits, so the 6-digit code is the last six digits of the 8-digit one.
    expect(totpCodeAt(rfcSecret, step)).toBe(code.slice(-6));
  });

  it('steps every 30 seconds', () => {
    expect(timeStepOf(instantAt(0))).toBe(0);
    expect(timeStepOf(instantAt(29.999))).toBe(0);
    expect(timeStepOf(instantAt(30))).toBe(1);
    expect(timeStepOf(instantAt(1111111109))).toBe(0x23523ec);
  });
});

describe('verifyTotp', () => {
  const now = new Date('2025-01-15T02:00:10.000Z');
  const step = timeStepOf(now);
  const codeAt = (offset: number) => totpCodeAt(rfcSecret, step + offset);

  it('accepts the current code and reports its step', () => {
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(0), now })).toEqual({ ok: true, step });
  });

  it('accepts the previous and the next step, but not two away', () => {
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(-1), now })).toEqual({ ok: true, step: step - 1 });
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(1), now })).toEqual({ ok: true, step: step + 1 });
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(-2), now })).toEqual({ ok: false, reason: 'incorrect' });
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(2), now })).toEqual({ ok: false, reason: 'incorrect' });
  });

  it('keeps the window at the step boundaries', () => {
    const lastMillisecond = new Date((step + 1) * 30_000 - 1);
    const firstMillisecondOfNext = new Date((step + 1) * 30_000);
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(-1), now: lastMillisecond }).ok).toBe(true);
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(-1), now: firstMillisecondOfNext })).toEqual({
      ok: false,
      reason: 'incorrect',
    });
  });

  it('refuses a code of a step already accepted, or older', () => {
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(0), now, lastAcceptedStep: step })).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(-1), now, lastAcceptedStep: step })).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(1), now, lastAcceptedStep: step })).toEqual({
      ok: true,
      step: step + 1,
    });
    expect(verifyTotp({ secret: rfcSecret, code: codeAt(0), now, lastAcceptedStep: null })).toEqual({ ok: true, step });
  });

  it('calls a wrong, short, long or non-numeric code incorrect', () => {
    const wrong = String((Number(codeAt(0)) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, codeAt(0).slice(1), `${codeAt(0)}0`, 'abcdef', '']) {
      expect(verifyTotp({ secret: rfcSecret, code, now })).toEqual({ ok: false, reason: 'incorrect' });
    }
  });

  it('forgives spaces in a typed code', () => {
    const code = codeAt(0);
    expect(verifyTotp({ secret: rfcSecret, code: ` ${code.slice(0, 3)} ${code.slice(3)} `, now }).ok).toBe(true);
  });
});

describe('otpauthUri', () => {
  it('names the issuer, account and parameters authenticator apps read', () => {
    const uri = new URL(otpauthUri({ secret: rfcSecret, accountCode: 'C001234', issuer: 'Demo Securities' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Demo Securities:C001234');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: rfcSecret,
      issuer: 'Demo Securities',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(uri.href).not.toContain('+');
  });
});
