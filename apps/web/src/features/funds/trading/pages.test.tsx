import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { FundOrder } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { keysetPages } from '../../../shared/api/fake-server';
import { queryClient } from '../../../shared/api/query-client';
import { FundDashboardView, topMovers } from './fund-dashboard-page';
import { FundDocumentView, documentInput, noDocumentFilters } from './fund-document-page';
import type { HistoryListState } from '../../../shared/history-list/history-query';
import { FundHistoryView } from './fund-history-page';
import type { FundHistoryViewProps } from './fund-history-page';
import { filterInput, noFilters, orderListQuery } from './fund-history-queries';
import { FundPortfolioView } from './fund-portfolio-page';
import type { FundPortfolioViewProps } from './fund-portfolio-page';
import { account, fakeServer, orderOf, portfolioOf, render, textOf } from './trading-fixtures';

const noop = () => undefined;

afterEach(() => queryClient.clear());

/** 45 orders, newest first, answered the way the server pages them: after the cursor, at most pageSize. */
function orders(count = 45): FundOrder[] {
  return Array.from({ length: count }, (_, index) =>
    orderOf({
      orderId: `FO${String(1000 - index)}`,
      status: index % 3 === 0 ? 'settled' : 'pending',
      cancellable: index % 3 !== 0,
      placedAt: new Date(Date.UTC(2026, 10, 22, 8) - index * 3_600_000).toISOString(),
    }),
  );
}

/** The history list as its hook gives it: loading, failed, or these orders. */
function listOf(orders?: readonly FundOrder[], change: Partial<HistoryListState<FundOrder>> = {}) {
  return {
    rows: orders,
    failed: false,
    hasMore: false,
    loadingMore: false,
    failedMore: false,
    loadMore: noop,
    retry: noop,
    ...change,
  } satisfies HistoryListState<FundOrder>;
}

function historyProps(list: HistoryListState<FundOrder>): FundHistoryViewProps {
  return {
    filters: noFilters,
    onFilters: noop,
    list,
    onCancel: noop,
    exportFile: () => Promise.reject(new Error('not in this test')),
    cancelDialog: { cancelling: false, onClose: noop, onConfirm: noop },
  };
}

describe('the order history', () => {
  it('pages 20 at a time by the cursor the server gave, with the filters', async () => {
    const all = orders();
    const server = fakeServer({
      '/api/fundOrder/queryFundOrders': keysetPages('orders', all),
    });
    const filters = { ...noFilters, status: 'pending' as const, type: 'S' as const, fromDate: '2026-11-01' };
    const observer = new InfiniteQueryObserver(queryClient, orderListQuery(server.api, account, filters));
    await observer.refetch();
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    expect(
      observer.getCurrentResult().data?.pages.flatMap((page) => page.orders.map((order) => order.orderId)),
    ).toEqual(all.map((order) => order.orderId));
    expect(server.calls.map((call) => call.body)).toEqual([
      { ...account, statuses: ['pending'], types: ['S'], fromDate: '2026-11-01', pageSize: 20 },
      { ...account, statuses: ['pending'], types: ['S'], fromDate: '2026-11-01', pageSize: 20, cursor: '20' },
      { ...account, statuses: ['pending'], types: ['S'], fromDate: '2026-11-01', pageSize: 20, cursor: '40' },
    ]);
    expect(filterInput(account, noFilters)).toEqual({ ...account, statuses: [], types: [] });
  });

  it('lists each order with status, type, direction, amount, units, NAV, fee and dates; cancel only where allowed', async () => {
    const list = listOf(
      [
        orderOf(),
        orderOf({
          orderId: 'FO000002',
          status: 'settled',
          cancellable: false,
          units: '102.1254',
          nav: '12.3456',
          fee: '19.2',
          netAmount: '1260.8',
        }),
      ],
      { hasMore: true },
    );
    const markup = await render(<FundHistoryView {...historyProps(list)} />);
    const rows = [...markup.matchAll(/data-testid="order-row"[^>]*>(.*?)<\/tr>/gs)].map(([, row]) => textOf(row ?? ''));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe(
      '2026-11-23 10:00 Global Equity Fund F0001 · Subscription Pending Subscribe (S) In (I) 10,000.00 HKD — — — 2026-11-24 2026-11-27 Cancel',
    );
    expect(rows[1]).toContain(
      'Settled Subscribe (S) In (I) 10,000.00 HKD 102.1254 12.3456 19.20 USD 2026-11-24 2026-11-27',
    );
    expect(rows[1]).not.toContain('Cancel');
    // The row's cancel button is named by its order, not only 'Cancel'.
    expect([...markup.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map(([, name]) => name)).toEqual([
      `Cancel ${orderOf().orderId}`,
    ]);
    expect(markup).toContain('data-testid="load-more"');
    expect(markup).toContain('data-testid="export-csv"');
  });

  it('says each order’s type and direction in words in every language, the code beside them', async () => {
    const redemption = orderOf({ orderId: 'FO-3', kind: 'redemption', type: 'R', direction: 'O' });
    const list = listOf([redemption]);
    const cells = async (language: 'en' | 'zh-HK' | 'zh-CN') => {
      const markup = await render(<FundHistoryView {...historyProps(list)} />, { language });
      return ['order-type', 'order-direction'].map((testId) =>
        textOf(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</td>`, 's').exec(markup)?.[1] ?? ''),
      );
    };
    expect(await cells('en')).toEqual(['Redeem (R)', 'Out (O)']);
    expect(await cells('zh-HK')).toEqual(['贖回 (R)', '轉出 (O)']);
    expect(await cells('zh-CN')).toEqual(['赎回 (R)', '转出 (O)']);
  });

  it('has loading, error and empty states, and says when no more orders follow', async () => {
    expect(await render(<FundHistoryView {...historyProps(listOf())} />)).toMatch(/role="status"/);
    expect(textOf(await render(<FundHistoryView {...historyProps(listOf(undefined, { failed: true }))} />))).toContain(
      'This could not be loaded. Try again',
    );
    const empty = await render(<FundHistoryView {...historyProps(listOf([]))} />, { language: 'zh-HK' });
    expect(textOf(empty)).toContain('沒有相符的基金交易指示。');
    expect(empty).toContain('data-testid="orders-empty"');
    const last = await render(<FundHistoryView {...historyProps(listOf([orderOf()]))} />);
    expect(last).not.toContain('data-testid="load-more"');
    expect(last).toMatch(/data-testid="orders-end"[^>]*>No more orders</);
  });
});

function portfolioProps(change: Partial<FundPortfolioViewProps> = {}): FundPortfolioViewProps {
  return {
    portfolio: portfolioOf(),
    reportingCurrencies: ['HKD', 'USD', 'CNY'],
    onReportingCurrency: noop,
    period: '6months',
    onPeriod: noop,
    history: [
      { date: '2026-06-01', value: '18000' },
      { date: '2026-11-20', value: '20000.5' },
    ],
    historyFailed: false,
    onHistoryRetry: noop,
    ...change,
  };
}

describe('the portfolio', () => {
  it('shows totals in the reporting currency, and each holding in its own and the reporting currency', async () => {
    const markup = await render(<FundPortfolioView {...portfolioProps()} />);
    const text = textOf(markup);
    expect(text).toContain('Market value 20,000.50 HKD');
    expect(text).toContain('Unrealised profit/loss +1,000.50 HKD');
    expect(text).toContain('Return +5.27%');
    expect(text).toContain('Cash 1,500,000.00 HKD');
    expect(text).toContain('Dividends received 320.40 HKD');
    const rows = [...markup.matchAll(/data-testid="holding-row"[^>]*>(.*?)<\/tr>/gs)].map(([, row]) =>
      textOf(row ?? ''),
    );
    expect(rows[0]).toBe(
      'Global Equity Fund F0001 · USD 120.5 Units on hold 20.5 11.5 12.3456 2026-11-20 1,487.64 USD 11,622.19 HKD +101.89 USD +7.35% 0.00 USD Redeem Switch',
    );
    expect(rows[1]).toContain('-21.60 HKD -0.26% 320.40 HKD');
    // On a phone, a holding's card names its dividends only when it has had some.
    const cards = markup.slice(
      markup.indexOf('data-testid="holding-cards"'),
      markup.indexOf('data-testid="holdings-table"'),
    );
    expect(textOf(cards)).toContain('F0002 · Units 800 · NAV 10.473 · Dividends 320.40 HKD');
    expect(textOf(cards)).not.toContain('Dividends 0.00 USD');
    expect(markup).toMatch(/data-trend="down"[^>]*>-21.60 HKD/);
  });

  it('draws the allocation by asset class, region and currency with each share', async () => {
    const markup = await render(<FundPortfolioView {...portfolioProps()} />);
    const legend = [...markup.matchAll(/data-testid="donut-legend-item" data-key="(\w+)"/g)].map(([, key]) => key);
    expect(legend).toEqual(['equity', 'fixedIncome', 'global', 'asiaPacific', 'USD', 'HKD']);
    expect(textOf(markup)).toContain('Equity 11,622.19 HKD 58.11%');
    expect(markup).toContain('data-testid="value-chart"');
  });

  it('hides the trade buttons when the brand hides fund trading', async () => {
    const demo = getBrand('demo');
    const hidden = { ...demo, flags: { ...demo.flags, hideFundTrading: true } };
    const markup = await render(<FundPortfolioView {...portfolioProps()} />, { brand: hidden });
    expect(markup).not.toContain('href="/funds/redeem/F0001"');
    expect(await render(<FundPortfolioView {...portfolioProps()} />)).toContain('href="/funds/redeem/F0001"');
  });

  it('has an empty state with a link to search', async () => {
    const markup = await render(
      <FundPortfolioView {...portfolioProps({ portfolio: portfolioOf({ holdings: [] }) })} />,
    );
    expect(markup).toContain('data-testid="portfolio-empty"');
    expect(markup).toContain('href="/funds/search"');
    expect(textOf(markup)).toContain('You hold no funds yet.');
  });
});

describe('the dashboard', () => {
  it('lists the top movers by the size of their day change', () => {
    const [first, second] = portfolioOf().holdings;
    if (!first || !second) throw new Error('fixture');
    const none = { ...second, fundId: 'F0003', dayChangePercent: null };
    expect(topMovers([second, none, first]).map((holding) => holding.fundId)).toEqual(['F0001', 'F0002', 'F0003']);
  });

  it('shows totals, movers, recent orders, the watchlist and cash', async () => {
    const markup = await render(
      <FundDashboardView
        portfolio={portfolioOf()}
        portfolioFailed={false}
        orders={[orderOf()]}
        ordersFailed={false}
        watchlist={[]}
        watchlistFailed={false}
        onRetry={noop}
      />,
    );
    const text = textOf(markup);
    expect(text).toContain('Market value 20,000.50 HKD');
    expect(text).toContain(
      'Top movers today View all Global Equity Fund 1,487.64 USD -1.25% Asia Bond Fund 8,378.40 HKD +0.30%',
    );
    expect(text).toContain(
      'Recent orders View all Global Equity Fund Subscription · 10,000.00 HKD · 2026-11-23 Pending',
    );
    expect(text).toContain('Your watchlist is empty.');
    expect(markup).toContain('data-testid="cash-table"');
  });
});

describe('the documents page', () => {
  it('lists statements with their period and a download link, filtered by kind and date', async () => {
    const markup = await render(
      <FundDocumentView
        filters={noDocumentFilters}
        onFilters={noop}
        documents={[
          {
            documentId: 'stmt:C10001:monthly:2026-10',
            accountCode: 'C10001',
            kind: 'monthlyStatement',
            name: 'C10001-monthly-2026-10.pdf',
            date: '2026-10-31',
            periodStart: '2026-10-01',
            periodEnd: '2026-10-31',
            createdAt: '2026-11-01T00:00:00.000Z',
            url: '/api/fundDocument/file/stmt:C10001:monthly:2026-10',
          },
        ]}
        failed={false}
        onRetry={noop}
      />,
    );
    expect(textOf(markup)).toContain(
      '2026-10-31 C10001-monthly-2026-10.pdf Monthly statement 2026-10-01 – 2026-10-31 Download PDF',
    );
    expect(markup).toContain('href="/api/fundDocument/file/stmt:C10001:monthly:2026-10"');
    expect(documentInput(account, { kind: 'dailyStatement', fromDate: '2026-11-01', toDate: '' })).toEqual({
      ...account,
      kinds: ['dailyStatement'],
      fromDate: '2026-11-01',
    });
    const empty = await render(
      <FundDocumentView filters={noDocumentFilters} onFilters={noop} documents={[]} failed={false} onRetry={noop} />,
      { language: 'zh-CN' },
    );
    expect(textOf(empty)).toContain('没有相符的文件。');
  });
});
