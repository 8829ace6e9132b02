/* The login-password change results of SPEC §8, free of zod. */

export const changePasswordResults = [
  'success',
  'incorrectOldLoginPassword',
  'errorOnNewLoginPassword',
  'violatesPasswordPolicy',
  'newPasswordUsedBefore',
  'unknown',
] as const;
export type ChangePasswordResult = (typeof changePasswordResults)[number];
export type ChangePasswordFailure = Exclude<ChangePasswordResult, 'success'>;

/** How many earlier passwords a new one may not repeat (newPasswordUsedBefore). */
export const passwordHistoryDepth = 5;

export const changePasswordMessages = {
  success: 'Your password has been changed.',
  incorrectOldLoginPassword: 'The old password is incorrect.',
  errorOnNewLoginPassword: 'The new password cannot be accepted.',
  violatesPasswordPolicy: 'The new password does not meet the password rule.',
  newPasswordUsedBefore: `The new password cannot be one of your last ${passwordHistoryDepth} passwords.`,
  unknown: 'The password could not be changed.',
} as const satisfies Record<ChangePasswordResult, string>;

export function isChangePasswordResult(value: unknown): value is ChangePasswordResult {
  return typeof value === 'string' && (changePasswordResults as readonly string[]).includes(value);
}
