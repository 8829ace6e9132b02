/* The calls of a password reset (SPEC §7 verifyClientCode, resendResetCode, verifyResetCode, resetPassword). */
import { isClientCodeVerificationFailure, isResetPasswordErrorCode } from '@portal/contract';
import type {
  ClientCodeVerificationFailure,
  PasswordRule,
  ResetCodeSent,
  ResetPasswordErrorCode,
} from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import type { CallFailure } from '../login/call-failure';
import { callFailureOf } from '../login/failure-of';

/**
 * What a refusal names: a client-code verification result of SPEC §8, a reset error code (ERR001-ERR013), or
 * 'general' for any other answer (a 404 where the brand has no reset, a 500, a broken body).
 */
export type ResetRefusal = ClientCodeVerificationFailure | ResetPasswordErrorCode | 'general';

export type ResetFailure = CallFailure<ResetRefusal>;

export function resetRefusalOf(code: string): ResetRefusal {
  return isClientCodeVerificationFailure(code) || isResetPasswordErrorCode(code) ? code : 'general';
}

function failureOf(error: unknown): ResetFailure {
  return callFailureOf(error, resetRefusalOf, 'general');
}

export type Outcome<Value> =
  { readonly kind: 'done'; readonly value: Value } | { readonly kind: 'failed'; readonly failure: ResetFailure };

async function attempt<Value>(call: () => Promise<Value>): Promise<Outcome<Value>> {
  try {
    return { kind: 'done', value: await call() };
  } catch (error) {
    return { kind: 'failed', failure: failureOf(error) };
  }
}

/** Step 1: the client code and verification key; the server sends a one-time code to the registered channel. */
export function verifyClientCode(
  clientCode: string,
  verificationKey: string,
  client: Api = api,
): Promise<Outcome<ResetCodeSent>> {
  return attempt(() => client.account.verifyClientCode({ clientCode, verificationKey }));
}

/** A new one-time code for the reset in progress (once the 60 s cooldown is over, SPEC §9). */
export function resendResetCode(client: Api = api): Promise<Outcome<ResetCodeSent>> {
  return attempt(() => client.account.resendResetCode({}));
}

/** Step 2: the one-time code; the answer is the rule the new password must meet. */
export function verifyResetCode(oneTimePassword: string, client: Api = api): Promise<Outcome<PasswordRule>> {
  return attempt(async () => (await client.account.verifyResetCode({ oneTimePassword })).passwordRule);
}

/** Step 3: the new password. */
export function resetPassword(newLoginPassword: string, client: Api = api): Promise<Outcome<true>> {
  return attempt(async () => (await client.account.resetPassword({ newLoginPassword })).success);
}
