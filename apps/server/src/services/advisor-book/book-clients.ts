import type { Kysely } from 'kysely';
import type { BookClient, BookClientKey } from '@portal/contract';
import { getBrand, type LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { bookClientsQuery, bookScopeOf, type BookScope } from '../../platform/identity/book';
import type { OperationContext } from '../../platform/http/rpc';

/*
 * The caller's book (issue 28; platform/identity/book): every operation of the area starts here, so who may look and
 * at which book is decided in one place before anything is read (OWASP ASVS 5.0 V8): an advisor's own book, a
 * manager's advisors' books (managerEnabled) or one of them (`advisorCode`); 403 for anyone else and for a session
 * opened as an advisee, 404 for an advisor outside the view.
 */

/** The scope of the caller's book, narrowed to one advisor when `advisorCode` names one. */
export async function bookScopeFor(
  context: Pick<OperationContext, 'db' | 'actor' | 'config'>,
  advisorCode: string | undefined,
): Promise<BookScope> {
  const { managerEnabled } = getBrand(context.config.portalVariant).flags;
  return bookScopeOf(context.db, context.actor, { managerEnabled, advisorFilter: advisorCode });
}

/** A client's key in maps: source and code. */
export function clientKeyOf(client: { readonly accountCode: string; readonly source: LoginSource }): string {
  return `${client.source}:${client.accountCode}`;
}

/** Orders clients as the lists do: by account code, then source. */
export function compareClientKeys(a: BookClientKey, b: BookClientKey): number {
  if (a.accountCode !== b.accountCode) return a.accountCode < b.accountCode ? -1 : 1;
  return a.source < b.source ? -1 : a.source > b.source ? 1 : 0;
}

/**
 * The book's clients as rows name them (display name, the advisor whose book they are in), by key; only those of
 * `only` when given. A client under two advisors of a manager's view is named with the first advisor by code.
 */
export async function bookClientDirectory(
  db: Kysely<Database>,
  scope: BookScope,
  only?: readonly { readonly accountCode: string; readonly source: LoginSource }[],
): Promise<ReadonlyMap<string, BookClient>> {
  if (only !== undefined && only.length === 0) return new Map();
  let query = bookClientsQuery(db, scope).select('account.display_name as display_name');
  if (only !== undefined) {
    query = query.where((eb) =>
      eb.or(
        only.map((client) =>
          eb.and([eb('account.account_code', '=', client.accountCode), eb('account.source', '=', client.source)]),
        ),
      ),
    );
  }
  const rows = await query.orderBy('advisee_link.advisor_account_code').execute();
  const advisorNames = new Map(scope.advisors.map((advisor) => [advisor.accountCode, advisor.displayName]));
  const directory = new Map<string, BookClient>();
  for (const row of rows) {
    const key = clientKeyOf({ accountCode: row.account_code, source: row.source });
    if (directory.has(key)) continue;
    directory.set(key, {
      accountCode: row.account_code,
      source: row.source,
      displayName: row.display_name,
      advisorCode: row.advisor_account_code,
      advisorName: advisorNames.get(row.advisor_account_code) ?? '',
    });
  }
  return directory;
}

/** How many clients the book holds, and how many each advisor's own book holds. */
export async function bookClientCounts(
  db: Kysely<Database>,
  scope: BookScope,
): Promise<{ readonly clients: number; readonly byAdvisor: ReadonlyMap<string, number> }> {
  const rows = await bookClientsQuery(db, scope).execute();
  const byAdvisor = new Map<string, number>();
  const distinct = new Set<string>();
  for (const row of rows) {
    distinct.add(clientKeyOf({ accountCode: row.account_code, source: row.source }));
    byAdvisor.set(row.advisor_account_code, (byAdvisor.get(row.advisor_account_code) ?? 0) + 1);
  }
  return { clients: distinct.size, byAdvisor };
}
