import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/db';

/*
 * A client's last sign-in (issue 28: the advisor desk lists it, searches by it and flags clients gone quiet): the
 * newest completed login of the client itself, read from the login audit — a password login that needed no second
 * factor, a second-factor login, or a session hand-off, each answered Y (or 1, a first login that must change its
 * password). An advisor opening the client's session is not the client signing in, and is not counted.
 */

/** The login audit's stages and results of a completed sign-in of the client itself. */
export const completedSignInStages = ['password', 'factor', 'sessionLogin'] as const;
export const completedSignInResults = ['Y', '1'] as const;

/**
 * The instant of the last completed sign-in of the account the outer query names by `accountCode` and `source`
 * (column references such as 'a.account_code'), as a correlated subquery to select, filter or sort by; null for none.
 * It reads the login audit's (account_code, source, attempted_at) index backwards from the newest attempt.
 */
export function lastSignInOf(db: Kysely<Database>, outer: { readonly accountCode: string; readonly source: string }) {
  return db
    .selectFrom('login_attempt as sign_in')
    .select((eb) => eb.fn.max('sign_in.attempted_at').as('last_sign_in_at'))
    .where('sign_in.account_code', '=', sql.ref<string>(outer.accountCode))
    .where('sign_in.source', '=', sql.ref<string>(outer.source))
    .where('sign_in.succeeded', '=', 1)
    .where('sign_in.stage', 'in', [...completedSignInStages])
    .where('sign_in.result', 'in', [...completedSignInResults]);
}
