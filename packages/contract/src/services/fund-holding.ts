import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { decimalString, defineService } from '../rpc';
import { fundAssetClasses, fundRegions, riskLevels } from '../domain/fund';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundIdSchema, fundNamesSchema } from './fund-definition';
import { cashBalanceSchema } from './fund-order';

/** The account an operation acts for; funds are for gateway clients (SPEC §2), the source says which login. */
const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/**
 * Fund holdings, the portfolio and the watchlist (issue 6). Values in the reporting currency are converted at the
 * current rates; the reporting currency is the requested one when the brand lists it, else SPEC §9's fall-back
 * (HKD, then USD, then the first reporting currency). Decimals are strings.
 */

export const fundHoldingSchema = z.object({
  fundId: fundIdSchema,
  fundNames: fundNamesSchema,
  currency: currencyCodeSchema,
  assetClass: z.enum(fundAssetClasses),
  region: z.enum(fundRegions),
  riskLevel: z.enum(riskLevels),
  /** Units free to redeem or switch. */
  availableUnits: decimalString,
  /** Units held by redemptions and switches in progress. */
  onHoldUnits: decimalString,
  /** availableUnits + onHoldUnits. */
  units: decimalString,
  /** The average cost per unit in the fund's currency (fees included), by the average-cost method. */
  averageCost: decimalString,
  /** units × averageCost. */
  cost: decimalString,
  nav: decimalString,
  navDate: calendarDaySchema,
  /** The NAV's change from the previous price in percent (two decimals), null without a previous price. */
  dayChangePercent: decimalString.nullable(),
  marketValue: decimalString,
  unrealisedProfit: decimalString,
  /** unrealisedProfit ÷ cost × 100, two decimals; null when the cost is zero. */
  returnPercent: decimalString.nullable(),
  /** The same three in the reporting currency. */
  marketValueReporting: decimalString,
  costReporting: decimalString,
  unrealisedProfitReporting: decimalString,
  /** The cash dividends the fund has paid this account, in the fund's currency (not part of the profit above). */
  dividendsReceived: decimalString,
});
export type FundHolding = z.infer<typeof fundHoldingSchema>;

export const allocationSliceSchema = z.object({
  /** An asset class, a region or a currency code. */
  key: z.string(),
  /** Market value in the reporting currency. */
  value: decimalString,
  /** Share of the total in percent, two decimals. */
  percent: decimalString,
});
export type AllocationSlice = z.infer<typeof allocationSliceSchema>;

export const fundPortfolioSchema = z.object({
  reportingCurrency: currencyCodeSchema,
  asOf: instantSchema,
  /** The time of the exchange rates the values were converted at (the FX simulator's tick, ADR 034). */
  rateTime: instantSchema,
  totals: z.object({
    marketValue: decimalString,
    cost: decimalString,
    unrealisedProfit: decimalString,
    returnPercent: decimalString.nullable(),
    /** Cash available plus on hold, in the reporting currency. */
    cash: decimalString,
    /**
     * Every cash dividend the account's funds have paid it (holdings since sold included), each converted to the
     * reporting currency at the current rate.
     */
    dividendsReceived: decimalString,
  }),
  /** Largest market value first. */
  holdings: z.array(fundHoldingSchema),
  allocation: z.object({
    byAssetClass: z.array(allocationSliceSchema),
    byRegion: z.array(allocationSliceSchema),
    byCurrency: z.array(allocationSliceSchema),
  }),
  cash: z.array(cashBalanceSchema),
});
export type FundPortfolio = z.infer<typeof fundPortfolioSchema>;

/** The periods a value-over-time chart offers. */
export const portfolioHistoryPeriods = ['1months', '3months', '6months', '1year', '3years', 'sinceLaunch'] as const;
export type PortfolioHistoryPeriod = (typeof portfolioHistoryPeriods)[number];
export const maximumPortfolioHistoryPoints = 260;

const reportingCurrencyInput = currencyCodeSchema.optional();

export const watchlistItemSchema = z.object({
  fundId: fundIdSchema,
  fundNames: fundNamesSchema,
  currency: currencyCodeSchema,
  riskLevel: z.enum(riskLevels),
  latestNav: decimalString,
  latestNavDate: calendarDaySchema,
  /** The change from the previous NAV in percent (two decimals); null without a previous price. */
  dayChangePercent: decimalString.nullable(),
  /** One year performance in percent, or null. */
  oneYearPercent: decimalString.nullable(),
  addedAt: instantSchema,
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;
export const maximumWatchlistItems = 50;

export const fundHoldingService = defineService('fundHolding', {
  fundPortfolio: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary:
      "The account's fund holdings valued at the latest NAVs, in each fund's currency and the reporting currency, " +
      'with cost, unrealised profit and return and the dividends received, totals, allocation by asset class, ' +
      'region and currency, and its cash.',
    input: z.object({ ...accountKeyShape, reportingCurrency: reportingCurrencyInput }).strict(),
    output: fundPortfolioSchema,
  },
  portfolioValueHistory: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary:
      `The market value of the account's fund holdings in the reporting currency on business days over a period, ` +
      `oldest first, at most ${maximumPortfolioHistoryPoints} points (thinned evenly, first and last kept).`,
    input: z
      .object({
        ...accountKeyShape,
        period: z.enum(portfolioHistoryPeriods).default('6months'),
        reportingCurrency: reportingCurrencyInput,
      })
      .strict(),
    output: z.object({
      reportingCurrency: currencyCodeSchema,
      points: z.array(z.object({ date: calendarDaySchema, value: decimalString })).max(maximumPortfolioHistoryPoints),
    }),
  },
  listWatchlist: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary: "The account's watchlist, most recently added first, with each fund's latest NAV and its change.",
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ items: z.array(watchlistItemSchema) }),
  },
  addToWatchlist: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary: `Adds a fund to the watchlist (again is a no-op); 404 unknown fund, 409 when it holds ${maximumWatchlistItems} already.`,
    input: z.object({ ...accountKeyShape, fundId: fundIdSchema }).strict(),
    output: z.object({ items: z.array(watchlistItemSchema) }),
  },
  removeFromWatchlist: {
    auth: { kind: 'session' },
    feature: brandFeatures.funds,
    actsFor: 'accountCode',
    summary: 'Removes a fund from the watchlist (a fund not on it is a no-op).',
    input: z.object({ ...accountKeyShape, fundId: fundIdSchema }).strict(),
    output: z.object({ items: z.array(watchlistItemSchema) }),
  },
});
