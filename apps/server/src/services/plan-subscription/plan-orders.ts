import type { Transaction } from 'kysely';
import { planAmountProblemOf } from '@portal/contract/domain/plan';
import { ExactDecimal, splitByWeights, type PlanOrderPurpose } from '@portal/contract';
import { compiledRowInsert, dialectOf } from '../../platform/db/compiled-query';
import type { Database } from '../../platform/db/db';
import { fieldRefusal } from '../../platform/http/errors';
import { positiveQuantity } from '../../platform/orders/order-amounts';
import type { Publish } from '../../platform/runtime/events';
import type { FundOrderGroupLeg, PreparedFundOrderGroup } from '../fund-order/public';
import type { PlanWeight } from './plan-catalogue';
import type { PlanSubscriptionOrderTable, PlanSubscriptionTable } from './plan-subscription-tables';

/*
 * A plan's investment as fund order legs: the amount split over the allocation's weights by the contract's
 * `splitByWeights` (each rounded down to the currency's decimals, the leftover cents to the largest weight), a fund
 * whose share rounds to zero left out. Each leg's client reference is the subscription's id, a '.' (which no client's
 * reference may hold, so none can collide), the investment's tag and the leg's number.
 */

export type PlannedLeg = FundOrderGroupLeg & { readonly weightPercent: string | null };

export function subscriptionLegs(
  referenceBase: string,
  amount: string,
  precision: number,
  allocation: readonly PlanWeight[],
): PlannedLeg[] {
  const parts = splitByWeights(
    amount,
    precision,
    allocation.map((weight) => weight.weightPercent),
  );
  return allocation.flatMap((weight, index) => {
    const part = parts[index];
    if (part === undefined || new ExactDecimal(part).isZero()) return [];
    return [
      {
        kind: 'subscription' as const,
        fundId: weight.fundId,
        payAmount: part,
        clientReference: `${referenceBase}.${index + 1}`,
        weightPercent: weight.weightPercent,
      },
    ];
  });
}

/** The plan's records of a placed group: which order, why, for which month and by what weight. */
export function planOrderRows(
  subscriptionId: string,
  groupId: string,
  purpose: PlanOrderPurpose,
  month: string | null,
  legs: readonly PlannedLeg[],
  prepared: PreparedFundOrderGroup,
): PlanSubscriptionOrderTable[] {
  return legs.map((leg, index) => {
    const row = prepared.rows[index];
    if (row === undefined) throw new Error('A placed group has a row per leg');
    return {
      order_id: row.id,
      subscription_id: subscriptionId,
      group_id: groupId,
      fund_id: leg.fundId,
      kind: leg.kind,
      purpose,
      month,
      weight_percent: leg.weightPercent,
      amount: leg.kind === 'subscription' ? leg.payAmount : null,
      units: leg.kind === 'redemption' ? leg.units : null,
      placed_at: prepared.placedAt.toISOString(),
    };
  });
}

/** A plan order record's insert, compiled once (platform/db/compiled-query): the monthly run writes one per order. */
const insertPlanOrder = compiledRowInsert<PlanSubscriptionOrderTable>('plan_subscription_order', [
  'order_id',
  'subscription_id',
  'group_id',
  'fund_id',
  'kind',
  'purpose',
  'month',
  'weight_percent',
  'amount',
  'units',
  'placed_at',
]);

export async function insertPlanOrders(trx: Transaction<Database>, rows: readonly PlanSubscriptionOrderTable[]) {
  const dialect = dialectOf(trx);
  for (const row of rows) await insertPlanOrder(trx, dialect, row);
}

/** Raises planSubscriptionUpdate: the subscription's status changed (SPEC §3: its plan's code and the subscription). */
export async function publishStatus(
  publish: Publish,
  subscription: Pick<PlanSubscriptionTable, 'id' | 'account_code' | 'source'>,
  planCode: string,
  at: Date,
): Promise<void> {
  await publish({
    type: 'planSubscriptionUpdate',
    accountCode: subscription.account_code,
    source: subscription.source,
    occurredAt: at,
    fields: { code: planCode, referenceCode: subscription.id },
  });
}

/**
 * An amount held to the plan's rules, or a field error at `path`: positive, at most the currency's decimals, at least
 * the minimum (already × minimumAmountMultiplyFactor), a whole multiple of `multiple`.
 */
export function checkedAmount(
  path: string,
  written: string,
  rules: { minimum: string; multiple: string; precision: number; currency: string },
): string {
  const amount = positiveQuantity(written, rules.precision);
  if (amount === undefined) {
    throw fieldRefusal('subscription', path, `Enter an amount above zero with at most ${rules.precision} decimals.`);
  }
  const problem = planAmountProblemOf(amount.toFixed(), rules.minimum, rules.multiple);
  if (problem?.kind === 'belowMinimum') {
    throw fieldRefusal('subscription', path, `The minimum is ${rules.currency} ${problem.minimum}.`);
  }
  if (problem?.kind === 'notMultiple') {
    throw fieldRefusal('subscription', path, `The amount must be a multiple of ${rules.currency} ${problem.multiple}.`);
  }
  return amount.toFixed(rules.precision);
}
