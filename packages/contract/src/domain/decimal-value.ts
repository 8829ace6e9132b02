import { Decimal } from 'decimal.js';

/**
 * A decimal as the shared rules accept it: a decimal string (the wire form), a `Decimal`, or a whole `number`.
 * Fractional numbers are refused because a float cannot hold money exactly (STYLE.md).
 */
export type DecimalInput = string | number | Decimal;

/** The significant digits exact arithmetic keeps (decimal.js's own default is 20). */
export const exactSignificantDigits = 200;

/**
 * decimal.js wide enough that the portal's sums, products and quotients of money, prices and units keep every digit
 * until a rule rounds them on purpose (a fund's units, a fee, a return): the default 20 significant digits would round
 * first and could tip the rule's own rounding. A quotient that does not end is cut towards zero at 200 digits.
 */
export const ExactDecimal = /* @__PURE__ */ Decimal.clone({
  precision: exactSignificantDigits,
  rounding: Decimal.ROUND_DOWN,
});

/**
 * No single amount, quantity or price a client types, nor the value of one order (price × quantity), reaches this: a
 * trillion, far above any real request and far below what the ledger holds exactly (10^20). A guard, not a business
 * limit: every area's check of what a client typed is bounded by it, so no order can overflow the ledger.
 */
export const figureCeiling = '1000000000000';

/** Whether a figure is below the ceiling every typed amount, quantity, price and order value is held to. */
export function isBelowFigureCeiling(value: DecimalInput): boolean {
  return toDecimal(value).abs().lt(figureCeiling);
}

/**
 * A decimal as a client types it and the wire carries it, canonical: digits with at most one point and no leading
 * zero ('100', '0.5', '12.50'); no sign, exponent, space, separator or padding ('00100', '+5', '.5', '5.', '1e3',
 * '1,000', ' 5'). Trailing zeros of a fraction are kept: they are the currency's or exchange's decimals as shown.
 */
const plainDecimalPattern = /^(0|[1-9]\d*)(\.\d+)?$/;

/** Whether a typed figure is a canonical plain decimal (see `plainDecimalPattern`). */
export function isPlainDecimal(text: string): boolean {
  return plainDecimalPattern.test(text);
}

/** Plain decimal notation, optionally with an exponent; hexadecimal, binary and octal forms are refused. */
const decimalNotation = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Turns a decimal input into a finite `Decimal`; throws a TypeError for anything that is not one. */
export function toDecimal(value: DecimalInput): Decimal {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new TypeError(`Only whole numbers may be passed as a number; pass "${value}" as a decimal string instead`);
    }
    return new Decimal(value);
  }
  if (typeof value === 'string') {
    const written = value.trim();
    if (!decimalNotation.test(written)) throw new TypeError(`Not a decimal number: "${value}"`);
    return new Decimal(written);
  }
  const decimal = value;
  if (!decimal.isFinite()) {
    throw new TypeError(`Not a finite decimal number: "${decimal.toString()}"`);
  }
  return decimal;
}

/** Whether a value can be read as a finite decimal by `toDecimal`. */
export function isDecimalInput(value: unknown): value is DecimalInput {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Decimal)) return false;
  try {
    toDecimal(value);
    return true;
  } catch {
    return false;
  }
}

/** Checks a count of decimal places: a whole number from 0 up. */
export function assertDecimalPlaces(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`Decimal places must be a whole number from 0 up, not ${decimals}`);
  }
}
