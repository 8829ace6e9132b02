import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { decimalString, defineService } from '../rpc';
import {
  fundAssetClasses,
  fundCategories,
  fundDividendYieldBands,
  fundPerformancePeriods,
  fundRegions,
  riskLevels,
  type FundPerformancePeriod,
} from '../domain/fund';
import { languageSchema } from '../domain/language-schema';
import { currencyCodeSchema } from './currency';

/** A fund's id in the portal's catalogue ('F0001'). */
export const fundIdSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a fund id');

/** A market (Asia/Hong_Kong) calendar day written yyyy-mm-dd. */
export const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a day written yyyy-mm-dd');

/** The most funds a search page holds. */
export const maximumFundPageSize = 50;
export const defaultFundPageSize = 20;

/** The performance periods that measure something: every SPEC §3 period but 'none', in the same order. */
export const measuredFundPerformancePeriods = [
  '1week',
  '1months',
  '3months',
  '6months',
  '1year',
  '2years',
  '3years',
  '4years',
  '5years',
  '10years',
  'ytd',
  'sinceLaunch',
] as const satisfies readonly Exclude<FundPerformancePeriod, 'none'>[];
export type MeasuredFundPerformancePeriod = (typeof measuredFundPerformancePeriods)[number];

/** How a fund search may be ordered; ties are broken by fund id. */
export const fundSortKeys = ['name', 'latestNav', 'riskLevel', 'performance'] as const;
export type FundSortKey = (typeof fundSortKeys)[number];

const performancePercent = decimalString.nullable();

/** A fund's name in each language of SPEC §1. */
export const fundNamesSchema = z.object({ en: z.string(), 'zh-HK': z.string(), 'zh-CN': z.string() });

/** A fund as a search lists it. Decimals are strings; a performance is a percent with two decimals, or null. */
export const fundSummarySchema = z.object({
  fundId: fundIdSchema,
  /** The ISIN. */
  code: z.string(),
  names: fundNamesSchema,
  /** The fund house (manager). */
  house: z.string(),
  region: z.enum(fundRegions),
  category: z.enum(fundCategories),
  assetClass: z.enum(fundAssetClasses),
  currency: currencyCodeSchema,
  riskLevel: z.enum(riskLevels),
  professionalOnly: z.boolean(),
  suspended: z.boolean(),
  latestNav: decimalString,
  latestNavDate: calendarDaySchema,
  /** The yield in percent; null when the fund pays no dividend. */
  dividendYieldPercent: decimalString.nullable(),
  dividendYieldBand: z.enum(fundDividendYieldBands),
  /**
   * The return over the searched performance period in percent, (end NAV ÷ start NAV − 1) × 100 rounded half-up to
   * two decimals; null for the period 'none', or when the fund has no price at the period's start (younger than it).
   */
  performance: performancePercent,
});
export type FundSummary = z.infer<typeof fundSummarySchema>;

export const fundDividendSchema = z.object({
  exDate: calendarDaySchema,
  amountPerUnit: decimalString,
  currency: currencyCodeSchema,
});
export type FundDividend = z.infer<typeof fundDividendSchema>;

/** A fund with everything the detail page shows. */
export const fundDetailSchema = fundSummarySchema.omit({ performance: true }).extend({
  launchDate: calendarDaySchema,
  minimumSubscription: decimalString,
  subscriptionFeePercent: decimalString,
  redemptionFeePercent: decimalString,
  managementFeePercent: decimalString,
  /** Business days from the dealing day to the price (T+n). */
  dealingDays: z.number().int().min(0),
  /** Business days from the price to settlement (T+n). */
  settlementDays: z.number().int().min(0),
  /** Decimals of a holding's units. */
  unitDecimals: z.number().int().min(0).max(8),
  /** The fund's dividends, newest first. */
  dividends: z.array(fundDividendSchema),
  /** The return over each measured period, as in a search (null where the fund is younger than the period). */
  performance: z.object(
    Object.fromEntries(measuredFundPerformancePeriods.map((period) => [period, performancePercent])) as Record<
      MeasuredFundPerformancePeriod,
      typeof performancePercent
    >,
  ),
});
export type FundDetail = z.infer<typeof fundDetailSchema>;

export const fundSearchPageSchema = z.object({
  funds: z.array(fundSummarySchema),
  /** How many funds match the filters (all pages). */
  total: z.number().int().min(0),
  pageIndex: z.number().int().min(0),
  pageSize: z.number().int().min(1),
  hasMore: z.boolean(),
});
export type FundSearchPage = z.infer<typeof fundSearchPageSchema>;

export const fundPricePointSchema = z.object({ date: calendarDaySchema, nav: decimalString });
export type FundPricePoint = z.infer<typeof fundPricePointSchema>;

/** At most this many points in a price series; a longer period is thinned evenly, keeping its first and last day. */
export const maximumFundPricePoints = 260;

const filterList = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).default([]);

export const fundDefinitionService = defineService('fundDefinition', {
  searchFunds: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    openDuringGates: true,
    summary:
      'Funds of the catalogue matching every given filter (an empty list does not filter; within one list any value ' +
      'matches), text matching a name in any language or the code. Sorted by name (in the given language), latest ' +
      'NAV, risk level or performance over performancePeriod (funds without one last), ties by fund id; paged by ' +
      `page index, at most ${maximumFundPageSize} a page. Professional-only and suspended funds are listed too.`,
    input: z
      .object({
        regions: filterList(z.enum(fundRegions), fundRegions.length),
        categories: filterList(z.enum(fundCategories), fundCategories.length),
        assetClasses: filterList(z.enum(fundAssetClasses), fundAssetClasses.length),
        riskLevels: filterList(z.enum(riskLevels), riskLevels.length),
        currencies: filterList(currencyCodeSchema, 20),
        dividendYieldBands: filterList(z.enum(fundDividendYieldBands), fundDividendYieldBands.length),
        text: z.string().trim().min(1).max(100).optional(),
        performancePeriod: z.enum(fundPerformancePeriods).default('1year'),
        sortBy: z.enum(fundSortKeys).default('name'),
        direction: z.enum(['asc', 'desc']).default('asc'),
        language: languageSchema.default('en'),
        pageIndex: z.number().int().min(0).max(10_000).default(0),
        pageSize: z.number().int().min(1).max(maximumFundPageSize).default(defaultFundPageSize),
      })
      .strict()
      .refine((input) => input.sortBy !== 'performance' || input.performancePeriod !== 'none', {
        message: 'Sorting by performance needs a performancePeriod other than none',
        path: ['performancePeriod'],
      }),
    output: fundSearchPageSchema,
  },
  getFund: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    openDuringGates: true,
    summary: 'One fund with its fees, dealing terms, dividends and its performance over every period; 404 if none.',
    input: z.object({ fundId: fundIdSchema }).strict(),
    output: fundDetailSchema,
  },
  fundPrices: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    openDuringGates: true,
    summary:
      "A fund's NAVs over a performance period, oldest first: from the last price on or before the period's start " +
      `to the latest, thinned to at most ${maximumFundPricePoints} points (first and last kept); 404 if no such fund.`,
    input: z.object({ fundId: fundIdSchema, period: z.enum(measuredFundPerformancePeriods) }).strict(),
    output: z.object({
      fundId: fundIdSchema,
      period: z.enum(measuredFundPerformancePeriods),
      currency: currencyCodeSchema,
      points: z.array(fundPricePointSchema).max(maximumFundPricePoints),
    }),
  },
});
