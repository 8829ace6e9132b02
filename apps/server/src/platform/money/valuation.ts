import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal, pickDisplayCurrency, type AllocationSlice } from '@portal/contract';
import type { BrandConfig } from '@portal/contract/brands';
import type { Database } from '../db/db';
import { exchangeRatesAt } from './currency-rates';
import { AppError } from '../http/errors';

/*
 * Money arithmetic of every portfolio (issue 6; moved down from fund-holding for the one portfolio across areas,
 * issue 26). Every figure is an exact decimal (the contract's ExactDecimal); values
 * are rounded HALF-UP to their currency's precision once, where they are shown (a holding's market value and cost in
 * its fund's currency, then each converted figure in the reporting currency), and every total is the exact sum of
 * the rounded figures it totals, so a column always adds up to its total.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** The precision of a currency the currency table does not know (SPEC §3: two decimals unless configured). */
const defaultPrecision = 2;

/**
 * The reporting currency of a request (SPEC §9): the requested one when the brand offers it, else HKD, then USD,
 * then the brand's first reporting currency.
 */
export function reportingCurrencyOf(brand: BrandConfig, requested: string | undefined): string {
  const offered: readonly string[] = brand.reportingCurrencies;
  return pickDisplayCurrency(offered, requested) ?? offered[0] ?? 'HKD';
}

/** Converts amounts between currencies at the stored current rates, and knows each currency's precision. */
export type CurrencyBook = {
  /** The currencies the book knows, by code. */
  readonly currencies: readonly string[];
  precisionOf(currency: string): number;
  /** The rate from one currency to another: direct, else across HKD or USD (both legs stored). */
  rate(from: string, to: string): Decimal;
  /** amount × rate, rounded HALF-UP to the target currency's precision. */
  convert(amount: Decimal.Value, from: string, to: string): Decimal;
  /** An amount rounded HALF-UP to its currency's precision. */
  round(amount: Decimal.Value, currency: string): Decimal;
  /** An amount written with its currency's precision (more decimals kept when it has them). */
  format(amount: Decimal.Value, currency: string): string;
  /** The instant the rates are as of (the FX rate feed's), when the book was loaded from it. */
  readonly rateTime?: Date;
};

/** The currencies and the exchange rates at `at` (the one FX source, platform/money/currency-rates.ts; ADR 034). */
export async function loadCurrencyBook(db: Executor, at: Date): Promise<CurrencyBook> {
  const [currencies, { rates, rateTime }] = await Promise.all([
    db.selectFrom('currency').select(['code', 'precision']).execute(),
    exchangeRatesAt(db, at),
  ]);
  const book = currencyBookOf(
    currencies.map((currency) => ({ code: currency.code, precision: currency.precision })),
    rates.map((rate) => ({ from: rate.from, to: rate.to, rate: rate.rate.toFixed() })),
  );
  return { ...book, rateTime };
}

export function currencyBookOf(
  currencies: readonly { readonly code: string; readonly precision: number }[],
  rates: readonly { readonly from: string; readonly to: string; readonly rate: string }[],
): CurrencyBook {
  const precisions = new Map(currencies.map((currency) => [currency.code, currency.precision]));
  const rateTable = new Map(rates.map((rate) => [`${rate.from}>${rate.to}`, new ExactDecimal(rate.rate)]));
  const precisionOf = (currency: string) => precisions.get(currency) ?? defaultPrecision;
  const rate = (from: string, to: string): Decimal => {
    if (from === to) return new ExactDecimal(1);
    const direct = rateTable.get(`${from}>${to}`);
    if (direct !== undefined) return direct;
    for (const via of ['HKD', 'USD']) {
      const first = rateTable.get(`${from}>${via}`);
      const second = rateTable.get(`${via}>${to}`);
      if (first !== undefined && second !== undefined) return first.times(second);
    }
    throw AppError.unavailable(`There is no exchange rate from ${from} to ${to}.`);
  };
  const round = (amount: Decimal.Value, currency: string) =>
    new ExactDecimal(amount).toDecimalPlaces(precisionOf(currency), Decimal.ROUND_HALF_UP);
  return {
    currencies: [...precisions.keys()].sort(),
    precisionOf,
    rate,
    round,
    convert: (amount, from, to) => round(new ExactDecimal(amount).times(rate(from, to)), to),
    format: (amount, currency) => {
      const value = new ExactDecimal(amount);
      return value.toFixed(Math.max(precisionOf(currency), value.decimalPlaces()));
    },
  };
}

/**
 * A share of a total in percent with two decimals, by the largest-remainder method: each share is rounded down to
 * hundredths, then the hundredths still missing to 100.00 go to the largest remainders (ties to the earlier slice),
 * so the shown percents add up to exactly 100.00. All zero when the total is zero.
 */
export function percentSharesOf(values: readonly Decimal[]): Decimal[] {
  const total = values.reduce((sum, value) => sum.plus(value), new ExactDecimal(0));
  if (total.isZero()) return values.map(() => new ExactDecimal(0));
  const exact = values.map((value) => new ExactDecimal(value).times(10_000).dividedBy(total));
  const floors = exact.map((share) => share.floor());
  let missing = new ExactDecimal(10_000).minus(floors.reduce((sum, value) => sum.plus(value), new ExactDecimal(0)));
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share.minus(floors[index] ?? 0) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing.lessThanOrEqualTo(0)) break;
    floors[index] = (floors[index] ?? new ExactDecimal(0)).plus(1);
    missing = missing.minus(1);
  }
  return floors.map((hundredths) => hundredths.dividedBy(100));
}

/** Slices of a total by a key, largest value first (ties by key), percents adding up to 100.00. */
export function allocationOf(
  items: readonly { readonly key: string; readonly value: Decimal }[],
  book: CurrencyBook,
  currency: string,
): AllocationSlice[] {
  const sums = new Map<string, Decimal>();
  for (const { key, value } of items) sums.set(key, (sums.get(key) ?? new ExactDecimal(0)).plus(value));
  const entries = [...sums].sort(([keyA, a], [keyB, b]) => b.comparedTo(a) || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0));
  const percents = percentSharesOf(entries.map(([, value]) => value));
  return entries.map(([key, value], index) => ({
    key,
    value: book.format(value, currency),
    percent: (percents[index] ?? new ExactDecimal(0)).toFixed(2),
  }));
}
