import { z } from 'zod';
import { brandCurrencies } from '../brands/brand';
import { brandFeatures } from '../domain/brand-features';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { depositRequestSchema } from './cash-deposit';

/**
 * eDDA (issue 16 part 4; SPEC §2 Cashes with eDDA, §4 EDDA statuses, §8 ERR100-ERR106): a direct debit authorisation
 * with a bank (the eDDA agreement accepted first), moved by the bank (a simulated adapter on the server clock) from
 * pending through submitted and completing to completed, or rejected or errored; deleted by the client. Against a
 * completed one, an instant deposit by direct debit: a deposit request (method edda) accepted and credited at once. A
 * refusal answers 422 with `code` the result's name of `domain/order/edda-results` and `details: { result, resultCode }`.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/** SPEC §4 EDDA statuses: the letter the back end uses for each name. */
export const eddaStatusCodes = {
  pending: 'P',
  submitted: 'S',
  completing: 'C',
  completed: 'A',
  rejected: 'R',
  errored: 'E',
  deleted: 'D',
} as const;
export const eddaStatusNames = [
  'pending',
  'submitted',
  'completing',
  'completed',
  'rejected',
  'errored',
  'deleted',
] as const;
export type EddaStatusName = (typeof eddaStatusNames)[number];
export type EddaStatusCode = (typeof eddaStatusCodes)[EddaStatusName];

export const ddaReferenceSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a direct debit authorisation reference');

/** The largest per-debit limit an authorisation may have, in its currency. */
export const maximumEddaDebitLimit = '1000000';

const localisedTextSchema = z.object({ en: z.string(), 'zh-HK': z.string(), 'zh-CN': z.string() });

export const eddaBankSchema = z.object({ bankCode: z.string(), name: localisedTextSchema });
export type EddaBank = z.infer<typeof eddaBankSchema>;

export const eddaAuthorisationSchema = z.object({
  ddaReference: ddaReferenceSchema,
  clientReference: z.string(),
  bankCode: z.string(),
  bankName: localisedTextSchema,
  /** The account number with all but its last four digits masked. */
  accountNumber: z.string(),
  accountHolderName: z.string(),
  currency: z.enum(brandCurrencies),
  /** The most one direct debit may take, in the currency. */
  debitLimit: decimalString,
  status: z.enum(eddaStatusNames),
  statusCode: z.enum(Object.values(eddaStatusCodes) as [EddaStatusCode, ...EddaStatusCode[]]),
  /** Why the bank rejected or errored it. */
  reason: z.string().nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  deletable: z.boolean(),
});
export type EddaAuthorisation = z.infer<typeof eddaAuthorisationSchema>;

export const cashEddaService = defineService('cashEdda', {
  eddaOverview: {
    auth: { kind: 'session' },
    feature: brandFeatures.edda,
    actsFor: 'accountCode',
    summary:
      "The banks that take eDDA, the brand's cash currencies with the account's available balance, the largest " +
      "per-debit limit, and the account's authorisations (newest first).",
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({
      banks: z.array(eddaBankSchema),
      currencies: z.array(
        z.object({
          currency: z.enum(brandCurrencies),
          precision: z.number().int().nonnegative(),
          available: decimalString,
        }),
      ),
      maximumDebitLimit: decimalString,
      authorisations: z.array(eddaAuthorisationSchema),
    }),
  },
  setUpEdda: {
    auth: { kind: 'session' },
    feature: brandFeatures.edda,
    actsFor: 'ownAccountCode',
    summary:
      'Asks the bank for a direct debit authorisation (pending); the eDDA agreement must be accepted ' +
      '(agreementNotAccepted ERR100). A retried client reference answers the first.',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        bankCode: z.string().max(8),
        accountNumber: z.string().max(32),
        accountHolderName: z.string().trim().max(100),
        currency: z.string().max(8),
        debitLimit: z.string().max(40),
        agreementAccepted: z.boolean(),
      })
      .strict(),
    output: z.object({ authorisation: eddaAuthorisationSchema, replayed: z.boolean() }),
  },
  deleteEdda: {
    auth: { kind: 'session' },
    feature: brandFeatures.edda,
    actsFor: 'ownAccountCode',
    summary: 'Deletes an authorisation (D); authorisationNotFound (ERR101) or notDeletable (ERR104).',
    input: z.object({ ...accountKeyShape, ddaReference: ddaReferenceSchema }).strict(),
    output: z.object({ authorisation: eddaAuthorisationSchema }),
  },
  eddaDeposit: {
    auth: { kind: 'session' },
    feature: brandFeatures.edda,
    actsFor: 'accountCode',
    summary:
      'An instant deposit by direct debit against a completed authorisation, up to its per-debit limit: a deposit ' +
      'request (method edda) accepted and credited at once. A retried client reference answers the first.',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        ddaReference: ddaReferenceSchema,
        amount: z.string().max(40),
      })
      .strict(),
    output: z.object({ request: depositRequestSchema, replayed: z.boolean() }),
  },
});
