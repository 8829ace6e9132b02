import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '@portal/contract';

/** The most a single order amount or quantity may be (an absurd amount is refused, not stored). */
export const orderAmountLimit = new ExactDecimal('1e12');

/** A finite decimal from what the client wrote, or undefined. */
export function decimalOrUndefined(value: string): Decimal | undefined {
  try {
    const decimal = new ExactDecimal(value);
    return decimal.isFinite() ? decimal : undefined;
  } catch {
    return undefined;
  }
}

/** A positive decimal with at most `decimals` places and at most the order limit, or undefined. */
export function positiveQuantity(written: string, decimals: number): Decimal | undefined {
  const value = decimalOrUndefined(written);
  if (value === undefined || value.isNegative() || value.isZero()) return undefined;
  if (value.decimalPlaces() > decimals || value.greaterThan(orderAmountLimit)) return undefined;
  return value;
}

/** A decimal as the fingerprint of a request writes it ('100.50' and '100.5' are one amount); else as written. */
export function canonicalDecimal(written: string): string {
  return decimalOrUndefined(written)?.toFixed() ?? written;
}
