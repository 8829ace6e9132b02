import { Decimal } from 'decimal.js';
import { assertDecimalPlaces, isDecimalInput, toDecimal } from './decimal-value';

export type StockPriceFormatOptions = {
  /** Keep a price that has more decimals than the exchange allows as it is, instead of rounding it. */
  readonly keepLongerDecimals?: boolean;
};

/**
 * A stock price with its exchange's decimals, the exchange's `tradePriceDecimalPoint` (SPEC §5): '12.3' with 3
 * decimals shows '12.300', '12.3456' with 3 shows '12.346' (halves away from zero). The price is left as it is when
 * the exchange defines no decimals, when it is not a decimal at all, or, with `keepLongerDecimals`, when it has
 * more decimals than allowed. No thousands separators are added, so the result also suits a price field.
 */
export function formatStockPrice(
  price: string,
  decimals: number | undefined,
  options: StockPriceFormatOptions = {},
): string {
  if (decimals === undefined || !isDecimalInput(price)) return price;
  assertDecimalPlaces(decimals);
  const decimal = toDecimal(price);
  if (options.keepLongerDecimals && decimal.decimalPlaces() > decimals) return price;
  const shown = decimal.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  return (shown.isZero() ? new Decimal(0) : shown).toFixed(decimals);
}
