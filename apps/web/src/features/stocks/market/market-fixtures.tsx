/*
 * Test fixtures of the stock market pages: realistic instruments and quotes, a fake live-quote source that ticks when
 * the test says so, and a live render (jsdom, React's act) inside the providers every page has, with the real api
 * client over a fake network.
 */
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { DepthLevel, StockInstrumentView, StockQuote, StockWatchlistItem } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { BrandConfig } from '@portal/contract/brands';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import type { Language } from '@portal/contract/domain/language';
import type { Api } from '../../../shared/api/api-client';
import { byTestId, click, mount as mountPage, settle, typeInto, type Mounted } from '../../../app/testing/mount';
import { LiveQuotesContext } from './live-quotes';
import type { LiveQuotesHook } from './live-quotes';
import { StockApiContext } from './stock-api';

export { setUpPageTests, testAccount as account } from '../../../app/testing/mount';

export function tencent(change: Partial<StockInstrumentView> = {}): StockInstrumentView {
  return {
    stockId: 'HKEX-00700',
    exchange: 'HKEX',
    code: '00700',
    names: { en: 'Tencent Holdings', 'zh-HK': '騰訊控股', 'zh-CN': '腾讯控股' },
    currency: 'HKD',
    boardLot: 100,
    sector: 'communication',
    status: 'active',
    ...change,
  };
}

export function apple(change: Partial<StockInstrumentView> = {}): StockInstrumentView {
  return {
    stockId: 'NASDAQ-AAPL',
    exchange: 'NASDAQ',
    code: 'AAPL',
    names: { en: 'Apple Inc.', 'zh-HK': '蘋果公司', 'zh-CN': '苹果公司' },
    currency: 'USD',
    boardLot: 1,
    sector: 'technology',
    status: 'active',
    ...change,
  };
}

/** Ten levels a side, 0.2 apart (HKEX's tick between 200 and 500), best first. */
function levels(best: string, step: number): DepthLevel[] {
  return Array.from({ length: 10 }, (_, index) => ({
    price: toDecimal(best)
      .plus(toDecimal('0.2').times(step * index))
      .toFixed(),
    quantity: String((index + 1) * 1000),
    orders: index + 1,
  }));
}

export function quoteOf(change: Partial<StockQuote> = {}): StockQuote {
  return {
    stockId: 'HKEX-00700',
    at: '2026-11-25T02:00:00.000Z',
    day: '2026-11-25',
    phase: 'continuous',
    status: 'active',
    last: '388.2',
    bid: '388',
    ask: '388.2',
    open: '385',
    high: '390',
    low: '384.6',
    previousClose: '386',
    change: '2.2',
    changePercent: '0.57',
    volume: '12345600',
    turnover: '4790000000.5',
    bids: levels('388', -1),
    asks: levels('388.2', 1),
    ...change,
  };
}

export function watchlistItemOf(instrument: StockInstrumentView, quote: StockQuote): StockWatchlistItem {
  return { instrument, quote, addedAt: '2026-11-24T02:00:00.000Z' };
}

/** A live-quote source the test drives: `tick(quote)` delivers a quote as the stream would. */
export function fakeLiveQuotes() {
  let quotes: Record<string, StockQuote | undefined> = {};
  const listeners = new Set<() => void>();
  const asked: string[][] = [];
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useQuotes: LiveQuotesHook = (stockIds) => {
    asked.push([...stockIds]);
    return useSyncExternalStore(subscribe, () => quotes);
  };
  return {
    useQuotes,
    asked,
    tick(quote: StockQuote) {
      quotes = { ...quotes, [quote.stockId]: quote };
      for (const listener of listeners) listener();
    },
  };
}

/** Renders `children` live in jsdom with the page's providers (shared/testing/mount) and the stock contexts. */
export async function mount(
  children: ReactNode,
  {
    api,
    live,
    language = 'en',
    brand = getBrand('demo'),
    path = '/stocks/dashboard',
    route = '/stocks/dashboard',
    namespaces = ['stocks', 'stockTrading', 'ticket'],
  }: {
    api: Api;
    live: LiveQuotesHook;
    language?: Language;
    brand?: BrandConfig;
    path?: string;
    route?: string;
    /** The texts the page loads (its route's withLazyTexts). */
    namespaces?: readonly string[];
  },
): Promise<Mounted> {
  return mountPage(children, {
    language,
    brand,
    path,
    route,
    namespaces,
    wrap: (page) => (
      <StockApiContext value={api}>
        <LiveQuotesContext value={live}>{page}</LiveQuotesContext>
      </StockApiContext>
    ),
  });
}

export { byTestId, click, settle, typeInto, type Mounted };
