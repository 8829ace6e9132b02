import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { csvExportSchema, decimalString, defineService } from '../rpc';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { languageSchema } from '../domain/language-schema';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema } from './fund-definition';
import { stockIdSchema, stockNamesSchema, stockSectors, tradingPhaseSchema } from './stock-market';
import { programOrderTypes, stockOrderSides, stockOrderTypes } from '../domain/stock/order-types';
import { stockOrderStatuses } from '../domain/stock/stock-order-status';
import { stockFeeLineNames } from '../domain/stock/fees';

/**
 * Stock orders (issue 15, SPEC §3 Stock trading permissions, §4 Order statuses, §5 order rules, §7 stock-order
 * service, §8 order codes 8201-8805 and 9999). A refused order answers 422 with `code` the result's name (the stock
 * order result catalogue, domain/order/stock-order-results), an English `message` and `details: { result,
 * resultCode }` where resultCode is the SPEC §8 number (8201 … 9999); the web shows the result's text in the
 * reader's language. A client reference sent again with other content answers 409 CLIENT_REFERENCE_REUSED.
 *
 * Order types, program order types and statuses are the names of domain/stock/order-types and
 * domain/stock/stock-order-status ('limit', 'enhancedLimit', 'atAuction', 'stopLimit'; 'goodTillDate'; 'queuing',
 * 'partiallyMatched'); an order's type is taken as text so that a name the server does not know is refused with the
 * order type code (invalidOrderType 8206), not a field error.
 */

/** The account an operation acts for: a gateway client, or the advisee of an advisor's advisee session. */
const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/** A stock: `<EXCHANGE>-<code>` such as HKEX-00700, NASDAQ-AAPL, NYSE-BRK.B, SSE-600519 (ADR 028 "Names"). */
const stockIdShape = stockIdSchema;

export const stockOrderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a stock order id');

/** An order type or program order type name (domain/stock/order-types). */
const orderTypeNameSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z]+$/, 'Not an order type');

export const maximumStockOrderPageSize = 50;
export const maximumStockOrderExportRows = 10_000;

/** A price, a quantity: a decimal string; the server checks sign, decimals, spread and lots (400 or an order code). */
const priceInputSchema = z.string().min(1).max(40);
const quantityInputSchema = z.string().min(1).max(40);

/** One fee of an order, in the stock's currency (fees of domain/stock/fees: brokerage, stampDuty, … secFee). */
export const stockFeeLineSchema = z.object({
  name: z.enum(stockFeeLineNames),
  amount: decimalString,
});
export type StockFeeLine = z.infer<typeof stockFeeLineSchema>;

export const stockOrderSchema = z.object({
  orderId: stockOrderIdSchema,
  clientReference: z.string(),
  accountCode: z.string(),
  stockId: z.string(),
  exchange: z.string(),
  /** The stock's code on its exchange ('00700', 'AAPL'). */
  code: z.string(),
  names: stockNamesSchema,
  currency: currencyCodeSchema,
  side: z.enum(stockOrderSides),
  orderType: z.enum(stockOrderTypes),
  /** 'none' or 'goodTillDate' (or another permitted program order type). */
  programOrderType: z.enum(programOrderTypes),
  /** A US limit order that may execute in pre-market and post-market (allowPrePostMarketExchangeIds). */
  prePostMarket: z.boolean(),
  /** The limit price; null for a market or at-auction (market) order. */
  price: decimalString.nullable(),
  /** The trigger of a stop-limit order; null otherwise. */
  stopPrice: decimalString.nullable(),
  /** Whether a stop-limit order's trigger has been reached (it then rests as a limit order). */
  triggered: z.boolean(),
  quantity: decimalString,
  filledQuantity: decimalString,
  /** The average price of the fills so far; null before the first. */
  averageFillPrice: decimalString.nullable(),
  /** SPEC §4 order status (domain/stock/stock-order-status). */
  status: z.enum(stockOrderStatuses),
  remark: z.string(),
  /** The last day a good-till-date order may match (market day); null for a day order. */
  goodTillDate: calendarDaySchema.nullable(),
  /** The market day the order was placed on. */
  orderDate: calendarDaySchema,
  /** Cash (buy) held in `currency`, or shares (sell) held, for what is not filled yet; '0' once the order ended. */
  onHold: decimalString,
  /** The order code of a rejection or expiry (SPEC §8); null otherwise. */
  resultCode: z.number().int().nullable(),
  /** The advisor who placed it from an advisee session; null when the client did. */
  advisorCode: z.string().nullable(),
  placedAt: instantSchema,
  updatedAt: instantSchema,
  /** The client may still amend it (price, quantity): the brand's allowModifyOrderExchange lists its market. */
  amendable: z.boolean(),
  cancellable: z.boolean(),
});
export type StockOrder = z.infer<typeof stockOrderSchema>;

export const placedStockOrderSchema = z.object({
  result: z.literal('success'),
  resultCode: z.literal(0),
  order: stockOrderSchema,
  replayed: z.boolean(),
});
export type PlacedStockOrder = z.infer<typeof placedStockOrderSchema>;

/** A fill (trade) of an order. */
export const stockTradeSchema = z.object({
  tradeId: z.string(),
  orderId: stockOrderIdSchema,
  stockId: z.string(),
  code: z.string(),
  names: stockNamesSchema,
  currency: currencyCodeSchema,
  side: z.enum(stockOrderSides),
  price: decimalString,
  quantity: decimalString,
  /** price × quantity. */
  consideration: decimalString,
  fees: z.array(stockFeeLineSchema),
  totalFees: decimalString,
  /** Buy: consideration + fees paid; sell: consideration − fees received. */
  netAmount: decimalString,
  tradedAt: instantSchema,
  tradeDate: calendarDaySchema,
  /** T+2 for HKEX and Stock Connect, T+1 for the US (ADR 028). */
  settlementDate: calendarDaySchema,
  settled: z.boolean(),
});
export type StockTrade = z.infer<typeof stockTradeSchema>;

export const stockBuyingPowerSchema = z.object({
  currency: currencyCodeSchema,
  /** Cash free to buy with (settled and unsettled proceeds count, ADR 028). */
  available: decimalString,
  /** Cash held by resting buy orders. */
  onHold: decimalString,
  /** Of `available`, what sells have brought that settles later (their settlement date not reached). */
  unsettled: decimalString,
});
export type StockBuyingPower = z.infer<typeof stockBuyingPowerSchema>;

export const stockPositionSchema = z.object({
  stockId: z.string(),
  exchange: z.string(),
  code: z.string(),
  names: stockNamesSchema,
  currency: currencyCodeSchema,
  sector: z.enum(stockSectors),
  /** available + onHold. */
  quantity: decimalString,
  /** Shares free to sell (bought-today shares count, ADR 028). */
  available: decimalString,
  /** Shares held by resting sell orders. */
  onHold: decimalString,
  /** Of `quantity`, shares bought that settle later. */
  unsettled: decimalString,
  /** Average cost per share in `currency`, fees of buys included. */
  averageCost: decimalString,
  cost: decimalString,
  lastPrice: decimalString,
  previousClose: decimalString,
  marketValue: decimalString,
  unrealisedProfit: decimalString,
  /** unrealisedProfit ÷ cost × 100, two decimals; null at zero cost. */
  unrealisedProfitPercent: decimalString.nullable(),
  /** (lastPrice − previousClose) × quantity (shares bought today count from their price). */
  todayProfit: decimalString,
  reportingCurrency: currencyCodeSchema,
  marketValueReporting: decimalString,
  unrealisedProfitReporting: decimalString,
  todayProfitReporting: decimalString,
});
export type StockPosition = z.infer<typeof stockPositionSchema>;

export const stockOrderEstimateSchema = z.object({
  currency: currencyCodeSchema,
  /** price × quantity, for a market order at the protective price (ADR 028). */
  consideration: decimalString,
  fees: z.array(stockFeeLineSchema),
  totalFees: decimalString,
  /** Buy: consideration + fees (what is held); sell: consideration − fees (what is received). */
  total: decimalString,
  /** The price the estimate uses (the limit, or the protective price of a market order). */
  price: decimalString,
});
export type StockOrderEstimate = z.infer<typeof stockOrderEstimateSchema>;

/** What the ticket shows for one stock and account before the client confirms. */
export const stockTradeTermsSchema = z.object({
  stockId: z.string(),
  exchange: z.string(),
  code: z.string(),
  names: stockNamesSchema,
  currency: currencyCodeSchema,
  boardLot: z.number().int().positive(),
  /** The exchange's tradePriceDecimalPoint (SPEC §3, §5). */
  priceDecimals: z.number().int().min(0).max(8),
  instrumentStatus: z.enum(['active', 'suspended', 'deleted']),
  /** The trading phase now for this account (domain/stock/trading-sessions). */
  tradingPhase: tradingPhaseSchema,
  /** Order types as SPEC §5 shows them: the account's valid ones below the grey-market type, default first. */
  orderTypes: z.array(z.enum(stockOrderTypes)),
  defaultOrderType: z.enum(stockOrderTypes).nullable(),
  /** SPEC §5: none, then goodTillDate when enabled, then the permitted ones. */
  programOrderTypes: z.array(z.enum(programOrderTypes)),
  /** The account's valid order type list is empty (SPEC §5): nothing can be placed. */
  tradingSuspended: z.boolean(),
  /**
   * The account may let an order of this stock execute in pre-market and post-market: a US exchange listed in its
   * allowPrePostMarketExchangeIds (SPEC §3). The ticket offers the choice only then (limit orders).
   */
  prePostMarketAllowed: z.boolean(),
  auctionOrderSellOnly: z.boolean(),
  /** The price to prefill: the previous close when the brand's usePreviousCloseForOrderTicket, else the last. */
  prefillPrice: decimalString,
  lastPrice: decimalString,
  previousClose: decimalString,
  /** The brand accepts prices off the spread table (overrideOutOfSpread). */
  overrideOutOfSpread: z.boolean(),
  /** Buying power in the stock's currency. */
  buyingPower: stockBuyingPowerSchema,
  /** Shares free to sell and held by sell orders. */
  sellableQuantity: decimalString,
  onHoldQuantity: decimalString,
  /** The good-till-date range (market days), null when good-till-date is not offered. */
  goodTillDateRange: z.object({ from: calendarDaySchema, to: calendarDaySchema }).nullable(),
  tradePasswordRequired: z.boolean(),
  /** The session has the trade password saved (checkSavedTradePassword): the ticket need not ask again. */
  tradePasswordSaved: z.boolean(),
  skipConfirmation: z.boolean(),
  /** The brand lets this market's orders be amended (allowModifyOrderExchange). */
  amendable: z.boolean(),
  /** The protective price a market buy is held at: ask + this many ticks (ADR 028). */
  marketOrderProtectionTicks: z.number().int(),
});
export type StockTradeTerms = z.infer<typeof stockTradeTermsSchema>;

const orderInputShape = {
  stockId: stockIdShape,
  side: z.enum(stockOrderSides),
  orderType: orderTypeNameSchema,
  /** Required except for market and at-auction (market) orders. */
  price: priceInputSchema.optional(),
  /** Stop-limit: the trigger price. */
  stopPrice: priceInputSchema.optional(),
  /** Whole shares, a multiple of the board lot. */
  quantity: quantityInputSchema,
  /**
   * Allow pre-market and post-market execution (US limit orders of accounts whose allowPrePostMarketExchangeIds list
   * the exchange; refused otherwise with prePostMarketNotPermitted). An order placed in those hours must carry it.
   */
  prePostMarket: z.boolean().default(false),
};

const orderFilterShape = {
  ...accountKeyShape,
  statuses: z.array(z.enum(stockOrderStatuses)).max(stockOrderStatuses.length).default([]),
  side: z.enum(stockOrderSides).optional(),
  stockId: stockIdShape.optional(),
  /** Placed on or after this day. */
  fromDate: calendarDaySchema.optional(),
  /** Placed on or before this day. */
  toDate: calendarDaySchema.optional(),
};

export const stockOrderPageSchema = z.object({
  orders: z.array(stockOrderSchema),
  nextCursor: z.string().nullable(),
});
export type StockOrderPage = z.infer<typeof stockOrderPageSchema>;

export const stockTradePageSchema = z.object({
  trades: z.array(stockTradeSchema),
  nextCursor: z.string().nullable(),
});
export type StockTradePage = z.infer<typeof stockTradePageSchema>;

export const stockOrderService = defineService('stockOrder', {
  stockTradeTerms: {
    auth: { kind: 'session' },
    feature: brandFeatures.stockTrading,
    actsFor: 'accountCode',
    summary:
      'What the order ticket shows for one stock and account: order types (SPEC §5), program order types, the ' +
      'price to prefill, buying power, sellable quantity, the good-till-date range, trade password and confirmation ' +
      'settings; 404 unknown stock.',
    input: z.object({ ...accountKeyShape, stockId: stockIdShape }).strict(),
    output: stockTradeTermsSchema,
  },
  estimateStockOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.stockTrading,
    actsFor: 'accountCode',
    summary:
      'Consideration, each fee and the total of an order as entered, in exact decimals (the fee schedule of ' +
      'domain/stock/fees); refused with the order code the order would get for its price or quantity (422).',
    input: z.object({ ...accountKeyShape, ...orderInputShape }).strict(),
    output: stockOrderEstimateSchema,
  },
  placeStockOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.stockTrading,
    actsFor: 'accountCode',
    summary:
      'Places a stock order: every rule checked again in a fixed order (ADR 028), each refusal its order code ' +
      '(422); a buy holds consideration + estimated fees at the limit (or protective) price, a sell holds the ' +
      'shares. The same client reference returns the first order (replayed).',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        ...orderInputShape,
        programOrderType: orderTypeNameSchema.default('none'),
        /** The last market day a good-till-date order may match. */
        goodTillDate: calendarDaySchema.optional(),
        /** At most 10 valid characters (SPEC §5). */
        remark: z.string().max(40).default(''),
        /** Needed when the account's tradePasswordRequired and the session has none saved. */
        tradePassword: z.string().max(64).optional(),
        /** Remember the trade password for the rest of this session (checkSavedTradePassword). */
        saveTradePassword: z.boolean().default(false),
        /**
         * The client confirmed a price off the exchange's spread table, where the brand's overrideOutOfSpread allows
         * one (the ticket asks); without it such a price is refused wrongSpread, as on a brand that allows none.
         */
        confirmOutOfSpread: z.boolean().default(false),
      })
      .strict(),
    output: placedStockOrderSchema,
  },
  amendStockOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.stockTrading,
    actsFor: 'accountCode',
    summary:
      "Amends a resting order's price and/or quantity (not below what is filled) where the brand's " +
      'allowModifyOrderExchange lists its market; the hold is adjusted in the same transaction.',
    input: z
      .object({
        ...accountKeyShape,
        orderId: stockOrderIdSchema,
        price: priceInputSchema.optional(),
        /** The new total quantity (filled included). */
        quantity: quantityInputSchema.optional(),
        tradePassword: z.string().max(64).optional(),
        /**
         * The client confirmed a price off the exchange's spread table, where the brand's overrideOutOfSpread allows
         * one (the ticket asks); without it such a price is refused wrongSpread, as on a brand that allows none.
         */
        confirmOutOfSpread: z.boolean().default(false),
      })
      .strict(),
    output: z.object({ order: stockOrderSchema }),
  },
  cancelStockOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.stockTrading,
    actsFor: 'accountCode',
    summary: 'Cancels what is left of a resting order and releases what it held.',
    input: z.object({ ...accountKeyShape, orderId: stockOrderIdSchema }).strict(),
    output: z.object({ order: stockOrderSchema }),
  },
  getStockOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: "One of the account's stock orders with its fills; 404 if the account has no such order.",
    input: z.object({ ...accountKeyShape, orderId: stockOrderIdSchema }).strict(),
    output: z.object({ order: stockOrderSchema, trades: z.array(stockTradeSchema) }),
  },
  queryStockOrders: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: `The account's stock orders, newest first, filtered; keyset paged, at most ${maximumStockOrderPageSize} a page.`,
    input: z
      .object({
        ...orderFilterShape,
        cursor: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(maximumStockOrderPageSize).default(20),
      })
      .strict(),
    output: stockOrderPageSchema,
  },
  queryStockTrades: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: "The account's fills, newest first, filtered by side, stock and trade date; keyset paged.",
    input: z
      .object({
        ...accountKeyShape,
        side: z.enum(stockOrderSides).optional(),
        stockId: stockIdShape.optional(),
        fromDate: calendarDaySchema.optional(),
        toDate: calendarDaySchema.optional(),
        cursor: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(maximumStockOrderPageSize).default(20),
      })
      .strict(),
    output: stockTradePageSchema,
  },
  exportStockOrders: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: `The filtered orders as a CSV file (UTF-8 with a byte-order mark, headers in the given language), at most ${maximumStockOrderExportRows} rows.`,
    input: z.object({ ...orderFilterShape, language: languageSchema.default('en') }).strict(),
    output: csvExportSchema,
  },
  stockPositions: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary:
      "The account's stock positions valued at the current quote, in the stock's and the reporting currency " +
      '(the requested one when the brand lists it, else the fall-back of SPEC §9).',
    input: z.object({ ...accountKeyShape, reportingCurrency: currencyCodeSchema.optional() }).strict(),
    output: z.object({
      reportingCurrency: currencyCodeSchema,
      positions: z.array(stockPositionSchema),
      /** The time of the exchange rates the reporting-currency values were converted at (ADR 034). */
      rateTime: instantSchema,
    }),
  },
  stockBuyingPower: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: "The account's buying power per cash currency: available, held by buy orders, unsettled.",
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ balances: z.array(stockBuyingPowerSchema) }),
  },
  loadOrderConfirmationReminder: {
    auth: { kind: 'session' },
    feature: brandFeatures.stocks,
    actsFor: 'accountCode',
    summary: 'SPEC §7: whether the ticket skips its confirm step for this account (skipConfirmation).',
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ skipConfirmation: z.boolean() }),
  },
  saveOrderConfirmationReminder: {
    auth: { kind: 'session' },
    feature: brandFeatures.stockTrading,
    actsFor: 'accountCode',
    summary: 'Sets skipConfirmation for the account (the client may turn the confirm step off and on again).',
    input: z.object({ ...accountKeyShape, skipConfirmation: z.boolean() }).strict(),
    output: z.object({ skipConfirmation: z.boolean() }),
  },
  checkSavedTradePassword: {
    auth: { kind: 'session' },
    feature: brandFeatures.stockTrading,
    actsFor: 'accountCode',
    summary:
      'SPEC §7: whether this session has the trade password saved (result true), so the ticket need not ask for ' +
      'it; false when it must ask (or the account needs none: see tradePasswordRequired in the terms).',
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ result: z.boolean(), tradePasswordRequired: z.boolean() }),
  },
});
