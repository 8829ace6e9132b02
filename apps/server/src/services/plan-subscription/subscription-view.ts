import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import {
  ExactDecimal,
  planOrderRounding,
  type FundOrderStatus,
  type PlanHolding,
  type PlanInvestment,
  type PlanOrder,
  type PlanSubscription,
  type PlanSubscriptionDetail,
} from '@portal/contract';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { findFundsByIds, type FundTable } from '../fund-definition/public';
import { fundOrderStatesOf, type FundOrderState } from '../fund-order/public';
import { nextInvestmentDate } from './investment-calendar';
import type { PlanSubscriptionDependencies, SubscriptionAccount } from './plan-subscription-dependencies';
import type { PlanSubscriptionOrderTable, PlanSubscriptionTable } from './plan-subscription-tables';
import type { SubscribablePlan } from './plan-catalogue';

/*
 * A subscription as the client sees it. Its holdings are the plan's own share of the client's fund units: units of
 * its settled subscription orders, less the units of its redemptions that were not cancelled, rejected or failed (a
 * pending redemption's units are spoken for). Value = units × the fund's latest NAV, in the plan's currency (a plan's
 * funds are in its currency), plus what is on its way: a subscription not yet settled at its cost (the cash is spent,
 * the units not yet known) and a redemption not yet settled at its units' NAV, so a plan does not show a loss of
 * 100 % the day its orders are placed. Invested = cash of its subscription orders still standing; redeemed = the
 * settled redemptions' net proceeds; return = value + redeemed − invested.
 */

const endedWithoutEffect: readonly FundOrderStatus[] = ['cancelled', 'rejected', 'failed'];

/** Another client's subscription answers as a missing one: ids cannot be probed. */
export function noSuchSubscription(): AppError {
  return AppError.notFound('There is no such plan subscription.');
}

export async function ownedSubscription(
  db: Kysely<Database>,
  account: SubscriptionAccount,
  subscriptionId: string,
): Promise<PlanSubscriptionTable> {
  const row = await db
    .selectFrom('plan_subscription')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .executeTakeFirst();
  if (row === undefined) throw noSuchSubscription();
  return row;
}

export type PlanOrderWithState = PlanSubscriptionOrderTable & { readonly state: FundOrderState | undefined };

export async function ordersOfSubscriptions(
  deps: Pick<PlanSubscriptionDependencies, 'db'>,
  account: SubscriptionAccount,
  subscriptionIds: readonly string[],
): Promise<PlanOrderWithState[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await deps.db
    .selectFrom('plan_subscription_order')
    .selectAll()
    .where('subscription_id', 'in', [...subscriptionIds])
    .orderBy('placed_at', 'desc')
    .orderBy('order_id')
    .execute();
  const states = new Map(
    (
      await fundOrderStatesOf(
        deps.db,
        account,
        rows.map((row) => row.order_id),
      )
    ).map((state) => [state.id, state]),
  );
  return rows.map((row) => ({ ...row, state: states.get(row.order_id) }));
}

/** The plan's units per fund (see the file's comment). */
export function heldUnits(orders: readonly PlanOrderWithState[]): Map<string, Decimal> {
  const units = new Map<string, Decimal>();
  const add = (fundId: string, amount: Decimal) =>
    units.set(fundId, (units.get(fundId) ?? new ExactDecimal(0)).plus(amount));
  for (const order of orders) {
    const state = order.state;
    if (state === undefined) continue;
    if (order.kind === 'subscription' && state.status === 'settled' && state.units !== null) {
      add(order.fund_id, new ExactDecimal(state.units));
    }
    if (order.kind === 'redemption' && !endedWithoutEffect.includes(state.status) && order.units !== null) {
      add(order.fund_id, new ExactDecimal(order.units).negated());
    }
  }
  return units;
}

type Figures = { invested: Decimal; redeemed: Decimal; value: Decimal; holdings: PlanHolding[] };

function figuresOf(
  orders: readonly PlanOrderWithState[],
  funds: ReadonlyMap<string, FundTable>,
  plan: SubscribablePlan | undefined,
  precision: number,
): Figures {
  let invested = new ExactDecimal(0);
  let redeemed = new ExactDecimal(0);
  let onTheWay = new ExactDecimal(0);
  for (const order of orders) {
    const state = order.state;
    if (state === undefined) continue;
    const standing = !endedWithoutEffect.includes(state.status);
    if (order.kind === 'subscription' && standing && order.amount !== null) {
      invested = invested.plus(order.amount);
      if (state.status !== 'settled') onTheWay = onTheWay.plus(order.amount);
    }
    if (order.kind === 'redemption' && state.status === 'settled' && state.netAmount !== null) {
      redeemed = redeemed.plus(state.netAmount);
    }
    const fund = funds.get(order.fund_id);
    if (order.kind === 'redemption' && standing && state.status !== 'settled' && order.units !== null && fund) {
      onTheWay = onTheWay.plus(new ExactDecimal(order.units).times(fund.latest_nav));
    }
  }
  const targets = new Map(plan?.allocation.map((weight) => [weight.fundId, weight.weightPercent]) ?? []);
  const holdings: PlanHolding[] = [];
  let value = new ExactDecimal(0);
  for (const [fundId, units] of heldUnits(orders)) {
    const fund = funds.get(fundId);
    if (fund === undefined || units.lessThanOrEqualTo(0)) continue;
    const fundValue = units.times(fund.latest_nav).toDecimalPlaces(precision, Decimal.ROUND_HALF_UP);
    value = value.plus(fundValue);
    holdings.push({
      fundId,
      fundNames: { en: fund.name_en, 'zh-HK': fund.name_zh_hk, 'zh-CN': fund.name_zh_cn },
      units: units.toFixed(),
      nav: fund.latest_nav,
      navDate: fund.latest_nav_date,
      value: fundValue.toFixed(precision),
      targetPercent: targets.get(fundId) ?? '0',
    });
  }
  value = value.plus(onTheWay.toDecimalPlaces(precision, Decimal.ROUND_HALF_UP));
  return { invested, redeemed, value, holdings };
}

function summaryOf(
  deps: Pick<PlanSubscriptionDependencies, 'clock' | 'brand'>,
  row: PlanSubscriptionTable,
  plan: SubscribablePlan | undefined,
  figures: Figures,
  precision: number,
  lastInvestedMonth: string | undefined,
): PlanSubscription {
  const returnAmount = figures.value.plus(figures.redeemed).minus(figures.invested);
  const investing = (row.status === 'activated' || row.status === 'submitted') && row.monthly_day !== null;
  return {
    subscriptionId: row.id,
    clientReference: row.client_reference,
    planId: row.plan_id,
    planCode: plan?.code ?? row.plan_id,
    planNames: plan?.names ?? { en: row.plan_id, 'zh-HK': row.plan_id, 'zh-CN': row.plan_id },
    currency: row.currency,
    status: row.status,
    lumpSum: row.lump_sum,
    monthlyAmount: row.monthly_amount,
    monthlyDay: row.monthly_day,
    nextInvestmentDate: investing ? nextInvestmentDate(deps, row, lastInvestedMonth) : null,
    invested: figures.invested.toFixed(precision),
    redeemed: figures.redeemed.toFixed(precision),
    value: figures.value.toFixed(precision),
    returnAmount: returnAmount.toFixed(precision),
    returnPercent: figures.invested.isZero()
      ? null
      : returnAmount.dividedBy(figures.invested).times(100).toFixed(2, Decimal.ROUND_HALF_UP),
    allocationVersion: row.allocation_version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function planOrderOf(order: PlanOrderWithState, funds: ReadonlyMap<string, FundTable>): PlanOrder {
  const fund = funds.get(order.fund_id);
  return {
    orderId: order.order_id,
    fundId: order.fund_id,
    fundNames: { en: fund?.name_en ?? order.fund_id, 'zh-HK': fund?.name_zh_hk ?? '', 'zh-CN': fund?.name_zh_cn ?? '' },
    kind: order.kind,
    purpose: order.purpose as PlanOrder['purpose'],
    month: order.month,
    weightPercent: order.weight_percent,
    amount: order.kind === 'subscription' ? order.amount : (order.state?.netAmount ?? null),
    units: order.kind === 'redemption' ? order.units : (order.state?.units ?? null),
    status: order.state?.status ?? 'pending',
    placedAt: order.placed_at,
  };
}

/** Subscriptions as the list shows them, in the given order, with their figures (a few queries for all of them). */
export async function subscriptionsViewed(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  rows: readonly PlanSubscriptionTable[],
): Promise<
  { summary: PlanSubscription; orders: PlanOrderWithState[]; funds: Map<string, FundTable>; holdings: PlanHolding[] }[]
> {
  const orders = await ordersOfSubscriptions(
    deps,
    account,
    rows.map((row) => row.id),
  );
  const funds = new Map(
    (await findFundsByIds(deps.db, [...new Set(orders.map((order) => order.fund_id))])).map((fund) => [fund.id, fund]),
  );
  const precisions = await currencyPrecisions(deps.db);
  // The last month each subscription's job has run (invested or skipped): the next run is in a later month.
  const lastMonths = new Map(
    rows.length === 0
      ? []
      : (
          await deps.db
            .selectFrom('plan_investment')
            .select(['subscription_id', (eb) => eb.fn.max('month').as('month')])
            .where(
              'subscription_id',
              'in',
              rows.map((row) => row.id),
            )
            .groupBy('subscription_id')
            .execute()
        ).map((claimed) => [claimed.subscription_id, claimed.month]),
  );
  const plans = new Map<string, SubscribablePlan | undefined>();
  for (const planId of new Set(rows.map((row) => row.plan_id))) plans.set(planId, await deps.plans.plan(planId));
  return rows.map((row) => {
    const own = orders.filter((order) => order.subscription_id === row.id);
    const precision = precisions.get(row.currency) ?? 2;
    const plan = plans.get(row.plan_id);
    const figures = figuresOf(own, funds, plan, precision);
    const summary = summaryOf(deps, row, plan, figures, precision, lastMonths.get(row.id));
    return { summary, orders: own, funds, holdings: figures.holdings };
  });
}

export async function subscriptionDetail(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  row: PlanSubscriptionTable,
): Promise<PlanSubscriptionDetail> {
  const [viewed] = await subscriptionsViewed(deps, account, [row]);
  if (viewed === undefined) throw noSuchSubscription();
  const investments = await deps.db
    .selectFrom('plan_investment')
    .selectAll()
    .where('subscription_id', '=', row.id)
    .orderBy('month', 'desc')
    .execute();
  return {
    subscription: viewed.summary,
    orders: viewed.orders.map((order) => planOrderOf(order, viewed.funds)),
    investments: investments.map((investment): PlanInvestment => ({
      month: investment.month,
      scheduledDate: investment.scheduled_date,
      ranAt: investment.ran_at,
      outcome: investment.outcome as PlanInvestment['outcome'],
      amount: investment.amount,
      rebalanced: investment.rebalanced === 1,
      allocationVersion: investment.allocation_version,
    })),
    holdings: viewed.holdings,
    rounding: planOrderRounding,
  };
}

export async function detailOf(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  subscriptionId: string,
): Promise<PlanSubscriptionDetail> {
  return subscriptionDetail(deps, account, await ownedSubscription(deps.db, account, subscriptionId));
}

export { planOrderOf };
