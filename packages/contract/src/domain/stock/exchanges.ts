/*
 * The stock exchanges of issue 15 (SPEC §3 Stock exchange: _id, code, tradePriceDecimalPoint). Plain values free of
 * zod, so a page's first load may import them.
 */
import type { BrandCurrency } from '../../brands/brand';

export const stockExchangeCodes = ['HKEX', 'NASDAQ', 'NYSE', 'SSE', 'SZSE'] as const;
export type StockExchangeCode = (typeof stockExchangeCodes)[number];

/**
 * The markets an exchange belongs to: Hong Kong, the United States (NASDAQ and NYSE, SPEC §3 allowModifyOrderExchange
 * names it 'US') and the Shanghai and Shenzhen exchanges reached through Stock Connect northbound ('CN').
 */
export const stockMarkets = ['HKEX', 'US', 'CN'] as const;
export type StockMarket = (typeof stockMarkets)[number];

export type StockExchangeDefinition = {
  /** SPEC §3 `_id`: the same as the code. */
  readonly _id: StockExchangeCode;
  readonly code: StockExchangeCode;
  readonly market: StockMarket;
  readonly currency: BrandCurrency;
  readonly timeZone: string;
  /**
   * Decimals a price shows and may carry (SPEC §5). HKEX 3 (its lowest band steps 0.001); US 2 (sub-dollar US prices
   * step 0.0001, but the catalogue lists no sub-dollar stock, so 2 is kept and documented); SSE/SZSE 2.
   */
  readonly tradePriceDecimalPoint: number;
  readonly names: { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
};

export const stockExchanges: Readonly<Record<StockExchangeCode, StockExchangeDefinition>> = {
  HKEX: {
    _id: 'HKEX',
    code: 'HKEX',
    market: 'HKEX',
    currency: 'HKD',
    timeZone: 'Asia/Hong_Kong',
    tradePriceDecimalPoint: 3,
    names: { en: 'Hong Kong Exchanges', 'zh-HK': '香港交易所', 'zh-CN': '香港交易所' },
  },
  NASDAQ: {
    _id: 'NASDAQ',
    code: 'NASDAQ',
    market: 'US',
    currency: 'USD',
    timeZone: 'America/New_York',
    tradePriceDecimalPoint: 2,
    names: { en: 'NASDAQ', 'zh-HK': '納斯達克', 'zh-CN': '纳斯达克' },
  },
  NYSE: {
    _id: 'NYSE',
    code: 'NYSE',
    market: 'US',
    currency: 'USD',
    timeZone: 'America/New_York',
    tradePriceDecimalPoint: 2,
    names: { en: 'New York Stock Exchange', 'zh-HK': '紐約證券交易所', 'zh-CN': '纽约证券交易所' },
  },
  SSE: {
    _id: 'SSE',
    code: 'SSE',
    market: 'CN',
    currency: 'CNY',
    timeZone: 'Asia/Shanghai',
    tradePriceDecimalPoint: 2,
    names: { en: 'Shanghai Stock Exchange', 'zh-HK': '上海證券交易所', 'zh-CN': '上海证券交易所' },
  },
  SZSE: {
    _id: 'SZSE',
    code: 'SZSE',
    market: 'CN',
    currency: 'CNY',
    timeZone: 'Asia/Shanghai',
    tradePriceDecimalPoint: 2,
    names: { en: 'Shenzhen Stock Exchange', 'zh-HK': '深圳證券交易所', 'zh-CN': '深圳证券交易所' },
  },
};

export function isStockExchangeCode(value: string): value is StockExchangeCode {
  return (stockExchangeCodes as readonly string[]).includes(value);
}

export function marketOfExchange(exchange: StockExchangeCode): StockMarket {
  return stockExchanges[exchange].market;
}

/** The exchanges of a market, in the order of `stockExchangeCodes`. */
export function exchangesOfMarket(market: StockMarket): StockExchangeCode[] {
  return stockExchangeCodes.filter((code) => stockExchanges[code].market === market);
}

/** A stock's id, `<EXCHANGE>-<code>` (ADR 028 "Names"): 'HKEX-00700', 'NASDAQ-AAPL', 'NYSE-BRK.B', 'SSE-600519'. */
export const stockIdPattern = /^(HKEX|NASDAQ|NYSE|SSE|SZSE)-([A-Z0-9][A-Z0-9.]{0,9})$/;

export function stockIdOf(exchange: StockExchangeCode, code: string): string {
  return `${exchange}-${code}`;
}

/** The exchange and code of a stock id; undefined when it is not one. */
export function parseStockId(stockId: string): { exchange: StockExchangeCode; code: string } | undefined {
  const match = stockIdPattern.exec(stockId);
  const exchange = match?.[1];
  const code = match?.[2];
  if (exchange === undefined || code === undefined || !isStockExchangeCode(exchange)) return undefined;
  return { exchange, code };
}

/** A Hong Kong code as the market writes it in quotes: five digits ('00700'); any other exchange's code as it is. */
export function normaliseStockCode(exchange: StockExchangeCode, code: string): string {
  const trimmed = code.trim().toUpperCase();
  return exchange === 'HKEX' && /^\d{1,5}$/.test(trimmed) ? trimmed.padStart(5, '0') : trimmed;
}

/** A Hong Kong code as the UI shows it: four digits when it fits ('0700'), else five; other codes as they are. */
export function displayStockCode(exchange: StockExchangeCode, code: string): string {
  return exchange === 'HKEX' && /^0\d{4}$/.test(code) ? code.slice(1) : code;
}
