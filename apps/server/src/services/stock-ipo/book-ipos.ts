import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import { inBook, type BookClients } from '../../platform/identity/book-membership';
import { namesOf } from './offerings';

/*
 * An advisor's book of clients at once (issue 28, the advisor desk): the IPO offerings that close in a window, every
 * gateway client being eligible to apply, each with how many of the book's clients applied (not cancelled).
 */

export type BookIpoClosing = {
  readonly offeringId: string;
  readonly stockId: string;
  readonly names: { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
  readonly closeAt: string;
  readonly applicants: number;
};

/** The offerings open now or later that close between `from` and `to` (instants), soonest first. */
export async function ipoClosingsForBook(
  db: Kysely<Database>,
  clients: BookClients,
  window: { readonly from: Date; readonly to: Date },
): Promise<BookIpoClosing[]> {
  const applicants = db
    .selectFrom('ipo_application as a')
    .select('a.offering_id')
    .select((eb) => eb.fn.countAll<number | string>().as('applicants'))
    .where('a.status', '<>', 'D')
    .where(inBook(clients, sql.ref('a.account_code'), sql.ref('a.source')))
    .groupBy('a.offering_id');
  const rows = await db
    .selectFrom('ipo_offering as o')
    .leftJoin(applicants.as('b'), 'b.offering_id', 'o.id')
    .select(['o.id', 'o.stock_id', 'o.name_en', 'o.name_zh_hk', 'o.name_zh_cn', 'o.close_at', 'b.applicants'])
    .where('o.close_at', '>=', window.from.toISOString())
    .where('o.close_at', '<=', window.to.toISOString())
    .orderBy('o.close_at')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    offeringId: row.id,
    stockId: row.stock_id,
    names: namesOf(row),
    closeAt: row.close_at,
    applicants: Number(row.applicants ?? 0),
  }));
}
