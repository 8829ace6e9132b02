import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import {
  isValidTin,
  maximumTinLength,
  noTinReasons,
  taxCountryCodes,
  tinRules,
} from '../domain/accounts/tax-residence';
import { defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { calendarDaySchema } from './fund-definition';

/**
 * Tax residency self-certification (issue 17 part 3, ADR 039; SPEC §2 /accounts/taxStatus, §3 taxStatusEditable):
 * the CRS countries of tax residence, each with its TIN (format-checked for HK, US, CN, GB, SG, AU and CA) or a CRS
 * reason for none (A, B with an explanation, C); the FATCA answer (a US person: W-9, else W-8BEN); the client's
 * declaration, dated by the server. Only the client's own session certifies, and only where the brand lets clients
 * edit it; elsewhere the page shows it read-only. A TIN in the wrong format is a 400 field error and nothing changes.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

export const maximumTaxResidences = 5;

export const taxResidenceSchema = z
  .object({
    country: z
      .string()
      .max(2)
      .refine((code) => taxCountryCodes.includes(code), 'Choose a country from the list'),
    /** The TIN; absent or empty when a reason for none is given. */
    tin: z.string().max(maximumTinLength).optional(),
    noTinReason: z.enum(noTinReasons).optional(),
    /** Why the holder cannot obtain a TIN (reason B). */
    noTinExplanation: z.string().trim().max(200).optional(),
  })
  .strict()
  .superRefine((value, context) => {
    const tin = value.tin?.trim() ?? '';
    if (tin === '' && value.noTinReason === undefined) {
      context.addIssue({ code: 'custom', path: ['tin'], message: 'Enter the TIN, or the reason there is none' });
    }
    if (tin !== '' && value.noTinReason !== undefined) {
      context.addIssue({ code: 'custom', path: ['noTinReason'], message: 'Give a TIN or a reason, not both' });
    }
    if (tin !== '' && !isValidTin(value.country, tin)) {
      context.addIssue({
        code: 'custom',
        path: ['tin'],
        message:
          tinRules[value.country] === undefined
            ? 'A TIN is letters and digits'
            : `Not a valid TIN format for ${value.country}`,
      });
    }
    if (value.noTinReason === 'B' && (value.noTinExplanation ?? '').length < 2) {
      context.addIssue({
        code: 'custom',
        path: ['noTinExplanation'],
        message: 'Explain why you cannot obtain a TIN',
      });
    }
  });
export type TaxResidenceInput = z.input<typeof taxResidenceSchema>;

export const taxStatusViewSchema = z.object({
  residences: z.array(
    z.object({
      country: z.string(),
      tin: z.string().nullable(),
      noTinReason: z.enum(noTinReasons).nullable(),
      noTinExplanation: z.string().nullable(),
    }),
  ),
  usPerson: z.boolean(),
  fatcaForm: z.enum(['W-9', 'W-8BEN']),
  /** The name the client signed with. */
  signatureName: z.string(),
  /** The Hong Kong day the declaration was signed (the server's clock). */
  declarationDate: calendarDaySchema,
  declaredAt: instantSchema,
});
export type TaxStatusView = z.infer<typeof taxStatusViewSchema>;

export const accountTaxService = defineService('accountTax', {
  taxStatus: {
    auth: { kind: 'session' },
    feature: brandFeatures.accounts,
    actsFor: 'accountCode',
    summary:
      "The account's tax self-certification (null before the first one) and whether this brand and session may change it.",
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({
      taxStatus: taxStatusViewSchema.nullable(),
      /** taxStatusEditable. */
      editable: z.boolean(),
      /** The client's own session (not an advisor's, nor an advisee session). */
      mayChange: z.boolean(),
      accountName: z.string(),
    }),
  },
  certifyTaxStatus: {
    auth: { kind: 'session' },
    feature: brandFeatures.taxStatusChanges,
    actsFor: 'ownAccountCode',
    summary:
      'Replaces the self-certification: 1 to 5 countries (each once), each with a valid TIN or a CRS reason; the US ' +
      'person answer (a US residence needs it and a US TIN); the declaration, dated now.',
    input: z
      .object({
        ...accountKeyShape,
        residences: z.array(taxResidenceSchema).min(1).max(maximumTaxResidences),
        usPerson: z.boolean(),
        declarationAccepted: z.literal(true),
        signatureName: z.string().trim().min(2).max(140),
      })
      .strict()
      .superRefine((value, context) => {
        const seen = new Set<string>();
        value.residences.forEach((residence, index) => {
          if (seen.has(residence.country)) {
            context.addIssue({
              code: 'custom',
              path: ['residences', index, 'country'],
              message: 'Each country once',
            });
          }
          seen.add(residence.country);
        });
        const us = value.residences.findIndex((residence) => residence.country === 'US');
        if (us >= 0 && !value.usPerson) {
          context.addIssue({
            code: 'custom',
            path: ['usPerson'],
            message: 'A US tax resident is a US person (FATCA)',
          });
        }
        if (value.usPerson && (us < 0 || (value.residences[us]?.tin ?? '').trim() === '')) {
          context.addIssue({
            code: 'custom',
            path: ['usPerson'],
            message: 'A US person lists the United States with an SSN or ITIN (form W-9)',
          });
        }
      }),
    output: z.object({ taxStatus: taxStatusViewSchema }),
  },
});
