import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Clock } from '../runtime/clock';
import type { Database } from '../db/db';
import { digestOf, randomToken } from './tokens';

/**
 * Session login (SPEC §2 sessionLogin, brand flag sessionLoginMode): the host app's back end hands the browser a
 * one-time token, the portal turns it into a session. A token is 32 random bytes (base64url), stored as its SHA-256,
 * honoured once and for 2 minutes.
 */
export const sessionHandoffLifetimeMs = 2 * 60 * 1000;

/** The portal page that redeems a hand-off token. */
export const sessionLoginPagePath = '/users/sessionLogin';

export type IssuedSessionHandoff = {
  readonly token: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly expiresAt: Date;
  /** Where to send the browser: the session-login page with the token. */
  readonly path: string;
};

/**
 * Issues a hand-off token for an existing account, or answers undefined when there is no such account. Whether the
 * account may sign in (status, brand) is decided when the token is redeemed, as for a password login.
 */
export async function issueSessionHandoff(
  db: Kysely<Database>,
  clock: Clock,
  account: { readonly accountCode: string; readonly source: LoginSource },
): Promise<IssuedSessionHandoff | undefined> {
  const accountCode = account.accountCode.toUpperCase();
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('source', '=', account.source)
    .where('account_code', '=', accountCode)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const token = randomToken();
  const createdAt = clock.now();
  const expiresAt = new Date(createdAt.getTime() + sessionHandoffLifetimeMs);
  await db
    .insertInto('session_handoff')
    .values({
      id: randomUUID(),
      token_hash: digestOf(token),
      account_id: row.id,
      created_at: createdAt.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return {
    token,
    accountCode,
    source: account.source,
    expiresAt,
    path: `${sessionLoginPagePath}?token=${encodeURIComponent(token)}`,
  };
}

/** What redeeming a token came to: the account it signs in, or why not. */
export type ClaimedSessionHandoff =
  | { readonly outcome: 'claimed'; readonly accountId: string }
  | { readonly outcome: 'used' | 'expired'; readonly accountId: string }
  | { readonly outcome: 'unknown' };

/**
 * Takes a token for one login. The taking is one conditional update (unused and unexpired), so of two requests racing
 * with the same token exactly one gets it.
 */
export async function claimSessionHandoff(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
): Promise<ClaimedSessionHandoff> {
  const digest = digestOf(token);
  const now = clock.now().toISOString();
  const taken = await db
    .updateTable('session_handoff')
    .set({ used_at: now })
    .where('token_hash', '=', digest)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const row = await db
    .selectFrom('session_handoff')
    .select(['account_id', 'used_at'])
    .where('token_hash', '=', digest)
    .executeTakeFirst();
  if (row === undefined) return { outcome: 'unknown' };
  if (taken.numUpdatedRows === 1n) return { outcome: 'claimed', accountId: row.account_id };
  return { outcome: row.used_at === null ? 'expired' : 'used', accountId: row.account_id };
}
