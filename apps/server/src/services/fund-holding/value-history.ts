import type { Decimal } from 'decimal.js';
import { ExactDecimal, maximumPortfolioHistoryPoints, type PortfolioHistoryPeriod } from '@portal/contract';
import { businessDaysBetween, historyStartOf } from '../../platform/money/history-days';
import { thinned } from '../fund-definition/public';
import type { UnitMovement } from '../fund-order/public';
import type { CurrencyBook } from '../../platform/money/valuation';

/**
 * The market value of the holdings on each business day of the period, oldest first, thinned to at most 260 points
 * (first and last kept): per fund, the units settled by that day × the fund's last NAV on or before it, rounded
 * HALF-UP to the fund currency's precision, converted at the current rate and rounded HALF-UP to the reporting
 * currency's (historical rates are not kept), summed exactly. Empty without any movement.
 */
export function valueHistoryOf(input: {
  readonly movements: readonly UnitMovement[];
  readonly navSeries: ReadonlyMap<string, readonly { readonly date: string; readonly nav: string }[]>;
  readonly fundCurrencies: ReadonlyMap<string, string>;
  readonly book: CurrencyBook;
  readonly reportingCurrency: string;
  readonly period: PortfolioHistoryPeriod;
  readonly today: string;
}): { date: string; value: string }[] {
  const { movements, navSeries, book, reportingCurrency } = input;
  const firstDay = movements.reduce<string | undefined>(
    (first, movement) => (first === undefined || movement.date < first ? movement.date : first),
    undefined,
  );
  if (firstDay === undefined) return [];
  const days = businessDaysBetween(historyStartOf(input.period, input.today, firstDay), input.today);
  const sorted = [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const units = new Map<string, Decimal>();
  const navIndex = new Map<string, number>();
  let nextMovement = 0;
  const points = days.map((day) => {
    while (nextMovement < sorted.length && (sorted[nextMovement]?.date ?? '') <= day) {
      const movement = sorted[nextMovement];
      if (movement !== undefined) {
        units.set(movement.fundId, (units.get(movement.fundId) ?? new ExactDecimal(0)).plus(movement.units));
      }
      nextMovement += 1;
    }
    let value = new ExactDecimal(0);
    for (const [fundId, held] of units) {
      if (held.isZero()) continue;
      const series = navSeries.get(fundId) ?? [];
      // The last NAV on or before the day: the series is oldest first, and the days only move forward.
      let index = navIndex.get(fundId) ?? -1;
      while (index + 1 < series.length && (series[index + 1]?.date ?? '') <= day) index += 1;
      navIndex.set(fundId, index);
      const nav = series[index]?.nav;
      const currency = input.fundCurrencies.get(fundId);
      if (nav === undefined || currency === undefined) continue;
      const marketValue = book.round(held.times(nav), currency);
      value = value.plus(book.convert(marketValue, currency, reportingCurrency));
    }
    return { date: day, value: book.format(value, reportingCurrency) };
  });
  return thinned(points, maximumPortfolioHistoryPoints);
}
