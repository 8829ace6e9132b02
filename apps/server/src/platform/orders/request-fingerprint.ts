import { createHash } from 'node:crypto';

/** A request's content as plain data: what two submissions of one order must agree on. */
export type CanonicalValue =
  string | number | boolean | null | readonly CanonicalValue[] | { readonly [key: string]: CanonicalValue };

/** JSON with the keys of every object sorted, so the same content is always written the same way. */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item: CanonicalValue) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as { readonly [key: string]: CanonicalValue }).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** The fingerprint stored with a client reference: SHA-256 (hex) of the area and the canonical request. */
export function requestFingerprint(area: string, request: CanonicalValue): string {
  return createHash('sha256').update(canonicalJson({ area, request })).digest('hex');
}
