import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { passwordHistoryDepth } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { AccountTable } from '../../platform/identity/identity-tables';
import type { PasswordHasher } from '../../platform/identity/passwords';
import { savePasswordHash } from '../../platform/identity/account-directory';

/**
 * Whether a new password is the account's current one or one of its recent ones (SPEC §8 newPasswordUsedBefore:
 * cannot reuse among the last N). Used by changePassword and by the password reset alike.
 */
export async function isRecentPassword(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  account: Pick<AccountTable, 'id' | 'password_hash'>,
  newPassword: string,
): Promise<boolean> {
  const history = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('account_id', '=', account.id)
    .orderBy('changed_at', 'desc')
    .limit(passwordHistoryDepth - 1)
    .execute();
  for (const hash of [account.password_hash, ...history.map((row) => row.password_hash)]) {
    if (await passwords.verify(hash, newPassword)) return true;
  }
  return false;
}

/**
 * Puts a new password hash in place (pass a transaction to make it part of one): the old hash goes to the history,
 * the forced change and any lockout are cleared, and the change date moves to `changedAt`.
 */
export async function replacePassword(
  db: Kysely<Database>,
  account: Pick<AccountTable, 'id' | 'password_hash'>,
  newHash: string,
  changedAt: string,
): Promise<void> {
  await db
    .insertInto('password_history')
    .values({ id: randomUUID(), account_id: account.id, password_hash: account.password_hash, changed_at: changedAt })
    .execute();
  await savePasswordHash(db, account.id, newHash, changedAt);
}
