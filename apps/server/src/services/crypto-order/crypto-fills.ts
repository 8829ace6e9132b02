import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { ExactDecimal, cryptoTradingTerms, type CryptoOrderStatus } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { houseCashAccount, postJournal, type LedgerLineInput } from '../../platform/money/ledger';
import type { FosFill } from '../crypto-market/public';
import type { CryptoOrderTable } from './crypto-order-tables';
import { cryptoLedgerAsset, cryptoLedgerKinds, houseCryptoAccount } from './crypto-order-dependencies';

/*
 * Fills of a crypto order on the ledger (ADR 042), inside the caller's transaction: per fill one journal (buy: held
 * cash for the consideration and this fill's fee → HOUSE:CASH, the asset HOUSE:CRYPTO:<code> → the client; sell: the
 * held asset → HOUSE:CRYPTO:<code>, the consideration less the fee HOUSE:CASH → the client), the fill row and a
 * holdingMovement event. Cash is rounded cumulatively (the order's exact cost so far, rounded in the house's favour,
 * less what earlier fills moved), the fee pro rata of the order's fee, so the sums never pass what was held. When the
 * order ends, what it still holds is released. The order row changes only on the version read (else the caller's
 * transaction fails and nothing of it stays).
 */

const zero = new ExactDecimal(0);

function cents(value: Decimal, mode: Decimal.Rounding): Decimal {
  return value.toDecimalPlaces(cryptoTradingTerms.fiatDecimals, mode);
}

/** The change the caller asked of an order: its fills (maybe none), and whether it ends now (cancelled). */
export type OrderProgress = {
  /** A fill's exact cost is quantity × price unless given (a market order's is its quote's consideration). */
  readonly fills: readonly (FosFill & { readonly cost?: Decimal })[];
  readonly at: Date;
  /** The order was cancelled: its status becomes cancelled / partiallyCancelled and what it holds is released. */
  readonly cancel?: boolean;
  /** Where matching has looked up to. */
  readonly matchedUntil?: Date;
};

export class CryptoOrderChanged extends Error {
  constructor(orderId: string) {
    super(`The crypto order ${orderId} changed meanwhile`);
    this.name = 'CryptoOrderChanged';
  }
}

function nonZero(lines: LedgerLineInput[]): LedgerLineInput[] {
  return lines.filter((line) => !new ExactDecimal(line.amount as Decimal).isZero());
}

/** Applies fills (and an end) to an order read in this transaction at its version; answers the order as written. */
export async function progressOrder(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  publish: Publish,
  order: CryptoOrderTable,
  progress: OrderProgress,
): Promise<CryptoOrderTable> {
  const account = { accountCode: order.account_code, source: order.source };
  const asset = cryptoLedgerAsset(order.asset);
  const quantity = new ExactDecimal(order.quantity);
  const orderFee = new ExactDecimal(order.order_fee);
  let filled = new ExactDecimal(order.filled_quantity);
  let cost = new ExactDecimal(order.filled_cost);
  let paid = new ExactDecimal(order.filled_consideration);
  let feeCharged = new ExactDecimal(order.fee_charged);
  let held = new ExactDecimal(order.held);
  const existing = await trx
    .selectFrom('crypto_fill')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  let fillNumber = Number(existing.count);

  for (const fill of progress.fills) {
    const fillQuantity = Decimal.min(fill.quantity, quantity.minus(filled));
    if (fillQuantity.lessThanOrEqualTo(0)) break;
    filled = filled.plus(fillQuantity);
    cost = cost.plus(fill.cost ?? fillQuantity.times(fill.price));
    const roundedCost = cents(cost, order.side === 'buy' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
    const consideration = roundedCost.minus(paid);
    const feeTarget = filled.equals(quantity)
      ? orderFee
      : cents(orderFee.times(filled).dividedBy(quantity), Decimal.ROUND_UP);
    let fee = Decimal.max(zero, feeTarget.minus(feeCharged));
    if (order.side === 'sell') fee = Decimal.min(fee, consideration);
    paid = roundedCost;
    feeCharged = feeCharged.plus(fee);
    fillNumber += 1;

    const client = { ...account };
    const lines: LedgerLineInput[] =
      order.side === 'buy'
        ? [
            { ...client, asset: order.currency, bucket: 'onHold', amount: consideration.plus(fee).negated() },
            {
              ...client,
              accountCode: houseCashAccount,
              asset: order.currency,
              bucket: 'available',
              amount: consideration.plus(fee),
            },
            {
              ...client,
              accountCode: houseCryptoAccount(order.asset),
              asset,
              bucket: 'available',
              amount: fillQuantity.negated(),
            },
            { ...client, asset, bucket: 'available', amount: fillQuantity },
          ]
        : [
            { ...client, asset, bucket: 'onHold', amount: fillQuantity.negated() },
            {
              ...client,
              accountCode: houseCryptoAccount(order.asset),
              asset,
              bucket: 'available',
              amount: fillQuantity,
            },
            {
              ...client,
              accountCode: houseCashAccount,
              asset: order.currency,
              bucket: 'available',
              amount: consideration.minus(fee).negated(),
            },
            { ...client, asset: order.currency, bucket: 'available', amount: consideration.minus(fee) },
          ];
    await postJournal(trx, dialect, {
      kind: cryptoLedgerKinds.fill,
      ...account,
      reference: `${order.id}:${fillNumber}`,
      at: fill.at,
      lines: nonZero(lines),
    });
    held = held.minus(order.side === 'buy' ? consideration.plus(fee) : fillQuantity);
    await trx
      .insertInto('crypto_fill')
      .values({
        id: randomUUID(),
        order_id: order.id,
        account_code: order.account_code,
        source: order.source,
        pair_id: order.pair_id,
        side: order.side,
        quantity: fillQuantity.toFixed(),
        price: fill.price.toFixed(),
        consideration: consideration.toFixed(2),
        fee: fee.toFixed(2),
        filled_at: fill.at.toISOString(),
      })
      .execute();
    await publish({
      type: 'holdingMovement',
      ...account,
      fields: {
        code: order.asset,
        quantity: (order.side === 'buy' ? fillQuantity : fillQuantity.negated()).toFixed(),
        referenceCode: order.id,
      },
      occurredAt: fill.at,
    });
  }

  const complete = filled.equals(quantity);
  let status: CryptoOrderStatus;
  if (complete) status = 'matched';
  else if (progress.cancel === true) status = filled.isZero() ? 'cancelled' : 'partiallyCancelled';
  else status = filled.isZero() ? 'queuing' : 'partiallyMatched';
  const ends = complete || progress.cancel === true;
  if (ends && held.greaterThan(0)) {
    await postJournal(trx, dialect, {
      kind: cryptoLedgerKinds.release,
      ...account,
      reference: `${order.id}:release`,
      at: progress.at,
      lines: [
        { ...account, asset: order.hold_asset, bucket: 'onHold', amount: held.negated() },
        { ...account, asset: order.hold_asset, bucket: 'available', amount: held },
      ],
    });
    held = zero;
  }

  const next: CryptoOrderTable = {
    ...order,
    status,
    filled_quantity: filled.toFixed(),
    filled_cost: cost.toFixed(),
    filled_consideration: paid.toFixed(2),
    fee_charged: feeCharged.toFixed(2),
    held: held.toFixed(),
    updated_at: progress.at.toISOString(),
    matched_until: (progress.matchedUntil ?? new Date(order.matched_until)).toISOString(),
    version: order.version + 1,
  };
  const updated = await trx
    .updateTable('crypto_order')
    .set({
      status: next.status,
      filled_quantity: next.filled_quantity,
      filled_cost: next.filled_cost,
      filled_consideration: next.filled_consideration,
      fee_charged: next.fee_charged,
      held: next.held,
      updated_at: next.updated_at,
      matched_until: next.matched_until,
      version: next.version,
    })
    .where('id', '=', order.id)
    .where('version', '=', order.version)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new CryptoOrderChanged(order.id);
  return next;
}
