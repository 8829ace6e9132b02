import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { calendarDaySchema, fundIdSchema } from './fund-definition';

/** The account an operation acts for; funds are for gateway clients (SPEC §2), the source says which login. */
const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/**
 * Documents (issue 6, SPEC §3 document kinds): a fund's fact sheet and prospectus (generated at seed time), and an
 * account's daily and monthly statements (generated from the ledger for their period) and other documents. Each
 * listed document carries the URL its PDF is downloaded from (a GET the server answers with application/pdf for
 * the signed-in caller who may act for the account), so no path is written twice.
 */

export const fundDocumentKinds = ['factSheet', 'prospectus'] as const;
export type FundDocumentKind = (typeof fundDocumentKinds)[number];

/** SPEC §3 document kinds. */
export const accountDocumentKinds = ['dailyStatement', 'monthlyStatement', 'other'] as const;
export type AccountDocumentKind = (typeof accountDocumentKinds)[number];

export const documentIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Not a document id');

export const fundDocumentSchema = z.object({
  documentId: documentIdSchema,
  fundId: fundIdSchema,
  kind: z.enum(fundDocumentKinds),
  /** The file name, such as 'F0001-fact-sheet.pdf'. */
  name: z.string(),
  /** The day the document is dated. */
  date: calendarDaySchema,
  url: z.string(),
  sizeBytes: z.number().int().min(0),
});
export type FundDocument = z.infer<typeof fundDocumentSchema>;

export const accountDocumentSchema = z.object({
  documentId: documentIdSchema,
  accountCode: z.string(),
  kind: z.enum(accountDocumentKinds),
  name: z.string(),
  /** The statement's day (daily) or the month's last day (monthly); the issue day for others. */
  date: calendarDaySchema,
  /** The period a statement covers. */
  periodStart: calendarDaySchema.nullable(),
  periodEnd: calendarDaySchema.nullable(),
  createdAt: instantSchema,
  url: z.string(),
});
export type AccountDocument = z.infer<typeof accountDocumentSchema>;

export const fundDocumentService = defineService('fundDocument', {
  fundDocuments: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    openDuringGates: true,
    summary: "A fund's documents (fact sheet, prospectus), newest first; 404 unknown fund.",
    input: z.object({ fundId: fundIdSchema }).strict(),
    output: z.object({ documents: z.array(fundDocumentSchema) }),
  },
  accountDocuments: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary:
      "The account's statements and other documents, newest first, filtered by kind and by date (inclusive market days).",
    input: z
      .object({
        ...accountKeyShape,
        kinds: z.array(z.enum(accountDocumentKinds)).max(accountDocumentKinds.length).default([]),
        fromDate: calendarDaySchema.optional(),
        toDate: calendarDaySchema.optional(),
      })
      .strict(),
    output: z.object({ documents: z.array(accountDocumentSchema) }),
  },
});
