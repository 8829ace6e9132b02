import { openCryptoOrderStatuses, type CryptoOrder } from '@portal/contract';
import type { OrderAccount } from '../../platform/orders/place-order';
import type { CryptoOrderTable } from './crypto-order-tables';
import { progressOrder } from './crypto-fills';
import { cryptoOrderDetail, publishBalance } from './placement';
import { recordOrderCancelled, type AuditedActor } from '../../platform/audit/audit-trail';
import { cryptoOrderView } from './crypto-order-view';
import { cryptoOrderRefusal, type CryptoOrderDependencies } from './crypto-order-dependencies';

/**
 * Cancels an open limit order of the account (ADR 042): in one transaction, on the version read (locked on
 * PostgreSQL), its status becomes cancelled (or partiallyCancelled after fills) and what it still holds is released;
 * a balancesUpdate (cash) or holdingUpdate (asset) event tells the client. Another account's order reads as not found.
 */
export async function cancelCryptoOrder(
  deps: CryptoOrderDependencies,
  account: OrderAccount,
  orderId: string,
  /** The advisor cancelling for the client (the vaOrder panel): on the client's audit trail (ADR 059). */
  by?: AuditedActor,
): Promise<CryptoOrder> {
  const now = deps.clock.now();
  const order = await deps.events.inTransaction(deps.db, async (trx, publish) => {
    let read = trx
      .selectFrom('crypto_order')
      .selectAll()
      .where('id', '=', orderId)
      .where('account_code', '=', account.accountCode.toUpperCase())
      .where('source', '=', account.source);
    if (deps.dialect === 'postgres') read = read.forUpdate();
    const row: CryptoOrderTable | undefined = await read.executeTakeFirst();
    if (row === undefined) throw cryptoOrderRefusal('orderNotFound');
    if (!openCryptoOrderStatuses.includes(row.status)) throw cryptoOrderRefusal('orderNotCancellable');
    const next = await progressOrder(trx, deps.dialect, publish, row, { fills: [], at: now, cancel: true });
    await publishBalance(trx, publish, account, row.hold_asset, row.side === 'buy' ? row.currency : row.asset);
    await recordOrderCancelled(trx, by, {
      account,
      orderId: row.id,
      order: cryptoOrderDetail(row, row),
      statusBefore: row.status,
      statusAfter: next.status,
      at: now,
    });
    return next;
  });
  return cryptoOrderView(order);
}
