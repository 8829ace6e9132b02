import { sql, type Kysely } from 'kysely';
import { ExactDecimal, openCryptoOrderStatuses, type CryptoOrderStatus } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { inBook, type BookClients } from '../../platform/identity/book-membership';

/*
 * An advisor's book of clients at once (issue 28, the advisor desk): the crypto orders still in the book of every
 * client, and the newest orders with who placed them (`advisor_code`, the vaOrder panel's, ADR 045), each one query
 * over the book's clients.
 */

export type BookOpenCryptoOrders = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly open: number;
};

/** How many crypto orders each client of the book has still in the book (queuing, partly matched). */
export async function openCryptoOrdersOfBook(
  db: Kysely<Database>,
  clients: BookClients,
): Promise<BookOpenCryptoOrders[]> {
  const rows = await db
    .selectFrom('crypto_order as o')
    .select(['o.account_code', 'o.source'])
    .select((eb) => eb.fn.countAll<number | string>().as('open'))
    .where('o.status', 'in', [...openCryptoOrderStatuses])
    .where(inBook(clients, sql.ref('o.account_code'), sql.ref('o.source')))
    .groupBy(['o.account_code', 'o.source'])
    .execute();
  return rows.map((row) => ({ accountCode: row.account_code, source: row.source, open: Number(row.open) }));
}

export type BookCryptoOrder = {
  readonly orderId: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly asset: string;
  readonly currency: string;
  readonly side: 'buy' | 'sell';
  readonly basis: 'quantity' | 'amount';
  readonly quantity: string;
  /** The cash the order is for: its consideration when filled, else quantity × price. */
  readonly amount: string;
  readonly status: CryptoOrderStatus;
  readonly open: boolean;
  /** The advisor who placed it for the client; null: the client itself. */
  readonly advisorCode: string | null;
  readonly placedAt: string;
};

/** The book's newest crypto orders, newest first, at most `limit`. */
export async function recentCryptoOrdersOfBook(
  db: Kysely<Database>,
  clients: BookClients,
  limit: number,
): Promise<BookCryptoOrder[]> {
  const rows = await db
    .selectFrom('crypto_order as o')
    .select([
      'o.id',
      'o.account_code',
      'o.source',
      'o.asset',
      'o.currency',
      'o.side',
      'o.basis',
      'o.quantity',
      'o.price',
      'o.filled_consideration',
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
    asset: row.asset,
    currency: row.currency,
    side: row.side,
    basis: row.basis,
    quantity: row.quantity,
    amount: new ExactDecimal(row.filled_consideration).isZero()
      ? new ExactDecimal(row.quantity).times(row.price).toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2)
      : new ExactDecimal(row.filled_consideration).toFixed(2),
    status: row.status,
    open: openCryptoOrderStatuses.includes(row.status),
    advisorCode: row.advisor_code,
    placedAt: row.placed_at,
  }));
}
