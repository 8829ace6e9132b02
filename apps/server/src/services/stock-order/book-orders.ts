import { sql, type Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { inBook, type BookClients } from '../../platform/identity/book-membership';
import { restingStatuses } from './order-status';

/*
 * An advisor's book of clients at once (issue 28, the advisor desk): the stock orders still resting at the market of
 * every client of the book, and the newest orders with who placed them (`advisor_code`), each one query over the
 * book's clients.
 */

export type BookOpenStockOrders = { readonly accountCode: string; readonly source: LoginSource; readonly open: number };

/** How many stock orders each client of the book has resting (pending, queuing, partly matched). */
export async function openStockOrdersOfBook(
  db: Kysely<Database>,
  clients: BookClients,
): Promise<BookOpenStockOrders[]> {
  const rows = await db
    .selectFrom('stock_order as o')
    .select(['o.account_code', 'o.source'])
    .select((eb) => eb.fn.countAll<number | string>().as('open'))
    .where('o.status', 'in', [...restingStatuses])
    .where(inBook(clients, sql.ref('o.account_code'), sql.ref('o.source')))
    .groupBy(['o.account_code', 'o.source'])
    .execute();
  return rows.map((row) => ({ accountCode: row.account_code, source: row.source, open: Number(row.open) }));
}

export type BookStockOrder = {
  readonly orderId: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly stockId: string;
  readonly side: 'B' | 'S';
  readonly quantity: string;
  readonly price: string | null;
  readonly currency: string;
  readonly status: string;
  /** Still resting at the market. */
  readonly open: boolean;
  /** The advisor who placed it for the client; null: the client itself. */
  readonly advisorCode: string | null;
  readonly placedAt: string;
};

/** The book's newest stock orders, newest first, at most `limit`. */
export async function recentStockOrdersOfBook(
  db: Kysely<Database>,
  clients: BookClients,
  limit: number,
): Promise<BookStockOrder[]> {
  const rows = await db
    .selectFrom('stock_order as o')
    .select([
      'o.id',
      'o.account_code',
      'o.source',
      'o.stock_id',
      'o.side',
      'o.quantity',
      'o.price',
      'o.currency',
      'o.status',
      'o.advisor_code',
      'o.placed_at',
    ])
    .where(inBook(clients, sql.ref('o.account_code'), sql.ref('o.source')))
    .orderBy('o.placed_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    accountCode: row.account_code,
    source: row.source,
    stockId: row.stock_id,
    side: row.side,
    quantity: row.quantity,
    price: row.price,
    currency: row.currency,
    status: row.status,
    open: (restingStatuses as readonly string[]).includes(row.status),
    advisorCode: row.advisor_code,
    placedAt: row.placed_at,
  }));
}
