/*
 * The calls of the password step, loaded when the visitor first focuses or submits the form: they bring the api
 * client and the contract's schemas, which the login page's first load leaves out (ARCHITECTURE §9).
 */
import { loginFailureDetailsSchema, loginFailureMessageKeyOf } from '@portal/contract';
import type { Captcha, FactorRequired, LoggedIn } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { callFailureOf } from './failure-of';
import type { LoginFailure } from './password-form';

export type PasswordLoginRequest = {
  readonly source: LoginSource;
  readonly accountCode: string;
  readonly password: string;
  /** The captcha shown and what the visitor read from it. */
  readonly captcha?: { readonly captchaId: string; readonly captchaText: string };
};

export type PasswordLoginOutcome =
  | { readonly kind: 'loggedIn'; readonly login: LoggedIn }
  | { readonly kind: 'factorRequired'; readonly challenge: FactorRequired }
  /** `captcha`: the new captcha a refusal carried, for the next attempt. */
  | { readonly kind: 'failed'; readonly failure: LoginFailure; readonly captcha?: Captcha };

/** Signs in with a password on the chosen source: gatewayPasswordLogin or fosPasswordLogin (SPEC §7). */
export async function submitPasswordLogin(
  request: PasswordLoginRequest,
  client: Api = api,
): Promise<PasswordLoginOutcome> {
  const input = {
    accountCode: request.accountCode.trim(),
    password: request.password,
    ...(request.captcha
      ? { captchaId: request.captcha.captchaId, captchaText: request.captcha.captchaText.trim() }
      : {}),
  };
  try {
    const result =
      request.source === 'fos'
        ? await client.account.fosPasswordLogin(input)
        : await client.account.gatewayPasswordLogin(input);
    return result.result === '2' ? { kind: 'factorRequired', challenge: result } : { kind: 'loggedIn', login: result };
  } catch (error) {
    const failure = callFailureOf(error, loginFailureMessageKeyOf, 'loginFailure');
    const captcha =
      error instanceof ApiError ? loginFailureDetailsSchema.safeParse(error.details).data?.captcha : undefined;
    return captcha ? { kind: 'failed', failure, captcha } : { kind: 'failed', failure };
  }
}

/** A new captcha in place of the one shown (clicking the image, SPEC §4); undefined when none could be had. */
export async function refreshCaptcha(captchaId: string | undefined, client: Api = api): Promise<Captcha | undefined> {
  try {
    return await client.account.refreshCaptcha(captchaId === undefined ? {} : { captchaId });
  } catch {
    // The captcha shown stays; the next attempt's refusal brings a fresh one if it is stale.
    return undefined;
  }
}
