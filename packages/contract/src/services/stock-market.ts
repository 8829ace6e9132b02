import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { decimalString, defineService } from '../rpc';
import { stockExchangeCodes, stockIdPattern, stockMarkets } from '../domain/stock/exchanges';
import { tradingPhases } from '../domain/stock/trading-sessions';
import { languageSchema } from '../domain/language-schema';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema } from './fund-definition';

/*
 * Stock market data (issue 15, SPEC §3 Stock exchange, §7 searchExchanges): exchanges, the instrument catalogue,
 * quotes with a 10-level depth book, chart bars, the market summary and the stock watchlist. Prices, quantities
 * and amounts are decimal strings. Live quotes travel on one server-sent event stream per tab
 * (`stockQuoteStreamPath`), whose events carry `stockQuoteStreamEventSchema`.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/** A stock's id, `<EXCHANGE>-<code>`: 'HKEX-00700', 'NASDAQ-AAPL', 'NYSE-BRK.B', 'SSE-600519'. */
export const stockIdSchema = z.string().regex(stockIdPattern, 'Not a stock id such as HKEX-00700');
export type StockId = z.infer<typeof stockIdSchema>;

export const stockExchangeCodeSchema = z.enum(stockExchangeCodes);
export const stockMarketSchema = z.enum(stockMarkets);
export const tradingPhaseSchema = z.enum(tradingPhases);

const localisedNamesSchema = z.object({ en: z.string(), 'zh-HK': z.string(), 'zh-CN': z.string() });

/** A stock's name in each language of SPEC §1. */
export const stockNamesSchema = localisedNamesSchema;
export type StockNames = z.infer<typeof stockNamesSchema>;

/** SPEC §3 Stock exchange: _id, code, tradePriceDecimalPoint; with its market, currency, time zone and names. */
export const stockExchangeSchema = z.object({
  _id: stockExchangeCodeSchema,
  code: stockExchangeCodeSchema,
  tradePriceDecimalPoint: z.number().int().min(0).max(8),
  market: stockMarketSchema,
  currency: currencyCodeSchema,
  timeZone: z.string(),
  names: localisedNamesSchema,
});
export type StockExchange = z.infer<typeof stockExchangeSchema>;

export const stockSectors = [
  'technology',
  'communication',
  'consumerDiscretionary',
  'consumerStaples',
  'financials',
  'healthCare',
  'industrials',
  'energy',
  'materials',
  'utilities',
  'realEstate',
] as const;
export type StockSector = (typeof stockSectors)[number];

/** active trades; suspended is listed but trades not (SPEC §5 suspended trading); deleted is delisted. */
export const stockStatuses = ['active', 'suspended', 'deleted'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** An instrument of the catalogue. */
export const stockInstrumentSchema = z.object({
  stockId: stockIdSchema,
  exchange: stockExchangeCodeSchema,
  /** The exchange's code: HK five digits ('00700'), a US ticker ('BRK.B'), a CN six digits ('600519'). */
  code: z.string(),
  names: stockNamesSchema,
  currency: currencyCodeSchema,
  /** Shares per board lot (HK orders are whole lots; US 1; CN 100). */
  boardLot: z.number().int().min(1),
  sector: z.enum(stockSectors),
  status: z.enum(stockStatuses),
});
export type StockInstrumentView = z.infer<typeof stockInstrumentSchema>;

/** The most levels a side of the depth book has. */
export const stockDepthLevels = 10;

/** One price level of the book: the price, the shares resting there and how many orders. */
export const depthLevelSchema = z.object({
  price: decimalString,
  quantity: decimalString,
  orders: z.number().int().min(0),
});
export type DepthLevel = z.infer<typeof depthLevelSchema>;

/**
 * A quote at an instant. Before the day's first trade open, high and low are null, last is the previous close and
 * volume '0'; after the close (and over a weekend) it is the last trading day's. A suspended or deleted stock has no
 * book (bid and ask null, no levels) and stays at its last close. Prices carry their spread-table tick's decimals
 * ('620.5', '7.52', '0.163'); show them with the exchange's tradePriceDecimalPoint (domain/stock-price).
 */
export const stockQuoteSchema = z.object({
  stockId: stockIdSchema,
  at: instantSchema,
  /** The exchange's trading day this quote belongs to (its local calendar day). */
  day: calendarDaySchema,
  phase: tradingPhaseSchema,
  status: z.enum(stockStatuses),
  last: decimalString,
  bid: decimalString.nullable(),
  ask: decimalString.nullable(),
  open: decimalString.nullable(),
  high: decimalString.nullable(),
  low: decimalString.nullable(),
  previousClose: decimalString,
  /** last − previousClose. */
  change: decimalString,
  /** change ÷ previousClose × 100, two decimals half-up. */
  changePercent: decimalString,
  /** Shares traded today. */
  volume: decimalString,
  /** Value traded today in the instrument's currency, two decimals. */
  turnover: decimalString,
  /** Best first: bids highest first, asks lowest first; at most `stockDepthLevels` each. */
  bids: z.array(depthLevelSchema).max(stockDepthLevels),
  asks: z.array(depthLevelSchema).max(stockDepthLevels),
});
export type StockQuote = z.infer<typeof stockQuoteSchema>;

/** An instrument with its quote now. */
export const stockWithQuoteSchema = z.object({ instrument: stockInstrumentSchema, quote: stockQuoteSchema });
export type StockWithQuote = z.infer<typeof stockWithQuoteSchema>;

export const stockChartRanges = ['1D', '5D', '1M', '6M', '1Y', '5Y'] as const;
export type StockChartRange = (typeof stockChartRanges)[number];

/** A daily bar of a trading day. */
export const dailyBarSchema = z.object({
  day: calendarDaySchema,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});
export type DailyBar = z.infer<typeof dailyBarSchema>;

/** A chart bar: `time` is the bar's start instant (intraday) or its day's local midnight as an instant (daily). */
export const chartBarSchema = z.object({
  time: instantSchema,
  day: calendarDaySchema,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});
export type ChartBar = z.infer<typeof chartBarSchema>;

/** The interval of each range's bars: 1D 1 minute, 5D 5 minutes, 1M/6M/1Y daily, 5Y weekly. */
export const chartIntervalOfRange: Readonly<Record<StockChartRange, '1m' | '5m' | '1d' | '1w'>> = {
  '1D': '1m',
  '5D': '5m',
  '1M': '1d',
  '6M': '1d',
  '1Y': '1d',
  '5Y': '1w',
};

export const stockIndexIds = ['HSI', 'HSCEI', 'HSTECH', 'SPX', 'IXIC', 'SSEC'] as const;
export type StockIndexId = (typeof stockIndexIds)[number];

/** A market index computed by the simulator from its constituents in the catalogue. */
export const stockIndexSchema = z.object({
  indexId: z.enum(stockIndexIds),
  names: localisedNamesSchema,
  market: stockMarketSchema,
  at: instantSchema,
  phase: tradingPhaseSchema,
  value: decimalString,
  previousClose: decimalString,
  change: decimalString,
  changePercent: decimalString,
});
export type StockIndex = z.infer<typeof stockIndexSchema>;

/** A mover: the instrument and its quote. */
export const marketMoversSchema = z.object({
  market: stockMarketSchema,
  gainers: z.array(stockWithQuoteSchema),
  losers: z.array(stockWithQuoteSchema),
  mostActive: z.array(stockWithQuoteSchema),
});
export type MarketMovers = z.infer<typeof marketMoversSchema>;
export const maximumMovers = 5;

export const marketSummarySchema = z.object({
  at: instantSchema,
  indices: z.array(stockIndexSchema),
  movers: z.array(marketMoversSchema),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const stockWatchlistItemSchema = z.object({
  instrument: stockInstrumentSchema,
  quote: stockQuoteSchema,
  addedAt: instantSchema,
});
export type StockWatchlistItem = z.infer<typeof stockWatchlistItemSchema>;
export const maximumStockWatchlistItems = 50;

export const maximumStockPageSize = 50;
export const defaultStockPageSize = 20;
/** The most ids one getQuotes call, or one quote stream, may name. */
export const maximumQuoteIds = 50;

export const stockSearchPageSchema = z.object({
  stocks: z.array(stockInstrumentSchema),
  total: z.number().int().min(0),
  pageIndex: z.number().int().min(0),
  pageSize: z.number().int().min(1),
  hasMore: z.boolean(),
});
export type StockSearchPage = z.infer<typeof stockSearchPageSchema>;

/**
 * The live quote stream: GET `stockQuoteStreamPath?ids=HKEX-00700,NASDAQ-AAPL` (session cookie, brand feature
 * stocks, at most `maximumQuoteIds` known ids; `&accountCode=C10001&source=gateway` names the session to use when the
 * browser holds several, as the acting-account headers do for the other calls, which an EventSource cannot send). Server-sent events: `quotes` with `stockQuoteStreamEventSchema`
 * (the asked instruments whose quote changed at a tick; the first event has every asked one), and a comment line
 * as a heartbeat every `stockQuoteStreamHeartbeatMs`.
 */
export const stockQuoteStreamPath = '/api/stockMarket/stream';
export const stockQuoteStreamEvent = 'quotes';
export const stockQuoteStreamHeartbeatMs = 15_000;
export const stockQuoteStreamEventSchema = z.object({ quotes: z.array(stockQuoteSchema) });
export type StockQuoteStreamEvent = z.infer<typeof stockQuoteStreamEventSchema>;

const stockIdListSchema = z.array(stockIdSchema).min(1).max(maximumQuoteIds);

export const stockMarketService = defineService('stockMarket', {
  searchExchanges: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    summary:
      'The stock exchanges (SPEC §7 searchExchanges): _id, code, tradePriceDecimalPoint, market, currency, zone.',
    input: z.object({}).strict(),
    output: z.object({ exchanges: z.array(stockExchangeSchema) }),
  },
  searchStocks: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    summary:
      'Instruments whose code (HK codes with or without leading zeros: 700, 0700, 00700) or name in any language ' +
      'contains the text, on the given exchanges (none: all); active and suspended ones, not deleted. Exact code ' +
      `matches first, then by stock id; paged, at most ${maximumStockPageSize} a page. (language is accepted for a ` +
      'future ordering by name; it does not change the answer today.)',
    input: z
      .object({
        text: z.string().trim().min(1).max(50).optional(),
        exchanges: z.array(stockExchangeCodeSchema).max(stockExchangeCodes.length).default([]),
        language: languageSchema.default('en'),
        pageIndex: z.number().int().min(0).max(10_000).default(0),
        pageSize: z.number().int().min(1).max(maximumStockPageSize).default(defaultStockPageSize),
      })
      .strict(),
    output: stockSearchPageSchema,
  },
  getStock: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    summary: 'One instrument (deleted ones too) with its quote now; 404 if there is no such stock.',
    input: z.object({ stockId: stockIdSchema }).strict(),
    output: stockWithQuoteSchema,
  },
  getQuotes: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    summary: `The quotes now of up to ${maximumQuoteIds} stocks (a first paint before the stream); unknown ids are left out.`,
    input: z.object({ stockIds: stockIdListSchema }).strict(),
    output: z.object({ quotes: z.array(stockQuoteSchema) }),
  },
  getDailyBars: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    summary:
      "A stock's chart bars over a range, oldest first: 1D the last trading day's 1-minute bars, 5D five days of " +
      '5-minute bars, 1M/6M/1Y daily bars, 5Y weekly bars; 404 if there is no such stock.',
    input: z.object({ stockId: stockIdSchema, range: z.enum(stockChartRanges) }).strict(),
    output: z.object({
      stockId: stockIdSchema,
      range: z.enum(stockChartRanges),
      interval: z.enum(['1m', '5m', '1d', '1w']),
      currency: currencyCodeSchema,
      previousClose: decimalString,
      bars: z.array(chartBarSchema),
    }),
  },
  getMarketSummary: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    summary:
      'The indices (HSI, HSCEI, HSTECH, S&P 500, NASDAQ Composite, SSE Composite, computed by the simulator from ' +
      `their constituents) and per market the top ${maximumMovers} gainers, losers and most active by turnover.`,
    input: z.object({}).strict(),
    output: marketSummarySchema,
  },
  getStockWatchlist: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: "The account's stock watchlist, most recently added first, each with its quote now.",
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ items: z.array(stockWatchlistItemSchema) }),
  },
  addToStockWatchlist: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: `Adds a stock to the watchlist (again is a no-op); 404 unknown or deleted stock, 409 when it holds ${maximumStockWatchlistItems} already.`,
    input: z.object({ ...accountKeyShape, stockId: stockIdSchema }).strict(),
    output: z.object({ items: z.array(stockWatchlistItemSchema) }),
  },
  removeFromStockWatchlist: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: 'Removes a stock from the watchlist (a stock not on it is a no-op).',
    input: z.object({ ...accountKeyShape, stockId: stockIdSchema }).strict(),
    output: z.object({ items: z.array(stockWatchlistItemSchema) }),
  },
});
