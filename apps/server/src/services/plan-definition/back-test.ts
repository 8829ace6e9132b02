import { Decimal } from 'decimal.js';
import type { PlanBackTest, PlanBackTestPeriodResult } from '@portal/contract';
import { lastDayOfMonth } from '@portal/contract/domain/date-format';
import { fullWeightBasisPoints, planBackTestPeriods, yearsOfBackTestPeriod } from '@portal/contract/domain/plan';
import { marketDayOf } from '../../platform/market/market-calendar';
import { findPricesOf } from '../fund-definition/public';
import type { Executor, LoadedPlan, PlanDefinitionDependencies, PlanWeight } from './plans';

/*
 * The back-test (issue 27 part 2, ADR 057 "Back-test"): the plan's current weights applied to its funds' NAV history.
 * The model starts at 10 000 on the period's first day and is rebalanced to the weights at each month's end: between
 * two points each fund's units stay fixed, so the value at the next point is Σ units × NAV. Each price is the fund's
 * last NAV on or before the point's day. NAVs only: no fees, no dividends. Exact decimals throughout (40 significant
 * digits, far beyond the two decimals shown); returns are rounded half-up to two decimals at the end.
 */

/** Wide enough for a 60-step product of NAV ratios and a fractional power; the figures shown have two decimals. */
const BackTestDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Exact = InstanceType<typeof BackTestDecimal>;

export const backTestStartValue = '10000';

export type NavHistory = ReadonlyMap<string, readonly { readonly day: string; readonly nav: string }[]>;

/** The same calendar day `years` earlier (29 February becomes the 28th in a year without one). */
export function yearsBefore(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const last = lastDayOfMonth(year - years, month);
  return `${String(year - years).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(date, Number(last.slice(8)))).padStart(2, '0')}`;
}

/** The model's points: the first day, each month's last day strictly between, and the last day. */
export function rebalancingDays(from: string, to: string): string[] {
  const days = [from];
  let [year = 0, month = 1] = from.split('-').map(Number);
  for (;;) {
    const monthEnd = lastDayOfMonth(year, month);
    if (monthEnd >= to) break;
    if (monthEnd > from) days.push(monthEnd);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  if (to > from) days.push(to);
  return days;
}

/** Each fund's last NAV on or before each day (the days ascending); undefined where a fund has none yet. */
function navsAt(history: NavHistory, fundId: string, days: readonly string[]): (Exact | undefined)[] {
  const prices = history.get(fundId) ?? [];
  let index = -1;
  return days.map((day) => {
    while (index + 1 < prices.length && (prices[index + 1]?.day ?? '') <= day) index += 1;
    const price = prices[index];
    return price === undefined ? undefined : new BackTestDecimal(price.nav);
  });
}

/** The first day every fund of the weights has a NAV; null when one has none at all. */
export function firstCommonDay(history: NavHistory, weights: readonly PlanWeight[]): string | null {
  let common = '';
  for (const { fundId } of weights) {
    const first = history.get(fundId)?.[0]?.day;
    if (first === undefined) return null;
    if (first > common) common = first;
  }
  return common;
}

/**
 * The model held from the first of `days`: bought at the weights with `startValue`, each fund's units fixed between
 * rebalancings, the value on each day Σ units × NAV; after a day where `rebalancesAfter` says so, the units are bought
 * again at the weights with that day's value. Undefined when a fund has no NAV on or before the first day. Values exact
 * (not rounded).
 */
function heldModelValues(
  history: NavHistory,
  weights: readonly PlanWeight[],
  days: readonly string[],
  rebalancesAfter: (point: number) => boolean,
  startValue: string,
): Exact[] | undefined {
  const navs = weights.map(({ fundId }) => navsAt(history, fundId, days));
  if (navs.some((series) => series[0] === undefined)) return undefined;
  const unitsAt = (value: Exact, point: number) =>
    weights.map(({ weightBasisPoints }, index) => {
      const nav = navs[index]?.[point];
      return nav === undefined || nav.isZero()
        ? new BackTestDecimal(0)
        : value.times(weightBasisPoints).div(fullWeightBasisPoints).div(nav);
    });
  const start = new BackTestDecimal(startValue);
  let units = unitsAt(start, 0);
  return days.map((_day, point) => {
    const value =
      point === 0
        ? start
        : units.reduce((sum, held, index) => sum.plus(held.times(navs[index]?.[point] ?? 0)), new BackTestDecimal(0));
    if (point + 1 < days.length && rebalancesAfter(point)) units = unitsAt(value, point);
    return value;
  });
}

/** The model's value at each day (the back-test's points), rebalanced to the weights at every one. */
export function modelValues(
  history: NavHistory,
  weights: readonly PlanWeight[],
  days: readonly string[],
  startValue: string = backTestStartValue,
): Exact[] | undefined {
  return heldModelValues(history, weights, days, () => true, startValue);
}

/**
 * The model's value on each of `days` (ascending, e.g. every business day), rebalanced on the last of the days in each
 * month, at that day's NAVs (the month end's, as the back-test rebalances): between month ends the value moves with
 * the funds day by day.
 */
export function dailyModelValues(
  history: NavHistory,
  weights: readonly PlanWeight[],
  days: readonly string[],
  startValue: string = backTestStartValue,
): Exact[] | undefined {
  const monthEnds = (point: number) => days[point + 1]?.slice(0, 7) !== days[point]?.slice(0, 7);
  return heldModelValues(history, weights, days, monthEnds, startValue);
}

/** A ratio − 1 as a percent, two decimals half-up. */
function percentOf(ratio: Exact): string {
  return ratio.minus(1).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** One period of the back-test ending on `today`. */
export function backTestPeriod(
  history: NavHistory,
  weights: readonly PlanWeight[],
  period: (typeof planBackTestPeriods)[number],
  today: string,
): PlanBackTestPeriodResult {
  const years = yearsOfBackTestPeriod[period];
  const from = yearsBefore(today, years);
  const common = firstCommonDay(history, weights);
  const days = rebalancingDays(from, today);
  const values = common === null || common > from ? undefined : modelValues(history, weights, days);
  const end = values?.at(-1);
  if (values === undefined || end === undefined) {
    return { period, available: false, reason: 'notEnoughHistory', firstCommonDay: common };
  }
  const growth = end.div(backTestStartValue);
  return {
    period,
    available: true,
    from,
    to: today,
    points: days.map((date, index) => ({
      date,
      value: (values[index] ?? new BackTestDecimal(0)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    })),
    totalReturnPercent: percentOf(growth),
    annualisedReturnPercent: percentOf(growth.pow(new BackTestDecimal(1).div(years))),
  };
}

/** Every NAV of the plan's funds, by fund, oldest first: one query. */
export async function navHistoryOf(db: Executor, weights: readonly PlanWeight[]): Promise<NavHistory> {
  const rows = await findPricesOf(
    db,
    weights.map((weight) => weight.fundId),
  );
  const history = new Map<string, { day: string; nav: string }[]>();
  for (const row of rows) {
    const list = history.get(row.fund_id) ?? [];
    list.push({ day: row.price_date, nav: String(row.nav) });
    history.set(row.fund_id, list);
  }
  return history;
}

/** The market day of the deployment's clock (the brand's market time zone). */
export function todayOf(deps: Pick<PlanDefinitionDependencies, 'clock' | 'brand'>): string {
  return marketDayOf(deps.clock.now(), deps.brand.marketTimeZone);
}

export async function backTestOf(deps: PlanDefinitionDependencies, plan: LoadedPlan): Promise<PlanBackTest> {
  const history = await navHistoryOf(deps.db, plan.weights);
  const today = todayOf(deps);
  return {
    planId: plan.row.id,
    currency: plan.row.currency,
    allocationVersion: Number(plan.row.allocation_version),
    method: { startValue: backTestStartValue, rebalancing: 'monthly', prices: 'navOnOrBefore' },
    periods: planBackTestPeriods.map((period) => backTestPeriod(history, plan.weights, period, today)),
  };
}
