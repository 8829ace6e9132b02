import { ExactDecimal, type ClientOrder } from '@portal/contract';
import type { Executor } from './fund-order-dependencies';
import { queryOrders, type OrderWithFund } from './fund-order-queries';
import type { AccountKey } from './positions';

/*
 * An account's newest fund orders as the advisor desk's client details list them (issue 28 part 3): read by the fund
 * history's own query, each with its fund's names, in the desk's one shape for an order of any area.
 */

/** A fund order in the desk's shape: the gross amount in the fund's currency, or the units of a unit-based order. */
export function clientOrderOfFundOrder(order: OrderWithFund): ClientOrder {
  const decimal = (value: string | null) => (value === null ? null : new ExactDecimal(value).toFixed());
  return {
    area: 'fund',
    orderId: order.id,
    placedAt: order.placed_at,
    instrumentId: order.fund_id,
    names: { en: order.name_en, 'zh-HK': order.name_zh_hk, 'zh-CN': order.name_zh_cn },
    side: order.kind,
    status: order.status,
    quantity: decimal(order.units),
    amount: decimal(order.amount),
    currency: order.fund_currency,
    placedByAdvisor: order.placed_by ?? null,
  };
}

/** The account's `limit` newest fund orders, newest first. */
export async function recentFundOrdersOf(db: Executor, account: AccountKey, limit: number): Promise<ClientOrder[]> {
  const orders = await queryOrders(
    db,
    account,
    { statuses: [], types: [] },
    // No day filters are given, so no day is ever turned into an instant.
    { limit, dayStart: (day) => day },
  );
  return orders.map(clientOrderOfFundOrder);
}
