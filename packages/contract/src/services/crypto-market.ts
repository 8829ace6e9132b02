import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { cryptoAssetCodes, cryptoPairIdPattern, cryptoQuoteCurrencies } from '../domain/crypto/crypto-assets';
import { decimalString, defineService } from '../rpc';
import { instantSchema } from './account';

/*
 * Virtual-asset market data from the FOS back end (issue 18 part 1, ADR 042): the assets and pairs, quotes with
 * bid/ask and 24-hour figures, a depth book, chart bars. Prices are decimal strings. Live quotes travel on the quote
 * stream machinery the stocks use (`cryptoQuoteStreamPath`, one server-sent events stream per tab). Every operation
 * answers only a virtual-asset (fos) session: a securities (gateway) session gets 403
 * `VIRTUAL_ASSET_SESSION_REQUIRED`.
 */

/** The refusal of a crypto operation to a session of the securities gateway (SPEC §6: crypto is the fos source's). */
export const virtualAssetSessionRequiredCode = 'VIRTUAL_ASSET_SESSION_REQUIRED';

export const cryptoAssetCodeSchema = z.enum(cryptoAssetCodes);
export const cryptoQuoteCurrencySchema = z.enum(cryptoQuoteCurrencies);
export const cryptoPairIdSchema = z.string().regex(cryptoPairIdPattern, 'Not a trading pair such as BTC-USD');

const localisedNamesSchema = z.object({ en: z.string(), 'zh-HK': z.string(), 'zh-CN': z.string() });

export const cryptoAssetSchema = z.object({
  code: cryptoAssetCodeSchema,
  precision: z.number().int().min(0).max(18),
  names: localisedNamesSchema,
  stablecoin: z.boolean(),
});
export type CryptoAsset = z.infer<typeof cryptoAssetSchema>;

export const cryptoPairSchema = z.object({
  pairId: cryptoPairIdSchema,
  asset: cryptoAssetCodeSchema,
  currency: cryptoQuoteCurrencySchema,
  priceDecimals: z.number().int().min(0).max(8),
});
export type CryptoPair = z.infer<typeof cryptoPairSchema>;

/** A pair's quote at an instant: best bid and ask, the mid (`last`), and the figures of the 24 hours before. */
export const cryptoQuoteSchema = z.object({
  pairId: cryptoPairIdSchema,
  at: instantSchema,
  bid: decimalString,
  ask: decimalString,
  last: decimalString,
  open24h: decimalString,
  high24h: decimalString,
  low24h: decimalString,
  /** last − open24h. */
  change24h: decimalString,
  /** change24h ÷ open24h × 100, two decimals half-up. */
  changePercent24h: decimalString,
});
export type CryptoQuote = z.infer<typeof cryptoQuoteSchema>;

export const cryptoBookLevels = 10;
export const cryptoBookLevelSchema = z.object({ price: decimalString, quantity: decimalString });
export type CryptoBookLevel = z.infer<typeof cryptoBookLevelSchema>;
export const cryptoBookSchema = z.object({
  pairId: cryptoPairIdSchema,
  at: instantSchema,
  /** Best first: bids highest first, asks lowest first. */
  bids: z.array(cryptoBookLevelSchema).max(cryptoBookLevels),
  asks: z.array(cryptoBookLevelSchema).max(cryptoBookLevels),
});
export type CryptoBook = z.infer<typeof cryptoBookSchema>;

export const cryptoChartRanges = ['1D', '1W', '1M', '1Y'] as const;
export type CryptoChartRange = (typeof cryptoChartRanges)[number];
export const cryptoBarSchema = z.object({
  time: instantSchema,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
});
export type CryptoBar = z.infer<typeof cryptoBarSchema>;

export const maximumCryptoQuoteIds = 20;

/**
 * The live quote stream: GET `cryptoQuoteStreamPath?ids=BTC-USD,ETH-USD` (a fos session's cookie, brand feature
 * crypto, at most `maximumCryptoQuoteIds` pairs; `&accountCode=&source=fos` names the session as for stocks). Events
 * `quotes` carry `{ quotes: CryptoQuote[] }` (the first every asked pair, then those that changed at a tick).
 */
export const cryptoQuoteStreamPath = '/api/cryptoMarket/stream';
export const cryptoQuoteStreamEvent = 'quotes';
export const cryptoQuoteStreamEventSchema = z.object({ quotes: z.array(cryptoQuoteSchema) });

const pairIdListSchema = z.array(cryptoPairIdSchema).min(1).max(maximumCryptoQuoteIds);

export const cryptoMarketService = defineService('cryptoMarket', {
  cryptoMarketBoard: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    summary:
      'The FOS back end’s assets (with their precision) and pairs, and every pair’s quote at the server clock; ' +
      'the desk’s terms: taker fee, minimum fee and order amount, quote validity.',
    input: z.object({}).strict(),
    output: z.object({
      assets: z.array(cryptoAssetSchema),
      pairs: z.array(cryptoPairSchema),
      quotes: z.array(cryptoQuoteSchema),
      terms: z.object({
        feeBasisPoints: z.number().int(),
        minimumFee: z.record(z.string(), decimalString),
        minimumAmount: z.record(z.string(), decimalString),
        maximumAmount: z.record(z.string(), decimalString),
        quoteValiditySeconds: z.number().int().positive(),
      }),
    }),
  },
  getCryptoQuotes: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    summary: `The quotes now of up to ${maximumCryptoQuoteIds} pairs (a first paint before the stream).`,
    input: z.object({ pairIds: pairIdListSchema }).strict(),
    output: z.object({ quotes: z.array(cryptoQuoteSchema) }),
  },
  getCryptoBook: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    summary: `A pair's depth book now: ${cryptoBookLevels} levels a side, best first.`,
    input: z.object({ pairId: cryptoPairIdSchema }).strict(),
    output: z.object({ quote: cryptoQuoteSchema, book: cryptoBookSchema }),
  },
  getCryptoChart: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    summary: 'A pair’s price bars up to the server clock: 1D in 15-minute bars, 1W hourly, 1M 6-hourly, 1Y daily.',
    input: z.object({ pairId: cryptoPairIdSchema, range: z.enum(cryptoChartRanges) }).strict(),
    output: z.object({ bars: z.array(cryptoBarSchema) }),
  },
});
