/* The trade-password change results of SPEC §8 and the trade password rule, free of zod. */
import type { PasswordRule } from '../password-rule';

export const changeTradePasswordResults = [
  'success',
  'incorrectOldTradePassword',
  'errorOnNewTradePassword',
  'tradePasswordViolatePolicy',
  'newTradePasswordUsedBefore',
  'unknown',
] as const;
export type ChangeTradePasswordResult = (typeof changeTradePasswordResults)[number];
export type ChangeTradePasswordFailure = Exclude<ChangeTradePasswordResult, 'success'>;

/** How many earlier trade passwords a new one may not repeat (newTradePasswordUsedBefore): the current one and 4 more. */
export const tradePasswordHistoryDepth = 5;

/**
 * The trade password rule (ADR 040): 6 to 16 characters with at least one letter and one digit, checked with the
 * login password's checklist (SPEC §5 shape). The demo trade password `Trade#2026` meets it. A brand that needs
 * another rule changes this one value; the server answers it with `tradePasswordTerms`.
 */
export const tradePasswordRule: PasswordRule = {
  minimumLength: 6,
  maximumLength: 16,
  alphaNumeric: true,
  enhancedRule: false,
  requiredSatisfyRule: 0,
  requireBaseDigit: false,
  requireLowerCaseCharacter: false,
  requireUpperCaseCharacter: false,
  requireSpecialCharacter: false,
};

export const changeTradePasswordMessages = {
  success: 'Your trade password has been changed.',
  incorrectOldTradePassword: 'The old trade password is incorrect.',
  errorOnNewTradePassword: 'The new trade password cannot be the same as your login password.',
  tradePasswordViolatePolicy: 'The new trade password does not meet the trade password rule.',
  newTradePasswordUsedBefore: `The new trade password cannot be one of your last ${tradePasswordHistoryDepth} trade passwords.`,
  unknown: 'The trade password could not be changed.',
} as const satisfies Record<ChangeTradePasswordResult, string>;

export function isChangeTradePasswordResult(value: unknown): value is ChangeTradePasswordResult {
  return typeof value === 'string' && (changeTradePasswordResults as readonly string[]).includes(value);
}
