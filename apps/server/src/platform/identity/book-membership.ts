import { sql, type Expression } from 'kysely';
import type { bookClientsQuery } from './book';

/*
 * An advisor's book as a condition on another area's rows (issue 28): every area that answers for a whole book at once
 * (the wealth area's positions and snapshots, the order areas' open and newest orders, plans, IPOs and corporate
 * actions) keeps its own rows to the book's clients with this one semi-join, so a client outside the book is never
 * read and a client in two books of a manager's view counts once.
 */

/** The book's clients as `bookClientsQuery` answers them: (account_code, source, advisor_account_code). */
export type BookClients = ReturnType<typeof bookClientsQuery>;

/** Whether the row whose account is (`accountCode`, `source`) belongs to a client of the book. */
export function inBook(clients: BookClients, accountCode: Expression<unknown>, source: Expression<unknown>) {
  return sql<boolean>`(${accountCode}, ${source}) in (select book.account_code, book.source from (${clients}) as book)`;
}
