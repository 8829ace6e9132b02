import type { Kysely } from 'kysely';
import { ExactDecimal, cryptoAssets, type ClientOrder, type CryptoOrder } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { OrderAccount } from '../../platform/orders/place-order';
import { searchCryptoOrders } from './crypto-order-queries';

/*
 * An account's newest virtual-asset orders as the advisor desk's client details list them (issue 28 part 3): read by
 * the crypto history's own query, in the desk's one shape for an order of any area.
 */

/** A crypto order in the desk's shape: its quantity, and the cash of its fills (or its value at its price). */
export function clientOrderOfCryptoOrder(order: CryptoOrder): ClientOrder {
  const asset = cryptoAssets.find((known) => known.code === order.asset);
  const filled = !new ExactDecimal(order.filledQuantity).isZero();
  return {
    area: 'crypto',
    orderId: order.orderId,
    placedAt: order.placedAt,
    instrumentId: order.pairId,
    names: asset?.names ?? { en: order.asset, 'zh-HK': order.asset, 'zh-CN': order.asset },
    side: order.side,
    status: order.status,
    quantity: order.quantity,
    amount: filled ? order.filledConsideration : null,
    currency: order.currency,
    placedByAdvisor: order.advisorCode,
  };
}

/** The account's `limit` newest virtual-asset orders, newest first. */
export async function recentCryptoOrdersOf(
  db: Kysely<Database>,
  account: OrderAccount,
  limit: number,
): Promise<ClientOrder[]> {
  const { orders } = await searchCryptoOrders(db, account, { statuses: [] }, { pageSize: limit });
  return orders.map(clientOrderOfCryptoOrder);
}
