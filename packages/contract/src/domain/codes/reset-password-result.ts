/*
 * Password reset (SPEC §8): the client-code verification results, then the reset error codes ERR001-ERR013, free of
 * zod so a page can map a code to its text without the schema library. SPEC §8 names the ranges without their
 * meanings; the meanings below are the portal's, written once here and translated on the web.
 */

/** The results of verifying a client code and its verification key (SPEC §8 Client-code verification). */
export const clientCodeVerificationFailures = [
  'emptyClientCode',
  'emptyVerificationKey',
  'incorrectClientCodeOrVerificationKey',
  'serviceNotAvailable',
  'deactivatedAccount',
  'emailFail',
] as const;
export type ClientCodeVerificationFailure = (typeof clientCodeVerificationFailures)[number];

export const clientCodeVerificationMessages = {
  emptyClientCode: 'Enter your client code.',
  emptyVerificationKey: 'Enter your verification key.',
  incorrectClientCodeOrVerificationKey: 'The client code or verification key is incorrect.',
  serviceNotAvailable: 'Password reset is not available for this account. Please contact customer service.',
  deactivatedAccount: 'This account has been deactivated.',
  emailFail: 'The one-time password could not be sent. Please try again later.',
} as const satisfies Record<ClientCodeVerificationFailure, string>;

/** The reset error codes (SPEC §8: reset password ERR001-ERR013). */
export const resetPasswordErrorCodes = [
  'ERR001',
  'ERR002',
  'ERR003',
  'ERR004',
  'ERR005',
  'ERR006',
  'ERR007',
  'ERR008',
  'ERR009',
  'ERR010',
  'ERR011',
  'ERR012',
  'ERR013',
] as const;
export type ResetPasswordErrorCode = (typeof resetPasswordErrorCodes)[number];

export const resetPasswordErrorMessages = {
  ERR001: 'This one-time password has already been used.',
  ERR002: 'The one-time password is incorrect.',
  ERR003: 'The one-time password has expired. Ask for a new one.',
  ERR004: 'Too many incorrect one-time passwords. Start the reset again.',
  ERR005: 'This password reset has expired. Please start again.',
  ERR006: 'Verify the one-time password first.',
  ERR007: 'The new password does not meet the password rule.',
  ERR008: 'The new password cannot be one of your recent passwords.',
  ERR009: 'A new one-time password can be sent once a minute.',
  ERR010: 'The account is suspended. Please contact customer service.',
  ERR011: 'This password reset has already been completed.',
  ERR012: 'The one-time password could not be sent. Please try again later.',
  ERR013: 'The password could not be reset. Please try again later.',
} as const satisfies Record<ResetPasswordErrorCode, string>;

export function isClientCodeVerificationFailure(value: unknown): value is ClientCodeVerificationFailure {
  return typeof value === 'string' && (clientCodeVerificationFailures as readonly string[]).includes(value);
}

export function isResetPasswordErrorCode(value: unknown): value is ResetPasswordErrorCode {
  return typeof value === 'string' && (resetPasswordErrorCodes as readonly string[]).includes(value);
}
