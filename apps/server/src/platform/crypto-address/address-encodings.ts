/*
 * The encodings blockchain addresses are written in: base58 (Bitcoin's alphabet and the XRP Ledger's), base58check
 * (a version byte, the payload and the first 4 bytes of a double SHA-256), bech32 and bech32m (BIP 173 and BIP 350) and
 * EIP-55's mixed-case checksum. Hashes come from @noble/hashes (audited, maintained); nothing here is a float.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

export const bitcoinBase58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const rippleBase58Alphabet = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

export function base58Decode(text: string, alphabet: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  let value = 0n;
  for (const character of text) {
    const digit = alphabet.indexOf(character);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  let leadingZeros = 0;
  while (leadingZeros < text.length && text[leadingZeros] === alphabet[0]) leadingZeros += 1;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes]);
}

export function base58Encode(bytes: Uint8Array, alphabet: string): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = (alphabet[Number(value % 58n)] ?? '') + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = (alphabet[0] ?? '') + text;
  }
  return text;
}

function checksumOf(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).slice(0, 4);
}

export type Base58CheckReading =
  | { readonly kind: 'ok'; readonly version: number; readonly payload: Uint8Array }
  /** Decodes, but its last 4 bytes are not the checksum of the rest. */
  | { readonly kind: 'checksum'; readonly version: number }
  | { readonly kind: 'malformed' };

/** Reads base58check of a version byte and a payload of `payloadLength` bytes. */
export function base58CheckDecode(text: string, alphabet: string, payloadLength: number): Base58CheckReading {
  const bytes = base58Decode(text, alphabet);
  if (bytes?.length !== 1 + payloadLength + 4) return { kind: 'malformed' };
  const body = bytes.slice(0, 1 + payloadLength);
  const version = bytes[0] ?? -1;
  const expected = checksumOf(body);
  const actual = bytes.slice(1 + payloadLength);
  if (!expected.every((byte, index) => byte === actual[index])) return { kind: 'checksum', version };
  return { kind: 'ok', version, payload: body.slice(1) };
}

export function base58CheckEncode(version: number, payload: Uint8Array, alphabet: string): string {
  const body = Uint8Array.from([version, ...payload]);
  return base58Encode(Uint8Array.from([...body, ...checksumOf(body)]), alphabet);
}

const bech32Charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const bech32Generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
export type Bech32Variant = 'bech32' | 'bech32m';
const variantConstant: Record<Bech32Variant, number> = { bech32: 1, bech32m: 0x2bc830a3 };

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = (((checksum & 0x1ffffff) << 5) ^ value) >>> 0;
    bech32Generators.forEach((generator, index) => {
      if ((top >>> index) & 1) checksum = (checksum ^ generator) >>> 0;
    });
  }
  return checksum;
}

function expandHumanPart(human: string): number[] {
  const codes = [...human].map((character) => character.charCodeAt(0));
  return [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)];
}

export type Bech32Reading =
  | { readonly kind: 'ok'; readonly human: string; readonly words: readonly number[]; readonly variant: Bech32Variant }
  /** Bech32 characters with the right separator, but neither checksum holds. */
  | { readonly kind: 'checksum'; readonly human: string }
  | { readonly kind: 'malformed' };

/** Reads a bech32 or bech32m string (either case, not mixed); `words` are its 5-bit data before the checksum. */
export function bech32Decode(text: string): Bech32Reading {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return { kind: 'malformed' };
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 7 > lower.length) return { kind: 'malformed' };
  const human = lower.slice(0, separator);
  if ([...human].some((character) => character.charCodeAt(0) < 33 || character.charCodeAt(0) > 126)) {
    return { kind: 'malformed' };
  }
  const data = [...lower.slice(separator + 1)].map((character) => bech32Charset.indexOf(character));
  if (data.some((value) => value < 0)) return { kind: 'malformed' };
  const residue = polymod([...expandHumanPart(human), ...data]);
  const variant = (Object.keys(variantConstant) as Bech32Variant[]).find((name) => variantConstant[name] === residue);
  if (variant === undefined) return { kind: 'checksum', human };
  return { kind: 'ok', human, words: data.slice(0, -6), variant };
}

export function bech32Encode(human: string, words: readonly number[], variant: Bech32Variant): string {
  const values = [...expandHumanPart(human), ...words, 0, 0, 0, 0, 0, 0];
  const residue = polymod(values) ^ variantConstant[variant];
  const checksum = [0, 1, 2, 3, 4, 5].map((index) => (residue >>> (5 * (5 - index))) & 31);
  return `${human}1${[...words, ...checksum].map((word) => bech32Charset[word]).join('')}`;
}

/** Regroups bits (8 → 5 to write bech32, 5 → 8 to read it); undefined when the padding is not zero and short. */
export function convertBits(data: readonly number[], from: number, to: number, pad: boolean): number[] | undefined {
  let accumulator = 0;
  let bits = 0;
  const result: number[] = [];
  const mask = (1 << to) - 1;
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return undefined;
    accumulator = (accumulator << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      result.push((accumulator >> bits) & mask);
    }
  }
  if (pad) {
    if (bits > 0) result.push((accumulator << (to - bits)) & mask);
  } else if (bits >= from || ((accumulator << (to - bits)) & mask) !== 0) {
    return undefined;
  }
  return result;
}

export type SegwitReading =
  | { readonly kind: 'ok'; readonly version: number; readonly program: Uint8Array }
  | { readonly kind: 'checksum' }
  | { readonly kind: 'malformed' };

/** Reads a segregated-witness address of the human part `human` (BIP 173 version 0, BIP 350 versions 1-16). */
export function segwitDecode(human: string, text: string): SegwitReading {
  const reading = bech32Decode(text);
  if (reading.kind === 'malformed') return reading;
  if (reading.human !== human) return { kind: 'malformed' };
  if (reading.kind === 'checksum') return { kind: 'checksum' };
  const [version, ...rest] = reading.words;
  if (version === undefined || version > 16) return { kind: 'malformed' };
  // Version 0 is checksummed with bech32, later versions with bech32m: the other one is a wrong checksum.
  if ((version === 0) !== (reading.variant === 'bech32')) return { kind: 'checksum' };
  const program = convertBits(rest, 5, 8, false);
  if (program === undefined || program.length < 2 || program.length > 40) return { kind: 'malformed' };
  if (version === 0 && program.length !== 20 && program.length !== 32) return { kind: 'malformed' };
  return { kind: 'ok', version, program: Uint8Array.from(program) };
}

export function segwitEncode(human: string, version: number, program: Uint8Array): string {
  const words = convertBits([...program], 8, 5, true) ?? [];
  return bech32Encode(human, [version, ...words], version === 0 ? 'bech32' : 'bech32m');
}

/** EIP-55: the hex letters of an Ethereum address upper-cased where the Keccak-256 of its lower-case hex says so. */
export function eip55(hexAddress: string): string {
  const lower = hexAddress.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  return `0x${[...lower]
    .map((character, index) => {
      const nibble = ((hash[index >> 1] ?? 0) >> (index % 2 === 0 ? 4 : 0)) & 0xf;
      return nibble >= 8 ? character.toUpperCase() : character;
    })
    .join('')}`;
}
