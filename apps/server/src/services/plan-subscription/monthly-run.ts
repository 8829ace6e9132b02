import { Decimal } from 'decimal.js';
import { ExactDecimal, splitByWeights, type PlanInvestmentOutcome } from '@portal/contract';
import type { Transaction } from 'kysely';
import { compiledOnce, dialectOf } from '../../platform/db/compiled-query';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { Publish } from '../../platform/runtime/events';
import { findFundsByIds } from '../fund-definition/public';
import { insertFundOrderGroup, prepareFundOrderGroup, type PreparedFundOrderGroup } from '../fund-order/public';
import { marketToday, monthOf, scheduledDateOf } from './investment-calendar';
import { promoteSubmitted } from './managing';
import type { SubscribablePlan } from './plan-catalogue';
import { insertPlanOrders, planOrderRows, subscriptionLegs, type PlannedLeg } from './plan-orders';
import { accountOfRow, type PlanSubscriptionDependencies } from './plan-subscription-dependencies';
import type { PlanInvestmentTable, PlanSubscriptionTable } from './plan-subscription-tables';
import { precisionOf } from './subscribing';
import { heldUnits, ordersOfSubscriptions } from './subscription-view';

/*
 * The monthly investment (issue 27 parts 6 and 7; ADR 057 "The monthly job"), on the server clock. Each run invests
 * every live subscription whose run day of this month (investment-calendar.ts) has come and that has no row for this
 * month yet. A month is claimed by inserting its plan_investment row (primary key subscription and month, on conflict
 * nothing) in the SAME transaction that places its fund orders: a second process, or the same one after a restart,
 * finds the row and places nothing; a transaction that fails leaves the month unclaimed. Cash short for the whole
 * amount skips the month (a claimed row, outcome skippedShortOfCash, and a monthlyInvestment notification with the
 * amount negative: what did not go in). When the plan's allocation changed since the subscription's last investment,
 * this investment rebalances (rebalanceLegs) and raises planAllocationUpdate.
 */

export const planMonthlyJob = { name: 'planMonthlyInvestment', intervalMs: 60_000 } as const;

export type MonthlyRunSummary = { readonly invested: number; readonly skipped: number; readonly promoted: number };

type Placement = { readonly legs: readonly PlannedLeg[]; readonly rebalanced: boolean };

/**
 * Rebalancing at an investment of `amount`: against the target w × (value + amount), every fund above it sells its
 * excess (units × excess ÷ value, rounded down; a fund no longer in the plan sells all), and the amount buys the funds
 * below it in proportion to their shortfall (splitByWeights' rounding). The sales' proceeds are paid to the client's
 * cash in the plan's currency as they settle; they are not reinvested by this run.
 */
async function rebalanceLegs(
  deps: PlanSubscriptionDependencies,
  row: PlanSubscriptionTable,
  plan: SubscribablePlan,
  amount: string,
  referenceBase: string,
  precision: number,
): Promise<PlannedLeg[]> {
  const units = heldUnits(await ordersOfSubscriptions(deps, accountOfRow(row), [row.id]));
  const fundIds = [...new Set([...units.keys(), ...plan.allocation.map((weight) => weight.fundId)])];
  const funds = new Map((await findFundsByIds(deps.db, fundIds)).map((fund) => [fund.id, fund]));
  const valueOf = (fundId: string) =>
    (units.get(fundId) ?? new ExactDecimal(0)).times(funds.get(fundId)?.latest_nav ?? 0);
  const total = fundIds.reduce((sum, fundId) => sum.plus(valueOf(fundId)), new ExactDecimal(amount));
  const weights = new Map(plan.allocation.map((weight) => [weight.fundId, weight.weightPercent]));
  const sells: PlannedLeg[] = [];
  const shortfalls: { fundId: string; shortfall: Decimal }[] = [];
  for (const fundId of fundIds) {
    const value = valueOf(fundId);
    const target = total.times(weights.get(fundId) ?? 0).dividedBy(100);
    const held = units.get(fundId) ?? new ExactDecimal(0);
    const fund = funds.get(fundId);
    if (fund === undefined) continue;
    if (value.greaterThan(target) && held.greaterThan(0)) {
      const asked = target.isZero()
        ? held
        : held.times(value.minus(target)).dividedBy(value).toDecimalPlaces(fund.unit_decimals, Decimal.ROUND_DOWN);
      if (asked.greaterThan(0)) {
        const leg = {
          kind: 'redemption',
          fundId,
          units: asked.toFixed(),
          clientReference: `${referenceBase}.S${sells.length + 1}`,
        };
        sells.push({ ...leg, kind: 'redemption', weightPercent: weights.get(fundId) ?? '0' });
      }
    } else if (target.greaterThan(value)) shortfalls.push({ fundId, shortfall: target.minus(value) });
  }
  const parts = splitByWeights(
    amount,
    precision,
    shortfalls.map((fund) => fund.shortfall),
  );
  const buys = shortfalls.flatMap((fund, index): PlannedLeg[] => {
    const part = parts[index];
    if (part === undefined || new ExactDecimal(part).isZero()) return [];
    const reference = `${referenceBase}.${index + 1}`;
    const leg = { kind: 'subscription', fundId: fund.fundId, payAmount: part, clientReference: reference };
    return [{ ...leg, kind: 'subscription', weightPercent: weights.get(fund.fundId) ?? '0' }];
  });
  return [...sells, ...buys];
}

async function publishInvestment(
  publish: Publish,
  row: PlanSubscriptionTable,
  plan: SubscribablePlan | undefined,
  amount: string,
  at: Date,
): Promise<void> {
  await publish({
    type: 'monthlyInvestment',
    accountCode: row.account_code,
    source: row.source,
    occurredAt: at,
    fields: { code: plan?.code ?? row.plan_id, currencyCode: row.currency, amount },
  });
}

/** A month's claim, compiled once (platform/db/compiled-query): the run inserts one per subscription. */
const insertClaim = compiledOnce<PlanInvestmentTable, never>((db, param) =>
  db
    .insertInto('plan_investment')
    .values({
      subscription_id: param('subscription_id'),
      month: param('month'),
      scheduled_date: param('scheduled_date'),
      ran_at: param('ran_at'),
      outcome: param('outcome'),
      amount: param('amount'),
      rebalanced: param('rebalanced'),
      allocation_version: param('allocation_version'),
    })
    .onConflict((conflict) => conflict.columns(['subscription_id', 'month']).doNothing()),
);

/** Claims the month with an outcome; false when it was claimed already (another process, an earlier run). */
async function claimMonth(
  trx: Transaction<Database>,
  row: PlanSubscriptionTable,
  month: string,
  outcome: PlanInvestmentOutcome,
  details: { amount: string; rebalanced: boolean; allocationVersion: number; at: Date },
): Promise<boolean> {
  const claimed = await insertClaim(trx, dialectOf(trx), {
    subscription_id: row.id,
    month,
    scheduled_date: scheduledDateOf(month, row.monthly_day ?? 1),
    ran_at: details.at.toISOString(),
    outcome,
    amount: details.amount,
    rebalanced: details.rebalanced ? 1 : 0,
    allocation_version: details.allocationVersion,
  });
  return (claimed.numAffectedRows ?? 0n) > 0n;
}

async function skipMonth(
  deps: PlanSubscriptionDependencies,
  row: PlanSubscriptionTable,
  plan: SubscribablePlan | undefined,
  month: string,
  outcome: Exclude<PlanInvestmentOutcome, 'invested'>,
): Promise<boolean> {
  const amount = row.monthly_amount ?? '0';
  const at = deps.clock.now();
  return deps.events.inTransaction(deps.db, async (trx, publish) => {
    const details = { amount, rebalanced: false, allocationVersion: row.allocation_version, at };
    if (!(await claimMonth(trx, row, month, outcome, details))) return false;
    await publishInvestment(publish, row, plan, new ExactDecimal(amount).negated().toFixed(), at);
    return true;
  });
}

/**
 * What a run reads once for all its subscriptions, not once each: the plans and the currencies' decimals. What may
 * change within a run stays read per subscription: the client, the funds (a suspension), the FX rate (5-second ticks).
 */
type RunLookups = {
  plan(planId: string): Promise<SubscribablePlan | undefined>;
  precision(currency: string): Promise<number>;
};

function runLookupsOf(deps: PlanSubscriptionDependencies): RunLookups {
  const plans = new Map<string, Promise<SubscribablePlan | undefined>>();
  const precisions = new Map<string, Promise<number>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = read();
      cache.set(key, value);
    }
    return value;
  };
  return {
    plan: (planId) => once(plans, planId, () => deps.plans.plan(planId)),
    precision: (currency) => once(precisions, currency, () => precisionOf(deps, currency)),
  };
}

/** Invests one subscription's month, or skips it; 'taken' when the month was claimed already. */
async function investMonth(
  deps: PlanSubscriptionDependencies,
  row: PlanSubscriptionTable,
  month: string,
  lookups: RunLookups,
): Promise<PlanInvestmentOutcome | 'taken'> {
  const plan = await lookups.plan(row.plan_id);
  const skip = async (outcome: Exclude<PlanInvestmentOutcome, 'invested'>) =>
    (await skipMonth(deps, row, plan, month, outcome)) ? outcome : 'taken';
  if (plan === undefined || plan.status !== 'active' || row.monthly_amount === null) return skip('skippedNotPlaced');
  const precision = await lookups.precision(row.currency);
  const base = `${row.id}.M${month}`;
  const rebalanced = plan.allocationVersion !== row.allocation_version;
  const placement: Placement = {
    rebalanced,
    legs: rebalanced
      ? await rebalanceLegs(deps, row, plan, row.monthly_amount, base, precision)
      : subscriptionLegs(base, row.monthly_amount, precision, plan.allocation),
  };
  let group: PreparedFundOrderGroup;
  try {
    group = await prepareFundOrderGroup(deps, {
      ...accountOfRow(row),
      payCurrency: row.currency,
      legs: placement.legs,
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return skip('skippedNotPlaced');
    throw error;
  }
  const at = group.placedAt;
  try {
    const placed = await deps.events.inTransaction(deps.db, async (trx, publish) => {
      const details = { amount: row.monthly_amount ?? '0', rebalanced, allocationVersion: plan.allocationVersion, at };
      if (!(await claimMonth(trx, row, month, 'invested', details))) return false;
      await insertFundOrderGroup(trx, deps, publish, group);
      const purpose = rebalanced ? 'rebalance' : 'monthly';
      await insertPlanOrders(trx, planOrderRows(row.id, base, purpose, month, placement.legs, group));
      await publishInvestment(publish, row, plan, row.monthly_amount ?? '0', at);
      if (rebalanced) {
        await trx
          .updateTable('plan_subscription')
          .set({ allocation_version: plan.allocationVersion, updated_at: at.toISOString() })
          .where('id', '=', row.id)
          .execute();
        await publish({
          type: 'planAllocationUpdate',
          accountCode: row.account_code,
          source: row.source,
          occurredAt: at,
          fields: { code: plan.code, currencyCode: row.currency, amount: row.monthly_amount ?? '0' },
        });
      }
      return true;
    });
    return placed ? 'invested' : 'taken';
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficientPurchasingPower') return skip('skippedShortOfCash');
    if (error instanceof AppError && error.status === 422) return skip('skippedNotPlaced');
    throw error;
  }
}

/** The subscriptions whose month may be due: live, monthly, from their first month, not yet claimed for `month`. */
function dueSubscriptions(deps: PlanSubscriptionDependencies, month: string) {
  return deps.db
    .selectFrom('plan_subscription as s')
    .selectAll('s')
    .where('s.status', 'in', ['submitted', 'activated'])
    .where('s.monthly_day', 'is not', null)
    .where('s.first_month', '<=', month)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('plan_investment as i')
            .select('i.month')
            .whereRef('i.subscription_id', '=', 's.id')
            .where('i.month', '=', month),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
}

/** One run of the job: promotes submitted subscriptions, then invests every month that is due today. */
export async function runMonthlyInvestments(deps: PlanSubscriptionDependencies): Promise<MonthlyRunSummary> {
  const promoted = await promoteSubmitted(deps);
  const today = marketToday(deps);
  const month = monthOf(today);
  const lookups = runLookupsOf(deps);
  let invested = 0;
  let skipped = 0;
  for (const row of await dueSubscriptions(deps, month)) {
    if (row.monthly_day === null || scheduledDateOf(month, row.monthly_day) > today) continue;
    const outcome = await investMonth(deps, row, month, lookups);
    if (outcome === 'invested') invested += 1;
    else if (outcome !== 'taken') skipped += 1;
  }
  return { invested, skipped, promoted };
}
