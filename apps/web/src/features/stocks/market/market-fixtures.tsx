/*
 * Test fixtures of the stock market pages: realistic instruments and quotes, a fake live-quote source that ticks when
 * the test says so, and a live render (jsdom, React's act) inside the providers every page has, with the real api
 * client over a fake network.
 */
import { MantineProvider } from '@mantine/core';
import { act, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DepthLevel, StockInstrumentView, StockQuote, StockWatchlistItem } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { BrandConfig } from '@portal/contract/brands';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../../app/i18n-resources';
import { allEnglishTexts } from '../../../app/i18n-resources-all';
import type { Api } from '../../../shared/api/api-client';
import { BrandContext } from '../../../shared/brand/brand-context';
import { createPortalI18n, firstLanguageLoaded } from '../../../shared/i18n/i18n';
import { I18nContext } from '../../../shared/i18n/use-translation';
import { PreferencesContext } from '../../../shared/preferences/preferences-context';
import { createPreferencesStore } from '../../../shared/preferences/preferences-store';
import { SessionContext } from '../../../shared/session/session-context';
import { createSessionStore, withLogin } from '../../../shared/session/session-store';
import type { SessionFacts } from '../../../shared/session/session-store';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../../shared/storage/memory-storage';
import { LiveQuotesContext } from './live-quotes';
import type { LiveQuotesHook } from './live-quotes';
import { StockApiContext } from './stock-api';

export const account = { accountCode: 'C10001', source: 'gateway' } as const;

const client: SessionFacts = {
  ...account,
  role: 'user',
  loginTime: Date.UTC(2026, 10, 25, 1),
  sessionExpiresAt: Date.UTC(2026, 10, 25, 2),
  refreshExpiresAt: Date.UTC(2026, 10, 25, 3),
  isSessionLogin: false,
  agreementConfirmed: true,
  forceChangePassword: false,
  passwordDuration: 90,
  alertChangePasswordOption: 14,
  lastChangePasswordAt: Date.UTC(2026, 9, 1),
};

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

/** Mantine reads media queries and sizes; jsdom has neither. */
function stubBrowser() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
}

export type Mounted = {
  readonly container: HTMLElement;
  /** The visible text, whitespace collapsed. */
  readonly text: () => string;
  readonly unmount: () => void;
};

/** Renders `children` live in jsdom with the page's providers, a router at `path` and `route` as the pattern. */
export async function mount(
  children: ReactNode,
  {
    api,
    live,
    language = 'en',
    brand = getBrand('demo'),
    path = '/stocks/dashboard',
    route = '/stocks/dashboard',
    namespaces = ['stocks'],
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
  stubBrowser();
  const i18n = createPortalI18n(allEnglishTexts, language, loadTexts);
  await firstLanguageLoaded(i18n);
  // The namespaces asked for, and the trading pages' (stocks-trading-web) always.
  await i18n.loadNamespaces([...new Set([...namespaces, 'stocks', 'stockTrading', 'ticket'])]);
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  sessions.update((state) => withLogin(state, client));
  const preferences = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <BrandContext value={brand}>
        <SessionContext value={sessions}>
          <PreferencesContext value={preferences}>
            <I18nContext value={i18n}>
              <MantineProvider>
                <StockApiContext value={api}>
                  <LiveQuotesContext value={live}>
                    <MemoryRouter initialEntries={[path]}>
                      <Routes>
                        <Route path={route} element={children} />
                        <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
                      </Routes>
                    </MemoryRouter>
                  </LiveQuotesContext>
                </StockApiContext>
              </MantineProvider>
            </I18nContext>
          </PreferencesContext>
        </SessionContext>
      </BrandContext>,
    ),
  );
  return {
    container,
    text: () => (container.textContent ?? '').replace(/\s+/g, ' ').trim(),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Types into an input as a person would (React listens to the native input event). */
export async function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('Nothing to click');
  await act(async () => element.click());
}

/**
 * Waits until `check` passes, letting React apply what arrives meanwhile (answers of the fake server, timers) inside
 * act, as a browser would between frames.
 */
export async function settle(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The element with the test id, or a failure naming it. */
export function byTestId(container: HTMLElement, testId: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`No element with data-testid="${testId}"`);
  return element;
}
