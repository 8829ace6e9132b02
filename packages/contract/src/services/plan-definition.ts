import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { fundAssetClasses, fundCategories, riskLevels } from '../domain/fund';
import { languageSchema } from '../domain/language-schema';
import { fundOrderResultCatalogue } from '../domain/order/fund-order-results';
import {
  maximumPlanHorizonYears,
  minimumPlanHorizonYears,
  planBackTestPeriods,
  planGoals,
  planSortKeys,
  planStatuses,
  planThemes,
} from '../domain/plan';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundIdSchema, fundNamesSchema } from './fund-definition';

/**
 * Investment plans, the definitions (issue 27 parts 1-3; SPEC §2 Plans, §3 plan definition status, planEnabled and
 * minimumAmountMultiplyFactor, §7 plan-definition): model portfolios of funds a client can find, read (allocation,
 * back-test, fees, documents) and be matched to. Every operation needs the brand's planEnabled (404 FEATURE_OFF
 * otherwise). Clients see active plans; an inactive one still opens (a client may hold it) but cannot be subscribed;
 * draft and deleted plans answer 404. Amounts are decimal strings in the plan's currency; a plan's minimums are
 * already times the brand's minimumAmountMultiplyFactor. Weights are whole basis points summing to exactly 10 000.
 */

export const planIdSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a plan id');

export const planStatusSchema = z.enum(planStatuses);
export const planThemeSchema = z.enum(planThemes);
export const planGoalSchema = z.enum(planGoals);
export const planBackTestPeriodSchema = z.enum(planBackTestPeriods);

/** A figure a client types: a canonical plain decimal that is not negative ('0', '5000', '12.5'; never '-1', '1e3'). */
const typedAmount = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d*)(\.\d{1,2})?$/, 'Must be zero or more with at most two decimals, such as 5000 or 1250.50')
  .refine((value) => value.replace('.', '').length <= 14, 'Must be below a trillion');

/** A plan's text in each language of SPEC §1. */
export const planTextsSchema = z.object({ en: z.string(), 'zh-HK': z.string(), 'zh-CN': z.string() });

/** One fund of a plan's allocation. */
export const planAllocationItemSchema = z.object({
  fundId: fundIdSchema,
  /** The fund's ISIN. */
  fundCode: z.string(),
  names: fundNamesSchema,
  assetClass: z.enum(fundAssetClasses),
  category: z.enum(fundCategories),
  riskLevel: z.enum(riskLevels),
  currency: currencyCodeSchema,
  /** Whole basis points (2500 = 25 %); a plan's sum to exactly 10 000. */
  weightBasisPoints: z.number().int().min(1).max(10_000),
  /** The same weight as a percent with two decimals ('25.00'), exact. */
  weightPercent: decimalString,
});
export type PlanAllocationItem = z.infer<typeof planAllocationItemSchema>;

/** A plan as the search lists it. */
export const planSummarySchema = z.object({
  planId: planIdSchema,
  /** Short and stable ('HKD-BAL-01'): the notifications' code. */
  code: z.string(),
  names: planTextsSchema,
  theme: planThemeSchema,
  riskLevel: z.enum(riskLevels),
  currency: currencyCodeSchema,
  status: planStatusSchema,
  /** The smallest lump sum, times the brand's minimumAmountMultiplyFactor and rounded up to the multiple. */
  minimumLumpSum: decimalString,
  /** The smallest monthly amount, the same way. */
  minimumMonthlyAmount: decimalString,
  /** Every amount must be a whole multiple of this. */
  amountMultiple: decimalString,
  /** Weights by asset class for the small donut of a list (percent with two decimals, exact). */
  assetClassWeights: z.array(z.object({ assetClass: z.enum(fundAssetClasses), weightPercent: decimalString })),
  fundCount: z.number().int().min(1),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planFeesSchema = z.object({
  /** The plan's own yearly fee, percent of the value. */
  planFeePercentPerYear: decimalString,
  /** Charged on each amount invested (lump sum and monthly), percent. */
  subscriptionFeePercent: decimalString,
  /** The funds' management fees weighted by the allocation, percent per year, two decimals (half-up). */
  weightedFundManagementFeePercent: decimalString,
});
export type PlanFees = z.infer<typeof planFeesSchema>;

export const planDocumentKinds = ['factsheet'] as const;

export const planDocumentSchema = z.object({
  kind: z.enum(planDocumentKinds),
  language: languageSchema,
  title: z.string(),
  /** GET: the PDF, made on request in that language (a session on this brand). */
  downloadUrl: z.string(),
});
export type PlanDocument = z.infer<typeof planDocumentSchema>;

export const planDetailSchema = planSummarySchema.extend({
  descriptions: planTextsSchema,
  allocation: z.array(planAllocationItemSchema),
  /** The allocation's version: a weight change is a new version from its time on. */
  allocationVersion: z.number().int().min(1),
  allocationEffectiveFrom: instantSchema,
  fees: planFeesSchema,
  documents: z.array(planDocumentSchema),
  /** Whether a client could subscribe it now (active); their own risk level is checked when they do. */
  subscribable: z.boolean(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const maximumPlanPageSize = 50;
export const defaultPlanPageSize = 20;

export const planSearchPageSchema = z.object({
  plans: z.array(planSummarySchema),
  total: z.number().int().min(0),
  pageIndex: z.number().int().min(0),
  pageSize: z.number().int().min(1),
  hasMore: z.boolean(),
});
export type PlanSearchPage = z.infer<typeof planSearchPageSchema>;

export const planBackTestPointSchema = z.object({ date: calendarDaySchema, value: decimalString });

/** The method every back-test states (the page prints it; ADR 057). */
export const planBackTestMethodSchema = z.object({
  /** The model's value at the period's start ('10000'). */
  startValue: decimalString,
  /** Weights reset at each month's last NAV day. */
  rebalancing: z.literal('monthly'),
  /** Each fund's last NAV on or before each point; NAVs only: no fees, no dividends. */
  prices: z.literal('navOnOrBefore'),
});

export const planBackTestPeriodResultSchema = z.discriminatedUnion('available', [
  z.object({
    period: planBackTestPeriodSchema,
    available: z.literal(true),
    from: calendarDaySchema,
    to: calendarDaySchema,
    /** The model's value at the start and each month's end, oldest first, two decimals. */
    points: z.array(planBackTestPointSchema),
    /** (end ÷ start − 1) × 100, two decimals half-up. */
    totalReturnPercent: decimalString,
    /** ((end ÷ start)^(1 ÷ years) − 1) × 100, two decimals half-up. */
    annualisedReturnPercent: decimalString,
  }),
  z.object({
    period: planBackTestPeriodSchema,
    available: z.literal(false),
    /** A fund of the plan has no NAV as old as the period's start: its first NAV day. */
    reason: z.literal('notEnoughHistory'),
    firstCommonDay: calendarDaySchema.nullable(),
  }),
]);
export type PlanBackTestPeriodResult = z.infer<typeof planBackTestPeriodResultSchema>;

export const planBackTestSchema = z.object({
  planId: planIdSchema,
  currency: currencyCodeSchema,
  allocationVersion: z.number().int().min(1),
  method: planBackTestMethodSchema,
  periods: z.array(planBackTestPeriodResultSchema),
});
export type PlanBackTest = z.infer<typeof planBackTestSchema>;

/** One risk level's projection assumption (stated with every projection). */
export const planProjectionAssumptionSchema = z.object({
  riskLevel: z.enum(riskLevels),
  /** The median yearly growth, percent ('4.5'). */
  medianGrowthPercentPerYear: decimalString,
  /** The yearly volatility of the log return, percent ('9'). */
  volatilityPercentPerYear: decimalString,
});

export const planProjectionYearSchema = z.object({
  year: z.number().int().min(0),
  /** Lump sum plus the monthly amounts paid by the year's end. */
  invested: decimalString,
  p10: decimalString,
  p50: decimalString,
  p90: decimalString,
});
export type PlanProjectionYear = z.infer<typeof planProjectionYearSchema>;

/** Why a suggested plan cannot be subscribed: SPEC §8's fund order result riskLevelViolation (code 8). */
export const planRefusalSchema = z.object({
  reason: z.literal('riskLevelViolation'),
  resultCode: z.literal(fundOrderResultCatalogue.codes.riskLevelViolation),
});

export const planSuggestionSchema = z.object({
  rank: z.number().int().min(1),
  plan: planSummarySchema,
  subscribable: z.boolean(),
  refusal: planRefusalSchema.nullable(),
  assumption: planProjectionAssumptionSchema,
  /** Year 0 (today) to the horizon, one row per year. */
  projection: z.array(planProjectionYearSchema),
});
export type PlanSuggestion = z.infer<typeof planSuggestionSchema>;

export const planSuggestionsSchema = z.object({
  goal: planGoalSchema,
  horizonYears: z.number().int(),
  lumpSum: decimalString,
  monthlyAmount: decimalString,
  /** The client's level from the accounts area's risk questionnaire ('None' without one). */
  clientRiskLevel: z.enum(riskLevels),
  /** The questionnaire's expiry has passed: plans are shown, none can be subscribed until it is redone. */
  riskProfileExpired: z.boolean(),
  /** The method in words is the web's text; these are its figures: z of the 10th/90th percentile and the model. */
  method: z.object({
    model: z.literal('lognormal'),
    contributions: z.literal('monthlyAtMonthStart'),
    zOf10thAnd90th: decimalString,
  }),
  suggestions: z.array(planSuggestionSchema),
  /** Active plans left out because the amounts are below their minimums (or of another currency). */
  leftOut: z.number().int().min(0),
});
export type PlanSuggestions = z.infer<typeof planSuggestionsSchema>;

const filterList = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).default([]);

const operationBase = { auth: { kind: 'session' }, feature: brandFeatures.plans } as const;

export const planDefinitionService = defineService('planDefinition', {
  searchPlans: {
    ...operationBase,
    summary:
      'Active plans matching every given filter (an empty list does not filter): risk levels, currencies, themes, and ' +
      'plans whose minimum lump sum (or monthly amount) is at most the given amount. Sorted by name in the given ' +
      `language, risk level or a minimum, ties by code; paged by page index, at most ${maximumPlanPageSize} a page.`,
    input: z
      .object({
        riskLevels: filterList(z.enum(riskLevels), riskLevels.length),
        currencies: filterList(currencyCodeSchema, 10),
        themes: filterList(planThemeSchema, planThemes.length),
        lumpSumAtMost: typedAmount.optional(),
        monthlyAmountAtMost: typedAmount.optional(),
        sortBy: z.enum(planSortKeys).default('riskLevel'),
        direction: z.enum(['asc', 'desc']).default('asc'),
        language: languageSchema.default('en'),
        pageIndex: z.number().int().min(0).max(10_000).default(0),
        pageSize: z.number().int().min(1).max(maximumPlanPageSize).default(defaultPlanPageSize),
      })
      .strict(),
    output: planSearchPageSchema,
  },
  getPlan: {
    ...operationBase,
    summary:
      'One plan: its allocation (funds, names, weights), risk level, currency, minimums and multiple, fees and ' +
      'documents. Active or inactive plans only; 404 for a draft, deleted or unknown one.',
    input: z.object({ planId: planIdSchema }).strict(),
    output: planDetailSchema,
  },
  planBackTest: {
    ...operationBase,
    summary:
      'The model of the plan’s current allocation over 1, 3 and 5 years from its funds’ NAVs, rebalanced monthly: ' +
      'the value of 10 000 at each month’s end, the total and the annualised return. A period older than a fund’s ' +
      'first NAV is not available.',
    input: z.object({ planId: planIdSchema }).strict(),
    output: planBackTestSchema,
  },
  suggestPlans: {
    ...operationBase,
    actsFor: 'accountCode',
    summary:
      'The goal questionnaire’s answer: the active plans whose minimums the amounts meet (of the currency, if given), ' +
      'ranked — risk level nearest at or below the client’s first, then the larger headroom over the minimums — each ' +
      'with the projected 10th, 50th and 90th percentile per year of the horizon. A plan above the client’s risk ' +
      'level is listed but not subscribable (riskLevelViolation).',
    input: z
      .object({
        accountCode: accountCodeSchema,
        source: loginSourceSchema.default('gateway'),
        goal: planGoalSchema,
        horizonYears: z.number().int().min(minimumPlanHorizonYears).max(maximumPlanHorizonYears),
        lumpSum: typedAmount,
        monthlyAmount: typedAmount,
        currency: currencyCodeSchema.optional(),
      })
      .strict()
      .refine((input) => input.lumpSum !== '0' || input.monthlyAmount !== '0', {
        message: 'Enter a lump sum, a monthly amount or both',
        path: ['lumpSum'],
      }),
    output: planSuggestionsSchema,
  },
});

/** The factsheet download (a route outside the JSON contract): GET with planId and language. */
export const planFactsheetPdfPath = '/api/planDefinition/factsheet.pdf';
export const planFactsheetQuerySchema = z
  .object({ planId: planIdSchema, language: languageSchema.default('en') })
  .strict();
