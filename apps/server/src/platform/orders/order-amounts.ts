import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '@portal/contract';
import { isBelowFigureCeiling, isPlainDecimal } from '@portal/contract/domain/decimal-value';

/** A finite decimal from what the client wrote, or undefined. */
export function decimalOrUndefined(value: string): Decimal | undefined {
  try {
    const decimal = new ExactDecimal(value);
    return decimal.isFinite() ? decimal : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A positive canonical plain decimal (decimal-value's isPlainDecimal: no leading zeros) with at most `decimals` places
 * and below the figure ceiling every typed amount is held to (an absurd amount is refused, not stored), or undefined.
 */
export function positiveQuantity(written: string, decimals: number): Decimal | undefined {
  if (!isPlainDecimal(written)) return undefined;
  const value = new ExactDecimal(written);
  if (value.isZero() || value.decimalPlaces() > decimals || !isBelowFigureCeiling(value)) return undefined;
  return value;
}

/** A decimal as the fingerprint of a request writes it ('100.50' and '100.5' are one amount); else as written. */
export function canonicalDecimal(written: string): string {
  return decimalOrUndefined(written)?.toFixed() ?? written;
}
