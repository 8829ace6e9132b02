import { ExactDecimal } from '@portal/contract';
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';
import type { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { stockMarketOf, type StockExchangeCode } from './exchange-markets';
import { isWholeLots } from '@portal/contract/domain/stock/board-lot';
import { stockOrderResultCodes, type StockOrderResult } from '@portal/contract/domain/order/stock-order-results';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { LedgerError, placeHold, releaseHold } from '../../platform/money/ledger';
import type { StockOrderDependencies } from './stock-order-dependencies';
import { stockOrderRefusal } from './stock-order-refusal';
import {
  checkedPrice,
  checkedQuantity,
  checkedValue,
  closedRefusal,
  costOf,
  isExtendedPhase,
  phaseFor,
} from './order-rules';
import { isResting, orderStatus } from './order-status';
import { stockLedgerKinds } from './positions';
import { tradingAccountOf, type AccountKey } from './trading-account';
import type { StockOrderTable } from './stock-order-tables';
import { recordAuditedAction, recordOrderCancelled, type AuditedActor } from '../../platform/audit/audit-trail';
import { stockOrderDetail } from './placement';

/*
 * What happens to an order after placement, except fills (matching.ts): amendments, cancellations and the end of an
 * order (matched, cancelled, expired), each in one transaction with its ledger movement and event. Every change is
 * made on the row read in the same transaction and bumps its version: a change made on a stale read (a fill
 * committed in between) is refused and tried again by the caller, so a hold is never released twice.
 */

function refuse(result: StockOrderResult): never {
  throw stockOrderRefusal(result);
}

/** Another change of the order committed between the read and the write. */
export class StaleOrderError extends Error {
  constructor(orderId: string) {
    super(`The stock order ${orderId} changed meanwhile`);
    this.name = 'StaleOrderError';
  }
}

export async function lockedOrder(
  trx: Transaction<Database>,
  deps: Pick<StockOrderDependencies, 'dialect'>,
  orderId: string,
): Promise<StockOrderTable | undefined> {
  const query = trx.selectFrom('stock_order').selectAll().where('id', '=', orderId);
  return (deps.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Writes an order's change on the version it was read at. */
export async function updateOrder(
  trx: Transaction<Database>,
  order: StockOrderTable,
  changes: Partial<Omit<StockOrderTable, 'id' | 'version'>>,
  at: Date,
): Promise<StockOrderTable> {
  const next = { ...order, ...changes, version: order.version + 1, updated_at: at.toISOString() };
  const updated = await trx
    .updateTable('stock_order')
    .set({ ...changes, version: next.version, updated_at: next.updated_at })
    .where('id', '=', order.id)
    .where('version', '=', order.version)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new StaleOrderError(order.id);
  return next;
}

function accountOf(order: StockOrderTable): AccountKey {
  return { accountCode: order.account_code, source: order.source };
}

/** Gives back what an order still holds (its end), journalled under the order id and the version. */
export async function releaseOrderHold(
  trx: Transaction<Database>,
  deps: StockOrderDependencies,
  order: StockOrderTable,
  at: Date,
): Promise<void> {
  const held = new ExactDecimal(order.hold_amount);
  if (held.isZero()) return;
  await releaseHold(trx, deps.dialect, {
    ...accountOf(order),
    asset: order.hold_asset,
    amount: held,
    reference: `${order.id}:${order.version}`,
    at,
    kind: stockLedgerKinds.release,
  });
}

export async function publishOrderUpdate(publish: Publish, order: StockOrderTable, code: string): Promise<void> {
  await publish({
    type: 'stockOrderUpdate',
    accountCode: order.account_code,
    source: order.source,
    fields: { code, referenceCode: order.id, quantity: new ExactDecimal(order.quantity).toFixed() },
  });
}

/** The stock's code as notifications show it ('00700' of HKEX-00700). */
export function codeOfStockId(stockId: string): string {
  return stockId.slice(stockId.indexOf('-') + 1);
}

/** Ends a resting order: what it holds is released; cancelled (with a result code for an expiry) or rejected. */
export async function endOrder(
  trx: Transaction<Database>,
  publish: Publish,
  deps: StockOrderDependencies,
  order: StockOrderTable,
  ending: { readonly status: 'cancelled' | 'rejected'; readonly result?: StockOrderResult },
  at: Date,
): Promise<StockOrderTable> {
  await releaseOrderHold(trx, deps, order, at);
  const ended = await updateOrder(
    trx,
    order,
    {
      status: ending.status,
      hold_amount: '0',
      result_code: ending.result === undefined ? null : stockOrderResultCodes[ending.result],
    },
    at,
  );
  await publishOrderUpdate(publish, ended, codeOfStockId(order.stock_id));
  return ended;
}

async function ownOrder(deps: StockOrderDependencies, account: AccountKey, orderId: string) {
  const order = await deps.db
    .selectFrom('stock_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  if (order === undefined) refuse('orderNotFound');
  return order;
}

function refuseEnded(order: StockOrderTable): never {
  if (order.status === orderStatus.matched) refuse('orderAlreadyFilled');
  if (order.status === orderStatus.cancelled) {
    refuse(order.result_code === stockOrderResultCodes.orderExpired ? 'orderExpired' : 'orderAlreadyCancelled');
  }
  refuse('orderNotCancellable');
}

/** Runs `work` on the order locked in a transaction, again when a fill committed between the read and the write. */
async function withOrder<T>(
  deps: StockOrderDependencies,
  orderId: string,
  work: (trx: Transaction<Database>, publish: Publish, order: StockOrderTable) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.events.inTransaction(deps.db, async (trx, publish) => {
        const order = await lockedOrder(trx, deps, orderId);
        if (order === undefined) refuse('orderNotFound');
        return work(trx, publish, order);
      });
    } catch (error) {
      if (!(error instanceof StaleOrderError) || attempt >= 4) throw error;
    }
  }
}

/** Cancels what is left of a resting order and releases its hold. */
export async function cancelStockOrder(
  deps: StockOrderDependencies,
  account: AccountKey,
  orderId: string,
  /** The advisor cancelling for the client: the cancellation is on the client's trail (ADR 059). */
  by?: AuditedActor,
): Promise<StockOrderTable> {
  const own = await ownOrder(deps, account, orderId);
  const instrument = by === undefined ? undefined : await deps.market.findInstrument(own.stock_id);
  return withOrder(deps, orderId, async (trx, publish, order) => {
    if (!isResting(order.status)) refuseEnded(order);
    const at = deps.clock.now();
    const ended = await endOrder(trx, publish, deps, order, { status: 'cancelled' }, at);
    await recordOrderCancelled(trx, by, {
      account,
      orderId: order.id,
      order: stockOrderDetail(order, instrument, codeOfStockId(order.stock_id)),
      statusBefore: order.status,
      statusAfter: ended.status,
      at,
    });
    return ended;
  });
}

/** Whether the brand lets this exchange's orders be amended (SPEC §3 allowModifyOrderExchange: HKEX, US). */
export function amendableExchange(deps: StockOrderDependencies, exchange: string): boolean {
  const market = stockMarketOf(exchange as StockExchangeCode);
  return (deps.brand.flags.allowModifyOrderExchange as readonly string[]).includes(market);
}

/**
 * Amends a resting order's price and/or quantity (the new total, not below what is filled). A buy's hold is resized
 * in the same transaction: the new order's consideration and fees at the new price, less what its fills have paid;
 * more held (refused insufficientFund beyond buying power) or the surplus released. A sell's hold follows the
 * quantity (insufficientQuantity beyond the sellable shares).
 */
export async function amendStockOrder(
  deps: StockOrderDependencies,
  account: AccountKey,
  input: {
    readonly orderId: string;
    readonly price?: string | undefined;
    readonly quantity?: string | undefined;
    /** The client confirmed a new price off the spread table (where the brand's overrideOutOfSpread allows one). */
    readonly confirmOutOfSpread?: boolean | undefined;
  },
  /** The advisor amending for the client: what changed is on the client's trail (ADR 059). */
  by?: AuditedActor,
): Promise<StockOrderTable> {
  const current = await ownOrder(deps, account, input.orderId);
  const exchange = current.exchange;
  if (!amendableExchange(deps, exchange)) refuse('orderNotAmendable');
  const instrument = await deps.market.findInstrument(current.stock_id);
  if (instrument === undefined) refuse('unknownInstrument');
  const trading = await tradingAccountOf(deps.db, account);
  const now = deps.clock.now();
  const phase = phaseFor(exchange, trading.permissions, now);
  let price: Decimal | undefined;
  if (input.price !== undefined) {
    if (current.price === null) refuse('orderNotAmendable');
    // Off the spread table only where the brand overrides it, and for a new price once the client confirmed it (the
    // order's own price was confirmed when it was placed).
    const samePrice = isPlainDecimal(input.price) && new ExactDecimal(input.price).eq(current.price);
    const offSpread =
      deps.brand.flags.overrideOutOfSpread && (samePrice || input.confirmOutOfSpread === true) ? 'accept' : 'refuse';
    const checked = checkedPrice('price', input.price, exchange, offSpread);
    if ('refusal' in checked) refuse(checked.refusal);
    price = checked.price;
  }
  let quantity: Decimal | undefined;
  if (input.quantity !== undefined) {
    const checked = checkedQuantity(input.quantity);
    if ('refusal' in checked) refuse(checked.refusal);
    if (!isWholeLots(checked.quantity.toFixed(), instrument.boardLot)) refuse('wrongLotSize');
    quantity = checked.quantity;
  }
  if (phase === 'closed' || phase === 'lunchBreak') throw closedRefusal(exchange, trading.permissions, now);
  // In pre/post market only an order that may trade then is amended (the others wait for regular hours).
  if (isExtendedPhase(phase) && current.pre_post_market !== 1) refuse('nonTradingHour');

  return withOrder(deps, input.orderId, async (trx, publish, order) => {
    if (!isResting(order.status)) refuseEnded(order);
    const newPrice = price ?? (order.price === null ? null : new ExactDecimal(order.price));
    const newQuantity = quantity ?? new ExactDecimal(order.quantity);
    const filled = new ExactDecimal(order.filled_quantity);
    const samePrice = newPrice === null || order.price === null || newPrice.equals(order.price);
    if (samePrice && newQuantity.equals(order.quantity)) refuse('amendmentUnchanged');
    if (newQuantity.lessThanOrEqualTo(filled)) refuse('amendmentBelowFilled');
    // The amended order's value below the figure ceiling, as a placed one's (what it holds stays within the ledger).
    const valueRefusal = checkedValue(
      newPrice ?? (order.hold_price === null ? null : new ExactDecimal(order.hold_price)),
      newQuantity,
    );
    if (valueRefusal !== undefined) refuse(valueRefusal);
    const at = deps.clock.now();
    const held = new ExactDecimal(order.hold_amount);
    let needed: Decimal;
    let holdPrice = order.hold_price;
    if (order.side === 'B') {
      const basis = newPrice ?? new ExactDecimal(order.hold_price ?? '0');
      holdPrice = basis.toFixed();
      // The whole order at the new terms (fills at their prices, the rest at the new price), less what fills paid.
      const consideration = newQuantity.minus(filled).times(basis).plus(order.filled_consideration);
      const total = consideration.plus(costOf(deps.fees, exchange, 'B', newQuantity, consideration).total);
      const paid = new ExactDecimal(order.filled_consideration).plus(order.filled_fees);
      needed = total.minus(paid);
      if (needed.isNegative()) needed = new ExactDecimal(0);
    } else {
      needed = newQuantity.minus(filled);
    }
    const reference = `${order.id}:amend:${order.version}`;
    const movement = { ...accountOf(order), asset: order.hold_asset, reference, at };
    try {
      if (needed.greaterThan(held)) {
        await placeHold(trx, deps.dialect, {
          ...movement,
          amount: needed.minus(held),
          kind: stockLedgerKinds.holdMore,
        });
      } else if (needed.lessThan(held)) {
        await releaseHold(trx, deps.dialect, {
          ...movement,
          amount: held.minus(needed),
          kind: stockLedgerKinds.release,
        });
      }
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficientAvailable') {
        refuse(order.side === 'B' ? 'insufficientFund' : 'insufficientQuantity');
      }
      throw error;
    }
    const amended = await updateOrder(
      trx,
      order,
      {
        price: newPrice?.toFixed() ?? null,
        quantity: newQuantity.toFixed(),
        hold_amount: needed.toFixed(),
        hold_price: holdPrice,
      },
      at,
    );
    await publishOrderUpdate(publish, amended, codeOfStockId(order.stock_id));
    // What changed, before and after, beside what names the order.
    const { price: _price, quantity: _quantity, ...names } = stockOrderDetail(amended, instrument, instrument.code);
    const priceChanged =
      order.price !== null && amended.price !== null && !new ExactDecimal(order.price).equals(amended.price);
    const quantityChanged = !new ExactDecimal(order.quantity).equals(amended.quantity);
    const changed = (row: StockOrderTable) => ({
      ...(priceChanged && row.price !== null ? { price: row.price } : {}),
      ...(quantityChanged ? { quantity: row.quantity } : {}),
    });
    await recordAuditedAction(trx, by, {
      account,
      action: 'orderAmended',
      subject: order.id,
      before: { ...names, ...changed(order) },
      after: { ...names, ...changed(amended) },
      at,
    });
    return amended;
  });
}
