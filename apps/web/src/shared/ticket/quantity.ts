/*
 * Reading what a client typed into a ticket's quantity or amount field, and the estimates a confirm step shows, for
 * every order area. All of it exact (decimal.js through the contract's ExactDecimal): a quantity is read from the
 * text typed, never through a float. The server checks everything again and has the last word (its result codes).
 */
import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';

/** The largest quantity a ticket sends (the server refuses amounts above 1e12 too). */
export const largestQuantity = new ExactDecimal('1e12');

/** A field error every ticket may show: a key under the shell's `ticket.errors` and the values its text names. */
export type QuantityError = {
  readonly key:
    | 'required'
    | 'notANumber'
    | 'notPositive'
    | 'tooManyDecimals'
    | 'tooLarge'
    | 'belowMinimum'
    | 'aboveAvailable'
    | 'aboveUnits';
  readonly values?: Readonly<Record<string, string>>;
};

/** A field read: its value, or why it is not one. */
export type Checked =
  | { readonly value: Decimal; readonly error?: undefined }
  | { readonly value?: undefined; readonly error: QuantityError };

const plainDecimal = /^\d+(\.\d*)?$|^\.\d+$/;

/** Reads a positive quantity with at most `decimals` decimal places from what the client typed ('1,000.5' too). */
export function readQuantity(text: string, decimals: number): Checked {
  const written = text.trim().replace(/,/g, '');
  if (written === '') return { error: { key: 'required' } };
  if (!plainDecimal.test(written)) return { error: { key: 'notANumber' } };
  const value = new ExactDecimal(written);
  if (value.lte(0)) return { error: { key: 'notPositive' } };
  if (value.gt(largestQuantity)) return { error: { key: 'tooLarge' } };
  if (value.decimalPlaces() > decimals)
    return { error: { key: 'tooManyDecimals', values: { decimals: String(decimals) } } };
  return { value };
}

/** What a client may pay or sell at most: the key names the limit's kind, the values its text shows. */
export function atMost(read: Checked, limit: Decimal.Value, error: QuantityError): Checked {
  return read.value && read.value.gt(limit) ? { error } : read;
}

/** The worth of `quantity` at `price`, rounded to `precision` decimals (half-up unless told). */
export function valueAt(
  quantity: Decimal.Value,
  price: Decimal.Value,
  precision: number,
  rounding: Decimal.Rounding = ExactDecimal.ROUND_HALF_UP,
): Decimal {
  return new ExactDecimal(quantity).mul(price).toDecimalPlaces(precision, rounding);
}

/** How much `amount` buys at `price`, rounded down to `decimals` (nothing when there is no price). */
export function quantityFor(amount: Decimal.Value, price: Decimal.Value, decimals: number): Decimal {
  const at = new ExactDecimal(price);
  if (at.lte(0)) return new ExactDecimal(0);
  return new ExactDecimal(amount).div(at).toDecimalPlaces(decimals, ExactDecimal.ROUND_DOWN);
}

/**
 * What to pay in another currency (1 of it = `rate` of the target's) so that it is at least `target`: rounded up to
 * that currency's `precision`. Without a rate, the target itself.
 */
export function payableFor(target: Decimal.Value, rate: Decimal.Value, precision: number): Decimal {
  const by = new ExactDecimal(rate);
  if (by.lte(0)) return new ExactDecimal(target);
  return new ExactDecimal(target).div(by).toDecimalPlaces(precision, ExactDecimal.ROUND_CEIL);
}

/** A decimal as the wire writes it: plain notation, never an exponent. */
export function toWire(value: Decimal): string {
  return value.toFixed();
}
