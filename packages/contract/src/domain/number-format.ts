import { Decimal } from 'decimal.js';
import { assertDecimalPlaces, toDecimal, type DecimalInput } from './decimal-value';
import { roundDecimal, type RoundingMode } from './rounding';

/** SPEC §9: a figure is rounded to 15 significant digits before it is formatted. */
export const formattingSignificantDigits = 15;

export type NumberFormatOptions = {
  /** Decimal places shown; without it every remaining decimal is shown and none is added. */
  readonly decimals?: number;
  /**
   * How the value is brought to `decimals` places (default 'normal'). With 'none' nothing is cut: a value with
   * more decimals keeps them, one with fewer is padded with zeros up to `decimals`.
   */
  readonly rounding?: RoundingMode;
};

/**
 * Formats a decimal en-US style: '-' sign, ',' between thousands, '.' before the decimals (SPEC §9).
 * The value is first rounded to 15 significant digits (halves away from zero), then to `decimals`.
 * Works on decimal strings throughout, so '12345678901234567.891' loses nothing beyond its 15th digit.
 */
export function formatNumber(value: DecimalInput, options: NumberFormatOptions = {}): string {
  const { decimals, rounding = 'normal' } = options;
  if (decimals !== undefined) assertDecimalPlaces(decimals);
  let decimal = toDecimal(value).toSignificantDigits(formattingSignificantDigits, Decimal.ROUND_HALF_UP);
  if (decimals !== undefined) decimal = roundDecimal(decimal, decimals, rounding);
  if (decimal.isZero()) decimal = new Decimal(0); // never show '-0.00'
  const keepsAllDecimals = decimals === undefined || decimal.decimalPlaces() > decimals;
  return groupThousands(keepsAllDecimals ? decimal.toFixed() : decimal.toFixed(decimals));
}

/** Formats an amount with its currency's precision, e.g. formatAmount('1234567.891', 2) -> '1,234,567.89'. */
export function formatAmount(value: DecimalInput, precision: number): string {
  return formatNumber(value, { decimals: precision, rounding: 'normal' });
}

/** Puts ',' between each group of three integer digits of a plain decimal string such as '-1234567.5'. */
function groupThousands(plain: string): string {
  const sign = plain.startsWith('-') ? '-' : '';
  const unsigned = sign ? plain.slice(1) : plain;
  const pointAt = unsigned.indexOf('.');
  const integerDigits = pointAt === -1 ? unsigned : unsigned.slice(0, pointAt);
  const fraction = pointAt === -1 ? '' : unsigned.slice(pointAt);
  return sign + integerDigits.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}
