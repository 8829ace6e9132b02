import { Decimal } from 'decimal.js';
import { ExactDecimal, type PlanOrder, type PlanSubscriptionDetail } from '@portal/contract';
import type { AuditedActor } from '../../platform/audit/audit-trail';
import { fieldRefusal } from '../../platform/http/errors';
import { canonicalDecimal, positiveQuantity } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder, type PreparedOrder } from '../../platform/orders/place-order';
import { findFundsByIds } from '../fund-definition/public';
import { insertFundOrderGroup, prepareFundOrderGroup, type PreparedFundOrderGroup } from '../fund-order/public';
import { marketToday } from './investment-calendar';
import { insertPlanOrders, planOrderRows, type PlannedLeg } from './plan-orders';
import type { PlanSubscriptionDependencies, SubscriptionAccount } from './plan-subscription-dependencies';
import type { PlanSubscriptionTable } from './plan-subscription-tables';
import { precisionOf } from './subscribing';
import {
  heldUnits,
  ordersOfSubscriptions,
  ownedSubscription,
  planOrderOf,
  subscriptionDetail,
} from './subscription-view';

/*
 * Redeeming a plan (issue 27 part 5), all or part, proportionally: every fund of the plan's holdings gives up the same
 * share of its units (rounded down to the fund's unit decimals; all of them for `all`), as one group of redemption
 * orders through the funds area, paid into cash in the plan's currency as each settles. The share of an amount is
 * amount ÷ the holdings' value at the latest NAVs; an amount above that value, or a percent above 100, is a field
 * error on `quantity` and changes nothing.
 */

export const planRedemptionArea = 'planRedemption';

export type RedeemRequest = {
  readonly subscriptionId: string;
  readonly clientReference: string;
  readonly basis: 'all' | 'amount' | 'percent';
  readonly quantity: string | null;
};

type PreparedRedemption = PreparedOrder & {
  readonly row: PlanSubscriptionTable;
  readonly legs: readonly PlannedLeg[];
  readonly group: PreparedFundOrderGroup;
};

function refusal(message: string) {
  return fieldRefusal('redemption', 'quantity', message);
}

async function redemptionLegs(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  row: PlanSubscriptionTable,
  request: RedeemRequest,
  referenceBase: string,
): Promise<PlannedLeg[]> {
  const units = [...heldUnits(await ordersOfSubscriptions(deps, account, [row.id]))].filter(([, held]) =>
    held.greaterThan(0),
  );
  const funds = new Map(
    (
      await findFundsByIds(
        deps.db,
        units.map(([fundId]) => fundId),
      )
    ).map((fund) => [fund.id, fund]),
  );
  const precision = await precisionOf(deps, row.currency);
  const value = units.reduce(
    (sum, [fundId, held]) => sum.plus(held.times(funds.get(fundId)?.latest_nav ?? 0)),
    new ExactDecimal(0),
  );
  if (value.isZero()) throw refusal('The plan holds nothing settled to redeem yet.');
  let share: Decimal = new ExactDecimal(1);
  if (request.basis !== 'all') {
    const written = request.quantity ?? '';
    const quantity = positiveQuantity(written, request.basis === 'percent' ? 2 : precision);
    if (quantity === undefined) throw refusal('Enter an amount above zero.');
    if (request.basis === 'percent') {
      if (quantity.greaterThan(100)) throw refusal('A percent is at most 100.');
      share = quantity.dividedBy(100);
    } else {
      const held = value.toDecimalPlaces(precision, Decimal.ROUND_DOWN);
      if (quantity.greaterThan(held)) {
        throw refusal(`This is more than the plan holds: ${row.currency} ${held.toFixed(precision)}.`);
      }
      share = quantity.dividedBy(value);
    }
  }
  const legs = units.flatMap(([fundId, held], index): PlannedLeg[] => {
    const fund = funds.get(fundId);
    if (fund === undefined) return [];
    const asked = share.equals(1) ? held : held.times(share).toDecimalPlaces(fund.unit_decimals, Decimal.ROUND_DOWN);
    if (asked.isZero()) return [];
    const leg = {
      kind: 'redemption',
      fundId,
      units: asked.toFixed(),
      clientReference: `${referenceBase}.${index + 1}`,
    };
    return [{ ...leg, kind: 'redemption', weightPercent: null }];
  });
  if (legs.length === 0) throw refusal('This is too little to redeem a unit of any fund.');
  return legs;
}

export async function redeemSubscription(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  request: RedeemRequest,
  /** The advisor redeeming for the client: its fund orders are on the client's trail (ADR 059). */
  by?: AuditedActor,
): Promise<{ detail: PlanSubscriptionDetail; orders: PlanOrder[]; replayed: boolean }> {
  const placed = await placeOrder(deps, {
    area: planRedemptionArea,
    account,
    clientReference: request.clientReference,
    request: {
      subscriptionId: request.subscriptionId,
      basis: request.basis,
      quantity: request.quantity === null ? null : canonicalDecimal(request.quantity),
    },
    check: async (): Promise<PreparedRedemption> => {
      const row = await ownedSubscription(deps.db, account, request.subscriptionId);
      const id = newOrderId('PR', marketToday(deps));
      const legs = await redemptionLegs(deps, account, row, request, id);
      const group = await prepareFundOrderGroup(deps, { ...account, payCurrency: row.currency, legs, by });
      return { orderId: id, placedAt: group.placedAt, row, legs, group };
    },
    insert: async () => {},
    publish: async (trx, publish, prepared) => {
      await insertFundOrderGroup(trx, deps, publish, prepared.group);
      const rows = planOrderRows(prepared.row.id, prepared.orderId, 'redemption', null, prepared.legs, prepared.group);
      await insertPlanOrders(trx, rows);
    },
    answer: async (db, redemptionId) => {
      const group = await db
        .selectFrom('plan_subscription_order')
        .select('subscription_id')
        .where('group_id', '=', redemptionId)
        .executeTakeFirstOrThrow();
      const row = await ownedSubscription(db, account, group.subscription_id);
      const detail = await subscriptionDetail(deps, account, row);
      const ids = new Set(
        (
          await db
            .selectFrom('plan_subscription_order')
            .select('order_id')
            .where('group_id', '=', redemptionId)
            .execute()
        ).map((order) => order.order_id),
      );
      return { detail, orders: detail.orders.filter((order) => ids.has(order.orderId)) };
    },
  });
  return { ...placed.answer, replayed: placed.replayed };
}

export { planOrderOf };
