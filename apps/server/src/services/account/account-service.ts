import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  accountService,
  changePasswordMessages,
  isPasswordAcceptable,
  loginFailureMessageKey,
  loginFailureMessages,
  tokenErrorMessageKeyOf,
  tokenErrorMessages,
  type ChangePasswordFailure,
  type LoginFactor,
  type LoginFailureCode,
  type PasswordLoginResult,
} from '@portal/contract';
import { getBrand, type LoginSource } from '@portal/contract/brands';
import { rankOf } from '@portal/contract/domain/roles';
import { maskEmail, maskPhone } from '../../adapters/messaging/mask';
import { isTrustedDevice } from '../account-credential/public';
import { sendAccountNotice } from '../account-notice/public';
import { clearCookie, readCookies, setCookie } from '../../platform/http/cookies';
import { AppError } from '../../platform/http/errors';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { clearSessionCookies, endAdviseeSessionsOf, endSession } from '../../platform/identity/sessions';
import { digestOf, randomToken } from '../../platform/identity/tokens';
import { verifyTotp } from '../../platform/identity/totp';
import { issueCaptcha, solveCaptcha } from './captcha';
import {
  captchaAfterFailures,
  enforceRateLimits,
  lockoutAfterFailures,
  lockoutMs,
  previousLogin,
  recentFailures,
  recordAttempt,
} from '../../platform/identity/login-throttle';
import {
  checkOneTimePassword,
  issueOneTimePassword,
  latestCodeIssuedAt,
  oneTimePasswordLifetimeMs,
  oneTimePasswordTries,
  resendCooldownMs,
} from './one-time-password';
import { statusFailure } from './login-status';
import { isRecentPassword, replacePassword } from './password-history';
import { inactiveTimes, portalPasswordRule } from './password-rule';
import { completeLogin, findAccount, type Account } from './complete-login';
import { addressOf } from '../../platform/identity/login-throttle';
import { resetPasswordHandlers } from './reset-password';
import { sessionHandlers } from './session-handlers';
import { sessionLoginHandlers } from './session-login';
import { confirmFirstLoginAgreement, lockLoginUntil, takeTotpStep } from '../../platform/identity/account-directory';

/** The cookie of a login waiting for its second factor (httpOnly, only sent to the account operations). */
const pendingCookie = 'portal_pending';
const pendingCookiePath = '/api/account';
/** How long the second-factor step stays open. */
const pendingLoginLifetimeMs = 10 * 60 * 1000;

function loginFailure(code: LoginFailureCode, details?: { captcha?: unknown }): AppError {
  return AppError.businessRule(code, loginFailureMessages[loginFailureMessageKey[code]], details);
}

function tokenFailure(code: string): AppError {
  return AppError.businessRule(code, tokenErrorMessages[tokenErrorMessageKeyOf(code)]);
}

function destinationOf(account: Account, factor: LoginFactor): string | undefined {
  if (factor === 'sms' && account.phone !== null) return maskPhone(account.phone);
  if (factor === 'email' && account.email !== null) return maskEmail(account.email);
  return undefined;
}

/** Sends a new code for an SMS or e-mail factor through the messaging adapter. */
async function sendCode(context: OperationContext, account: Account, pendingLoginId: string, factor: LoginFactor) {
  const issued = await issueOneTimePassword(context.db, context.clock, pendingLoginId);
  const destination = factor === 'sms' ? account.phone : account.email;
  if ((factor === 'sms' || factor === 'email') && destination !== null) {
    const brandName = getBrand(context.config.portalVariant).name.en;
    await context.messaging.send({
      channel: factor,
      destination,
      accountCode: account.account_code,
      body: `${brandName}: your one-time password is ${issued.code}. It expires in ${oneTimePasswordLifetimeMs / 60_000} minutes. Never share it with anyone.`,
    });
  }
  return issued;
}

/** Opens the second-factor step: a pending login in a cookie, and a code sent where the factor needs one. */
async function requireFactor(
  context: OperationContext,
  account: Account,
  factor: LoginFactor,
  /** The instant of the password step: the pending login starts then, so the audit row and it agree. */
  now: Date,
): Promise<PasswordLoginResult> {
  const token = randomToken();
  const id = randomUUID();
  await context.db
    .insertInto('pending_login')
    .values({
      id,
      token_hash: digestOf(token),
      account_id: account.id,
      factor,
      address: addressOf(context.request),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + pendingLoginLifetimeMs).toISOString(),
      completed_at: null,
    })
    .execute();
  setCookie(context.reply, pendingCookie, token, {
    maxAgeSeconds: pendingLoginLifetimeMs / 1000,
    path: pendingCookiePath,
    secure: context.config.nodeEnv === 'production',
  });
  const usesCode = factor === 'sms' || factor === 'email';
  const issued = usesCode ? await sendCode(context, account, id, factor) : undefined;
  const destination = destinationOf(account, factor);
  return {
    result: '2',
    accountCode: account.account_code,
    source: account.source,
    factor,
    ...(destination === undefined ? {} : { destination }),
    resendAvailableAt: new Date(now.getTime() + (usesCode ? resendCooldownMs : 0)).toISOString(),
    expirationTime: (issued?.expiresAt ?? new Date(now.getTime() + pendingLoginLifetimeMs)).toISOString(),
  };
}

async function passwordLogin(
  source: LoginSource,
  input: { accountCode: string; password: string; captchaId?: string | undefined; captchaText?: string | undefined },
  context: OperationContext,
): Promise<PasswordLoginResult> {
  const { db, clock } = context;
  const brand = getBrand(context.config.portalVariant);
  const accountCode = input.accountCode.toUpperCase();
  const address = addressOf(context.request);
  const now = clock.now();
  const attempt = { accountCode, source, address, stage: 'password', at: now } as const;
  await enforceRateLimits(db, attempt);

  const fail = async (code: LoginFailureCode, failuresAfter: number, audited: string = code): Promise<never> => {
    await recordAttempt(db, { ...attempt, result: audited, succeeded: false });
    const needsCaptcha = brand.flags.captchaEnabled && failuresAfter >= captchaAfterFailures;
    throw loginFailure(code, needsCaptcha ? { captcha: await issueCaptcha(db, clock, input.captchaId) } : undefined);
  };

  // No channel permission: a source the brand lacks, or a brand whose people sign in only from a host app.
  if (!brand.sources.includes(source) || !brand.flags.passwordLoginMode) return fail('C', 0);

  const failures = await recentFailures(db, accountCode, source, now);
  if (brand.flags.captchaEnabled && failures >= captchaAfterFailures) {
    if (input.captchaId === undefined || input.captchaText === undefined || input.captchaText.trim() === '') {
      return fail('captchaRequired', failures);
    }
    if (!(await solveCaptcha(db, clock, input.captchaId, input.captchaText))) return fail('captchaInvalid', failures);
  }

  const account = await findAccount(context, source, accountCode);
  if (account === undefined) {
    // The client is told exactly what a wrong password tells it (code N, its message, one argon2 verification's
    // time), so the answer does not reveal which account codes exist (ASVS 5.0 6.3.8); the audit keeps F (ADR 010).
    await context.passwords.verifyNothing(input.password);
    return fail('N', failures + 1, 'F');
  }
  const locked = account.locked_until !== null && Date.parse(account.locked_until) > now.getTime();
  const passwordRight = await context.passwords.verify(account.password_hash, input.password);
  if (locked) return fail('N', failures + 1, 'locked');
  if (!passwordRight) {
    if (failures + 1 >= lockoutAfterFailures) {
      await lockLoginUntil(db, account.id, new Date(now.getTime() + lockoutMs).toISOString());
    }
    return fail('N', failures + 1);
  }
  const blocked = statusFailure(account);
  if (blocked !== undefined) return fail(blocked, failures);
  if (account.role === 'advisor' && !brand.flags.advisorEnabled) return fail('advisorDisabled', failures);

  const previous = await previousLogin(db, accountCode, source);
  const factor = account.factor;
  // A device the client saved skips the second factor until its trust ends (ADR 040).
  const needsFactor = factor === 'token' || factor === 'sms' || factor === 'email' || factor === 'push';
  if (needsFactor && !(await isTrustedDevice(context, { accountCode, source }, now))) {
    await recordAttempt(db, { ...attempt, result: '2', succeeded: true });
    return requireFactor(context, account, factor, now);
  }
  const loggedIn = await completeLogin(context, account, previous);
  await recordAttempt(db, { ...attempt, result: loggedIn.result, succeeded: true });
  return loggedIn;
}

async function findPendingLogin(context: OperationContext) {
  const token = readCookies(context.request).get(pendingCookie);
  if (token === undefined || token.length > 200) return undefined;
  const row = await context.db
    .selectFrom('pending_login')
    .innerJoin('account', 'account.id', 'pending_login.account_id')
    .selectAll('account')
    .select([
      'pending_login.id as pending_id',
      'pending_login.factor as pending_factor',
      'pending_login.created_at as pending_created_at',
    ])
    .where('pending_login.token_hash', '=', digestOf(token))
    .where('pending_login.completed_at', 'is', null)
    .where('pending_login.expires_at', '>', context.clock.now().toISOString())
    .executeTakeFirst();
  return row;
}

function clearPendingCookie(reply: FastifyReply, production: boolean): void {
  clearCookie(reply, pendingCookie, { path: pendingCookiePath, secure: production });
}

async function countFactorFailures(context: OperationContext, accountCode: string, source: string, since: string) {
  const rows = await context.db
    .selectFrom('login_attempt')
    .select('id')
    .where('account_code', '=', accountCode)
    .where('source', '=', source)
    .where('stage', '=', 'factor')
    .where('succeeded', '=', 0)
    .where('attempted_at', '>=', since)
    .limit(oneTimePasswordTries)
    .execute();
  return rows.length;
}

export const accountImplementation = implementService(accountService, {
  ...sessionHandlers,
  ...sessionLoginHandlers,
  ...resetPasswordHandlers,
  gatewayPasswordLogin: (input, context) => passwordLogin('gateway', input, context),
  fosPasswordLogin: (input, context) => passwordLogin('fos', input, context),

  async factorLogin(input, context) {
    const { db, clock } = context;
    const pending = await findPendingLogin(context);
    if (pending === undefined) throw tokenFailure('ERR003');
    const now = clock.now();
    const attempt = {
      accountCode: pending.account_code,
      source: pending.source,
      address: addressOf(context.request),
      stage: 'factor',
      at: now,
    } as const;
    await enforceRateLimits(db, attempt);
    const fail = async (code: string): Promise<never> => {
      await recordAttempt(db, { ...attempt, result: code, succeeded: false });
      throw tokenFailure(code);
    };
    if (input.factor !== pending.pending_factor) return fail('ERR999');

    if (pending.pending_factor === 'token') {
      if (pending.totp_secret === null) return fail('ERR006');
      if (
        (await countFactorFailures(context, pending.account_code, pending.source, pending.pending_created_at)) >=
        oneTimePasswordTries
      ) {
        return fail('ERR003');
      }
      const checked = verifyTotp({
        secret: pending.totp_secret,
        code: input.password,
        now,
        lastAcceptedStep: pending.totp_last_step,
      });
      if (!checked.ok) return fail(checked.reason === 'reused' ? 'ERR001' : 'ERR002');
      // The step is taken only if no other request took it or a later one first (no reuse of a step).
      if (!(await takeTotpStep(db, pending.id, checked.step))) return fail('ERR001');
    } else if (pending.pending_factor === 'sms' || pending.pending_factor === 'email') {
      const checked = await checkOneTimePassword(db, clock, pending.pending_id, input.password);
      if (!checked.ok) return fail(checked.code);
    } else {
      // Push approval needs a device app this portal does not have.
      return fail('ERR006');
    }

    const completed = await db
      .updateTable('pending_login')
      .set({ completed_at: now.toISOString() })
      .where('id', '=', pending.pending_id)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    if (completed.numUpdatedRows !== 1n) return fail('ERR001');
    clearPendingCookie(context.reply, context.config.nodeEnv === 'production');
    const account = await findAccount(context, pending.source, pending.account_code);
    if (account === undefined) return fail('ERR999');
    const previous = await previousLogin(db, pending.account_code, pending.source, pending.pending_created_at);
    const loggedIn = await completeLogin(context, account, previous);
    await recordAttempt(db, { ...attempt, result: loggedIn.result, succeeded: true });
    return loggedIn;
  },

  async resendOneTimePassword(input, context) {
    const pending = await findPendingLogin(context);
    if (pending === undefined) throw tokenFailure('ERR003');
    if (input.factor !== pending.pending_factor || (input.factor !== 'sms' && input.factor !== 'email')) {
      throw tokenFailure('ERR999');
    }
    const now = context.clock.now();
    const last = await latestCodeIssuedAt(context.db, pending.pending_id);
    const availableAt = (last?.getTime() ?? 0) + resendCooldownMs;
    if (availableAt > now.getTime()) {
      const retryAfterSeconds = Math.ceil((availableAt - now.getTime()) / 1000);
      throw new AppError(
        429,
        'RATE_LIMITED',
        `A new code can be sent in ${retryAfterSeconds} seconds.`,
        { retryAfterSeconds },
        { 'retry-after': String(retryAfterSeconds) },
      );
    }
    const issued = await sendCode(context, pending, pending.pending_id, input.factor);
    const destination = destinationOf(pending, input.factor);
    return {
      ...(destination === undefined ? {} : { destination }),
      resendAvailableAt: new Date(issued.createdAt.getTime() + resendCooldownMs).toISOString(),
      expirationTime: issued.expiresAt.toISOString(),
    };
  },

  refreshCaptcha: (input, context) => issueCaptcha(context.db, context.clock, input.captchaId),

  async accountLogout(_input, context) {
    const actor = requireActor(context);
    await endSession(context.db, context.clock, actor.sessionId, 'logout');
    context.actorCache.evict({ sessionId: actor.sessionId });
    clearSessionCookies(context.reply, context.config, { account_code: actor.accountCode, source: actor.source });
    // An advisor logging out ends every advisee session it opened, and this browser forgets their cookies (SPEC §4).
    if (actor.advisorAccountCode === null && actor.rank >= rankOf.advisor) {
      await endAdviseeSessionsOf(context, context.request, context.reply, actor.accountCode);
    }
    return { success: true } as const;
  },

  retrievePasswordRule: async () => portalPasswordRule,

  async changePassword(input, context) {
    const actor = requireActor(context);
    // The login password is the client's own (ADR 040): an advisor's advisee session may not change it.
    if (actor.advisorAccountCode !== null) {
      throw AppError.forbidden("An advisee session cannot change the client's password.");
    }
    const { db, clock, passwords } = context;
    const account = await db.selectFrom('account').selectAll().where('id', '=', actor.accountId).executeTakeFirst();
    if (account === undefined) throw AppError.unauthenticated();
    // Guessing the old password with a stolen session is limited and audited like a login.
    const attempt = {
      accountCode: account.account_code,
      source: account.source,
      address: addressOf(context.request),
      stage: 'changePassword',
      at: clock.now(),
    } as const;
    await enforceRateLimits(db, attempt);
    const refuse = (result: ChangePasswordFailure) => AppError.businessRule(result, changePasswordMessages[result]);
    if (!(await passwords.verify(account.password_hash, input.oldLoginPassword))) {
      await recordAttempt(db, { ...attempt, result: 'incorrectOldLoginPassword', succeeded: false });
      throw refuse('incorrectOldLoginPassword');
    }
    if (!isPasswordAcceptable(input.newLoginPassword, portalPasswordRule)) throw refuse('violatesPasswordPolicy');
    if (await isRecentPassword(db, passwords, account, input.newLoginPassword)) throw refuse('newPasswordUsedBefore');
    const newHash = await passwords.hash(input.newLoginPassword);
    const changedAt = clock.now().toISOString();
    await db.transaction().execute((transaction) => replacePassword(transaction, account, newHash, changedAt));
    await recordAttempt(db, { ...attempt, result: 'success', succeeded: true });
    // After the commit, on the registered e-mail and phone (issue 17 part 7); a messaging failure leaves the change.
    try {
      await sendAccountNotice(
        context,
        { accountCode: account.account_code, source: account.source },
        { kind: 'passwordChanged' },
      );
    } catch (error) {
      context.log.error({ err: error }, 'The password-changed notice could not be sent.');
    }
    return {
      success: true,
      result: 'success',
      message: changePasswordMessages.success,
      lastChangePasswordDate: changedAt,
    } as const;
  },

  async confirmAgreement(input, context) {
    await confirmFirstLoginAgreement(context.db, { source: input.source, accountCode: input.accountCode });
    return { confirmAgreementStatus: 'confirmed' } as const;
  },

  retrieveInactiveTimes: async () => inactiveTimes,
});

function requireActor(context: OperationContext) {
  // Operations declared with a session are only reached with an actor (platform/identity/access); this guards a contract edit.
  if (context.actor === undefined) throw AppError.unauthenticated();
  return context.actor;
}
