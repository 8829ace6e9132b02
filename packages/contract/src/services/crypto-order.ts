import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import {
  cryptoOrderBases,
  cryptoOrderSides,
  cryptoOrderStatuses,
  cryptoOrderTypes,
} from '../domain/crypto/crypto-order-status';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { languageSchema } from '../domain/language-schema';
import { rankOf } from '../domain/roles';
import { csvExportSchema, decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema } from './fund-definition';
import { cryptoAssetCodeSchema, cryptoPairIdSchema, cryptoQuoteCurrencySchema } from './crypto-market';

/*
 * The crypto portfolio and orders (issue 18 parts 2 and 3, ADR 042). Balances are the ledger's (source fos): each
 * asset at its full precision (BTC 8, ETH 18 decimals) and the fiat cash that pays for it. An order is quoted first
 * (a firm quote valid `quoteValiditySeconds`, with its fee and, for a market order, its slippage from the best
 * price), then placed on that quote with a client reference (a retry answers the first order). A refusal answers
 * 422 with `code` the result's name of `domain/order/crypto-order-results` and `details: { result, resultCode }`;
 * a securities (gateway) session answers 403 `VIRTUAL_ASSET_SESSION_REQUIRED` (crypto-market.ts).
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('fos') };

export const cryptoOrderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a crypto order id');
export const cryptoQuoteIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a crypto quote id');

export const cryptoHoldingSchema = z.object({
  asset: cryptoAssetCodeSchema,
  precision: z.number().int().min(0).max(18),
  available: decimalString,
  onHold: decimalString,
  /** available + onHold. */
  quantity: decimalString,
  /** The mid price in the reporting currency (USD pair × the FX model's rate, or the HKD pair). */
  price: decimalString,
  /** quantity × price in the reporting currency, 2 decimals. */
  value: decimalString,
  changePercent24h: decimalString,
  /** Share of the crypto value, percent, 2 decimals. */
  allocationPercent: decimalString,
});
export type CryptoHolding = z.infer<typeof cryptoHoldingSchema>;

export const cryptoCashSchema = z.object({
  currency: cryptoQuoteCurrencySchema,
  available: decimalString,
  onHold: decimalString,
});
export type CryptoCash = z.infer<typeof cryptoCashSchema>;

export const cryptoOrderQuoteSchema = z.object({
  quoteId: cryptoQuoteIdSchema,
  pairId: cryptoPairIdSchema,
  side: z.enum(cryptoOrderSides),
  orderType: z.enum(cryptoOrderTypes),
  basis: z.enum(cryptoOrderBases),
  currency: cryptoQuoteCurrencySchema,
  /** The asset quantity, at the asset's precision. */
  quantity: decimalString,
  /** Market: the average price the book gives this quantity; limit: the limit price. */
  price: decimalString,
  /** quantity × price, 2 decimals (a buy's rounded up, a sell's down). */
  consideration: decimalString,
  fee: decimalString,
  /** Buy: consideration + fee (held, then paid); sell: consideration − fee (received). */
  total: decimalString,
  /** The best price now (ask for a buy, bid for a sell). */
  bestPrice: decimalString,
  /** Market: how far the average price is from the best price, basis points, 2 decimals; limit: '0'. */
  slippageBasisPoints: decimalString,
  quotedAt: instantSchema,
  expiresAt: instantSchema,
  validitySeconds: z.number().int().positive(),
});
export type CryptoOrderQuote = z.infer<typeof cryptoOrderQuoteSchema>;

export const cryptoOrderSchema = z.object({
  orderId: cryptoOrderIdSchema,
  clientReference: z.string(),
  pairId: cryptoPairIdSchema,
  asset: cryptoAssetCodeSchema,
  currency: cryptoQuoteCurrencySchema,
  side: z.enum(cryptoOrderSides),
  orderType: z.enum(cryptoOrderTypes),
  basis: z.enum(cryptoOrderBases),
  status: z.enum(cryptoOrderStatuses),
  quantity: decimalString,
  /** Limit price, or the market order's quoted average price. */
  price: decimalString,
  filledQuantity: decimalString,
  /** Average price of the fills, at the pair's decimals; null before the first fill. */
  averagePrice: decimalString.nullable(),
  /** Cash of the fills (quantity × price each), exact. */
  filledConsideration: decimalString,
  /** Fee charged so far. */
  fee: decimalString,
  /** The fee the whole order pays (what a limit buy holds). */
  orderFee: decimalString,
  placedAt: instantSchema,
  updatedAt: instantSchema,
  cancellable: z.boolean(),
  /** The advisor who placed it for the client on the vaOrder panel (ADR 045); null: the client itself. */
  advisorCode: z.string().nullable(),
});
export type CryptoOrder = z.infer<typeof cryptoOrderSchema>;

/** An order an advisor placed, with the advisee it was placed for (the vaOrder panel's list, ADR 045). */
export const advisorCryptoOrderSchema = cryptoOrderSchema.extend({ accountCode: z.string() });
export type AdvisorCryptoOrder = z.infer<typeof advisorCryptoOrderSchema>;
export const maximumAdvisorCryptoOrders = 50;

export const maximumCryptoOrderPageSize = 100;
export const maximumCryptoOrderExportRows = 5_000;

const orderFilterShape = {
  ...accountKeyShape,
  statuses: z.array(z.enum(cryptoOrderStatuses)).max(cryptoOrderStatuses.length).default([]),
  side: z.enum(cryptoOrderSides).optional(),
  pairId: cryptoPairIdSchema.optional(),
  /** Placed on or after this day (UTC). */
  fromDate: calendarDaySchema.optional(),
  /** Placed on or before this day (UTC). */
  toDate: calendarDaySchema.optional(),
};

export const cryptoOrderService = defineService('cryptoOrder', {
  cryptoPortfolio: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'The virtual-asset account: each asset held (available, on hold, at full precision) valued in the reporting ' +
      'currency with its 24-hour change and share, the USD and HKD cash that pays for orders, and the totals.',
    input: z.object({ ...accountKeyShape, reportingCurrency: currencyCodeSchema.optional() }).strict(),
    output: z.object({
      reportingCurrency: currencyCodeSchema,
      holdings: z.array(cryptoHoldingSchema),
      cash: z.array(cryptoCashSchema),
      cryptoValue: decimalString,
      /** Crypto value plus cash, in the reporting currency. */
      totalValue: decimalString,
      /** The crypto value's change over 24 hours at today's holdings, percent. */
      changePercent24h: decimalString,
      valuedAt: instantSchema,
    }),
  },
  requestCryptoOrderQuote: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'A firm quote for an order: its quantity at the asset’s precision, price, consideration, fee (0.25 %, at ' +
      'least the minimum), total and a market order’s slippage; valid quoteValiditySeconds. Checks the terms and ' +
      'the balance; writes only the quote.',
    input: z
      .object({
        ...accountKeyShape,
        pairId: cryptoPairIdSchema,
        side: z.enum(cryptoOrderSides),
        orderType: z.enum(cryptoOrderTypes),
        basis: z.enum(cryptoOrderBases),
        /** With basis quantity: the asset quantity. */
        quantity: z.string().min(1).max(60).optional(),
        /** With basis amount: the consideration in the pair's currency. */
        amount: z.string().min(1).max(40).optional(),
        limitPrice: z.string().min(1).max(40).optional(),
      })
      .strict(),
    output: z.object({ quote: cryptoOrderQuoteSchema }),
  },
  placeCryptoOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'Places the order of a quote within its validity: in one transaction the hold (cash for a buy, the asset for ' +
      'a sell) and, for a market order, its fill and settlement; a limit order rests and fills in parts as the ' +
      'book reaches its price. The same client reference answers the first order.',
    input: z
      .object({ ...accountKeyShape, quoteId: cryptoQuoteIdSchema, clientReference: clientReferenceSchema })
      .strict(),
    output: z.object({ order: cryptoOrderSchema, replayed: z.boolean() }),
  },
  cancelCryptoOrder: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: 'Cancels an open limit order: what it still holds is released; its fills stay.',
    input: z.object({ ...accountKeyShape, orderId: cryptoOrderIdSchema }).strict(),
    output: z.object({ order: cryptoOrderSchema }),
  },
  searchCryptoOrders: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: `The account's crypto orders, newest first, filtered; keyset paged, at most ${maximumCryptoOrderPageSize} a page.`,
    input: z
      .object({
        ...orderFilterShape,
        cursor: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(maximumCryptoOrderPageSize).default(20),
      })
      .strict(),
    output: z.object({ orders: z.array(cryptoOrderSchema), nextCursor: z.string().nullable() }),
  },
  exportCryptoOrders: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: `The filtered orders as a CSV file (UTF-8 with a byte-order mark, headers in the given language), at most ${maximumCryptoOrderExportRows} rows.`,
    input: z.object({ ...orderFilterShape, language: languageSchema.default('en') }).strict(),
    output: csvExportSchema,
  },
  searchAdvisorCryptoOrders: {
    auth: { kind: 'rank', minimumRank: rankOf.advisor },
    feature: brandFeatures.advisorVirtualAssetOrders,
    summary:
      'The virtual-asset orders the calling advisor placed for its advisees on the vaOrder panel, newest first, ' +
      `at most ${maximumAdvisorCryptoOrders} (ADR 045). An advisor places them with the client operations above, ` +
      "naming the advisee's accountCode: the order records the advisor and the advisee is told (advisorOrderPlaced).",
    input: z
      .object({ pageSize: z.number().int().min(1).max(maximumAdvisorCryptoOrders).default(maximumAdvisorCryptoOrders) })
      .strict(),
    output: z.object({ orders: z.array(advisorCryptoOrderSchema) }),
  },
});
