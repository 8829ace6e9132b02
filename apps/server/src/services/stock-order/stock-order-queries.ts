import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import type { StockOrderStatus } from '@portal/contract/domain/stock/stock-order-status';
import { keysetPage } from '../../platform/paging/keyset';
import type { Executor } from './stock-order-dependencies';
import type { StockOrderTable, StockTradeTable } from './stock-order-tables';
import type { AccountKey } from './trading-account';

export type StockOrderFilter = AccountKey & {
  readonly statuses: readonly StockOrderStatus[];
  readonly side?: 'B' | 'S' | undefined;
  readonly stockId?: string | undefined;
  readonly fromDate?: string | undefined;
  readonly toDate?: string | undefined;
};

export async function findStockOrder(db: Executor, account: AccountKey, orderId: string) {
  return db
    .selectFrom('stock_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
}

/** An account's orders newest first, filtered, keyset paged on (placed_at, id). */
export async function queryStockOrderRows(
  db: Executor,
  filter: StockOrderFilter,
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<{ rows: StockOrderTable[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('stock_order')
    .selectAll()
    .where('account_code', '=', filter.accountCode)
    .where('source', '=', filter.source);
  if (filter.statuses.length > 0) query = query.where('status', 'in', [...filter.statuses]);
  if (filter.side !== undefined) query = query.where('side', '=', filter.side);
  if (filter.stockId !== undefined) query = query.where('stock_id', '=', filter.stockId);
  if (filter.fromDate !== undefined) query = query.where('order_date', '>=', filter.fromDate);
  if (filter.toDate !== undefined) query = query.where('order_date', '<=', filter.toDate);
  const { items, nextCursor } = await keysetPage(query, { key: 'placed_at', id: 'id', direction: 'desc' }, page);
  return { rows: items, nextCursor };
}

export type StockTradeFilter = AccountKey & {
  readonly side?: 'B' | 'S' | undefined;
  readonly stockId?: string | undefined;
  readonly fromDate?: string | undefined;
  readonly toDate?: string | undefined;
};

/** An account's fills newest first, keyset paged on (traded_at, id). */
export async function queryStockTradeRows(
  db: Executor,
  filter: StockTradeFilter,
  page: { readonly cursor?: string | undefined; readonly pageSize: number },
): Promise<{ rows: StockTradeTable[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('stock_trade')
    .selectAll()
    .where('account_code', '=', filter.accountCode)
    .where('source', '=', filter.source);
  if (filter.side !== undefined) query = query.where('side', '=', filter.side);
  if (filter.stockId !== undefined) query = query.where('stock_id', '=', filter.stockId);
  if (filter.fromDate !== undefined) query = query.where('trade_date', '>=', filter.fromDate);
  if (filter.toDate !== undefined) query = query.where('trade_date', '<=', filter.toDate);
  const { items, nextCursor } = await keysetPage(query, { key: 'traded_at', id: 'id', direction: 'desc' }, page);
  return { rows: items, nextCursor };
}

export async function tradesOfOrder(db: Executor, orderId: string): Promise<StockTradeTable[]> {
  return db.selectFrom('stock_trade').selectAll().where('order_id', '=', orderId).orderBy('traded_at').execute();
}

/**
 * What an account's trades have moved that settles later (ADR 028): per currency the net cash of trades not settled
 * by `today` (sells: proceeds still to come; buys count negative), per stock the shares bought not settled yet.
 */
export async function unsettledOf(db: Executor, account: AccountKey, today: string) {
  const rows = await db
    .selectFrom('stock_trade')
    .select(['currency', 'stock_id', 'side', 'quantity', 'net_amount'])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('settlement_date', '>', today)
    .execute();
  const cash = new Map<string, Decimal>();
  const shares = new Map<string, Decimal>();
  for (const row of rows) {
    if (row.side === 'S') {
      cash.set(row.currency, (cash.get(row.currency) ?? new ExactDecimal(0)).plus(row.net_amount));
    } else {
      shares.set(row.stock_id, (shares.get(row.stock_id) ?? new ExactDecimal(0)).plus(row.quantity));
    }
  }
  return { cash, shares };
}

/** An account's fills with trade dates in [fromDate, toDate] (both optional, inclusive), oldest first (documents). */
export async function stockTradesOf(
  db: Executor,
  account: AccountKey,
  days: { readonly fromDate?: string; readonly toDate?: string } = {},
): Promise<StockTradeTable[]> {
  let query = db
    .selectFrom('stock_trade')
    .selectAll()
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source);
  if (days.fromDate !== undefined) query = query.where('trade_date', '>=', days.fromDate);
  if (days.toDate !== undefined) query = query.where('trade_date', '<=', days.toDate);
  return query.orderBy('traded_at').orderBy('id').execute();
}

/**
 * The trade dates with fills, each (account, date) once: of one account, or of every account from `fromDate` on
 * (documents: an account's contract notes, and the notes to announce).
 */
export async function stockTradeDays(
  db: Executor,
  filter: { readonly account?: AccountKey; readonly fromDate?: string },
): Promise<{ accountCode: string; source: AccountKey['source']; tradeDate: string }[]> {
  let query = db.selectFrom('stock_trade').select(['account_code', 'source', 'trade_date']).distinct();
  if (filter.account !== undefined) {
    query = query
      .where('account_code', '=', filter.account.accountCode.toUpperCase())
      .where('source', '=', filter.account.source);
  }
  if (filter.fromDate !== undefined) query = query.where('trade_date', '>=', filter.fromDate);
  const rows = await query.orderBy('trade_date').orderBy('account_code').execute();
  return rows.map((row) => ({ accountCode: row.account_code, source: row.source, tradeDate: row.trade_date }));
}

/**
 * The latest fill of an order of the account (the one a matchedStockOrderUpdate event just announced, read in the
 * event's transaction); undefined when the account has no such order (an event made up by the demo's activity).
 */
export async function latestFillOf(db: Executor, account: AccountKey, orderId: string) {
  return db
    .selectFrom('stock_trade')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .orderBy('traded_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
