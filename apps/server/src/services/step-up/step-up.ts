import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import {
  stepUpCodeLifetimeMs,
  stepUpCodeTries,
  stepUpFailureLimit,
  stepUpFailureWindowMs,
  stepUpGrantLifetimeMs,
  stepUpResendCooldownMs,
  stepUpResultCatalogue,
  type StepUpAction,
  type StepUpChannel,
  type StepUpResult,
} from '@portal/contract/domain/step-up';
import { maskEmail, maskPhone } from '../../adapters/messaging/mask';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { PasswordHasher } from '../../platform/identity/passwords';
import { digestOf, randomToken, sameDigest } from '../../platform/identity/tokens';
import { verifyTotp } from '../../platform/identity/totp';
import { takeTotpStep } from '../../platform/identity/account-directory';

/*
 * Step-up grants (issue 17 part 5, ADR 036). The client proves again who it is — its login password, the
 * authenticator's code (factor token), or a code sent now by SMS or e-mail (factor sms/email with a registered
 * contact) — and gets a grant: one action, this session, 5 minutes, one use. The sensitive operation consumes it in its
 * own transaction (`consumeStepUp`), so a write that rolls back leaves the grant unused. Wrong answers are counted per
 * account; five within 15 minutes lock the step-up until the oldest leaves the window. A wrong password and a wrong
 * code read the same.
 */

/** The session a step-up belongs to. */
export type StepUpActor = {
  readonly sessionId: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly advisorAccountCode: string | null;
};

export function stepUpRefusal(result: StepUpResult, details?: Record<string, unknown>): AppError {
  return AppError.businessRule(stepUpResultCatalogue.codes[result], stepUpResultCatalogue.textOf(result, 'en'), {
    result,
    ...details,
  });
}

type Credentials = {
  readonly id: string;
  readonly password_hash: string;
  readonly factor: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly totp_secret: string | null;
  readonly totp_last_step: number | null;
};

async function credentialsOf(db: Kysely<Database>, actor: StepUpActor): Promise<Credentials | undefined> {
  return db
    .selectFrom('account')
    .select(['id', 'password_hash', 'factor', 'phone', 'email', 'totp_secret', 'totp_last_step'])
    .where('account_code', '=', actor.accountCode.toUpperCase())
    .where('source', '=', actor.source)
    .executeTakeFirst();
}

/** What the step-up asks this account for: its second factor where that can answer, else the login password. */
export function channelOf(row: Credentials | undefined): StepUpChannel {
  if (row === undefined) return 'password';
  if (row.factor === 'token' && row.totp_secret !== null) return 'token';
  if (row.factor === 'sms' && row.phone !== null) return 'sms';
  if (row.factor === 'email' && row.email !== null) return 'email';
  return 'password';
}

/** Until when too many wrong answers lock this account's step-up; null when they do not. */
export async function stepUpLockedUntil(db: Kysely<Database>, actor: StepUpActor, now: Date): Promise<Date | null> {
  const rows = await db
    .selectFrom('step_up_failure')
    .select('failed_at')
    .where('account_code', '=', actor.accountCode.toUpperCase())
    .where('source', '=', actor.source)
    .where('failed_at', '>', new Date(now.getTime() - stepUpFailureWindowMs).toISOString())
    .orderBy('failed_at', 'desc')
    .limit(stepUpFailureLimit)
    .execute();
  const last = rows[stepUpFailureLimit - 1];
  return last === undefined ? null : new Date(Date.parse(last.failed_at) + stepUpFailureWindowMs);
}

async function failed(db: Kysely<Database>, actor: StepUpActor, now: Date): Promise<never> {
  await db
    .insertInto('step_up_failure')
    .values({
      id: randomUUID(),
      account_code: actor.accountCode.toUpperCase(),
      source: actor.source,
      failed_at: now.toISOString(),
    })
    .execute();
  const locked = await stepUpLockedUntil(db, actor, now);
  throw locked === null
    ? stepUpRefusal('stepUpFailed')
    : stepUpRefusal('stepUpLocked', { lockedUntil: locked.toISOString() });
}

function refuseAdviseeSession(actor: StepUpActor): void {
  // Only the account holder proves who it is: an advisor acting in an advisee session knows no password of the client.
  if (actor.advisorAccountCode !== null) throw stepUpRefusal('stepUpNotAllowed');
}

const codeDigest = (codeId: string, code: string) => digestOf(`${codeId}:${code}`);

export type StepUpDependencies = {
  readonly db: Kysely<Database>;
  readonly passwords: PasswordHasher;
  readonly messaging: MessagingAdapter;
};

export type StepUpChallengeAnswer = {
  readonly action: StepUpAction;
  readonly channel: StepUpChannel;
  readonly destination?: string;
  readonly expirationTime?: string;
  readonly resendAvailableAt?: string;
  readonly lockedUntil: string | null;
};

/**
 * Starts a step-up: says what it asks for and, for an SMS or e-mail factor, sends a code — unless one for this session
 * and action is still usable (then only `resend` replaces it) or went out less than a minute ago.
 */
export async function challengeStepUp(
  deps: StepUpDependencies,
  actor: StepUpActor,
  action: StepUpAction,
  now: Date,
  options: { readonly resend: boolean } = { resend: false },
): Promise<StepUpChallengeAnswer> {
  refuseAdviseeSession(actor);
  const locked = await stepUpLockedUntil(deps.db, actor, now);
  const row = await credentialsOf(deps.db, actor);
  const channel = channelOf(row);
  const lockedUntil = locked === null ? null : locked.toISOString();
  if (row === undefined || (channel !== 'sms' && channel !== 'email')) return { action, channel, lockedUntil };
  const destination = channel === 'sms' ? (row.phone ?? '') : (row.email ?? '');
  const masked = channel === 'sms' ? maskPhone(destination) : maskEmail(destination);
  const latest = await deps.db
    .selectFrom('step_up_code')
    .select(['created_at', 'expires_at', 'used_at'])
    .where('session_id', '=', actor.sessionId)
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const coolingDown = latest !== undefined && Date.parse(latest.created_at) + stepUpResendCooldownMs > now.getTime();
  // Without `resend`, a code still usable is answered again rather than replaced (opening the dialog twice sends one).
  const stillUsable = latest !== undefined && latest.used_at === null && Date.parse(latest.expires_at) > now.getTime();
  if (latest !== undefined && (coolingDown || (stillUsable && !options.resend))) {
    return {
      action,
      channel,
      destination: masked,
      expirationTime: latest.expires_at,
      resendAvailableAt: new Date(Date.parse(latest.created_at) + stepUpResendCooldownMs).toISOString(),
      lockedUntil,
    };
  }
  if (locked !== null) return { action, channel, destination: masked, lockedUntil };
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + stepUpCodeLifetimeMs);
  await deps.db.transaction().execute(async (transaction) => {
    // A new code ends the earlier ones of this session and action.
    await transaction
      .updateTable('step_up_code')
      .set({ expires_at: now.toISOString() })
      .where('session_id', '=', actor.sessionId)
      .where('action', '=', action)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .execute();
    await transaction
      .insertInto('step_up_code')
      .values({
        id,
        account_code: actor.accountCode.toUpperCase(),
        source: actor.source,
        session_id: actor.sessionId,
        action,
        channel,
        code_hash: codeDigest(id, code),
        tries: 0,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        used_at: null,
      })
      .execute();
  });
  await deps.messaging.send({
    channel,
    destination,
    accountCode: actor.accountCode.toUpperCase(),
    body: `Your confirmation code is ${code}. It expires in 5 minutes. Never share it with anyone, including our staff.`,
  });
  return {
    action,
    channel,
    destination: masked,
    expirationTime: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + stepUpResendCooldownMs).toISOString(),
    lockedUntil,
  };
}

async function checkSentCode(
  deps: StepUpDependencies,
  actor: StepUpActor,
  action: StepUpAction,
  code: string,
  now: Date,
): Promise<void> {
  const sent = await deps.db
    .selectFrom('step_up_code')
    .select(['id', 'code_hash', 'tries'])
    .where('session_id', '=', actor.sessionId)
    .where('action', '=', action)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (sent === undefined || sent.tries >= stepUpCodeTries) throw stepUpRefusal('stepUpCodeExpired');
  if (!sameDigest(sent.code_hash, codeDigest(sent.id, code))) {
    await deps.db
      .updateTable('step_up_code')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', sent.id)
      .execute();
    return failed(deps.db, actor, now);
  }
  const taken = await deps.db
    .updateTable('step_up_code')
    .set({ used_at: now.toISOString() })
    .where('id', '=', sent.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (taken.numUpdatedRows !== 1n) throw stepUpRefusal('stepUpCodeExpired');
}

async function checkAuthenticatorCode(
  deps: StepUpDependencies,
  actor: StepUpActor,
  row: Credentials,
  code: string,
  now: Date,
): Promise<void> {
  const checked = verifyTotp({ secret: row.totp_secret ?? '', code, now, lastAcceptedStep: row.totp_last_step });
  if (!checked.ok) return failed(deps.db, actor, now);
  // Each time step is taken once: a code seen by someone else cannot confirm a second action.
  if (!(await takeTotpStep(deps.db, row.id, checked.step))) return failed(deps.db, actor, now);
}

export type StepUpProof = { readonly password?: string | undefined; readonly oneTimeCode?: string | undefined };

/** Checks the proof and answers a grant for the action: a token shown once, of which only the digest is kept. */
export async function confirmStepUp(
  deps: StepUpDependencies,
  actor: StepUpActor,
  action: StepUpAction,
  proof: StepUpProof,
  now: Date,
): Promise<{ stepUpToken: string; expirationTime: string }> {
  refuseAdviseeSession(actor);
  const locked = await stepUpLockedUntil(deps.db, actor, now);
  if (locked !== null) throw stepUpRefusal('stepUpLocked', { lockedUntil: locked.toISOString() });
  const row = await credentialsOf(deps.db, actor);
  const channel = channelOf(row);
  const answer = (channel === 'password' ? proof.password : proof.oneTimeCode) ?? '';
  if (answer === '') {
    if ((proof.password ?? proof.oneTimeCode ?? '') === '') throw stepUpRefusal('stepUpRequired');
    // A proof of the other kind is a wrong answer like any other.
    if (channel === 'password') await deps.passwords.verifyNothing(proof.oneTimeCode ?? '');
    return failed(deps.db, actor, now);
  }
  if (row === undefined) {
    await deps.passwords.verifyNothing(answer);
    return failed(deps.db, actor, now);
  }
  if (channel === 'password') {
    if (!(await deps.passwords.verify(row.password_hash, answer))) return failed(deps.db, actor, now);
  } else if (channel === 'token') {
    await checkAuthenticatorCode(deps, actor, row, answer, now);
  } else {
    await checkSentCode(deps, actor, action, answer, now);
  }
  await deps.db
    .deleteFrom('step_up_failure')
    .where('account_code', '=', actor.accountCode.toUpperCase())
    .where('source', '=', actor.source)
    .execute();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + stepUpGrantLifetimeMs);
  await deps.db
    .insertInto('step_up_grant')
    .values({
      id: randomUUID(),
      token_hash: digestOf(token),
      account_code: actor.accountCode.toUpperCase(),
      source: actor.source,
      session_id: actor.sessionId,
      action,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return { stepUpToken: token, expirationTime: expiresAt.toISOString() };
}

/** 403 STEP_UP_REQUIRED: the action needs a valid grant first. */
export function stepUpRequired(): AppError {
  return new AppError(403, 'STEP_UP_REQUIRED', stepUpResultCatalogue.textOf('stepUpRequired', 'en'), {
    result: 'stepUpRequired',
  });
}

/**
 * Uses the grant for `action` of this session (call it in the transaction of the write it allows). Throws 403
 * STEP_UP_REQUIRED when the token is missing, unknown, expired, used, or was given for another action or session.
 */
export async function consumeStepUp(
  db: Kysely<Database> | Transaction<Database>,
  actor: Pick<StepUpActor, 'sessionId' | 'accountCode' | 'source'>,
  action: StepUpAction,
  token: string | undefined,
  now: Date,
): Promise<void> {
  if (token === undefined || token === '') throw stepUpRequired();
  const used = await db
    .updateTable('step_up_grant')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', digestOf(token))
    .where('session_id', '=', actor.sessionId)
    .where('account_code', '=', actor.accountCode.toUpperCase())
    .where('source', '=', actor.source)
    .where('action', '=', action)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) throw stepUpRequired();
}
