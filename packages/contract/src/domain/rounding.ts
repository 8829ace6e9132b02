import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { assertDecimalPlaces, toDecimal, type DecimalInput } from './decimal-value';

/** Number rounding modes of SPEC §5. */
export const roundingModes = ['none', 'up', 'down', 'normal'] as const;
export type RoundingMode = (typeof roundingModes)[number];
export const roundingModeSchema = z.enum(roundingModes);

/**
 * How each mode maps onto decimal.js:
 * - none: the value is returned unchanged, whatever `decimals` says;
 * - up: towards +infinity (ceiling), so 1.231 -> 1.24 and -1.239 -> -1.23. Brokerage screens say "round up" for
 *   the ceiling of an amount (a fee or a minimum never shown below its true value), as Math.ceil-based
 *   rounding does; negative values therefore move towards zero;
 * - down: towards -infinity (floor), so 1.239 -> 1.23 and -1.231 -> -1.24 (units never shown above what is held);
 * - normal: to the nearest, halves away from zero, so 1.235 -> 1.24 and -1.235 -> -1.24 (the symmetric
 *   commercial rounding; it treats a credit and a debit of the same size alike).
 */
const decimalJsRounding = {
  up: Decimal.ROUND_CEIL,
  down: Decimal.ROUND_FLOOR,
  normal: Decimal.ROUND_HALF_UP,
} as const satisfies Record<Exclude<RoundingMode, 'none'>, Decimal.Rounding>;

/** Rounds `value` to `decimals` places with one of the SPEC's rounding modes; exact (no float is involved). */
export function roundDecimal(value: DecimalInput, decimals: number, mode: RoundingMode): Decimal {
  assertDecimalPlaces(decimals);
  const decimal = toDecimal(value);
  if (mode === 'none') return decimal;
  return decimal.toDecimalPlaces(decimals, decimalJsRounding[mode]);
}
