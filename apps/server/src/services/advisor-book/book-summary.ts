import type { Kysely } from 'kysely';
import {
  ExactDecimal,
  maximumBookChartPoints,
  portfolioReturnPeriods,
  type BookAdvisors,
  type BookSummary,
  type PortfolioReturnPeriod,
} from '@portal/contract';
import type { BrandConfig } from '@portal/contract/brands';
import { calendarDateOf, formatCalendarDate, lastDayOfMonth } from '@portal/contract/domain/date-format';
import type { Database } from '../../platform/db/db';
import { bookClientsQuery, type BookScope } from '../../platform/identity/book';
import { calendarDaysBetween, historyStartOf } from '../../platform/money/history-days';
import type { Clock } from '../../platform/runtime/clock';
import {
  bookAssetsByAdvisor,
  bookFirstSnapshotDay,
  bookFlowsAfter,
  bookPositionTotals,
  bookValuesOn,
} from '../market-value-history/public';
import { bookClientCounts } from './book-clients';

/*
 * The book at a glance (issue 28 part 1): its clients, its assets under advice now (every client's positions at their
 * latest valuation), and over each period of SPEC §3 its value at the start (each client's latest daily snapshot on
 * or before the first day), the change since, and the net new money (the snapshots' flows after the first day). The
 * change less the net new money is what the markets did. Values in the brand's first reporting currency.
 */

export type BookDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly brand: BrandConfig;
};

/** The currency the book is valued in: the brand's first reporting currency (the positions' own). */
export function bookCurrencyOf(brand: BrandConfig): string {
  return brand.reportingCurrencies[0] ?? 'HKD';
}

/** The Hong Kong day of the clock's now: the day the daily snapshots are taken by. */
export function bookTodayOf(clock: Clock): string {
  return formatCalendarDate(calendarDateOf(clock.now()));
}

/** A decimal as money with two decimals, half-up. */
function twoPlaces(value: InstanceType<typeof ExactDecimal>): string {
  return value.toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * The chart's days from `from` to before `today`, at most `maximumBookChartPoints`: every day (or every few days)
 * over a short period, else each month's last day (every few months over a long one), the first day first.
 */
export function chartDaysOf(from: string, today: string): string[] {
  if (from >= today) return [];
  const days = calendarDaysBetween(from, today).slice(0, -1);
  if (days.length <= 62) {
    const step = Math.ceil(days.length / maximumBookChartPoints);
    return days.filter((_, index) => index % step === 0);
  }
  const monthEnds: string[] = [];
  let [year = 1970, month = 1] = from.split('-').map(Number);
  for (;;) {
    const end = lastDayOfMonth(year, month);
    if (end >= today) break;
    if (end > from) monthEnds.push(end);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  const step = Math.ceil(monthEnds.length / (maximumBookChartPoints - 1));
  // The latest month's end always stays: the chart reaches up to today.
  const kept = monthEnds.filter((_, index) => (monthEnds.length - 1 - index) % step === 0);
  return [from, ...kept];
}

export async function bookSummary(
  deps: BookDependencies,
  scope: BookScope,
  chartPeriod: PortfolioReturnPeriod,
): Promise<BookSummary> {
  const { db } = deps;
  const clients = bookClientsQuery(db, scope);
  const currency = bookCurrencyOf(deps.brand);
  const today = bookTodayOf(deps.clock);
  const [counts, totals, firstDay] = await Promise.all([
    bookClientCounts(db, scope),
    bookPositionTotals(db, clients),
    bookFirstSnapshotDay(db, clients, currency),
  ]);
  const starts = portfolioReturnPeriods.map((period) => ({
    period,
    from: historyStartOf(period, today, firstDay ?? today),
  }));
  const chartFrom = starts.find((start) => start.period === chartPeriod)?.from ?? today;
  const chartDays = chartDaysOf(chartFrom, today);
  const [values, flows] = await Promise.all([
    bookValuesOn(db, clients, currency, [...starts.map((start) => start.from), ...chartDays]),
    bookFlowsAfter(
      db,
      clients,
      currency,
      starts.map((start) => start.from),
      today,
    ),
  ]);
  const assets = new ExactDecimal(totals.assets);
  const periods = starts.map(({ period, from }) => {
    const startValue = new ExactDecimal(values.get(from) ?? 0);
    const change = assets.minus(startValue);
    const netNewMoney = new ExactDecimal(flows.get(from) ?? 0);
    return {
      period,
      from,
      startValue: twoPlaces(startValue),
      change: twoPlaces(change),
      changePercent: startValue.isZero() ? null : twoPlaces(change.times(100).dividedBy(startValue)),
      netNewMoney: twoPlaces(netNewMoney),
      marketMovement: twoPlaces(change.minus(netNewMoney)),
    };
  });
  return {
    reportingCurrency: currency,
    today,
    clients: counts.clients,
    assetsUnderAdvice: twoPlaces(assets),
    valuedFrom: totals.valuedFrom,
    valuedTo: totals.valuedTo,
    periods,
    chart: {
      period: chartPeriod,
      points: [
        ...chartDays.map((date) => ({ date, value: twoPlaces(new ExactDecimal(values.get(date) ?? 0)) })),
        { date: today, value: twoPlaces(assets) },
      ],
    },
  };
}

/** The advisors in the caller's view, each with its own book's clients and assets under advice. */
export async function bookAdvisors(deps: BookDependencies, scope: BookScope): Promise<BookAdvisors> {
  const [counts, assets] = await Promise.all([
    bookClientCounts(deps.db, scope),
    bookAssetsByAdvisor(deps.db, bookClientsQuery(deps.db, scope)),
  ]);
  return {
    viewerRole: scope.viewer.role,
    reportingCurrency: bookCurrencyOf(deps.brand),
    advisors: scope.advisors.map((advisor) => ({
      accountCode: advisor.accountCode,
      source: advisor.source,
      displayName: advisor.displayName,
      clients: counts.byAdvisor.get(advisor.accountCode) ?? 0,
      assetsUnderAdvice: twoPlaces(new ExactDecimal(assets.get(advisor.accountCode) ?? 0)),
    })),
  };
}
