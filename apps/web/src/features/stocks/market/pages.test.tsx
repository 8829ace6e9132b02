// @vitest-environment jsdom
// The market pages live: quotes tick, buttons are pressed, the search is typed into (React in jsdom, act).
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MarketSummary, StockQuote } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { queryClient } from '../../../shared/api/query-client';
import { fakeFetch, fakeServer } from '../../../shared/api/fake-server';
import type { Mounted } from './market-fixtures';
import {
  account,
  apple,
  byTestId,
  click,
  fakeLiveQuotes,
  mount,
  settle,
  quoteOf,
  tencent,
  typeInto,
  watchlistItemOf,
  setUpPageTests,
} from './market-fixtures';
import { QuotePage } from './quote-page';
import { StockDashboardPage } from './stock-dashboard-page';

// The canvas chart is outside jsdom: its module is replaced by a list of what it was given.
vi.mock('../../../shared/charts/candle-chart', () => ({
  CandleChart: ({ bars, intraday }: { bars: readonly { time: string }[]; intraday: boolean }) => (
    <div data-testid="candle-chart" data-bars={bars.length} data-intraday={String(intraday)} />
  ),
}));

let mounted: Mounted | undefined;
// A failed load shows its retry at once (the app retries in the background first).
setUpPageTests();

const appleQuote = quoteOf({
  stockId: 'NASDAQ-AAPL',
  phase: 'closed',
  last: '227.48',
  bid: null,
  ask: null,
  previousClose: '229.87',
  change: '-2.39',
  changePercent: '-1.04',
  bids: [],
  asks: [],
});

function summaryOf(): MarketSummary {
  const index = (indexId: 'HSI' | 'SPX', market: 'HKEX' | 'US', en: string, hk: string, cn: string) => ({
    indexId,
    names: { en, 'zh-HK': hk, 'zh-CN': cn },
    market,
    at: '2026-11-25T02:00:00.000Z',
    phase: market === 'HKEX' ? ('lunchBreak' as const) : ('closed' as const),
    value: market === 'HKEX' ? '19345.6' : '5998.74',
    previousClose: market === 'HKEX' ? '19200.1' : '6010.2',
    change: market === 'HKEX' ? '145.5' : '-11.46',
    changePercent: market === 'HKEX' ? '0.76' : '-0.19',
  });
  return {
    at: '2026-11-25T04:30:00.000Z',
    indices: [
      index('HSI', 'HKEX', 'Hang Seng Index', '恒生指數', '恒生指数'),
      index('SPX', 'US', 'S&P 500', '標普500', '标普500'),
    ],
    movers: [
      {
        market: 'HKEX',
        gainers: [{ instrument: tencent(), quote: quoteOf() }],
        losers: [],
        mostActive: [{ instrument: tencent(), quote: quoteOf() }],
      },
      { market: 'US', gainers: [], losers: [{ instrument: apple(), quote: appleQuote }], mostActive: [] },
    ],
  };
}

function dashboardServer(items = [watchlistItemOf(tencent(), quoteOf())]) {
  let list = items;
  return fakeServer({
    '/api/stockMarket/getMarketSummary': { status: 200, body: summaryOf() },
    '/api/stockMarket/getStockWatchlist': () => ({ status: 200, body: { items: list } }),
    '/api/stockMarket/searchStocks': (body) => {
      const text = (body as { text: string }).text;
      const stocks = ['騰訊', '700', 'Tencent'].some((match) => text.includes(match)) ? [tencent()] : [];
      return { status: 200, body: { stocks, total: stocks.length, pageIndex: 0, pageSize: 8, hasMore: false } };
    },
    '/api/stockMarket/addToStockWatchlist': () => {
      list = [watchlistItemOf(apple(), appleQuote), ...list];
      return { status: 200, body: { items: list } };
    },
    '/api/stockMarket/removeFromStockWatchlist': (body) => {
      list = list.filter((item) => item.instrument.stockId !== (body as { stockId: string }).stockId);
      return { status: 200, body: { items: list } };
    },
  });
}

/** A price rise of Tencent at a later tick. */
const tick: StockQuote = quoteOf({
  at: '2026-11-25T02:00:05.000Z',
  last: '389.4',
  change: '3.4',
  changePercent: '0.88',
  volume: '12401600',
});

describe('the stocks dashboard', () => {
  it('shows the indices with each market’s phase, the watchlist at live prices and the top movers', async () => {
    const server = dashboardServer();
    const live = fakeLiveQuotes();
    mounted = await mount(<StockDashboardPage />, { api: server.api, live: live.useQuotes });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'watchlist-row-HKEX-00700')).toBeTruthy());
    await settle(() => expect(byTestId(container, 'index-HSI')).toBeTruthy());

    expect(byTestId(container, 'index-HSI').textContent).toBe('Hang Seng Index19,345.60▲ Up +145.50 (+0.76%)');
    expect(byTestId(container, 'index-SPX').textContent).toBe('S&P 5005,998.74▼ Down -11.46 (-0.19%)');
    expect(byTestId(container, 'market-phase-HKEX').textContent).toBe('Lunch break');
    expect(byTestId(container, 'market-phase-US').textContent).toBe('Closed');

    const row = byTestId(container, 'watchlist-row-HKEX-00700');
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/stocks/quote/HKEX-00700');
    // The watchlist opens the ticket too (issue 15: quote page, portfolio and watchlist).
    expect(byTestId(row, 'watchlist-buy').getAttribute('href')).toBe('/stocks/order?stockId=HKEX-00700&side=B');
    expect(row.textContent).toContain('Tencent Holdings0700 · HKEX388.200▲ Up +2.200 (+0.57%)');
    expect(live.asked.at(-1)).toEqual(['HKEX-00700']);

    // A tick of the stream moves the row's price.
    await act(async () => live.tick(tick));
    expect(byTestId(container, 'watchlist-row-HKEX-00700').textContent).toContain('389.400▲ Up +3.400 (+0.88%)');

    const movers = byTestId(container, 'movers-HKEX');
    expect(byTestId(movers, 'gainers').textContent).toContain('0700 Tencent Holdings');
    expect(byTestId(movers, 'most-active').textContent).toContain(
      // An amount with its currency's decimals (SPEC §9), as the quote page shows it.
      '0700 Tencent HoldingsTurnover 4,790,000,000.50 HKD388.200',
    );
    // The trading cards (features/stocks/trading) sit beside the watchlist.
    expect(byTestId(container, 'todays-orders').textContent).toContain("Today's orders");
    expect(byTestId(container, 'buying-power').textContent).toContain('Buying power');
  });

  it('shows the net worth card of the one portfolio where the brand offers it (demo), not on a brand without (team)', async () => {
    const netWorth = {
      reportingCurrency: 'HKD',
      asOf: '2026-11-25T02:00:00.000Z',
      rateTime: '2026-11-25T01:59:00.000Z',
      netWorth: '1234567.89',
      holdings: [],
      allocation: { byCategory: [], byCurrency: [], byMarket: [], byRiskLevel: [] },
    };
    const network = fakeFetch({ '/api/marketValueHistory/netWorth': { status: 200, body: netWorth } });
    vi.stubGlobal('fetch', network.fetch);
    try {
      mounted = await mount(<StockDashboardPage />, {
        api: dashboardServer().api,
        live: fakeLiveQuotes().useQuotes,
        namespaces: ['stocks', 'stockTrading', 'ticket', 'wealthPortfolio'],
      });
      const { container } = mounted;
      await settle(() => expect(byTestId(container, 'net-worth-card-value')).toBeTruthy());
      expect(byTestId(container, 'net-worth-card-value').textContent).toContain('1,234,567.89');
      expect(byTestId(container, 'net-worth-card').textContent).toContain('View my portfolio');
      expect(network.calls.find((call) => call.path.endsWith('/netWorth'))?.body).toMatchObject(account);
      mounted.unmount();

      mounted = await mount(<StockDashboardPage />, {
        api: dashboardServer().api,
        live: fakeLiveQuotes().useQuotes,
        brand: getBrand('team'),
      });
      await settle(() => expect(byTestId(mounted?.container ?? document.body, 'index-HSI')).toBeTruthy());
      expect(mounted.container.querySelector('[data-testid="net-worth-card"]')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('speaks zh-HK: names, phases and headings', async () => {
    const server = dashboardServer();
    mounted = await mount(<StockDashboardPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      language: 'zh-HK',
    });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'watchlist-row-HKEX-00700')).toBeTruthy());
    await settle(() => expect(byTestId(container, 'index-HSI')).toBeTruthy());
    const text = mounted.text();
    expect(text).toContain('市場概況');
    expect(text).toContain('恒生指數');
    expect(text).toContain('午休');
    expect(byTestId(container, 'watchlist-row-HKEX-00700').textContent).toContain('騰訊控股0700 · 香港交易所');
    expect(text).toContain('升幅最大');
  });

  it('finds a stock by its Chinese name and adds it; removes a row; says so when the watchlist is empty', async () => {
    const server = dashboardServer([]);
    mounted = await mount(<StockDashboardPage />, { api: server.api, live: fakeLiveQuotes().useQuotes });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'watchlist-empty')).toBeTruthy());
    expect(byTestId(container, 'watchlist-empty').textContent).toBe(
      'Your watchlist is empty.Search for a stock by its code or name above to add it.',
    );

    const input = container.querySelector<HTMLInputElement>('input[data-testid="stock-search"]');
    if (!input) throw new Error('No search box');
    await typeInto(input, '騰訊');
    await settle(() => expect(byTestId(container, 'stock-search-results')).toBeTruthy());
    expect(server.calls.find((call) => call.path.endsWith('/searchStocks'))?.body).toMatchObject({ text: '騰訊' });
    const results = byTestId(container, 'stock-search-results');
    expect(results.querySelector('a')?.getAttribute('href')).toBe('/stocks/quote/HKEX-00700');
    expect(results.textContent).toContain('0700 Tencent Holdings');

    await click(byTestId(results, 'watch-HKEX-00700'));
    await settle(() => expect(byTestId(container, 'watchlist-row-NASDAQ-AAPL')).toBeTruthy());
    expect(server.calls.find((call) => call.path.endsWith('/addToStockWatchlist'))?.body).toEqual({
      ...account,
      stockId: 'HKEX-00700',
    });

    const remove = byTestId(container, 'watchlist-row-NASDAQ-AAPL').querySelector('button');
    expect(remove?.getAttribute('aria-label')).toBe('Remove Apple Inc. from the watchlist');
    await click(remove);
    await settle(() => expect(byTestId(container, 'watchlist-empty')).toBeTruthy());
    expect(server.calls.find((call) => call.path.endsWith('/removeFromStockWatchlist'))?.body).toEqual({
      ...account,
      stockId: 'NASDAQ-AAPL',
    });
  });

  it('shows a retry when the market summary cannot be loaded, and loads it again on retry', async () => {
    let failing = true;
    const server = fakeServer({
      '/api/stockMarket/getMarketSummary': () =>
        failing ? { status: 500, body: { code: 'INTERNAL', message: 'down' } } : { status: 200, body: summaryOf() },
      '/api/stockMarket/getStockWatchlist': { status: 200, body: { items: [] } },
    });
    mounted = await mount(<StockDashboardPage />, { api: server.api, live: fakeLiveQuotes().useQuotes });
    const { container } = mounted;
    await settle(() =>
      expect(byTestId(container, 'market-summary').textContent).toContain('This could not be loaded.'),
    );
    failing = false;
    await click(byTestId(container, 'market-summary').querySelector('button'));
    await settle(() => expect(byTestId(container, 'index-HSI')).toBeTruthy());
  });
});

function quoteServer(quote: StockQuote = quoteOf(), instrument = tencent()) {
  return fakeServer({
    '/api/stockMarket/getStock': (body) =>
      (body as { stockId: string }).stockId === instrument.stockId
        ? { status: 200, body: { instrument, quote } }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'No such stock' } },
    '/api/stockMarket/getStockWatchlist': { status: 200, body: { items: [] } },
    '/api/stockMarket/addToStockWatchlist': { status: 200, body: { items: [watchlistItemOf(instrument, quote)] } },
    '/api/stockMarket/getDailyBars': (body) => {
      const { range } = body as { range: string };
      const intraday = range === '1D' || range === '5D';
      return {
        status: 200,
        body: {
          stockId: instrument.stockId,
          range,
          interval: range === '1D' ? '1m' : range === '5D' ? '5m' : range === '5Y' ? '1w' : '1d',
          currency: 'HKD',
          previousClose: '386',
          bars: [
            {
              time: '2026-11-24T01:30:00.000Z',
              day: '2026-11-24',
              open: '385',
              high: '391.2',
              low: '384',
              close: '390',
              volume: '1000',
            },
            {
              time: intraday ? '2026-11-24T01:31:00.000Z' : '2026-11-25T00:00:00.000Z',
              day: intraday ? '2026-11-24' : '2026-11-25',
              open: '390',
              high: '390.4',
              low: '383.8',
              close: '388.2',
              volume: '2500',
            },
          ],
        },
      };
    },
  });
}

const quoteRoute = { path: '/stocks/quote/HKEX-00700', route: '/stocks/quote/:stockId' };

describe('the quote page', () => {
  it('shows the stock, its live quote that moves on a tick, the 10-level book and Buy/Sell to the ticket', async () => {
    const server = quoteServer();
    const live = fakeLiveQuotes();
    mounted = await mount(<QuotePage />, { api: server.api, live: live.useQuotes, ...quoteRoute });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'last-price')).toBeTruthy());
    expect(byTestId(container, 'stock-name').textContent).toBe('Tencent Holdings');
    expect(byTestId(container, 'stock-code').textContent).toBe('0700');
    expect(byTestId(container, 'stock-phase').textContent).toBe('Open');
    expect(byTestId(container, 'last-price').textContent).toBe('388.200');
    const facts = byTestId(container, 'quote-facts').textContent;
    for (const fact of [
      'Bid388.000',
      'Ask388.200',
      'Open385.000',
      'High390.000',
      'Low384.600',
      'Previous close386.000',
      'Volume12,345,600',
      'Turnover4,790,000,000.50 HKD',
      'Board lot100 shares',
      'CurrencyHKD',
    ])
      expect(facts).toContain(fact);
    const depth = [...container.querySelectorAll('[data-testid="depth-row"]')];
    expect(depth).toHaveLength(10);
    expect(depth[0]?.textContent).toBe('(1)1,000388.000388.2001,000(1)');
    expect(depth[9]?.textContent).toBe('(10)10,000386.200390.00010,000(10)');
    expect(byTestId(container, 'buy').getAttribute('href')).toBe('/stocks/order?stockId=HKEX-00700&side=B');
    expect(byTestId(container, 'sell').getAttribute('href')).toBe('/stocks/order?stockId=HKEX-00700&side=S');

    await act(async () => live.tick(tick));
    expect(byTestId(container, 'last-price').textContent).toBe('389.400');
    expect(byTestId(container, 'live-price').textContent).toContain('▲ Up +3.400 (+0.88%)');
    expect(byTestId(container, 'volume').textContent).toBe('12,401,600');
  });

  it("says a US quote in pre-market or post-market is that session's price; none in regular hours", async () => {
    const usRoute = { path: '/stocks/quote/NASDAQ-AAPL', route: '/stocks/quote/:stockId' };
    const preMarket = quoteOf({ stockId: 'NASDAQ-AAPL', phase: 'preMarket', last: '191.2', change: '0.7' });
    const first = await mount(<QuotePage />, {
      api: quoteServer(preMarket, apple()).api,
      live: fakeLiveQuotes().useQuotes,
      ...usRoute,
    });
    mounted = first;
    await settle(() => expect(byTestId(first.container, 'last-price')).toBeTruthy());
    expect(byTestId(first.container, 'stock-phase').textContent).toBe('Pre-market');
    expect(byTestId(first.container, 'extended-price-label').textContent).toBe('Pre-market');
    expect(byTestId(first.container, 'last-price').textContent).toBe('191.20');
    first.unmount();
    queryClient.clear();
    const regular = await mount(<QuotePage />, {
      api: quoteServer(quoteOf({ stockId: 'NASDAQ-AAPL' }), apple()).api,
      live: fakeLiveQuotes().useQuotes,
      ...usRoute,
    });
    mounted = regular;
    await settle(() => expect(byTestId(regular.container, 'last-price')).toBeTruthy());
    expect(regular.container.querySelector('[data-testid="extended-price-label"]')).toBeNull();
  });

  it('asks for the range pressed and draws its bars; starts on one day of minute bars', async () => {
    const server = quoteServer();
    mounted = await mount(<QuotePage />, { api: server.api, live: fakeLiveQuotes().useQuotes, ...quoteRoute });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'candle-chart')).toBeTruthy());
    expect(byTestId(container, 'candle-chart').dataset.intraday).toBe('true');
    expect(byTestId(container, 'chart-summary').textContent).toBe(
      'One day: open 385.000, high 391.200, low 383.800, close 388.200, volume 3,500.',
    );
    const ranges = byTestId(container, 'price-chart').querySelectorAll('input[type="radio"]');
    expect([...ranges].map((input) => (input as HTMLInputElement).value)).toEqual(['1D', '5D', '1M', '6M', '1Y', '5Y']);
    for (const range of ['5Y', '1M'] as const) {
      await click(byTestId(container, 'price-chart').querySelector(`input[value="${range}"]`));
      await settle(() =>
        expect(byTestId(container, 'chart-summary').textContent).toContain(range === '5Y' ? 'Five years' : 'One month'),
      );
    }
    expect(byTestId(container, 'candle-chart').dataset.intraday).toBe('false');
    const asked = server.calls.filter((call) => call.path.endsWith('/getDailyBars')).map((call) => call.body);
    expect(asked).toEqual([
      { stockId: 'HKEX-00700', range: '1D' },
      { stockId: 'HKEX-00700', range: '5Y' },
      { stockId: 'HKEX-00700', range: '1M' },
    ]);
  });

  it('names the stock in zh-HK', async () => {
    const server = quoteServer();
    mounted = await mount(<QuotePage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      language: 'zh-HK',
      ...quoteRoute,
    });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'last-price')).toBeTruthy());
    expect(byTestId(container, 'stock-name').textContent).toBe('騰訊控股');
    expect(byTestId(container, 'stock-phase').textContent).toBe('交易中');
    expect(byTestId(container, 'buy').textContent).toBe('買入');
    expect(byTestId(container, 'quote-facts').textContent).toContain('每手股數100 股');
    expect(byTestId(container, 'depth-book').textContent).toContain('買賣盤');
  });

  it('adds the stock to the watchlist with its star', async () => {
    const server = quoteServer();
    mounted = await mount(<QuotePage />, { api: server.api, live: fakeLiveQuotes().useQuotes, ...quoteRoute });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'watch-HKEX-00700').hasAttribute('disabled')).toBe(false));
    expect(byTestId(container, 'watch-HKEX-00700').getAttribute('aria-pressed')).toBe('false');
    await click(byTestId(container, 'watch-HKEX-00700'));
    await settle(() => expect(byTestId(container, 'watch-HKEX-00700').getAttribute('aria-pressed')).toBe('true'));
    expect(byTestId(container, 'watch-HKEX-00700').getAttribute('aria-label')).toBe(
      'Remove Tencent Holdings from the watchlist',
    );
  });

  it('says plainly when a stock is suspended, and offers no trade', async () => {
    const server = quoteServer(quoteOf({ status: 'suspended', bids: [], asks: [] }), tencent({ status: 'suspended' }));
    mounted = await mount(<QuotePage />, { api: server.api, live: fakeLiveQuotes().useQuotes, ...quoteRoute });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'suspended')).toBeTruthy());
    expect(byTestId(container, 'suspended').textContent).toContain('Trading in this stock is suspended.');
    expect(byTestId(container, 'stock-status').textContent).toBe('Suspended');
    expect(container.querySelector('[data-testid="buy"]')).toBeNull();
    expect(byTestId(container, 'depth-book').textContent).toContain('No orders in the book.');
  });

  it('hides Buy and Sell where the brand hides stock trading', async () => {
    const demo = getBrand('demo');
    const brand = { ...demo, flags: { ...demo.flags, hideStockTrading: true } };
    mounted = await mount(<QuotePage />, {
      api: quoteServer().api,
      live: fakeLiveQuotes().useQuotes,
      brand,
      ...quoteRoute,
    });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'last-price')).toBeTruthy());
    expect(container.querySelector('[data-testid="buy"]')).toBeNull();
    expect(container.querySelector('[data-testid="sell"]')).toBeNull();
  });

  it('says there is no such stock for an unknown id, and for one that is not a stock id without asking', async () => {
    const server = quoteServer();
    mounted = await mount(<QuotePage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      path: '/stocks/quote/HKEX-99999',
      route: quoteRoute.route,
    });
    await settle(() => expect(byTestId(mounted?.container ?? document.body, 'stock-not-found')).toBeTruthy());
    expect(mounted.text()).toContain('There is no stock HKEX-99999.');
    mounted.unmount();
    const calls = server.calls.length;
    mounted = await mount(<QuotePage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      path: '/stocks/quote/not-a-stock',
      route: quoteRoute.route,
    });
    expect(mounted.text()).toContain('There is no stock not-a-stock.');
    expect(server.calls.slice(calls).filter((call) => call.path.endsWith('/getStock'))).toEqual([]);
  });
});
