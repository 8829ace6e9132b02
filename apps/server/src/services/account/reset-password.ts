import { randomUUID } from 'node:crypto';
import {
  clientCodeVerificationMessages,
  isPasswordAcceptable,
  resetPasswordErrorMessages,
  type accountService,
  type ClientCodeVerificationFailure,
  type ResetCodeSent,
  type ResetPasswordErrorCode,
} from '@portal/contract';
import { getBrand, type BrandConfig } from '@portal/contract/brands';
import { maskEmail, maskPhone } from '../../adapters/messaging/mask';
import type { MessagingChannel } from '../../adapters/messaging/messaging-adapter';
import { clearCookie, readCookies, setCookie } from '../../platform/http/cookies';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import type { PasswordResetTable } from './account-tables';
import { AppError } from '../../platform/http/errors';
import type { OperationContext, ServiceHandlers } from '../../platform/http/rpc';
import { endSessionsOfAccount } from '../../platform/identity/sessions';
import { digestOf, randomToken, sameDigest } from '../../platform/identity/tokens';
import { noticeTime, sendAccountNotice } from '../account-notice/public';
import { type Account } from './complete-login';
import { addressOf } from '../../platform/identity/login-throttle';
import { enforceRateLimits, recordAttempt, type AttemptRecord } from '../../platform/identity/login-throttle';
import {
  newOneTimePasswordCode,
  oneTimePasswordLifetimeMs,
  oneTimePasswordTries,
  resendCooldownMs,
} from './one-time-password';
import { isRecentPassword, replacePassword } from './password-history';
import { portalPasswordRule } from './password-rule';

type AccountHandlers = ServiceHandlers<typeof accountService>;

/**
 * The password reset (brand flag resetPasswordEnabled): client code and verification key, then a one-time code to the
 * registered channel, then a new password under the password rule. The reset in progress is a `password_reset` row
 * whose token travels in its own httpOnly cookie, like the pending login of a second factor.
 */
const resetCookie = 'portal_reset';
const resetCookiePath = '/api/account';
/** The whole reset, from the client code to the new password. */
export const passwordResetLifetimeMs = 15 * 60 * 1000;
/** The reset's one-time codes: 6 digits, 5 minutes, a new one at most every 60 s, 5 wrong tries per reset. */
export const resetCodeLifetimeMs = oneTimePasswordLifetimeMs;
export const resetCodeTries = oneTimePasswordTries;
export const resetCodeCooldownMs = resendCooldownMs;

type ResetChannel = { readonly factor: MessagingChannel; readonly destination: string };
type OpenReset = { readonly reset: PasswordResetTable; readonly account: Account };
type StepAttempt = Omit<AttemptRecord, 'result' | 'succeeded'>;

function verificationFailure(code: ClientCodeVerificationFailure): AppError {
  return AppError.businessRule(code, clientCodeVerificationMessages[code]);
}

function resetFailure(code: ResetPasswordErrorCode, details?: unknown): AppError {
  return AppError.businessRule(code, resetPasswordErrorMessages[code], details);
}

/** Codes are stored as digests salted with their reset, so equal codes never share a digest. */
function codeDigest(resetId: string, code: string): string {
  return digestOf(`reset:${resetId}:${code}`);
}

/** Verification keys (identity document numbers) are compared without case or surrounding spaces. */
export function normaliseVerificationKey(key: string): string {
  return key.trim().toUpperCase();
}

function destinationOf(account: Account, factor: MessagingChannel): string | undefined {
  return (factor === 'sms' ? account.phone : account.email) ?? undefined;
}

/** The registered channel: the account's sms or email factor when it has one, else its phone, else its e-mail. */
function channelOf(account: Account): ResetChannel | undefined {
  const order: readonly MessagingChannel[] = account.factor === 'email' ? ['email', 'sms'] : ['sms', 'email'];
  for (const factor of order) {
    const destination = destinationOf(account, factor);
    if (destination !== undefined && destination !== '') return { factor, destination };
  }
  return undefined;
}

function codeSent(channel: ResetChannel, createdAt: Date, expiresAt: Date): ResetCodeSent {
  return {
    factor: channel.factor,
    destination: channel.factor === 'sms' ? maskPhone(channel.destination) : maskEmail(channel.destination),
    resendAvailableAt: new Date(createdAt.getTime() + resetCodeCooldownMs).toISOString(),
    expirationTime: expiresAt.toISOString(),
  };
}

async function sendResetCode(context: OperationContext, account: Account, channel: ResetChannel, code: string) {
  const brandName = getBrand(context.config.portalVariant).name.en;
  await context.messaging.send({
    channel: channel.factor,
    destination: channel.destination,
    accountCode: account.account_code,
    body: `${brandName}: your password reset code is ${code}. It expires in ${resetCodeLifetimeMs / 60_000} minutes. Never share it with anyone; we will never ask for it.`,
  });
}

/** The account a client code names among the brand's login sources (in the brand's order). */
async function findClientAccount(context: OperationContext, brand: BrandConfig, clientCode: string) {
  const rows = await context.db
    .selectFrom('account')
    .selectAll()
    .where('account_code', '=', clientCode)
    .where('source', 'in', [...brand.sources])
    .execute();
  for (const source of brand.sources) {
    const account = rows.find((row) => row.source === source);
    if (account !== undefined) return account;
  }
  return undefined;
}

/**
 * Why a reset can go no further, if it cannot: ERR011 once completed, ERR005 past its 15 minutes, ERR010 for an
 * account suspended meanwhile, ERR013 for one deactivated meanwhile.
 */
function standingRefusal(reset: PasswordResetTable, account: Account, now: Date): ResetPasswordErrorCode | undefined {
  if (reset.completed_at !== null) return 'ERR011';
  if (reset.expires_at <= now.toISOString()) return 'ERR005';
  if (account.status === 'suspended') return 'ERR010';
  if (account.status !== 'active') return 'ERR013';
  return undefined;
}

/**
 * The reset the browser's cookie names, with its account, rate limited and checked for what every later step needs:
 * see standingRefusal. Without a reset cookie nothing is guessed (the token has 256 bits), so that answer is neither
 * limited nor audited.
 */
async function openReset(context: OperationContext): Promise<OpenReset & { readonly attempt: StepAttempt }> {
  const token = readCookies(context.request).get(resetCookie);
  const reset =
    token === undefined || token.length > 200
      ? undefined
      : await context.db
          .selectFrom('password_reset')
          .selectAll()
          .where('token_hash', '=', digestOf(token))
          .executeTakeFirst();
  const account =
    reset === undefined
      ? undefined
      : await context.db.selectFrom('account').selectAll().where('id', '=', reset.account_id).executeTakeFirst();
  if (reset === undefined || account === undefined) throw resetFailure('ERR005');
  const now = context.clock.now();
  const attempt: StepAttempt = {
    accountCode: account.account_code,
    source: account.source,
    address: addressOf(context.request),
    stage: 'reset',
    at: now,
  };
  await enforceRateLimits(context.db, attempt);
  const refusal = standingRefusal(reset, account, now);
  if (refusal !== undefined) {
    await recordAttempt(context.db, { ...attempt, result: refusal, succeeded: false });
    throw resetFailure(refusal);
  }
  return { reset, account, attempt };
}

function failWith(context: OperationContext, attempt: StepAttempt) {
  return async (code: ResetPasswordErrorCode, details?: unknown): Promise<never> => {
    await recordAttempt(context.db, { ...attempt, result: code, succeeded: false });
    throw resetFailure(code, details);
  };
}

export const resetPasswordHandlers: Pick<
  AccountHandlers,
  'verifyClientCode' | 'resendResetCode' | 'verifyResetCode' | 'resetPassword'
> = {
  async verifyClientCode(input, context) {
    const brand = getBrand(context.config.portalVariant);
    const { db, clock, passwords } = context;
    const clientCode = input.clientCode.trim().toUpperCase();
    const verificationKey = normaliseVerificationKey(input.verificationKey);
    // Empty fields are the form's mistakes, not guesses: answered before the limits and the audit.
    if (clientCode === '') throw verificationFailure('emptyClientCode');
    if (verificationKey === '') throw verificationFailure('emptyVerificationKey');

    const now = clock.now();
    const account = await findClientAccount(context, brand, clientCode);
    const attempt: StepAttempt = {
      accountCode: clientCode,
      source: account?.source ?? brand.sources[0] ?? 'gateway',
      address: addressOf(context.request),
      stage: 'reset',
      at: now,
    };
    await enforceRateLimits(db, attempt);
    const refuse = async (code: ClientCodeVerificationFailure | 'ERR010'): Promise<never> => {
      await recordAttempt(db, { ...attempt, result: code, succeeded: false });
      throw code === 'ERR010' ? resetFailure(code) : verificationFailure(code);
    };

    // An unknown code and an account without a key answer as a wrong key does, after the same argon2 work, so the
    // answer and its time do not tell which client codes exist.
    if (account === undefined || account.verification_key_hash === null) {
      await passwords.verifyNothing(verificationKey);
      return refuse('incorrectClientCodeOrVerificationKey');
    }
    if (!(await passwords.verify(account.verification_key_hash, verificationKey))) {
      return refuse('incorrectClientCodeOrVerificationKey');
    }
    // Only someone holding the key learns the account's standing.
    if (account.status === 'suspended') return refuse('ERR010');
    if (account.status !== 'active') return refuse('deactivatedAccount');
    const channel = channelOf(account);
    if (channel === undefined) return refuse('serviceNotAvailable');

    const id = randomUUID();
    const code = newOneTimePasswordCode();
    try {
      await sendResetCode(context, account, channel, code);
    } catch (error) {
      context.log.warn({ err: error, accountCode: account.account_code }, 'A password reset code could not be sent');
      return refuse('emailFail');
    }
    const token = randomToken();
    const nowIso = now.toISOString();
    const codeExpiresAt = new Date(now.getTime() + resetCodeLifetimeMs);
    await db.transaction().execute(async (transaction) => {
      // A new reset supersedes the account's earlier ones.
      await expireOpenResets(transaction, account.id, nowIso);
      await transaction
        .insertInto('password_reset')
        .values({
          id,
          token_hash: digestOf(token),
          account_id: account.id,
          factor: channel.factor,
          address: attempt.address,
          created_at: nowIso,
          expires_at: new Date(now.getTime() + passwordResetLifetimeMs).toISOString(),
          code_hash: codeDigest(id, code),
          code_created_at: nowIso,
          code_expires_at: codeExpiresAt.toISOString(),
          code_tries: 0,
          code_used_at: null,
          code_verified_at: null,
          completed_at: null,
        })
        .execute();
    });
    setCookie(context.reply, resetCookie, token, {
      maxAgeSeconds: passwordResetLifetimeMs / 1000,
      path: resetCookiePath,
      secure: context.config.nodeEnv === 'production',
    });
    await recordAttempt(db, { ...attempt, result: 'codeSent', succeeded: true });
    return codeSent(channel, now, codeExpiresAt);
  },

  async resendResetCode(_input, context) {
    const { reset, account, attempt } = await openReset(context);
    const fail = failWith(context, attempt);
    const now = attempt.at;
    if (reset.code_verified_at !== null) return fail('ERR001');
    if (reset.code_tries >= resetCodeTries) return fail('ERR004');
    const availableAt = Date.parse(reset.code_created_at) + resetCodeCooldownMs;
    if (availableAt > now.getTime()) {
      return fail('ERR009', { retryAfterSeconds: Math.ceil((availableAt - now.getTime()) / 1000) });
    }
    const factor: MessagingChannel = reset.factor === 'email' ? 'email' : 'sms';
    const destination = destinationOf(account, factor);
    if (destination === undefined || destination === '') return fail('ERR012');
    const channel: ResetChannel = { factor, destination };

    const code = newOneTimePasswordCode();
    const nowIso = now.toISOString();
    const expiresAt = new Date(now.getTime() + resetCodeLifetimeMs);
    // Taking the cooldown is conditional on the code still being the one read: of two racing resends one sends.
    const taken = await context.db
      .updateTable('password_reset')
      .set({
        code_hash: codeDigest(reset.id, code),
        code_created_at: nowIso,
        code_expires_at: expiresAt.toISOString(),
        code_used_at: null,
      })
      .where('id', '=', reset.id)
      .where('code_created_at', '=', reset.code_created_at)
      .where('code_verified_at', 'is', null)
      .executeTakeFirst();
    if (taken.numUpdatedRows !== 1n) return fail('ERR009', { retryAfterSeconds: resetCodeCooldownMs / 1000 });
    try {
      await sendResetCode(context, account, channel, code);
    } catch (error) {
      context.log.warn({ err: error, accountCode: account.account_code }, 'A password reset code could not be sent');
      // Nobody received the new code: the earlier one stays valid and a resend is possible at once.
      await context.db
        .updateTable('password_reset')
        .set({
          code_hash: reset.code_hash,
          code_created_at: reset.code_created_at,
          code_expires_at: reset.code_expires_at,
          code_used_at: reset.code_used_at,
        })
        .where('id', '=', reset.id)
        .where('code_created_at', '=', nowIso)
        .execute();
      return fail('ERR012');
    }
    await recordAttempt(context.db, { ...attempt, result: 'codeResent', succeeded: true });
    return codeSent(channel, now, expiresAt);
  },

  async verifyResetCode(input, context) {
    const { reset, attempt } = await openReset(context);
    const fail = failWith(context, attempt);
    const { db } = context;
    const nowIso = attempt.at.toISOString();
    if (reset.code_verified_at !== null || reset.code_used_at !== null) return fail('ERR001');
    if (reset.code_tries >= resetCodeTries) return fail('ERR004');
    if (reset.code_expires_at <= nowIso) return fail('ERR003');
    // The try is counted first and conditionally, so racing requests never get more than 5 tries between them.
    const counted = await db
      .updateTable('password_reset')
      .set((eb) => ({ code_tries: eb('code_tries', '+', 1) }))
      .where('id', '=', reset.id)
      .where('code_tries', '<', resetCodeTries)
      .where('code_used_at', 'is', null)
      .where('code_hash', '=', reset.code_hash)
      .executeTakeFirst();
    if (counted.numUpdatedRows !== 1n) {
      const current = await db
        .selectFrom('password_reset')
        .select(['code_used_at', 'code_tries'])
        .where('id', '=', reset.id)
        .executeTakeFirst();
      // Used by a racing request, out of tries, or replaced by a resend meanwhile (this code is then wrong).
      if (current === undefined || current.code_used_at !== null) return fail('ERR001');
      return fail(current.code_tries >= resetCodeTries ? 'ERR004' : 'ERR002');
    }
    const code = input.oneTimePassword;
    if (!/^\d{6}$/.test(code) || !sameDigest(codeDigest(reset.id, code), reset.code_hash)) {
      // The last try used up answers as such: nothing more can be done with this reset.
      return fail(reset.code_tries + 1 >= resetCodeTries ? 'ERR004' : 'ERR002');
    }
    const used = await db
      .updateTable('password_reset')
      .set({ code_used_at: nowIso, code_verified_at: nowIso })
      .where('id', '=', reset.id)
      .where('code_used_at', 'is', null)
      .where('code_hash', '=', reset.code_hash)
      .executeTakeFirst();
    if (used.numUpdatedRows !== 1n) return fail('ERR001');
    await recordAttempt(db, { ...attempt, result: 'codeVerified', succeeded: true });
    return { passwordRule: portalPasswordRule };
  },

  async resetPassword(input, context) {
    const { reset, account, attempt } = await openReset(context);
    const fail = failWith(context, attempt);
    const { db, passwords } = context;
    if (reset.code_verified_at === null) return fail('ERR006');
    if (!isPasswordAcceptable(input.newLoginPassword, portalPasswordRule)) return fail('ERR007');
    if (await isRecentPassword(db, passwords, account, input.newLoginPassword)) return fail('ERR008');
    const newHash = await passwords.hash(input.newLoginPassword);
    const nowIso = attempt.at.toISOString();

    const completed = await db.transaction().execute(async (transaction) => {
      // Completing is conditional, so a double submit changes the password once.
      const claimed = await transaction
        .updateTable('password_reset')
        .set({ completed_at: nowIso })
        .where('id', '=', reset.id)
        .where('completed_at', 'is', null)
        .where('code_verified_at', 'is not', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) return false;
      await replacePassword(transaction, account, newHash, nowIso);
      // Whoever held a session or a half-done login with the old password holds nothing now.
      await endSessionsOfAccount(transaction, attempt.at, 'passwordReset', { accountId: account.id });
      await transaction
        .updateTable('pending_login')
        .set({ expires_at: nowIso })
        .where('account_id', '=', account.id)
        .where('completed_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .execute();
      await expireOpenResets(transaction, account.id, nowIso, reset.id);
      return true;
    });
    if (!completed) return fail('ERR011');
    context.actorCache.evict({ accountId: account.id });
    clearCookie(context.reply, resetCookie, {
      path: resetCookiePath,
      secure: context.config.nodeEnv === 'production',
    });
    await recordAttempt(db, { ...attempt, result: 'success', succeeded: true });
    await sendResetNotice(context, account, attempt.at);
    return { success: true } as const;
  },
};

/** Ends the account's open password resets now (but `except`, the one completing). */
async function expireOpenResets(db: Kysely<Database>, accountId: string, nowIso: string, except?: string) {
  await db
    .updateTable('password_reset')
    .set({ expires_at: nowIso })
    .where('account_id', '=', accountId)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .$if(except !== undefined, (query) => query.where('id', '!=', except ?? ''))
    .execute();
}

/**
 * Tells the client on its registered e-mail and phone, in its language, that the password was reset (the SFC
 * internet-trading guideline's notice, recorded with the account's notices: ADR 036, ADR 041), once the reset has
 * committed.
 */
async function sendResetNotice(context: OperationContext, account: Account, at: Date) {
  try {
    await sendAccountNotice(
      { db: context.db, clock: context.clock, messaging: context.messaging },
      { accountCode: account.account_code, source: account.source },
      { kind: 'passwordReset', params: { time: noticeTime(at) } },
    );
  } catch (error) {
    // The password is already reset; a lost notice is logged, not turned into a failure of the reset.
    context.log.warn({ err: error, accountCode: account.account_code }, 'The password reset notice could not be sent');
  }
}
