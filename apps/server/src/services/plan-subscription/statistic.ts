import { Decimal } from 'decimal.js';
import { ExactDecimal, type PlanStatistic } from '@portal/contract';
import { businessDaysBetween } from '../../platform/market/market-calendar';
import { findPricesFrom } from '../fund-definition/public';
import {
  percentOfRate,
  timeWeightedGrowthOf,
  timeWeightedReturnOf,
  type FlowPoint,
} from '../market-value-history/public';
import { marketToday } from './investment-calendar';
import type { PlanSubscriptionDependencies, SubscriptionAccount } from './plan-subscription-dependencies';
import { ordersOfSubscriptions, ownedSubscription } from './subscription-view';

/*
 * The statistic (issue 27 part 5, /plans/statistic): the plan holdings' time-weighted return, by the wealth area's
 * method (market-value-history's `timeWeightedReturn`, ADR 056), against the plan model's back-test over the same
 * days. Each business day from the first dealing day to today, the holdings are valued at that day's NAVs (the last
 * one on or before it); units come in (subscriptions) and go out (redemptions) on their dealing day, as external flows
 * at that day's NAV, so fees and the cash not yet invested do not count as performance. The series is thinned to at
 * most `seriesPoints` days (the last day always kept), as growth of 100.
 */

const seriesPoints = 60;

function hundredTimes(rate: Decimal | null): string | null {
  return rate === null ? null : rate.plus(1).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

export async function planStatistic(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  subscriptionId: string,
): Promise<PlanStatistic> {
  const row = await ownedSubscription(deps.db, account, subscriptionId);
  const today = marketToday(deps);
  const orders = (await ordersOfSubscriptions(deps, account, [row.id])).filter((order) => {
    const status = order.state?.status;
    if (status === undefined || order.state === undefined || order.state.dealingDate > today) return false;
    return order.kind === 'subscription'
      ? status === 'settled' || status === 'priced'
      : !['cancelled', 'rejected', 'failed', 'pending'].includes(status);
  });
  const empty = { subscriptionId, planId: row.plan_id, currency: row.currency, to: today };
  const first = orders.map((order) => order.state?.dealingDate ?? today).sort()[0];
  if (first === undefined) {
    return { ...empty, from: null, timeWeighted: null, model: null, difference: null, series: [] };
  }
  const days = [first, ...businessDaysBetween(first, today)];
  const fundIds = [...new Set(orders.map((order) => order.fund_id))];
  const navs = new Map<string, { day: string; nav: string }[]>();
  for (const fundId of fundIds) {
    navs.set(
      fundId,
      (await findPricesFrom(deps.db, fundId, first)).map((price) => ({ day: price.price_date, nav: price.nav })),
    );
  }
  const unitChanges = new Map<string, { fundId: string; units: Decimal }[]>();
  for (const order of orders) {
    const units = order.kind === 'subscription' ? order.state?.units : order.units;
    if (units === null || units === undefined || order.state === undefined) continue;
    const signed = order.kind === 'subscription' ? new ExactDecimal(units) : new ExactDecimal(units).negated();
    const changes = unitChanges.get(order.state.dealingDate) ?? [];
    changes.push({ fundId: order.fund_id, units: signed });
    unitChanges.set(order.state.dealingDate, changes);
  }
  const held = new Map<string, Decimal>();
  const cursor = new Map<string, number>();
  const navOn = (fundId: string, day: string): Decimal => {
    const prices = navs.get(fundId) ?? [];
    let index = cursor.get(fundId) ?? 0;
    while (index + 1 < prices.length && (prices[index + 1]?.day ?? '') <= day) index += 1;
    cursor.set(fundId, index);
    return new ExactDecimal(prices[index]?.nav ?? 0);
  };
  const points: FlowPoint[] = days.map((day, dayIndex) => {
    let flow = new ExactDecimal(0);
    for (const change of unitChanges.get(day) ?? []) {
      held.set(change.fundId, (held.get(change.fundId) ?? new ExactDecimal(0)).plus(change.units));
      flow = flow.plus(change.units.times(navOn(change.fundId, day)));
    }
    const value = [...held].reduce(
      (sum, [fundId, units]) => sum.plus(units.times(navOn(fundId, day))),
      new ExactDecimal(0),
    );
    // The first day's value is its flow: nothing was at risk before it.
    return { dayIndex, value: value.toFixed(), flow: dayIndex === 0 ? '0' : flow.toFixed() };
  });
  // The model on the same days, one value a day (rebalanced monthly), as growth of 100 from the first day.
  const model = await deps.plans.modelGrowth(row.plan_id, days);
  const modelBase = model[0]?.value;
  const modelOn = (index: number): string | null => {
    const value = model[index]?.value;
    return value === undefined || modelBase === undefined
      ? null
      : new ExactDecimal(value).dividedBy(modelBase).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
  };
  // The time-weighted growth linked once, day by day; the series shows every `step`-th day and the last.
  const growth = timeWeightedGrowthOf(points);
  const step = Math.max(1, Math.ceil(days.length / seriesPoints));
  const series = days.flatMap((day, index) => {
    if (index % step !== 0 && index !== days.length - 1) return [];
    const grown = growth.growth[index];
    return [{ day, plan: grown === undefined ? null : hundredTimes(grown.minus(1)), model: modelOn(index) }];
  });
  const timeWeighted = percentOfRate(timeWeightedReturnOf(growth));
  const lastModelValue = model.at(-1)?.value;
  const modelRate =
    modelBase === undefined || lastModelValue === undefined
      ? null
      : new ExactDecimal(lastModelValue).dividedBy(modelBase).minus(1);
  const modelPercent = modelRate === null ? null : modelRate.times(100).toFixed(2, Decimal.ROUND_HALF_UP);
  return {
    ...empty,
    from: first,
    timeWeighted,
    model: modelPercent,
    difference:
      timeWeighted === null || modelPercent === null
        ? null
        : new ExactDecimal(timeWeighted).minus(modelPercent).toFixed(2),
    series,
  };
}
