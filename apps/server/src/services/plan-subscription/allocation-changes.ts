import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import type { EventPublisher } from '../../platform/runtime/events';
import { onPlanAllocationChange, type PlanAllocationChange } from '../plan-definition/public';

/*
 * A plan's weights changed (issue 27 part 7): every live subscription of the plan is told at once (planAllocationUpdate,
 * with its monthly amount, the amount the rebalancing will invest), in the change's own transaction. The rebalancing
 * itself happens at the subscription's next monthly investment (monthly-run.ts), which shows its orders.
 */
async function tellSubscribers(
  change: PlanAllocationChange,
  trx: Transaction<Database>,
  publish: Publish,
): Promise<void> {
  const subscriptions = await trx
    .selectFrom('plan_subscription')
    .select(['id', 'account_code', 'source', 'monthly_amount', 'currency'])
    .where('plan_id', '=', change.planId)
    .where('status', 'in', ['submitted', 'activated', 'inactivated'])
    .execute();
  for (const subscription of subscriptions) {
    await publish({
      type: 'planAllocationUpdate',
      accountCode: subscription.account_code,
      source: subscription.source,
      fields: { code: change.planId, currencyCode: subscription.currency, amount: subscription.monthly_amount ?? '0' },
    });
  }
}

/** Hears every weight change of this server's plans (registered by the area's subscribers). */
export function subscribeToAllocationChanges(events: EventPublisher): void {
  onPlanAllocationChange(events, tellSubscribers);
}
