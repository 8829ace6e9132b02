/*
 * The login password checked again for a sensitive change (saving a trusted device): limited and audited like a login
 * (platform/identity/login-throttle), so a stolen session cannot guess it without limit. Below the areas: the login area and
 * account-credential both use it, and neither imports the other's internals.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/db';
import { addressOf, enforceRateLimits, recordAttempt } from './login-throttle';
import type { PasswordHasher } from './passwords';
import type { OperationContext } from '../http/rpc';
import type { Actor } from './sessions';

/**
 * Whether `password` is the acting account's login password, for a change that asks for it again (saving a trusted
 * device): rate limited (429) and audited in the login audit under `stage`, as changePassword is, so a stolen session
 * cannot guess it without limit.
 */
export async function verifyLoginPasswordOf(
  context: Pick<OperationContext, 'db' | 'clock' | 'passwords' | 'request'>,
  actor: Pick<Actor, 'accountId' | 'accountCode' | 'source'>,
  password: string,
  stage: 'saveDevice',
): Promise<boolean> {
  const attempt = {
    accountCode: actor.accountCode,
    source: actor.source,
    address: addressOf(context.request),
    stage,
    at: context.clock.now(),
  } as const;
  await enforceRateLimits(context.db, attempt);
  const right = await isLoginPassword(context.db, context.passwords, actor.accountId, password);
  await recordAttempt(context.db, { ...attempt, result: right ? 'success' : 'incorrectPassword', succeeded: right });
  return right;
}

/** Whether `candidate` is the account's current login password (a trade password may not be the same). */
export async function isLoginPassword(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  accountId: string,
  candidate: string,
): Promise<boolean> {
  const account = await db.selectFrom('account').select('password_hash').where('id', '=', accountId).executeTakeFirst();
  return account !== undefined && (await passwords.verify(account.password_hash, candidate));
}
