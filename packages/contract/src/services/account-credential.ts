import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { defineService } from '../rpc';
import { deviceNameMaxLength, sanitiseDeviceName } from '../domain/codes/device-result';
import { passwordRuleSchema } from '../domain/password-rule';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { stepUpTokenSchema } from './step-up';

/**
 * Passwords and devices of the accounts area (issue 17 part 4, ADR 040): the trade password's change with its rule,
 * history and step-up, and the account's devices (the browsers it signed in from) with the saved, trusted ones.
 *
 * Every operation acts on the session's own account (`ownAccountCode`) and refuses an advisor's advisee session
 * (403): these are the client's own credentials. A refusal answers 422 with `code` a SPEC §8 result
 * (incorrectOldTradePassword …, exceedMaxSaveDevice …) and its English message.
 */

const ownAccount = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

const tradePasswordInput = z
  .string()
  .min(1, 'Enter the trade password')
  .max(256, 'A trade password has at most 256 characters');

/** A device's id as the list gives it. */
export const deviceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a device id');

/** A device name as typed: 1 to 40 characters once control characters and angle brackets are removed. */
export const deviceNameSchema = z
  .string()
  .max(200, `A device name has at most ${deviceNameMaxLength} characters`)
  .transform(sanitiseDeviceName)
  .pipe(
    z
      .string()
      .min(1, 'Enter a name for the device')
      .max(deviceNameMaxLength, `A device name has at most ${deviceNameMaxLength} characters`),
  );

/** One device of the account: a browser it signed in from, and whether it is saved (trusted). */
export const accountDeviceSchema = z.object({
  deviceId: deviceIdSchema,
  /** The name the client gave it; null until it is saved or renamed. */
  name: z.string().nullable(),
  /** From the User-Agent at its last sign-in: a product name ("Chrome"), null when not recognised. */
  browserName: z.string().nullable(),
  systemName: z.string().nullable(),
  lastAddress: z.string(),
  firstSeenTime: instantSchema,
  lastSeenTime: instantSchema,
  /** Saved by the client: a sign-in from it skips the one-time password until trustedUntil. */
  saved: z.boolean(),
  trustedUntil: instantSchema.nullable(),
  /** Saved and trusted now (its trust has not ended). */
  trusted: z.boolean(),
  /** The browser this call came from. */
  current: z.boolean(),
});
export type AccountDevice = z.infer<typeof accountDeviceSchema>;

export const accountCredentialService = defineService('accountCredential', {
  tradePasswordTerms: {
    auth: { kind: 'session' },
    actsFor: 'ownAccountCode',
    feature: brandFeatures.tradePasswordChange,
    summary:
      'Whether the account trades with a trade password, when it was last changed, and the rule a new one must meet (ADR 040).',
    input: z.object(ownAccount).strict(),
    output: z.object({
      tradePasswordRequired: z.boolean(),
      /** The account has a trade password to change. */
      hasTradePassword: z.boolean(),
      lastChangeTime: instantSchema.nullable(),
      rule: passwordRuleSchema,
    }),
  },
  changeTradePassword: {
    auth: { kind: 'session' },
    actsFor: 'ownAccountCode',
    feature: brandFeatures.tradePasswordChange,
    summary:
      'Changes the trade password (stock orders ask for it). Needs a step-up grant for the action tradePassword (403 STEP_UP_REQUIRED without); 422 incorrectOldTradePassword, errorOnNewTradePassword (the login password), tradePasswordViolatePolicy or newTradePasswordUsedBefore (the last 5) when refused. Saved trade passwords of sessions are forgotten.',
    input: z
      .object({
        ...ownAccount,
        oldTradePassword: tradePasswordInput,
        newTradePassword: tradePasswordInput,
        stepUpToken: stepUpTokenSchema,
      })
      .strict(),
    output: z.object({ result: z.literal('success'), changeTime: instantSchema }),
  },
  searchDevices: {
    auth: { kind: 'session' },
    actsFor: 'ownAccountCode',
    summary: "The account's devices (browsers it signed in from), saved ones first, then by last sign-in; at most 20.",
    input: z.object(ownAccount).strict(),
    output: z.object({
      devices: z.array(accountDeviceSchema),
      maxSavedDevices: z.number().int().positive(),
      trustedDays: z.number().int().positive(),
    }),
  },
  saveDevice: {
    auth: { kind: 'session' },
    actsFor: 'ownAccountCode',
    summary:
      'Saves (trusts) the browser this call comes from under a name, after the login password: it skips the one-time password at sign-in for 30 days. 422 incorrectPassword, exceedMaxSaveDevice (5 saved), incorrectDeviceCode (this browser has no device of the account).',
    input: z
      .object({ ...ownAccount, name: deviceNameSchema, password: z.string().min(1, 'Enter your password').max(256) })
      .strict(),
    output: z.object({ device: accountDeviceSchema }),
  },
  renameDevice: {
    auth: { kind: 'session' },
    actsFor: 'ownAccountCode',
    summary: "Renames one of the account's devices; 422 deviceCodeNotFound for an id not on its list.",
    input: z.object({ ...ownAccount, deviceId: deviceIdSchema, name: deviceNameSchema }).strict(),
    output: z.object({ device: accountDeviceSchema }),
  },
  removeDevice: {
    auth: { kind: 'session' },
    actsFor: 'ownAccountCode',
    summary:
      "Removes one of the account's devices (saved or not): it is trusted no more, and its next sign-in counts as a new device. 422 deviceCodeNotFound for an id not on its list.",
    input: z.object({ ...ownAccount, deviceId: deviceIdSchema }).strict(),
    output: z.object({ removed: z.literal(true) }),
  },
});
