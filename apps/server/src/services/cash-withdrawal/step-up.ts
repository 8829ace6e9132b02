import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StepUpMethod } from '@portal/contract';
import type { Database } from '../../platform/db';
import type { PasswordHasher } from '../../platform/passwords';
import { verifyTotp } from '../../platform/totp';
import type { AccountKey } from './bank-accounts';
import { withdrawalRefusal } from './withdrawal-refusal';
import { takeTotpStep } from '../../platform/account-directory';

/*
 * Step-up before money leaves (ASVS 5.0 V6 re-authentication, ADR 033): a withdrawal carries a fresh proof, the login
 * password, or the authenticator app's one-time code where the account's second factor is that token (an account with
 * an SMS or e-mail factor re-enters its password: this portal sends no code for a withdrawal). Wrong answers are
 * counted per account; after `stepUpFailureLimit` within `stepUpWindowMs` withdrawals lock until the oldest of them
 * leaves the window. Every wrong answer reads the same (stepUpFailed): it never says which part was wrong.
 */

export const stepUpFailureLimit = 5;
export const stepUpWindowMs = 15 * 60_000;

export type StepUpProof = { readonly password?: string | undefined; readonly oneTimeCode?: string | undefined };

async function credentialsOf(db: Kysely<Database>, account: AccountKey) {
  return db
    .selectFrom('account')
    .select(['id', 'password_hash', 'factor', 'totp_secret', 'totp_last_step'])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
}

function methodOf(row: { factor: string | null; totp_secret: string | null } | undefined): StepUpMethod {
  return row?.factor === 'token' && row.totp_secret !== null ? 'oneTimeCode' : 'password';
}

/** What the step-up asks this account for. */
export async function stepUpMethodOf(db: Kysely<Database>, account: AccountKey): Promise<StepUpMethod> {
  return methodOf(await credentialsOf(db, account));
}

/** Until when too many wrong answers lock the account's withdrawals; null when they do not. */
export async function stepUpLockedUntil(db: Kysely<Database>, account: AccountKey, now: Date): Promise<Date | null> {
  const rows = await db
    .selectFrom('cash_step_up_failure')
    .select('failed_at')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('failed_at', '>', new Date(now.getTime() - stepUpWindowMs).toISOString())
    .orderBy('failed_at', 'desc')
    .limit(stepUpFailureLimit)
    .execute();
  const fifth = rows[stepUpFailureLimit - 1];
  if (fifth === undefined) return null;
  return new Date(Date.parse(fifth.failed_at) + stepUpWindowMs);
}

async function recordFailure(db: Kysely<Database>, account: AccountKey, now: Date): Promise<never> {
  await db
    .insertInto('cash_step_up_failure')
    .values({
      id: randomUUID(),
      account_code: account.accountCode,
      source: account.source,
      failed_at: now.toISOString(),
    })
    .execute();
  const locked = await stepUpLockedUntil(db, account, now);
  throw withdrawalRefusal(locked === null ? 'stepUpFailed' : 'stepUpLocked');
}

/**
 * Checks the proof of the account holder (throws stepUpRequired, stepUpFailed or stepUpLocked). A proof of the wrong
 * kind, or a wrong one, is a failure like any other; a missing proof is not counted.
 */
export async function verifyStepUp(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  account: AccountKey,
  proof: StepUpProof,
  now: Date,
): Promise<void> {
  if ((await stepUpLockedUntil(db, account, now)) !== null) throw withdrawalRefusal('stepUpLocked');
  const row = await credentialsOf(db, account);
  const method = methodOf(row);
  const given = [proof.password, proof.oneTimeCode].filter((value) => value !== undefined && value !== '');
  if (given.length === 0) throw withdrawalRefusal('stepUpRequired');
  const answer = method === 'password' ? proof.password : proof.oneTimeCode;
  if (row === undefined || answer === undefined || answer === '') {
    if (method === 'password') await passwords.verifyNothing(proof.password ?? proof.oneTimeCode ?? '');
    return recordFailure(db, account, now);
  }
  if (method === 'password') {
    if (!(await passwords.verify(row.password_hash, answer))) return recordFailure(db, account, now);
  } else {
    const checked = verifyTotp({
      secret: row.totp_secret ?? '',
      code: answer,
      now,
      lastAcceptedStep: row.totp_last_step,
    });
    if (!checked.ok) return recordFailure(db, account, now);
    // The step is taken once: a code seen by someone else cannot confirm a second withdrawal.
    if (!(await takeTotpStep(db, row.id, checked.step))) return recordFailure(db, account, now);
  }
  await db
    .deleteFrom('cash_step_up_failure')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .execute();
}
