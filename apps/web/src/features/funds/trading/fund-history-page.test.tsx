// @vitest-environment jsdom
// The fund order history live (React in jsdom, the app's api over a stubbed network): the orders a page at a time with
// "load more", the CSV export of what the filters select, a card per order on a phone, and a cancel after a question.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundOrder } from '@portal/contract';
import { byTestId, click, mount, selectOption, settle, setUpPageTests, screen } from '../../../app/testing/mount';
import { fakeFetch, keysetPages } from '../../../shared/api/fake-server';
import type { Answer } from '../../../shared/api/fake-server';
import { phoneQuery } from '../../../shared/history-list/history-list';
import { catchingDownloads, whileMediaMatches } from '../../../shared/testing/stub-browser';
import { FundHistoryPage } from './fund-history-page';
import { orderOf } from './trading-fixtures';

setUpPageTests();
afterEach(() => vi.unstubAllGlobals());

/** 25 orders, newest first; every other one still pending and cancellable. */
const orders: FundOrder[] = Array.from({ length: 25 }, (_, index) =>
  orderOf({
    orderId: `FO${String(2000 - index)}`,
    status: index % 2 === 0 ? 'pending' : 'settled',
    cancellable: index % 2 === 0,
  }),
);

/** The server's answers: the orders 20 a page after the cursor it gave, the export, the cancel. */
function stubServer(answers: Record<string, Answer> = {}) {
  const network = fakeFetch({
    '/api/fundOrder/queryFundOrders': keysetPages('orders', orders),
    '/api/fundOrder/exportFundOrders': {
      status: 200,
      body: { fileName: 'fund-orders.csv', contentType: 'text/csv', content: '\uFEFF"Order ID"\r\n', rows: 12 },
    },
    '/api/fundOrder/cancelFundOrder': { status: 200, body: { orders: [{ ...orders[0], status: 'cancelled' }] } },
    ...answers,
  });
  vi.stubGlobal('fetch', network.fetch);
  return network.calls;
}

const mountHistory = () =>
  mount(<FundHistoryPage />, { namespaces: ['fundResearch', 'fundTrading', 'ticket'], path: '/funds/history' });

const rows = (container: HTMLElement) => container.querySelectorAll('[data-testid="order-row"]');

describe('the fund order history', () => {
  it('shows 20 orders, then the rest after "load more", and says no more follow', async () => {
    const calls = stubServer();
    const page = await mountHistory();
    await settle(() => expect(rows(page.container)).toHaveLength(20));
    expect(page.container.querySelector('[data-testid="orders-end"]')).toBeNull();
    await click(byTestId(page.container, 'load-more'));
    await settle(() => expect(rows(page.container)).toHaveLength(25));
    expect(byTestId(page.container, 'orders-end').textContent).toBe('No more orders');
    expect(calls.map((call) => (call.body as { cursor?: string }).cursor)).toEqual([undefined, '20']);
  });

  it('exports what the filters select and says how many orders the file holds', async () => {
    await catchingDownloads(async (saved) => {
      const calls = stubServer();
      const page = await mountHistory();
      await settle(() => expect(rows(page.container)).toHaveLength(20));
      await selectOption(byTestId(page.container, 'filter-status'), 'pending');
      await click(byTestId(page.container, 'export-csv'));
      await settle(() => expect(byTestId(page.container, 'export-done').textContent).toBe('12 orders exported.'));
      expect(calls.find((call) => call.path === '/api/fundOrder/exportFundOrders')?.body).toMatchObject({
        statuses: ['pending'],
        language: 'en',
      });
      expect(saved).toEqual(['fund-orders.csv']);
    });
  });

  it('shows a card per order on a phone, each with its status and its own cancel', async () => {
    await whileMediaMatches(phoneQuery, async () => {
      stubServer();
      const page = await mountHistory();
      await settle(() => expect(rows(page.container)).toHaveLength(20));
      expect(page.container.querySelector('table')).toBeNull();
      const card = byTestId(page.container, 'order-cards').querySelector<HTMLElement>('[data-order-id="FO2000"]');
      expect(card?.getAttribute('data-status')).toBe('pending');
      expect(card?.textContent).toContain('Global Equity Fund');
      expect(card?.querySelector('button')?.getAttribute('aria-label')).toBe('Cancel FO2000');
      expect(page.container.querySelector('[data-order-id="FO1999"] button')).toBeNull();
    });
  });

  it('cancels an order after its question, and closes the question', async () => {
    const calls = stubServer();
    const page = await mountHistory();
    await settle(() => expect(rows(page.container)).toHaveLength(20));
    const cancel = page.container.querySelector('[data-order-id="FO2000"] [data-testid="cancel-order"]');
    expect(cancel?.getAttribute('aria-label')).toBe('Cancel FO2000');
    await click(cancel);
    await settle(() => expect(screen.has('cancel-confirmation')).toBe(true));
    await click(screen.byTestId('confirm-cancel'));
    await settle(() => expect(screen.has('cancel-confirmation')).toBe(false));
    expect(calls.find((call) => call.path === '/api/fundOrder/cancelFundOrder')?.body).toMatchObject({
      accountCode: 'C10001',
      orderId: 'FO2000',
    });
  });
});
