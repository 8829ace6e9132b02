/*
 * The login result codes of SPEC §8 with their messages, free of zod so the login page's first load can map a code
 * to its text without the schema library.
 */

/** Every login result code of SPEC §8: the gateway's letters and the portal's own named results. */
export const loginResultCodes = [
  'Y',
  '1',
  '2',
  'N',
  'F',
  'I',
  'V',
  'S',
  'P',
  'C',
  'W',
  'E',
  'G',
  'X',
  'advisorDisabled',
  'captchaRequired',
  'captchaInvalid',
  'loginError',
] as const;
export type LoginResultCode = (typeof loginResultCodes)[number];

/** Y success; 1 first-time success that forces a password change; 2 a second factor is required. */
export const loginSuccessCodes = ['Y', '1', '2'] as const satisfies readonly LoginResultCode[];
export type LoginSuccessCode = (typeof loginSuccessCodes)[number];

export type LoginFailureCode = Exclude<LoginResultCode, LoginSuccessCode>;

/** The message key of each failure (translation key `login.result.<key>`), as SPEC §8 groups them. */
export const loginFailureMessageKey = {
  N: 'accountOrPasswordIncorrect',
  F: 'accountOrPasswordIncorrect',
  I: 'accountIssue',
  V: 'accountNotActive',
  S: 'accountSuspended',
  P: 'loginFailure',
  C: 'loginFailure',
  W: 'loginFailure',
  E: 'gatewayServerError',
  G: 'inactiveMaximumDays',
  X: 'loginFailure',
  advisorDisabled: 'advisorDisabled',
  captchaRequired: 'captchaRequired',
  captchaInvalid: 'captchaInvalid',
  loginError: 'accountIssue',
} as const satisfies Record<LoginFailureCode, string>;
export type LoginFailureMessageKey = (typeof loginFailureMessageKey)[LoginFailureCode];

/** SPEC §8's English text of each message; the server sends it as the error message. */
export const loginFailureMessages = {
  accountOrPasswordIncorrect: 'Account or Password incorrect',
  accountIssue: 'Account password incorrect or Account issue',
  accountNotActive: 'Account not active',
  accountSuspended: 'Account is suspended',
  gatewayServerError: 'Gateway Server error',
  inactiveMaximumDays: 'Account inactive due to maximum inactive days',
  advisorDisabled: 'Advisor mode is disabled',
  captchaRequired: 'Captcha required',
  captchaInvalid: 'Captcha invalid',
  loginFailure: 'Login failure',
} as const satisfies Record<LoginFailureMessageKey, string>;

export function isLoginFailureCode(value: unknown): value is LoginFailureCode {
  return typeof value === 'string' && value in loginFailureMessageKey;
}

/** The message key of a login failure; anything the catalogue does not know is 'Login failure' (SPEC §8). */
export function loginFailureMessageKeyOf(code: unknown): LoginFailureMessageKey {
  return isLoginFailureCode(code) ? loginFailureMessageKey[code] : 'loginFailure';
}

/** Second-factor kinds of SPEC §3. */
export const loginFactors = ['token', 'email', 'sms', 'push'] as const;
export type LoginFactor = (typeof loginFactors)[number];
