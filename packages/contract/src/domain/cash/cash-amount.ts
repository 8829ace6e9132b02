/*
 * The one rule for an amount of cash a client types (a deposit, a withdrawal, an FX deal): a canonical plain decimal
 * (no leading zeros), above zero, with no more decimals than the currency's precision (SPEC §3 Currency precision)
 * and below the figure ceiling no real request reaches. Zod-free, so the web's forms and the server's checks use the
 * same words for the same fault.
 */
import { ExactDecimal, figureCeiling, isPlainDecimal } from '../decimal-value';

/** Why an amount is refused; undefined when it is good. */
export type CashAmountProblem = 'notANumber' | 'notPositive' | 'tooManyDecimals' | 'tooLarge';

/** No single cash request of the portal reaches this (in any currency): the ceiling of every typed figure. */
export const cashAmountCeiling = figureCeiling;

/** The fault of an amount typed for a currency of `precision` decimals, or undefined when it is acceptable. */
export function cashAmountProblem(amount: string, precision: number): CashAmountProblem | undefined {
  if (amount.startsWith('-') && isPlainDecimal(amount.slice(1))) return 'notPositive';
  if (!isPlainDecimal(amount)) return 'notANumber';
  const value = new ExactDecimal(amount);
  if (value.isZero()) return 'notPositive';
  if (value.decimalPlaces() > precision) return 'tooManyDecimals';
  if (value.gte(cashAmountCeiling)) return 'tooLarge';
  return undefined;
}
