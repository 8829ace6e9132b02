import { sql, type Kysely } from 'kysely';
import type { CorporateActionKind } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import { inBook, type BookClients } from '../../platform/identity/book-membership';

/*
 * An advisor's book of clients at once (issue 28, the advisor desk): the corporate actions whose election deadline
 * falls in a window, each with how many of the book's clients are entitled and have not elected yet (an action not
 * recorded yet has no entitlements: its holders are whoever holds the stock on its ex-date).
 */

export type BookElectionDeadline = {
  readonly actionId: string;
  readonly stockId: string;
  readonly kind: CorporateActionKind;
  readonly deadline: string;
  /** Holders were recorded on the ex-date. */
  readonly recorded: boolean;
  /** The book's clients entitled to elect who have not elected yet (0 before the record). */
  readonly awaiting: number;
};

/** The actions with an election deadline between `from` and `to` (instants), soonest first. */
export async function electionDeadlinesForBook(
  db: Kysely<Database>,
  clients: BookClients,
  window: { readonly from: Date; readonly to: Date },
): Promise<BookElectionDeadline[]> {
  const awaiting = db
    .selectFrom('corporate_action_entitlement as e')
    .select('e.action_id')
    .select((eb) => eb.fn.countAll<number | string>().as('awaiting'))
    .where('e.election', 'is', null)
    .where('e.applied_at', 'is', null)
    .where(inBook(clients, sql.ref('e.account_code'), sql.ref('e.source')))
    .groupBy('e.action_id');
  const rows = await db
    .selectFrom('corporate_action as a')
    .leftJoin(awaiting.as('w'), 'w.action_id', 'a.id')
    .select(['a.id', 'a.stock_id', 'a.kind', 'a.election_deadline', 'a.recorded_at', 'w.awaiting'])
    .where('a.election_deadline', '>=', window.from.toISOString())
    .where('a.election_deadline', '<=', window.to.toISOString())
    .where('a.applied_at', 'is', null)
    .orderBy('a.election_deadline')
    .orderBy('a.id')
    .execute();
  return rows.flatMap((row) =>
    row.election_deadline === null
      ? []
      : [
          {
            actionId: row.id,
            stockId: row.stock_id,
            kind: row.kind,
            deadline: row.election_deadline,
            recorded: row.recorded_at !== null,
            awaiting: Number(row.awaiting ?? 0),
          },
        ],
  );
}
