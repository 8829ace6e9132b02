/* The token / one-time-password error codes of SPEC §8, free of zod. */

export const tokenErrorCodes = [
  'ERR001',
  'ERR002',
  'ERR003',
  'ERR004',
  'ERR005',
  'ERR006',
  'ERR008',
  'ERR999',
] as const;
export type TokenErrorCode = (typeof tokenErrorCodes)[number];

/** The message key of each code (translation key `otp.error.<key>`); unknown codes give 'Login failure' (SPEC §8). */
export const tokenErrorMessageKey = {
  ERR001: 'alreadyUsed',
  ERR002: 'incorrect',
  ERR003: 'expired',
  ERR004: 'tokenLoginDisabled',
  ERR005: 'suspended',
  ERR006: 'deviceNotRegistered',
  ERR008: 'deactivated',
  ERR999: 'unknown',
} as const satisfies Record<TokenErrorCode, string>;
export type TokenErrorMessageKey = (typeof tokenErrorMessageKey)[TokenErrorCode] | 'loginFailure';

export const tokenErrorMessages = {
  alreadyUsed: 'This one-time password has already been used',
  incorrect: 'The one-time password is incorrect',
  expired: 'The one-time password has expired',
  tokenLoginDisabled: 'Token login is disabled',
  suspended: 'The token is suspended',
  deviceNotRegistered: 'The device is not registered',
  deactivated: 'The token is deactivated',
  unknown: 'Unknown token error',
  loginFailure: 'Login failure',
} as const satisfies Record<TokenErrorMessageKey, string>;

export function isTokenErrorCode(value: unknown): value is TokenErrorCode {
  return typeof value === 'string' && value in tokenErrorMessageKey;
}

export function tokenErrorMessageKeyOf(code: unknown): TokenErrorMessageKey {
  return isTokenErrorCode(code) ? tokenErrorMessageKey[code] : 'loginFailure';
}
