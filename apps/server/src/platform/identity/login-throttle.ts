import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/db';
import { AppError } from '../http/errors';

/** The window the login limits count in (SPEC: captcha after 3 failures in 15 minutes). */
export const throttleWindowMs = 15 * 60 * 1000;
/** Failures of one account (since its last success) after which a captcha is required, where the brand has one. */
export const captchaAfterFailures = 3;
/** Failures after which the account is locked for a while; a locked login answers as a wrong password does. */
export const lockoutAfterFailures = 10;
export const lockoutMs = 15 * 60 * 1000;
/** Attempts (any result) per account and per address in the window before answers turn to 429. */
export const attemptsPerAccount = 30;
export const attemptsPerAddress = 100;

/** Results that count as a failed password attempt for the captcha and the lockout. */
const countedFailures = ['N', 'F'];

export type AttemptRecord = {
  readonly accountCode: string;
  readonly source: string;
  readonly address: string;
  readonly stage: 'password' | 'factor' | 'changePassword' | 'sessionLogin' | 'reset' | 'advisee' | 'saveDevice';
  readonly result: string;
  readonly succeeded: boolean;
  readonly at: Date;
  /** On an advisee login: the advisor who opened it (or tried to). */
  readonly advisorAccountCode?: string;
};

/** Writes one row of the login audit (every attempt: account, source, address, result, time). */
export async function recordAttempt(db: Kysely<Database>, attempt: AttemptRecord): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({
      id: randomUUID(),
      account_code: attempt.accountCode.slice(0, 64),
      source: attempt.source,
      address: attempt.address.slice(0, 64),
      stage: attempt.stage,
      result: attempt.result,
      succeeded: attempt.succeeded ? 1 : 0,
      attempted_at: attempt.at.toISOString(),
      advisor_account_code: attempt.advisorAccountCode ?? null,
    })
    .execute();
}

function windowStart(now: Date): string {
  return new Date(now.getTime() - throttleWindowMs).toISOString();
}

/**
 * 429 with a retry time when the account or the address has made too many attempts in the window. The attempt is
 * audited as rateLimited (and so keeps counting).
 */
export async function enforceRateLimits(
  db: Kysely<Database>,
  attempt: Omit<AttemptRecord, 'result' | 'succeeded'>,
): Promise<void> {
  const since = windowStart(attempt.at);
  const [byAccount, byAddress] = await Promise.all([
    db
      .selectFrom('login_attempt')
      .select(['attempted_at'])
      .where('account_code', '=', attempt.accountCode.slice(0, 64))
      .where('source', '=', attempt.source)
      .where('attempted_at', '>', since)
      .orderBy('attempted_at', 'asc')
      .limit(attemptsPerAccount)
      .execute(),
    db
      .selectFrom('login_attempt')
      .select(['attempted_at'])
      .where('address', '=', attempt.address.slice(0, 64))
      .where('attempted_at', '>', since)
      .orderBy('attempted_at', 'asc')
      .limit(attemptsPerAddress)
      .execute(),
  ]);
  const limited = [
    byAccount.length >= attemptsPerAccount ? byAccount[0] : undefined,
    byAddress.length >= attemptsPerAddress ? byAddress[0] : undefined,
  ].flatMap((row) => (row === undefined ? [] : [Date.parse(row.attempted_at)]));
  if (limited.length === 0) return;
  // The oldest counted attempt leaves the window first; then one more attempt is allowed.
  const retryAt = Math.max(...limited) + throttleWindowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt - attempt.at.getTime()) / 1000));
  await recordAttempt(db, { ...attempt, result: 'rateLimited', succeeded: false });
  throw new AppError(
    429,
    'RATE_LIMITED',
    `Too many login attempts; try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Failed password attempts of an account in the window since its last successful login. */
export async function recentFailures(
  db: Kysely<Database>,
  accountCode: string,
  source: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .selectFrom('login_attempt')
    .select(['result', 'succeeded'])
    .where('account_code', '=', accountCode.slice(0, 64))
    .where('source', '=', source)
    .where('stage', '=', 'password')
    .where('attempted_at', '>', windowStart(now))
    .orderBy('attempted_at', 'desc')
    .limit(lockoutAfterFailures + attemptsPerAccount)
    .execute();
  let failures = 0;
  for (const row of rows) {
    if (row.succeeded === 1) break;
    if (countedFailures.includes(row.result)) failures += 1;
  }
  return failures;
}

/** The attempt before this one (SPEC §3 lastLoginTime / lastLoginStatus). */
export async function previousLogin(
  db: Kysely<Database>,
  accountCode: string,
  source: string,
  /** Only attempts before this instant: a second-factor login skips its own password step. */
  before?: string,
): Promise<{ readonly time: string; readonly status: 'success' | 'failure' } | undefined> {
  let query = db
    .selectFrom('login_attempt')
    .select(['attempted_at', 'succeeded'])
    .where('account_code', '=', accountCode)
    .where('source', '=', source)
    .where('stage', '=', 'password')
    .where('result', '!=', 'rateLimited');
  if (before !== undefined) query = query.where('attempted_at', '<', before);
  const row = await query.orderBy('attempted_at', 'desc').limit(1).executeTakeFirst();
  return row === undefined
    ? undefined
    : { time: row.attempted_at, status: row.succeeded === 1 ? 'success' : 'failure' };
}

/** The address a login or a password check is counted against: the request's client address. */
export function addressOf(request: Pick<FastifyRequest, 'ip'>): string {
  return request.ip || 'unknown';
}
