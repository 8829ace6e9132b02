import { Decimal } from 'decimal.js';
import {
  ExactDecimal,
  maximumNetWorthHistoryPoints,
  type NetWorthHistory,
  type PortfolioReturnPeriod,
  type PortfolioReturns,
} from '@portal/contract';
import { historyStartOf } from '../../platform/money/history-days';
import type { PortfolioAccount, PortfolioPlatform } from './holdings';
import {
  modifiedDietzReturn,
  moneyWeightedReturn,
  percentOfRate,
  timeWeightedGrowthOf,
  timeWeightedReturnOf,
  type FlowPoint,
} from './returns';
import { snapshotDayOf } from './snapshots';

/*
 * Net worth over time from the daily snapshots (issue 26, SPEC §7 market-value-history), and the returns over a period.
 */

const dayMs = 86_400_000;

export type DayValue = { readonly day: string; readonly value: string; readonly flow: string };

/** The snapshots of an account in a currency from a day on, oldest first, each with its holdings (JSON). */
export async function snapshotsOf(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  currency: string,
  fromDay?: string,
) {
  let query = platform.db
    .selectFrom('market_value_snapshot')
    .select(['day', 'value', 'flow', 'holdings'])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('currency', '=', currency);
  if (fromDay !== undefined) query = query.where('day', '>=', fromDay);
  const rows = await query.orderBy('day').execute();
  return rows.map((row) => ({
    day: row.day,
    value: new ExactDecimal(row.value).toFixed(),
    flow: new ExactDecimal(row.flow).toFixed(),
    holdings: row.holdings,
  }));
}

/**
 * The day values (net worth and flow) of an account in a currency from a day on, oldest first: the snapshots without
 * their holdings, which only named portfolios read (a row's holdings JSON is most of its size).
 */
export async function dayValuesOf(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  currency: string,
  fromDay?: string,
): Promise<DayValue[]> {
  let query = platform.db
    .selectFrom('market_value_snapshot')
    .select(['day', 'value', 'flow'])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('currency', '=', currency);
  if (fromDay !== undefined) query = query.where('day', '>=', fromDay);
  const rows = await query.orderBy('day').execute();
  return rows.map((row) => ({
    day: row.day,
    value: new ExactDecimal(row.value).toFixed(),
    flow: new ExactDecimal(row.flow).toFixed(),
  }));
}

/** The first snapshot day of an account in a currency (the primary key's order: one index seek), if any. */
export async function firstSnapshotDayOf(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  currency: string,
): Promise<string | undefined> {
  const row = await platform.db
    .selectFrom('market_value_snapshot')
    .select('day')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('currency', '=', currency)
    .orderBy('day')
    .limit(1)
    .executeTakeFirst();
  return row?.day;
}

/** The first day of a period ending today for an account whose history starts on `firstDay`. */
export function periodFromDay(period: PortfolioReturnPeriod, today: string, firstDay: string): string {
  return historyStartOf(period, today, firstDay);
}

/** Day values as flow points (days since the first); the first point's flow is before the period and not counted. */
export function flowPointsOf(values: readonly DayValue[]): FlowPoint[] {
  const first = values[0];
  if (first === undefined) return [];
  const start = Date.parse(`${first.day}T00:00:00Z`);
  return values.map((value, index) => ({
    dayIndex: Math.round((Date.parse(`${value.day}T00:00:00Z`) - start) / dayMs),
    value: value.value,
    flow: index === 0 ? '0' : value.flow,
  }));
}

/** The returns of day values over a period (the time-weighted growth too, when the caller has it already). */
export function returnsOf(
  period: PortfolioReturnPeriod,
  values: readonly DayValue[],
  today: string,
  points: readonly FlowPoint[] = flowPointsOf(values),
  growth = timeWeightedGrowthOf(points),
): PortfolioReturns {
  return {
    period,
    from: values[0]?.day ?? null,
    to: values.at(-1)?.day ?? today,
    timeWeighted: percentOfRate(timeWeightedReturnOf(growth)),
    moneyWeighted: percentOfRate(moneyWeightedReturn(points)),
    modifiedDietz: percentOfRate(modifiedDietzReturn(points)),
  };
}

/** The time-weighted return from the first day to each day, in percent (two decimals). */
export function cumulativeReturnsOf(
  values: readonly DayValue[],
  growth = timeWeightedGrowthOf(flowPointsOf(values)),
): string[] {
  return growth.growth.map((grown) => grown.minus(1).times(100).toFixed(2, Decimal.ROUND_HALF_UP));
}

/** At most `maximum` items, evenly spaced, first and last kept. */
function thinnedTo<T>(items: readonly T[], maximum: number): T[] {
  if (items.length <= maximum) return [...items];
  const step = (items.length - 1) / (maximum - 1);
  return Array.from({ length: maximum }, (_, index) => items[Math.round(index * step)] as T);
}

/** The account's net worth over a period with its returns. */
export async function netWorthHistoryOf(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  currency: string,
  period: PortfolioReturnPeriod,
): Promise<{ history: NetWorthHistory; values: DayValue[]; points: NetWorthHistory['points'] }> {
  const today = snapshotDayOf(platform.clock.now());
  // Only the period's days are read (a year of ten years' history), without the holdings.
  const firstDay = (await firstSnapshotDayOf(platform, account, currency)) ?? today;
  const fromDay = periodFromDay(period, today, firstDay);
  const values = await dayValuesOf(platform, account, currency, fromDay);
  const flowPoints = flowPointsOf(values);
  const growth = timeWeightedGrowthOf(flowPoints);
  const cumulative = cumulativeReturnsOf(values, growth);
  const points = values.map((value, index) => ({
    date: value.day,
    value: value.value,
    flow: value.flow,
    cumulativeReturn: cumulative[index] ?? '0.00',
  }));
  return {
    values,
    points,
    history: {
      reportingCurrency: currency,
      returns: returnsOf(period, values, today, flowPoints, growth),
      points: thinnedTo(points, maximumNetWorthHistoryPoints),
    },
  };
}
