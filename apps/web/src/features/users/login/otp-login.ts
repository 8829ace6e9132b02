/* The calls of the one-time-password step (SPEC §7 factorLogin, resendOneTimePassword); part of that step's chunk. */
import { tokenErrorMessageKeyOf } from '@portal/contract';
import type { LoggedIn } from '@portal/contract';
import type { LoginFactor } from '@portal/contract/domain/codes/login-result';
import type { TokenErrorMessageKey } from '@portal/contract/domain/codes/token-error';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import type { CallFailure } from './call-failure';
import { callFailureOf } from './failure-of';

export type OtpFailure = CallFailure<TokenErrorMessageKey>;

export type VerifyOutcome =
  { readonly kind: 'loggedIn'; readonly login: LoggedIn } | { readonly kind: 'failed'; readonly failure: OtpFailure };

export type ResendOutcome =
  | { readonly kind: 'sent'; readonly destination: string | undefined; readonly resendAvailableAt: number }
  | { readonly kind: 'failed'; readonly failure: OtpFailure };

/** Completes the pending login with the one-time password; a refusal names a token error (ERR001-ERR999, SPEC §8). */
export async function verifyOneTimePassword(
  password: string,
  factor: LoginFactor,
  client: Api = api,
): Promise<VerifyOutcome> {
  try {
    return { kind: 'loggedIn', login: await client.account.factorLogin({ password, factor }) };
  } catch (error) {
    return { kind: 'failed', failure: callFailureOf(error, tokenErrorMessageKeyOf, 'loginFailure') };
  }
}

/** Asks for a new code; the answer says when the next may be asked for (the 60 s cooldown, SPEC §9). */
export async function resendOneTimePassword(factor: LoginFactor, client: Api = api): Promise<ResendOutcome> {
  try {
    const sent = await client.account.resendOneTimePassword({ factor });
    return { kind: 'sent', destination: sent.destination, resendAvailableAt: Date.parse(sent.resendAvailableAt) };
  } catch (error) {
    return { kind: 'failed', failure: callFailureOf(error, tokenErrorMessageKeyOf, 'loginFailure') };
  }
}
