import { z } from 'zod';
import { defineService } from '../rpc';
import { languageSchema } from '../domain/language-schema';
import { accountCodeSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';

/**
 * An account's display preferences (SPEC §3 Preference), per account and source. `saved` is false while the account
 * has never chosen (the brand defaults are answered): a login then keeps what the visitor chose on the device.
 */
export const preferenceSchema = z.object({
  language: languageSchema,
  currencyCode: currencyCodeSchema,
  saved: z.boolean(),
});
export type Preference = z.infer<typeof preferenceSchema>;

const accountInput = { accountCode: accountCodeSchema, source: loginSourceSchema };

export const preferenceService = defineService('preference', {
  loadPreference: {
    auth: { kind: 'session' },
    openDuringGates: true,
    actsFor: 'accountCode',
    summary: "The account's language and reporting currency (brand defaults until set).",
    input: z.object(accountInput).strict(),
    output: preferenceSchema,
  },
  setCurrency: {
    auth: { kind: 'session' },
    actsFor: 'accountCode',
    summary:
      "Sets the account's reporting currency; only the brand's reportingCurrencies are accepted (422 otherwise).",
    input: z.object({ ...accountInput, currencyCode: currencyCodeSchema }).strict(),
    output: preferenceSchema,
  },
  setLanguage: {
    auth: { kind: 'session' },
    actsFor: 'accountCode',
    summary: "Sets the account's language.",
    input: z.object({ ...accountInput, language: languageSchema }).strict(),
    output: preferenceSchema,
  },
});
