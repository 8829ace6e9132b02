import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import { postJournal, type LedgerLineInput } from '../../platform/money/ledger';
import type { AccountKey } from './trading-account';
import type { Executor } from './stock-order-dependencies';

/*
 * Stock positions (ADR 028 "Names"): the shares are ledger asset STOCK:<stockId> (whole shares), the world
 * outside the client books for them is HOUSE:STOCK:<stockId>; stock_position keeps quantity and cost per account and
 * stock, moved only here, in the transaction that moves the shares (orders' fills, IPO allotments, corporate actions).
 */

/** The ledger asset of a stock's shares. */
export function stockAsset(stockId: string): string {
  return `STOCK:${stockId}`;
}

/** The house account on the other side of a stock's share movements. */
export function houseStockAccount(stockId: string): string {
  return `HOUSE:STOCK:${stockId}`;
}

/** Journal kinds of stock orders (prefixed by area, ADR 028 "Names"). */
export const stockLedgerKinds = {
  hold: 'stockOrder.hold',
  holdMore: 'stockOrder.holdMore',
  release: 'stockOrder.release',
  fill: 'stockOrder.fill',
} as const;

export type StockPositionRow = {
  readonly stockId: string;
  readonly quantity: Decimal;
  /** Cost of the quantity held (fees of buys included); average cost = totalCost ÷ quantity. */
  readonly totalCost: Decimal;
};

/** An account's positions (quantity above zero), by stock id. */
export async function stockPositionsOf(db: Executor, account: AccountKey): Promise<StockPositionRow[]> {
  const rows = await db
    .selectFrom('stock_position')
    .select(['stock_id', 'quantity', 'total_cost'])
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .orderBy('stock_id')
    .execute();
  return rows
    .map((row) => ({
      stockId: row.stock_id,
      quantity: new ExactDecimal(row.quantity),
      totalCost: new ExactDecimal(row.total_cost),
    }))
    .filter((row) => row.quantity.isPositive() && !row.quantity.isZero());
}

export type StockMovement = AccountKey & {
  readonly stockId: string;
  /** Shares in (positive) or out (negative), whole. */
  readonly quantity: Decimal;
  /**
   * Shares in: what they cost (added to the position's cost; zero for bonus shares). Shares out: ignored unless
   * given, the position's cost goes down at its average cost.
   */
  readonly cost?: Decimal;
};

/** Moves a position's quantity and cost (no ledger: the caller's journal moves the shares in the same transaction). */
export async function moveStockPosition(trx: Transaction<Database>, movement: StockMovement, at: Date): Promise<void> {
  const key = {
    account_code: movement.accountCode.toUpperCase(),
    source: movement.source,
    stock_id: movement.stockId,
  };
  const row = await trx
    .selectFrom('stock_position')
    .select(['quantity', 'total_cost'])
    .where('account_code', '=', key.account_code)
    .where('source', '=', key.source)
    .where('stock_id', '=', key.stock_id)
    .executeTakeFirst();
  const quantity = new ExactDecimal(row?.quantity ?? 0);
  const totalCost = new ExactDecimal(row?.total_cost ?? 0);
  const nextQuantity = quantity.plus(movement.quantity);
  if (nextQuantity.isNegative()) throw new Error(`A position of ${movement.stockId} would go below zero`);
  let nextCost: Decimal;
  if (movement.quantity.isPositive()) nextCost = totalCost.plus(movement.cost ?? 0);
  else if (nextQuantity.isZero()) nextCost = new ExactDecimal(0);
  else nextCost = movement.cost ?? totalCost.times(nextQuantity).dividedBy(quantity).toDecimalPlaces(8);
  const values = { quantity: nextQuantity.toFixed(), total_cost: nextCost.toFixed(), updated_at: at.toISOString() };
  await trx
    .insertInto('stock_position')
    .values({ ...key, ...values })
    .onConflict((conflict) => conflict.columns(['account_code', 'source', 'stock_id']).doUpdateSet(values))
    .execute();
}

/**
 * Moves shares in or out of a client's position for IPO allotments and corporate actions, with its cost, in the
 * caller's transaction: the ledger journal (HOUSE:STOCK:<id> ↔ the client's available STOCK:<id>) and the position.
 * Idempotent per (account, kind, reference) like every journal. `kind` is the caller's area's (ipo.allot,
 * corporateAction.bonus ...).
 */
export async function applyStockMovement(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  movement: StockMovement & { readonly kind: string; readonly reference: string; readonly at: Date },
): Promise<void> {
  if (movement.quantity.isZero()) {
    await moveStockPosition(trx, movement, movement.at);
    return;
  }
  const asset = stockAsset(movement.stockId);
  const client = { accountCode: movement.accountCode, source: movement.source, asset };
  const lines: LedgerLineInput[] = [
    { ...client, bucket: 'available', amount: movement.quantity },
    {
      ...client,
      accountCode: houseStockAccount(movement.stockId),
      bucket: 'available',
      amount: movement.quantity.negated(),
    },
  ];
  const journal = await postJournal(trx, dialect, {
    kind: movement.kind,
    accountCode: movement.accountCode,
    source: movement.source,
    reference: movement.reference,
    at: movement.at,
    lines,
  });
  if (!journal.replayed) await moveStockPosition(trx, movement, movement.at);
}
