import { sql, type Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import { finalFundOrderStatuses, type FundOrderStatus } from '@portal/contract/domain/fund';
import type { Database } from '../../platform/db/db';
import { inBook, type BookClients } from '../../platform/identity/book-membership';

/*
 * An advisor's book of clients at once (issue 28, the advisor desk): the fund orders still open of every client of the
 * book, and the newest orders, each one query over the book's clients (platform/identity/book `bookClientsQuery`,
 * used as a subquery).
 */

export type BookOpenOrders = { readonly accountCode: string; readonly source: LoginSource; readonly open: number };

/** How many fund orders each client of the book has that are not final yet (clients with none left out). */
export async function openFundOrdersOfBook(db: Kysely<Database>, clients: BookClients): Promise<BookOpenOrders[]> {
  const rows = await db
    .selectFrom('fund_order as o')
    .select(['o.account_code', 'o.source'])
    .select((eb) => eb.fn.countAll<number | string>().as('open'))
    .where('o.status', 'not in', [...finalFundOrderStatuses])
    .where(inBook(clients, sql.ref('o.account_code'), sql.ref('o.source')))
    .groupBy(['o.account_code', 'o.source'])
    .execute();
  return rows.map((row) => ({ accountCode: row.account_code, source: row.source, open: Number(row.open) }));
}

export type BookFundOrder = {
  readonly orderId: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly fundId: string;
  /** In (I: a subscription, a switch-in) or out (O: a redemption, a switch-out). */
  readonly direction: 'I' | 'O';
  /** The cash paid or to be paid, in `payCurrency`; null until known (a redemption before pricing). */
  readonly payAmount: string | null;
  readonly payCurrency: string;
  readonly units: string | null;
  readonly status: FundOrderStatus;
  readonly placedAt: string;
  /** The advisor who placed it for the client; null for the client's own. */
  readonly placedBy: string | null;
};

/** The book's newest fund orders, newest first, at most `limit`. */
export async function recentFundOrdersOfBook(
  db: Kysely<Database>,
  clients: BookClients,
  limit: number,
): Promise<BookFundOrder[]> {
  const rows = await db
    .selectFrom('fund_order as o')
    .select([
      'o.id',
      'o.account_code',
      'o.source',
      'o.fund_id',
      'o.direction',
      'o.amount',
      'o.pay_amount',
      'o.pay_currency',
      'o.units',
      'o.status',
      'o.placed_at',
      'o.placed_by',
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
    fundId: row.fund_id,
    direction: row.direction,
    payAmount: row.pay_amount ?? (row.direction === 'I' ? row.amount : null),
    payCurrency: row.pay_currency,
    units: row.units,
    status: row.status,
    placedAt: row.placed_at,
    placedBy: row.placed_by ?? null,
  }));
}
