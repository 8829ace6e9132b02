import { z } from 'zod';
import {
  attentionReasonKinds,
  bookEventKinds,
  bookInstrumentSorts,
  defaultBookPageSize,
  defaultRecentOrders,
  maximumBookChartPoints,
  maximumBookPageSize,
  maximumRecentOrders,
  maximumUpcomingEvents,
} from '../domain/advisor-book';
import { brandFeatures } from '../domain/brand-features';
import { riskLevels } from '../domain/fund';
import { languageSchema } from '../domain/language-schema';
import { rankOf } from '../domain/roles';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundNamesSchema } from './fund-definition';
import {
  portfolioAssetCategories,
  portfolioHoldingAreas,
  portfolioReturnPeriods,
  portfolioSliceSchema,
} from './market-value-history';

/*
 * The advisor's book (issue 28 parts 1, 4 and 5; SPEC §2 Advisor area: dashboard, holdingsDashboard; §3 Linkage,
 * managerEnabled; §6 ranks). Every operation needs advisor rank and the advisor desk (advisorEnabled: 404 FEATURE_OFF
 * elsewhere), and reads the caller's book only: an advisor's own clients on the advisor's own source, or, for a
 * manager (managerEnabled), the clients of the advisors under them, narrowed to one of them by `advisorCode` (404 for
 * an advisor outside the manager's view, or another advisor's code). A session opened as an advisee, a plain client
 * and an admin are refused (403). Values are in the brand's first reporting currency, from each client's holdings at
 * their latest valuation (the wealth area's positions) and the daily net worth snapshots.
 */

/** A manager's advisor filter: one of the advisors under them (an advisor may name only itself). */
const bookFilterShape = { advisorCode: accountCodeSchema.optional() };

const deskOperation = {
  auth: { kind: 'rank', minimumRank: rankOf.advisor },
  feature: brandFeatures.advisorDesk,
} as const;

/** A client of the book as its rows name them, with the advisor whose book they are in. */
export const bookClientSchema = z.object({
  accountCode: z.string(),
  source: loginSourceSchema,
  displayName: z.string(),
  advisorCode: z.string(),
  advisorName: z.string(),
});
export type BookClient = z.infer<typeof bookClientSchema>;

/** A client's place in a keyset-paged list: the code and source of the last row of the page before. */
export const bookClientKeySchema = z.object({ accountCode: accountCodeSchema, source: loginSourceSchema }).strict();
export type BookClientKey = z.infer<typeof bookClientKeySchema>;

const pageSizeSchema = z.number().int().min(1).max(maximumBookPageSize).default(defaultBookPageSize);

export const bookAdvisorSchema = z.object({
  accountCode: z.string(),
  source: loginSourceSchema,
  displayName: z.string(),
  clients: z.number().int().nonnegative(),
  assetsUnderAdvice: decimalString,
});
export type BookAdvisor = z.infer<typeof bookAdvisorSchema>;

export const bookAdvisorsSchema = z.object({
  viewerRole: z.enum(['advisor', 'manager']),
  reportingCurrency: currencyCodeSchema,
  advisors: z.array(bookAdvisorSchema),
});
export type BookAdvisors = z.infer<typeof bookAdvisorsSchema>;

export const bookPeriodSchema = z.object({
  period: z.enum(portfolioReturnPeriods),
  /** The period's first day: the book's value then is each client's latest snapshot on or before it. */
  from: calendarDaySchema,
  startValue: decimalString,
  /** Assets under advice now less the value at the start. */
  change: decimalString,
  /** The change in percent of the start value, two decimals; null when the book held nothing at the start. */
  changePercent: decimalString.nullable(),
  /** Deposits less withdrawals (and transfers of other assets) after the first day, from the snapshots' flows. */
  netNewMoney: decimalString,
  /** The change that is not new money: what the markets did (change less net new money). */
  marketMovement: decimalString,
});
export type BookPeriod = z.infer<typeof bookPeriodSchema>;

export const bookSummarySchema = z.object({
  reportingCurrency: currencyCodeSchema,
  /** The brand's market day the periods end on. */
  today: calendarDaySchema,
  clients: z.number().int().nonnegative(),
  /** The sum of every client's holdings at their latest valuation. */
  assetsUnderAdvice: decimalString,
  /** The oldest and the newest valuation among the book's holdings (null: nothing valued yet). */
  valuedFrom: instantSchema.nullable(),
  valuedTo: instantSchema.nullable(),
  periods: z.array(bookPeriodSchema),
  chart: z.object({
    period: z.enum(portfolioReturnPeriods),
    /** Oldest first: the book's value at each month's end (months further apart over long periods), then today. */
    points: z.array(z.object({ date: calendarDaySchema, value: decimalString })).max(maximumBookChartPoints + 1),
  }),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

const namesSchema = fundNamesSchema;

/** Why a client is on the attention list, with what the advisor needs to see about it. */
export const attentionReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('questionnaireExpired'), expiresAt: instantSchema }),
  z.object({
    kind: z.literal('questionnaireExpiring'),
    expiresAt: instantSchema,
    daysLeft: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('passwordForced') }),
  z.object({
    kind: z.literal('ordersPending'),
    fund: z.number().int().nonnegative(),
    stock: z.number().int().nonnegative(),
    crypto: z.number().int().nonnegative(),
  }),
  z.object({
    kind: z.literal('largeIdleCash'),
    cash: decimalString,
    assets: decimalString,
    sharePercent: decimalString,
  }),
  z.object({
    kind: z.literal('concentration'),
    holdingId: z.string(),
    names: namesSchema,
    value: decimalString,
    sharePercent: decimalString,
  }),
  z.object({ kind: z.literal('noRecentLogin'), lastLoginAt: instantSchema.nullable() }),
  z.object({
    kind: z.literal('planInvestmentSkipped'),
    subscriptionId: z.string(),
    planId: z.string(),
    month: z.string(),
    outcome: z.enum(['skippedShortOfCash', 'skippedNotPlaced']),
  }),
]);
export type AttentionReason = z.infer<typeof attentionReasonSchema>;

export const attentionThresholdsSchema = z.object({
  questionnaireExpiringWithinDays: z.number().int(),
  idleCashAbovePercent: decimalString,
  idleCashAboveAmount: decimalString,
  concentrationAbovePercent: decimalString,
  noLoginForDays: z.number().int(),
  skippedInvestmentWithinDays: z.number().int(),
});

export const bookAttentionSchema = z.object({
  reportingCurrency: currencyCodeSchema,
  /** The rules applied (domain/advisor-book attentionThresholds), stated on the page. */
  thresholds: attentionThresholdsSchema,
  /** Clients needing attention in all (for the reason asked, if one was). */
  total: z.number().int().nonnegative(),
  /** Clients with each reason, in the whole book. */
  counts: z.record(z.enum(attentionReasonKinds), z.number().int().nonnegative()),
  /** By account code. */
  clients: z.array(bookClientSchema.extend({ reasons: z.array(attentionReasonSchema).min(1) })),
  /** Where the next page starts; null on the last page. */
  nextAfter: bookClientKeySchema.nullable(),
});
export type BookAttention = z.infer<typeof bookAttentionSchema>;
export type AttentionClient = BookAttention['clients'][number];

export const bookOrderSchema = z.object({
  area: z.enum(['fund', 'stock', 'crypto']),
  orderId: z.string(),
  client: bookClientSchema,
  placedAt: instantSchema,
  /**
   * Who placed it, as the order's own area records it: the client, or an advisor for them (`placedByAdvisorCode`);
   * null where the area keeps no record of it (fund orders).
   */
  placedBy: z.enum(['client', 'advisor']).nullable(),
  placedByAdvisorCode: z.string().nullable(),
  /** `fund:F0001`, `stock:HKEX-00700`, `crypto:BTC`. */
  instrumentId: z.string(),
  names: namesSchema,
  side: z.enum(['buy', 'sell']),
  /** Cash asked for or paid (subscriptions by amount, crypto orders by amount), in `currency`; null when by quantity. */
  amount: decimalString.nullable(),
  quantity: decimalString.nullable(),
  currency: currencyCodeSchema,
  /** The order's status in its area's words (SPEC §4). */
  status: z.string(),
  /** Still open: not yet settled, filled, cancelled or refused. */
  open: z.boolean(),
});
export type BookOrder = z.infer<typeof bookOrderSchema>;

export const bookUpcomingEventSchema = z.object({
  kind: z.enum(bookEventKinds),
  /** The brand's market day it falls on. */
  date: calendarDaySchema,
  /** The exact moment, where there is one (an IPO's closing time). */
  at: instantSchema.nullable(),
  /** The IPO offering, corporate action or plan subscription. */
  subjectId: z.string(),
  /** The stock, or the plan. */
  names: namesSchema,
  /** The book's clients it concerns: applicants of an IPO, holders entitled to elect, the plan's subscriber. */
  clients: z.number().int().nonnegative(),
  /** The one client, for a plan investment day. */
  client: bookClientSchema.nullable(),
  /** A plan investment's monthly amount. */
  amount: decimalString.nullable(),
  currency: currencyCodeSchema.nullable(),
});
export type BookUpcomingEvent = z.infer<typeof bookUpcomingEventSchema>;

export const bookInstrumentSchema = z.object({
  holdingId: z.string(),
  area: z.enum(portfolioHoldingAreas),
  category: z.enum(portfolioAssetCategories),
  riskLevel: z.enum(riskLevels),
  currency: currencyCodeSchema,
  names: namesSchema,
  /** Held by the book's clients together. */
  quantity: decimalString,
  /** In the instrument's own currency. */
  value: decimalString,
  valueReporting: decimalString,
  holders: z.number().int().nonnegative(),
  /** Share of the book's assets, percent with two decimals. */
  sharePercent: decimalString,
});
export type BookInstrument = z.infer<typeof bookInstrumentSchema>;

export const bookHoldingsSchema = z.object({
  reportingCurrency: currencyCodeSchema,
  total: decimalString,
  /** Clients with anything valued. */
  holders: z.number().int().nonnegative(),
  valuedFrom: instantSchema.nullable(),
  valuedTo: instantSchema.nullable(),
  byArea: z.array(portfolioSliceSchema),
  byCategory: z.array(portfolioSliceSchema),
  byCurrency: z.array(portfolioSliceSchema),
  byRiskLevel: z.array(portfolioSliceSchema),
  instruments: z.object({
    total: z.number().int().nonnegative(),
    pageIndex: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
    rows: z.array(bookInstrumentSchema),
  }),
});
export type BookHoldings = z.infer<typeof bookHoldingsSchema>;

export const bookHolderSchema = z.object({
  client: bookClientSchema,
  quantity: decimalString,
  /** In the instrument's own currency. */
  value: decimalString,
  currency: currencyCodeSchema,
  valueReporting: decimalString,
  /** The client's whole portfolio at its latest valuation, and the holding's share of it (percent, two decimals). */
  portfolioValue: decimalString,
  sharePercent: decimalString,
  valuedAt: instantSchema,
});
export type BookHolder = z.infer<typeof bookHolderSchema>;

export const bookHoldersSchema = z.object({
  holdingId: z.string(),
  reportingCurrency: currencyCodeSchema,
  /** Every holder in the book (all pages). */
  total: z.number().int().nonnegative(),
  /** By account code. */
  holders: z.array(bookHolderSchema),
  nextAfter: bookClientKeySchema.nullable(),
});
export type BookHolders = z.infer<typeof bookHoldersSchema>;

/** A holding's id as the wealth area writes it: `fund:F0001`, `stock:HKEX-00700`, `crypto:BTC`, `cash:HKD`, ... */
export const bookHoldingIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^(fund|stock|crypto|cash|other):[A-Za-z0-9:._-]+$/, 'Not a holding id');

export const advisorBookService = defineService('advisorBook', {
  bookAdvisors: {
    ...deskOperation,
    summary:
      'The advisors whose books the caller sees (an advisor: itself; a manager: the advisors under them, for the ' +
      'advisor filter), each with its number of clients and assets under advice.',
    input: z.object({ ...bookFilterShape }).strict(),
    output: bookAdvisorsSchema,
  },
  bookSummary: {
    ...deskOperation,
    summary:
      'The book at a glance: its clients, assets under advice now, their value at the start of each period of SPEC §3 ' +
      'with the change and the net new money over it, and the value at month ends over the chart period.',
    input: z.object({ ...bookFilterShape, chartPeriod: z.enum(portfolioReturnPeriods).default('1year') }).strict(),
    output: bookSummarySchema,
  },
  bookAttention: {
    ...deskOperation,
    summary:
      'The clients needing attention, each with every reason that applies (thresholds stated in the answer), by ' +
      'account code, keyset-paged; optionally only those with one reason.',
    input: z
      .object({
        ...bookFilterShape,
        reason: z.enum(attentionReasonKinds).optional(),
        after: bookClientKeySchema.optional(),
        pageSize: pageSizeSchema,
      })
      .strict(),
    output: bookAttentionSchema,
  },
  bookRecentOrders: {
    ...deskOperation,
    summary: "The newest fund, stock and crypto orders placed by or for the book's clients, newest first.",
    input: z
      .object({
        ...bookFilterShape,
        limit: z.number().int().min(1).max(maximumRecentOrders).default(defaultRecentOrders),
      })
      .strict(),
    output: z.object({ orders: z.array(bookOrderSchema) }),
  },
  bookUpcomingEvents: {
    ...deskOperation,
    summary:
      "What falls due in the next days for the book's clients: IPO closings, corporate-action election deadlines, " +
      'monthly plan investment days; soonest first.',
    input: z.object({ ...bookFilterShape }).strict(),
    output: z.object({
      from: calendarDaySchema,
      to: calendarDaySchema,
      total: z.number().int().nonnegative(),
      events: z.array(bookUpcomingEventSchema).max(maximumUpcomingEvents),
    }),
  },
  bookHoldings: {
    ...deskOperation,
    summary:
      "The book's holdings aggregated: by instrument (sorted and paged), by area, asset category, currency and risk " +
      'level, each with its value and share of the book.',
    input: z
      .object({
        ...bookFilterShape,
        sort: z.enum(bookInstrumentSorts).default('value'),
        direction: z.enum(['asc', 'desc']).default('desc'),
        /** The language names are sorted in. */
        language: languageSchema.default('en'),
        pageIndex: z.number().int().min(0).max(10_000).default(0),
        pageSize: pageSizeSchema,
      })
      .strict(),
    output: bookHoldingsSchema,
  },
  bookHolders: {
    ...deskOperation,
    summary:
      "The book's clients who hold an instrument, with quantity, value and share of their portfolio, by account code " +
      'and keyset-paged; an instrument no client of the book holds answers an empty list.',
    input: z
      .object({
        ...bookFilterShape,
        holdingId: bookHoldingIdSchema,
        after: bookClientKeySchema.optional(),
        pageSize: pageSizeSchema,
      })
      .strict(),
    output: bookHoldersSchema,
  },
});
