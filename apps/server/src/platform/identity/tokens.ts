import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret for a cookie: 32 bytes from the CSPRNG, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored as SHA-256 digests: a database leak reveals no usable secret. */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares two digests in constant time. */
export function sameDigest(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}
