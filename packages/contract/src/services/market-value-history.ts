import { z } from 'zod';
import { assetCategories } from '../domain/asset-holding';
import { brandFeatures } from '../domain/brand-features';
import { fundPerformancePeriods, riskLevels } from '../domain/fund';
import { languageSchema } from '../domain/language-schema';
import { csvExportSchema, decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundNamesSchema } from './fund-definition';

/*
 * The one portfolio across everything the client holds (issue 26 part 2, SPEC §2 /assets/portfolio, §7
 * market-value-history) and the client's named portfolios (part 3, /portfolios/detail/{key}). Values in the reporting
 * currency (one of the brand's reportingCurrencies) at the FX rates of the rate time; decimals are strings.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/** SPEC §3's asset categories: the one list the other assets use too (domain/asset-holding). */
export const portfolioAssetCategories = assetCategories;
export type PortfolioAssetCategory = (typeof portfolioAssetCategories)[number];

/** Where a holding comes from: the area that values it. */
export const portfolioHoldingAreas = ['fund', 'stock', 'crypto', 'cash', 'other'] as const;
export type PortfolioHoldingArea = (typeof portfolioHoldingAreas)[number];

/** The periods of SPEC §3: the fund performance periods without 'none' (sinceLaunch: since the first holding). */
export const [, ...portfolioReturnPeriods] = fundPerformancePeriods;
export type PortfolioReturnPeriod = (typeof portfolioReturnPeriods)[number];

export const portfolioHoldingSchema = z.object({
  /** Stable across days: `fund:F0001`, `stock:HKEX:00700`, `crypto:BTC`, `cash:HKD`, `other:<id>`. */
  holdingId: z.string(),
  area: z.enum(portfolioHoldingAreas),
  names: fundNamesSchema,
  category: z.enum(portfolioAssetCategories),
  /** An exchange code, a fund region, `virtualAssets`, `cash` or `other`. */
  market: z.string(),
  riskLevel: z.enum(riskLevels),
  currency: currencyCodeSchema,
  /** Units, shares, coins, or the cash amount. */
  quantity: decimalString,
  /** In the holding's own currency. */
  value: decimalString,
  /** In the reporting currency, as the holding's own area values it. */
  valueReporting: decimalString,
  valuedAt: instantSchema,
});
export type PortfolioHolding = z.infer<typeof portfolioHoldingSchema>;

export const portfolioSliceSchema = z.object({ key: z.string(), value: decimalString, percent: decimalString });
export type PortfolioSlice = z.infer<typeof portfolioSliceSchema>;

export const portfolioAllocationSchema = z.object({
  byCategory: z.array(portfolioSliceSchema),
  byCurrency: z.array(portfolioSliceSchema),
  byMarket: z.array(portfolioSliceSchema),
  byRiskLevel: z.array(portfolioSliceSchema),
});

export const netWorthSchema = z.object({
  reportingCurrency: currencyCodeSchema,
  asOf: instantSchema,
  /** The FX rate feed's time the values were converted at (ADR 034). */
  rateTime: instantSchema,
  netWorth: decimalString,
  /** Largest value first. */
  holdings: z.array(portfolioHoldingSchema),
  allocation: portfolioAllocationSchema,
});
export type NetWorth = z.infer<typeof netWorthSchema>;

export const returnsSchema = z.object({
  period: z.enum(portfolioReturnPeriods),
  from: calendarDaySchema.nullable(),
  to: calendarDaySchema,
  /** Time-weighted return over the period in percent, two decimals; null without capital at risk. */
  timeWeighted: decimalString.nullable(),
  /** Money-weighted return (IRR over the period, not annualised) in percent, two decimals. */
  moneyWeighted: decimalString.nullable(),
  /** The Modified Dietz return in percent: the money-weighted return's cross-check. */
  modifiedDietz: decimalString.nullable(),
});
export type PortfolioReturns = z.infer<typeof returnsSchema>;

export const maximumNetWorthHistoryPoints = 400;

export const netWorthHistorySchema = z.object({
  reportingCurrency: currencyCodeSchema,
  returns: returnsSchema,
  /** Oldest first, thinned to at most maximumNetWorthHistoryPoints (first and last kept). */
  points: z
    .array(
      z.object({
        date: calendarDaySchema,
        value: decimalString,
        /** External flows of the day (deposits in, withdrawals out). */
        flow: decimalString,
        /** The time-weighted return from the period's start to this day, in percent. */
        cumulativeReturn: decimalString,
      }),
    )
    .max(maximumNetWorthHistoryPoints),
});
export type NetWorthHistory = z.infer<typeof netWorthHistorySchema>;

export const namedPortfolioKeySchema = z.string().regex(/^[a-z0-9]{8,24}$/, 'Not a portfolio key.');
export const namedPortfolioNameSchema = z.string().trim().min(1, 'A name is required.').max(60);
export const maximumNamedPortfolios = 20;

export const targetAllocationSchema = z
  .array(
    z.object({
      category: z.enum(portfolioAssetCategories),
      percent: decimalString.refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value), 'Up to two decimals.'),
    }),
  )
  .max(portfolioAssetCategories.length)
  .superRefine((targets, context) => {
    if (targets.length === 0) return;
    // Hundredths in integers: the sum of two-decimal percents is exact.
    const hundredths = targets.reduce((sum, target) => {
      const [whole = '0', fraction = ''] = target.percent.split('.');
      return sum + Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }, 0);
    if (hundredths !== 10_000) {
      context.addIssue({ code: 'custom', message: 'The targets must add up to 100%.', path: [] });
    }
    const seen = new Set(targets.map((target) => target.category));
    if (seen.size !== targets.length) {
      context.addIssue({ code: 'custom', message: 'A category is listed twice.', path: [] });
    }
  });
export type TargetAllocation = z.infer<typeof targetAllocationSchema>;

export const namedPortfolioSummarySchema = z.object({
  key: namedPortfolioKeySchema,
  name: z.string(),
  holdingIds: z.array(z.string()),
  createdAt: instantSchema,
});
export type NamedPortfolioSummary = z.infer<typeof namedPortfolioSummarySchema>;

export const namedPortfolioDetailSchema = namedPortfolioSummarySchema.extend({
  reportingCurrency: currencyCodeSchema,
  rateTime: instantSchema,
  value: decimalString,
  holdings: z.array(portfolioHoldingSchema),
  allocation: portfolioAllocationSchema,
  /** The target, and per category target − actual share (percentage points; positive: under target). */
  target: z.array(z.object({ category: z.enum(portfolioAssetCategories), percent: decimalString })),
  drift: z.array(
    z.object({
      category: z.enum(portfolioAssetCategories),
      targetPercent: decimalString,
      actualPercent: decimalString,
      driftPercent: decimalString,
    }),
  ),
  returns: returnsSchema,
});
export type NamedPortfolioDetail = z.infer<typeof namedPortfolioDetailSchema>;

const reportingCurrencyInput = currencyCodeSchema.optional();
const namedPortfolioOperation = {
  auth: { kind: 'session' },
  feature: brandFeatures.namedPortfolios,
  actsFor: 'accountCode',
} as const;

export const marketValueHistoryService = defineService('marketValueHistory', {
  netWorth: {
    auth: { kind: 'session' },
    feature: brandFeatures.assets,
    actsFor: 'accountCode',
    summary:
      'Everything the account holds (funds, stocks, virtual assets, cash, other assets), each valued by its own area, ' +
      'in the reporting currency at the FX rates of the rate time, with the allocation by category, currency, market ' +
      'and risk level.',
    input: z.object({ ...accountKeyShape, reportingCurrency: reportingCurrencyInput }).strict(),
    output: netWorthSchema,
  },
  netWorthHistory: {
    auth: { kind: 'session' },
    feature: brandFeatures.assets,
    actsFor: 'accountCode',
    summary:
      "The account's net worth on each day of a period from the daily snapshots, with the external flows, the " +
      'time-weighted and money-weighted returns (and the Modified Dietz cross-check) over the period.',
    input: z
      .object({
        ...accountKeyShape,
        period: z.enum(portfolioReturnPeriods).default('1year'),
        reportingCurrency: reportingCurrencyInput,
      })
      .strict(),
    output: netWorthHistorySchema,
  },
  exportPortfolioHoldings: {
    auth: { kind: 'session' },
    feature: brandFeatures.assets,
    actsFor: 'accountCode',
    summary: 'The holdings of netWorth as a CSV file (UTF-8 with a byte-order mark, headers in the given language).',
    input: z
      .object({ ...accountKeyShape, reportingCurrency: reportingCurrencyInput, language: languageSchema.default('en') })
      .strict(),
    output: csvExportSchema,
  },
  exportNetWorthHistory: {
    auth: { kind: 'session' },
    feature: brandFeatures.assets,
    actsFor: 'accountCode',
    summary: 'The net worth history of a period as a CSV file (every day, not thinned).',
    input: z
      .object({
        ...accountKeyShape,
        period: z.enum(portfolioReturnPeriods).default('1year'),
        reportingCurrency: reportingCurrencyInput,
        language: languageSchema.default('en'),
      })
      .strict(),
    output: csvExportSchema,
  },
  listNamedPortfolios: {
    ...namedPortfolioOperation,
    summary: "The account's named portfolios, oldest first.",
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ portfolios: z.array(namedPortfolioSummarySchema) }),
  },
  createNamedPortfolio: {
    ...namedPortfolioOperation,
    summary: `Creates a named portfolio (at most ${maximumNamedPortfolios}; 409 beyond, or for a name it has already).`,
    input: z.object({ ...accountKeyShape, name: namedPortfolioNameSchema }).strict(),
    output: namedPortfolioSummarySchema,
  },
  renameNamedPortfolio: {
    ...namedPortfolioOperation,
    summary: 'Renames a named portfolio of the account (404 when the account has no portfolio of that key).',
    input: z.object({ ...accountKeyShape, key: namedPortfolioKeySchema, name: namedPortfolioNameSchema }).strict(),
    output: namedPortfolioSummarySchema,
  },
  deleteNamedPortfolio: {
    ...namedPortfolioOperation,
    summary: 'Deletes a named portfolio of the account; the holdings stay where they are.',
    input: z.object({ ...accountKeyShape, key: namedPortfolioKeySchema }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  assignNamedPortfolioHoldings: {
    ...namedPortfolioOperation,
    summary: "Sets the holdings a named portfolio groups (ids of the account's own holdings only; 400 for another).",
    input: z
      .object({ ...accountKeyShape, key: namedPortfolioKeySchema, holdingIds: z.array(z.string().max(80)).max(200) })
      .strict(),
    output: namedPortfolioSummarySchema,
  },
  setNamedPortfolioTarget: {
    ...namedPortfolioOperation,
    summary:
      'Sets the target allocation by category; the percents must add up to 100 (400 with a field error otherwise, ' +
      'and nothing changes). An empty list clears the target.',
    input: z.object({ ...accountKeyShape, key: namedPortfolioKeySchema, target: targetAllocationSchema }).strict(),
    output: namedPortfolioSummarySchema,
  },
  namedPortfolioDetail: {
    ...namedPortfolioOperation,
    summary:
      'A named portfolio valued now: its holdings, value, allocation, target and drift, and its returns over a period.',
    input: z
      .object({
        ...accountKeyShape,
        key: namedPortfolioKeySchema,
        period: z.enum(portfolioReturnPeriods).default('1year'),
        reportingCurrency: reportingCurrencyInput,
      })
      .strict(),
    output: namedPortfolioDetailSchema,
  },
});

/**
 * The one portfolio's summary as a PDF in the client's language (issue 26 part 2): not a JSON operation but a download,
 * GET with this query, under the same checks as netWorth (a session acting for the account; 404 FEATURE_OFF without
 * assets).
 */
export const portfolioSummaryPdfPath = '/api/marketValueHistory/portfolioSummary.pdf';
export const portfolioSummaryQuerySchema = z
  .object({ ...accountKeyShape, reportingCurrency: reportingCurrencyInput })
  .strict();
export type PortfolioSummaryQuery = z.input<typeof portfolioSummaryQuerySchema>;
