import { randomUUID } from 'node:crypto';
import {
  changeTradePasswordMessages,
  isPasswordAcceptable,
  tradePasswordHistoryDepth,
  tradePasswordRule,
  type ChangeTradePasswordFailure,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { PasswordHasher } from '../../platform/identity/passwords';
import type { AccountKey } from './devices';

/*
 * The trade password's change (ADR 040). The trade password stays in stock-order's stock_trading_account (stock
 * orders verify it there); stock-order's public replaceTradePassword writes it. This service keeps the history of
 * earlier trade passwords (newTradePasswordUsedBefore) in its own table.
 */

export function tradePasswordRefusal(result: ChangeTradePasswordFailure): AppError {
  return AppError.businessRule(result, changeTradePasswordMessages[result]);
}

/** Whether the new trade password meets the rule (tradePasswordViolatePolicy otherwise). */
export function meetsTradePasswordRule(newTradePassword: string): boolean {
  return isPasswordAcceptable(newTradePassword, tradePasswordRule);
}

/** The earlier trade passwords' hashes, newest first: with the current one they make the last N. */
async function earlierHashesOf(db: Kysely<Database>, account: AccountKey): Promise<string[]> {
  const rows = await db
    .selectFrom('trade_password_history')
    .select('password_hash')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(tradePasswordHistoryDepth - 1)
    .execute();
  return rows.map((row) => row.password_hash);
}

/** Whether the new trade password is the current one or one of the earlier ones among the last N. */
export async function isRecentTradePassword(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  account: AccountKey,
  currentHash: string,
  candidate: string,
): Promise<boolean> {
  for (const hash of [currentHash, ...(await earlierHashesOf(db, account))]) {
    if (await passwords.verify(hash, candidate)) return true;
  }
  return false;
}

/** Keeps the replaced trade password in the history (the caller's transaction). */
export async function rememberTradePassword(
  db: Kysely<Database>,
  account: AccountKey,
  replacedHash: string,
  changedAt: Date,
): Promise<void> {
  await db
    .insertInto('trade_password_history')
    .values({
      id: randomUUID(),
      account_code: account.accountCode,
      source: account.source,
      password_hash: replacedHash,
      changed_at: changedAt.toISOString(),
    })
    .execute();
}

/** When the account last changed its trade password here; null when never. */
export async function lastTradePasswordChangeOf(db: Kysely<Database>, account: AccountKey): Promise<string | null> {
  const row = await db
    .selectFrom('trade_password_history')
    .select('changed_at')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('changed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.changed_at ?? null;
}
