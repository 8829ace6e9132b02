/*
 * What other services may import from account (ADR 015): the login password checked again for a sensitive change
 * (limited and audited like a login), and the browser naming of the sessions page.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import type { PasswordHasher } from '../../platform/passwords';
import type { OperationContext } from '../../platform/rpc';
import type { Actor } from '../../platform/sessions';
import { addressOf } from './complete-login';
import { enforceRateLimits, recordAttempt } from './login-throttle';

export { addressOf } from './complete-login';

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
