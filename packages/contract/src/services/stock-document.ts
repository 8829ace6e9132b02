import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { defineService } from '../rpc';
import { accountCodeSchema, loginSourceSchema } from './account';
import { calendarDaySchema } from './fund-definition';
import { accountDocumentSchema } from './fund-document';

/**
 * Stock trade documents (issue 15, SPEC §2 Stocks "document", §3 document kinds): an account's daily contract note
 * (kind dailyStatement) for each market day with fills, and its monthly statement (kind monthlyStatement) for each
 * past month with activity in the stock area. Made from the fills and the ledger when downloaded, in the client's
 * language (ADR 024); each listed document carries the URL of its PDF (a GET answered only to a caller who may act
 * for the account; 404 to anyone else).
 */

export const stockDocumentKinds = ['dailyStatement', 'monthlyStatement'] as const;
export type StockDocumentKind = (typeof stockDocumentKinds)[number];

export const stockDocumentService = defineService('stockDocument', {
  stockDocuments: {
    auth: { kind: 'session' },
    feature: brandFeatures.stockDocuments,
    actsFor: 'accountCode',
    summary:
      "The account's stock contract notes (daily) and statements (monthly), newest first, filtered by kind and by " +
      'date (inclusive days).',
    input: z
      .object({
        accountCode: accountCodeSchema,
        source: loginSourceSchema.default('gateway'),
        kinds: z.array(z.enum(stockDocumentKinds)).max(stockDocumentKinds.length).default([]),
        fromDate: calendarDaySchema.optional(),
        toDate: calendarDaySchema.optional(),
      })
      .strict(),
    output: z.object({ documents: z.array(accountDocumentSchema) }),
  },
});
