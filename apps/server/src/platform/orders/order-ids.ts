import { randomBytes } from 'node:crypto';

/**
 * A new order id: the area's prefix, the market day's digits and 10 random hex digits (FO20250115A1B2C3D4E5).
 * Prefixes: FO fund order, SW fund switch; the next areas add theirs.
 */
export function newOrderId(prefix: string, marketDay: string): string {
  return `${prefix}${marketDay.replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}
