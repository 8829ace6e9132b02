import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOnSpread } from '@portal/contract/domain/stock/spread-table';
import type {
  MarketSummary,
  StockExchange,
  StockQuote,
  StockSearchPage,
  StockWatchlistItem,
  StockWithQuote,
} from '@portal/contract';
import { clientHeaders, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findInstrument, listInstruments, marketDataFeedOf } from './public';

type Headers = Record<string, string>;

describe('stock market service', () => {
  let testApp: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    testApp = await createTestApp();
    // Wednesday 25 November 2026, 10:30 in Hong Kong.
    testApp.clock.set('2026-11-25T02:30:00.000Z');
    ({ headers } = await signIn(testApp, 'C10001'));
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call<T>(operation: string, payload: object, as: Headers = headers, status = 200): Promise<T> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/stockMarket/${operation}`,
      headers: as,
      payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  it('lists the exchanges with their price decimals (SPEC §7 searchExchanges)', async () => {
    const { exchanges } = await call<{ exchanges: StockExchange[] }>('searchExchanges', {});
    expect(exchanges.map(({ _id, code, tradePriceDecimalPoint }) => [_id, code, tradePriceDecimalPoint])).toEqual([
      ['HKEX', 'HKEX', 3],
      ['NASDAQ', 'NASDAQ', 2],
      ['NYSE', 'NYSE', 2],
      ['SSE', 'SSE', 2],
      ['SZSE', 'SZSE', 2],
    ]);
  });

  it('needs a session', async () => {
    await call('searchExchanges', {}, { ...clientHeaders }, 401);
    await call('getQuotes', { stockIds: ['HKEX-00700'] }, { ...clientHeaders }, 401);
  });

  it('finds Tencent by 700, 0700, 00700 and its name in each language', async () => {
    for (const text of ['700', '0700', '00700', 'tencent', '騰訊', '腾讯']) {
      const page = await call<StockSearchPage>('searchStocks', { text });
      expect(page.stocks[0]?.stockId, text).toBe('HKEX-00700');
    }
    const tencent = (await call<StockSearchPage>('searchStocks', { text: '00700' })).stocks[0];
    expect(tencent).toMatchObject({
      boardLot: 100,
      currency: 'HKD',
      names: { 'zh-HK': '騰訊控股', 'zh-CN': '腾讯控股' },
    });
  });

  it('filters by exchange, pages, lists suspended stocks and leaves deleted ones out', async () => {
    const all = await call<StockSearchPage>('searchStocks', { pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(80);
    expect(all.hasMore).toBe(true);
    const us = await call<StockSearchPage>('searchStocks', { exchanges: ['NASDAQ', 'NYSE'], pageSize: 50 });
    expect(us.stocks.every((stock) => stock.currency === 'USD')).toBe(true);
    expect(us.stocks.map((stock) => stock.stockId)).toContain('NYSE-BRK.B');
    const suspended = await call<StockSearchPage>('searchStocks', { text: 'country garden' });
    expect(suspended.stocks[0]).toMatchObject({ stockId: 'HKEX-02007', status: 'suspended' });
    expect((await call<StockSearchPage>('searchStocks', { text: 'evergrande' })).total).toBe(0);
    const second = await call<StockSearchPage>('searchStocks', { pageIndex: 1, pageSize: 10 });
    expect(second.stocks[0]?.stockId).toBe(all.stocks[10]?.stockId);
  });

  it('quotes a stock with a 10-level book on its spread table, and several at once', async () => {
    const { instrument, quote } = await call<StockWithQuote>('getStock', { stockId: 'HKEX-00700' });
    expect(instrument.stockId).toBe('HKEX-00700');
    expect(quote).toMatchObject({ stockId: 'HKEX-00700', phase: 'continuous', day: '2026-11-25' });
    expect(quote.bids).toHaveLength(10);
    expect(quote.asks).toHaveLength(10);
    expect(isOnSpread('HKEX', quote.last)).toBe(true);
    await call('getStock', { stockId: 'HKEX-99999' }, headers, 404);
    await call('getStock', { stockId: 'not a stock' }, headers, 400);
    const { quotes } = await call<{ quotes: StockQuote[] }>('getQuotes', {
      stockIds: ['HKEX-00700', 'NASDAQ-AAPL', 'HKEX-99999'],
    });
    expect(quotes.map((each) => each.stockId)).toEqual(['HKEX-00700', 'NASDAQ-AAPL']);
    expect(quotes[0]).toEqual(quote);
    await call('getQuotes', { stockIds: Array.from({ length: 51 }, () => 'HKEX-00700') }, headers, 400);
  });

  it('draws each chart range, the past agreeing with the feed', async () => {
    type Chart = { interval: string; bars: { day: string; close: string; volume: string }[]; previousClose: string };
    const oneDay = await call<Chart>('getDailyBars', { stockId: 'HKEX-00700', range: '1D' });
    expect(oneDay.interval).toBe('1m');
    // 09:30 to 10:30: sixty one-minute bars.
    expect(oneDay.bars).toHaveLength(60);
    const fiveDays = await call<Chart>('getDailyBars', { stockId: 'HKEX-00700', range: '5D' });
    expect(new Set(fiveDays.bars.map((bar) => bar.day)).size).toBe(5);
    const month = await call<Chart>('getDailyBars', { stockId: 'HKEX-00700', range: '1M' });
    expect(month.interval).toBe('1d');
    const instrument = await findInstrument(testApp.database.db, 'HKEX-00700');
    if (instrument === undefined) throw new Error('Tencent is not in the catalogue');
    const feed = marketDataFeedOf({ config: testApp.config, db: testApp.database.db, clock: testApp.clock });
    const fromFeed = feed.dailyBars(instrument, month.bars[0]?.day ?? '', '2026-11-25');
    expect(month.bars.map(({ day, close, volume }) => ({ day, close, volume }))).toEqual(
      fromFeed.map(({ day, close, volume }) => ({ day, close, volume })),
    );
    expect(month.bars.at(-1)?.close).toBe(
      (await call<StockWithQuote>('getStock', { stockId: 'HKEX-00700' })).quote.last,
    );
    const fiveYears = await call<Chart>('getDailyBars', { stockId: 'HKEX-00700', range: '5Y' });
    expect(fiveYears.interval).toBe('1w');
    expect(fiveYears.bars.length).toBeGreaterThan(250);
  });

  it('summarises the indices and each market’s movers', async () => {
    const summary = await call<MarketSummary>('getMarketSummary', {});
    expect(summary.indices.map((index) => index.indexId)).toEqual(['HSI', 'HSCEI', 'HSTECH', 'SPX', 'IXIC', 'SSEC']);
    expect(summary.indices[0]?.phase).toBe('continuous');
    expect(summary.movers.map((movers) => movers.market)).toEqual(['HKEX', 'US', 'CN']);
    const hongKong = summary.movers[0];
    expect(hongKong?.gainers.length).toBeGreaterThan(0);
    for (const [index, entry] of (hongKong?.gainers ?? []).entries()) {
      expect(Number(entry.quote.changePercent)).toBeGreaterThan(0);
      const next = hongKong?.gainers[index + 1];
      if (next !== undefined)
        expect(Number(entry.quote.changePercent)).toBeGreaterThanOrEqual(Number(next.quote.changePercent));
    }
  });

  it('keeps a watchlist per account, newest first, and refuses other accounts', async () => {
    type Items = { items: StockWatchlistItem[] };
    expect((await call<Items>('getStockWatchlist', { accountCode: 'C10001' })).items).toEqual([]);
    await call<Items>('addToStockWatchlist', { accountCode: 'C10001', stockId: 'HKEX-00700' });
    testApp.clock.advance(1000);
    const { items } = await call<Items>('addToStockWatchlist', { accountCode: 'C10001', stockId: 'NASDAQ-AAPL' });
    expect(items.map((item) => item.instrument.stockId)).toEqual(['NASDAQ-AAPL', 'HKEX-00700']);
    expect(items[0]?.quote.stockId).toBe('NASDAQ-AAPL');
    await call<Items>('addToStockWatchlist', { accountCode: 'C10001', stockId: 'HKEX-00700' });
    await call('addToStockWatchlist', { accountCode: 'C10001', stockId: 'HKEX-03333' }, headers, 404);
    await call('addToStockWatchlist', { accountCode: 'C10001', stockId: 'HKEX-99999' }, headers, 404);
    await call('getStockWatchlist', { accountCode: 'C10005' }, headers, 403);
    const after = await call<Items>('removeFromStockWatchlist', { accountCode: 'C10001', stockId: 'HKEX-00700' });
    expect(after.items.map((item) => item.instrument.stockId)).toEqual(['NASDAQ-AAPL']);
  });

  it('offers the catalogue to other services through public.ts', async () => {
    const instruments = await listInstruments(testApp.database.db);
    expect(instruments.length).toBeGreaterThanOrEqual(80);
    expect(instruments.find((instrument) => instrument.stockId === 'HKEX-00005')?.boardLot).toBe(400);
    expect(instruments.find((instrument) => instrument.stockId === 'HKEX-03333')?.status).toBe('deleted');
  });
});

describe('stock market on a brand without stocks', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'vademo' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('does not exist (404 FEATURE_OFF), nor does its stream', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stockMarket/searchExchanges',
      headers: clientHeaders,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string }>().code).toBe('FEATURE_OFF');
    const stream = await testApp.app.inject({ method: 'GET', url: '/api/stockMarket/stream?ids=HKEX-00700' });
    expect(stream.statusCode).toBe(404);
    expect(stream.json<{ code: string }>().code).toBe('FEATURE_OFF');
  });
});
