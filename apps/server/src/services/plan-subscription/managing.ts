import type { PlanSubscriptionDetail, PlanSubscriptionStatus } from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { cancelFundOrder, fundOrderStatesOf } from '../fund-order/public';
import { firstMonthAfter, marketToday } from './investment-calendar';
import { checkedAmount, publishStatus } from './plan-orders';
import {
  accountOfRow,
  type PlanSubscriptionDependencies,
  type SubscriptionAccount,
} from './plan-subscription-dependencies';
import type { PlanSubscriptionTable } from './plan-subscription-tables';
import { precisionOf } from './subscribing';
import { detailOf, ordersOfSubscriptions, ownedSubscription } from './subscription-view';

/*
 * Managing a subscription (issue 27 part 5; SPEC §4): pause (activated → inactivated), resume (inactivated →
 * activated), change the monthly amount or day (any live status), cancel (any but cancelled or failed). Each change
 * is one conditional update (the status it expects) with its planSubscriptionUpdate event, so two at once cannot both
 * pass; a status that does not allow the change answers 409 naming it. The monthly job promotes a submitted
 * subscription once the funds area has taken up its lump sum's orders: activated, or failed when none of them stood.
 */

const live: readonly PlanSubscriptionStatus[] = ['submitted', 'activated', 'inactivated'];

function notNow(row: PlanSubscriptionTable, change: string): AppError {
  return AppError.conflict(`A ${row.status} subscription cannot be ${change}.`, { status: row.status });
}

async function planCodeOf(deps: PlanSubscriptionDependencies, planId: string): Promise<string> {
  return (await deps.plans.plan(planId))?.code ?? planId;
}

/** Moves a subscription from one of `from` to a new state in one conditional update, with its event. */
async function moveSubscription(
  deps: PlanSubscriptionDependencies,
  row: PlanSubscriptionTable,
  from: readonly PlanSubscriptionStatus[],
  changes: Partial<Pick<PlanSubscriptionTable, 'status' | 'monthly_amount' | 'monthly_day' | 'first_month'>>,
  change: string,
): Promise<void> {
  if (!from.includes(row.status)) throw notNow(row, change);
  const at = deps.clock.now();
  const code = await planCodeOf(deps, row.plan_id);
  const moved = await deps.events.inTransaction(deps.db, async (trx, publish) => {
    const result = await trx
      .updateTable('plan_subscription')
      .set({ ...changes, updated_at: at.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await publishStatus(publish, row, code, at);
    return true;
  });
  if (!moved) {
    const now = await ownedSubscription(deps.db, accountOfRow(row), row.id);
    throw notNow(now, change);
  }
}

export async function pauseSubscription(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  subscriptionId: string,
): Promise<PlanSubscriptionDetail> {
  const row = await ownedSubscription(deps.db, account, subscriptionId);
  await moveSubscription(deps, row, ['activated'], { status: 'inactivated' }, 'paused');
  return detailOf(deps, account, subscriptionId);
}

export async function resumeSubscription(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  subscriptionId: string,
): Promise<PlanSubscriptionDetail> {
  const row = await ownedSubscription(deps.db, account, subscriptionId);
  await moveSubscription(deps, row, ['inactivated'], { status: 'activated' }, 'resumed');
  return detailOf(deps, account, subscriptionId);
}

/** A new monthly amount and day, from the first run day after today (a month already invested is not run again). */
export async function changeSubscription(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  subscriptionId: string,
  monthly: { readonly amount: string; readonly day: number },
): Promise<PlanSubscriptionDetail> {
  const row = await ownedSubscription(deps.db, account, subscriptionId);
  if (!live.includes(row.status)) throw notNow(row, 'changed');
  const plan = await deps.plans.plan(row.plan_id);
  const precision = await precisionOf(deps, row.currency);
  const amount = checkedAmount('monthly.amount', monthly.amount, {
    minimum: plan?.minimumMonthlyAmount ?? '0',
    multiple: plan?.amountMultiple ?? '0',
    precision,
    currency: row.currency,
  });
  const firstMonth = firstMonthAfter(marketToday(deps), monthly.day);
  await moveSubscription(
    deps,
    row,
    live,
    {
      monthly_amount: amount,
      monthly_day: monthly.day,
      first_month: row.first_month !== null && row.first_month > firstMonth ? row.first_month : firstMonth,
    },
    'changed',
  );
  return detailOf(deps, account, subscriptionId);
}

/** Cancelled: no more monthly investments; its orders still pending are cancelled through the funds area. */
export async function cancelSubscription(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  subscriptionId: string,
): Promise<PlanSubscriptionDetail> {
  const row = await ownedSubscription(deps.db, account, subscriptionId);
  await moveSubscription(deps, row, live, { status: 'cancelled' }, 'cancelled');
  const orders = await ordersOfSubscriptions(deps, account, [row.id]);
  for (const order of orders) {
    if (order.state?.status !== 'pending') continue;
    try {
      await cancelFundOrder(deps, account, order.order_id);
    } catch (error) {
      // The lifecycle job took it up meanwhile: it goes on as any fund order does.
      if (!(error instanceof AppError) || error.status !== 422) throw error;
    }
  }
  return detailOf(deps, account, subscriptionId);
}

/**
 * submitted → activated once every lump-sum order has left pending and one of them stands; → failed when all of them
 * were rejected, failed or cancelled. Returns how many moved.
 */
export async function promoteSubmitted(deps: PlanSubscriptionDependencies): Promise<number> {
  const submitted = await deps.db
    .selectFrom('plan_subscription')
    .selectAll()
    .where('status', '=', 'submitted')
    .execute();
  let moved = 0;
  for (const row of submitted) {
    const orderIds = (
      await deps.db
        .selectFrom('plan_subscription_order')
        .select('order_id')
        .where('subscription_id', '=', row.id)
        .where('purpose', '=', 'lumpSum')
        .execute()
    ).map((order) => order.order_id);
    const states = await fundOrderStatesOf(deps.db, accountOfRow(row), orderIds);
    if (states.length === 0 || states.some((state) => state.status === 'pending')) continue;
    const stood = states.some((state) => !['rejected', 'failed', 'cancelled'].includes(state.status));
    try {
      await moveSubscription(deps, row, ['submitted'], { status: stood ? 'activated' : 'failed' }, 'promoted');
      moved += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
    }
  }
  return moved;
}
