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
