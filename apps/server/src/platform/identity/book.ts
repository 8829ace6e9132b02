import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../db/db';
import { AppError } from '../http/errors';
import type { Actor } from './sessions';

/*
 * An advisor's book (issue 28; SPEC §3 Linkage, managerEnabled; §6 ranks): the clients linked to an advisor, on the
 * advisor's own source (a VA advisor's book holds FOS clients only, a securities advisor's gateway clients only). A
 * manager (rank 300, with the brand's managerEnabled) sees the books of the advisors under them (manager_link), one
 * level up. Every operation of the advisor desk starts from `bookScopeOf` and reaches a client only through
 * `bookClientOf`, which answers a client outside the scope exactly as a missing one (404), so nobody can learn which
 * codes exist.
 */

export type BookAdvisor = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly displayName: string;
};

export type BookScope = {
  /** Who is looking: an advisor at their own book, or a manager at the books of their advisors. */
  readonly viewer: { readonly accountCode: string; readonly source: LoginSource; readonly role: 'advisor' | 'manager' };
  /** The advisors whose books are in view, by account code (one for an advisor; a manager's, or the one filtered). */
  readonly advisors: readonly BookAdvisor[];
};

export type BookClient = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly advisorAccountCode: string;
};

export const notInBookMessage = 'No such client in your book.';

/**
 * The advisors whose books the actor may see, optionally narrowed to one (`advisorFilter`): 403 for anyone who is not
 * an advisor or a manager, for a session opened as an advisee, and for a manager where the brand has no managers; 404
 * for a filter naming an advisor outside the actor's view.
 */
export async function bookScopeOf(
  db: Kysely<Database>,
  actor: Actor | undefined,
  options: { readonly managerEnabled: boolean; readonly advisorFilter?: string | undefined },
): Promise<BookScope> {
  if (actor === undefined) throw AppError.unauthenticated();
  if (actor.advisorAccountCode !== null) throw AppError.forbidden('The advisor desk is not open in a client session.');
  const filter = options.advisorFilter?.toUpperCase();
  let advisors: BookAdvisor[];
  if (actor.role === 'advisor') {
    const own = await db
      .selectFrom('account')
      .select('display_name')
      .where('account_code', '=', actor.accountCode)
      .where('source', '=', actor.source)
      .executeTakeFirst();
    advisors = [{ accountCode: actor.accountCode, source: actor.source, displayName: own?.display_name ?? '' }];
  } else if (actor.role === 'manager') {
    if (!options.managerEnabled) throw AppError.forbidden('Managers are not enabled on this site.');
    const rows = await db
      .selectFrom('manager_link')
      .innerJoin('account', 'account.account_code', 'manager_link.advisor_account_code')
      .select(['account.account_code', 'account.source', 'account.display_name'])
      .where('manager_link.manager_account_code', '=', actor.accountCode)
      .where('account.role', '=', 'advisor')
      .orderBy('account.account_code')
      .execute();
    advisors = rows.map((row) => ({
      accountCode: row.account_code,
      source: row.source,
      displayName: row.display_name,
    }));
  } else {
    throw AppError.forbidden('Only advisors and managers have a book.');
  }
  if (filter !== undefined && filter !== '') {
    advisors = advisors.filter((advisor) => advisor.accountCode === filter);
    if (advisors.length === 0) throw AppError.notFound('No such advisor under you.');
  }
  return { viewer: { accountCode: actor.accountCode, source: actor.source, role: actor.role }, advisors };
}

/**
 * The clients in the scope's books, as a query to join or select from: (account_code, source, advisor_account_code),
 * one row per client and advisor. Only clients on their advisor's own source.
 */
export function bookClientsQuery(db: Kysely<Database>, scope: BookScope) {
  const bySource = new Map<LoginSource, string[]>();
  for (const advisor of scope.advisors) {
    bySource.set(advisor.source, [...(bySource.get(advisor.source) ?? []), advisor.accountCode]);
  }
  return (
    db
      .selectFrom('advisee_link')
      .innerJoin('account', 'account.account_code', 'advisee_link.advisee_account_code')
      .select([
        'account.account_code as account_code',
        'account.source as source',
        'advisee_link.advisor_account_code as advisor_account_code',
      ])
      // No advisor in view: a code no account has (an empty `in` list is no SQL).
      .where((eb) =>
        eb.or(
          bySource.size === 0
            ? [eb('advisee_link.advisor_account_code', '=', '')]
            : [...bySource].map(([source, codes]) =>
                eb.and([eb('advisee_link.advisor_account_code', 'in', codes), eb('account.source', '=', source)]),
              ),
        ),
      )
      .where('account.role', '=', 'user')
  );
}

/** The client in the scope's books, or 404 exactly as for a code that does not exist. */
export async function bookClientOf(db: Kysely<Database>, scope: BookScope, accountCode: string): Promise<BookClient> {
  const row = await bookClientsQuery(db, scope)
    .where('account.account_code', '=', accountCode.toUpperCase())
    .executeTakeFirst();
  if (row === undefined) throw AppError.notFound(notInBookMessage);
  return { accountCode: row.account_code, source: row.source, advisorAccountCode: row.advisor_account_code };
}
