/*
 * Notices sent to the account's registered e-mail or phone on a second channel (the SFC internet-trading guideline;
 * issue 17 part 7, ADR 036). Free of zod.
 */

/** What a notice tells the client. Trade executions and security notices are mandatory: the client cannot turn them off. */
export const accountNoticeKinds = [
  'newDeviceLogin',
  'passwordReset',
  'passwordChanged',
  'personalInformationChange',
  'tradeExecuted',
  'bankAccountChange',
  'tradePasswordChanged',
  'virtualAssetAddressAdded',
  'virtualAssetWithdrawal',
] as const;
export type AccountNoticeKind = (typeof accountNoticeKinds)[number];

export const accountNoticeChannels = ['sms', 'email'] as const;
export type AccountNoticeChannel = (typeof accountNoticeChannels)[number];

export function isAccountNoticeKind(value: unknown): value is AccountNoticeKind {
  return typeof value === 'string' && (accountNoticeKinds as readonly string[]).includes(value);
}
