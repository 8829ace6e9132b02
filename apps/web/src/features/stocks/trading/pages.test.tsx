// @vitest-environment jsdom
// The stock trading pages live: the ticket steps, checks and sends; history amends and cancels; the portfolio moves
// with the live price (React in jsdom, the real api client over a fake network).
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { StockOrderEstimate } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { stockOrderResultCatalogue } from '@portal/contract/domain/order/stock-order-results';
import { buttonNamesIn, repeatedButtonNames } from '../../../app/testing/accessible-names';
import { queryClient } from '../../../shared/api/query-client';
import { fakeServer } from '../../../shared/api/fake-server';
import type { Answer } from '../../../shared/api/fake-server';
import type { Mounted } from '../market/market-fixtures';
import {
  byTestId,
  click,
  fakeLiveQuotes,
  mount,
  quoteOf,
  settle,
  tencent,
  typeInto,
  setUpPageTests,
} from '../market/market-fixtures';
import { StockHistoryPage } from './stock-history-page';
import { StockOrderPage } from './stock-order-page';
import { StockPortfolioPage } from './stock-portfolio-page';
import { StockTradingCards } from './stock-trading-cards';
import { orderOf, positionOf, tencentTerms, tradeOf } from './trading-fixtures';
import { phoneQuery } from '../../../shared/history-list/history-list';
import { whileMediaMatches } from '../../../shared/testing/stub-browser';

let mounted: Mounted | undefined;

/** The element, or a failure saying it is missing. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Missing');
  return value;
}
const page = () => present(mounted).container;
setUpPageTests();

const estimate: StockOrderEstimate = {
  currency: 'HKD',
  consideration: '38820',
  fees: [
    { name: 'brokerage', amount: '97.05' },
    { name: 'stampDuty', amount: '39.00' },
    { name: 'sfcLevy', amount: '1.05' },
    { name: 'afrcLevy', amount: '0.06' },
    { name: 'tradingFee', amount: '2.19' },
  ],
  totalFees: '139.35',
  total: '38959.35',
  price: '388.2',
};

function ticketServer(answers: Record<string, Answer> = {}) {
  return fakeServer({
    '/api/stockOrder/stockTradeTerms': { status: 200, body: tencentTerms() },
    '/api/stockOrder/loadOrderConfirmationReminder': { status: 200, body: { skipConfirmation: false } },
    '/api/stockOrder/checkSavedTradePassword': { status: 200, body: { result: false, tradePasswordRequired: false } },
    '/api/stockOrder/estimateStockOrder': { status: 200, body: estimate },
    '/api/stockOrder/placeStockOrder': () => ({
      status: 200,
      body: { result: 'success', resultCode: 0, order: orderOf({ quantity: '100' }), replayed: false },
    }),
    '/api/stockOrder/getStockOrder': { status: 200, body: { order: orderOf({ quantity: '100' }), trades: [] } },
    '/api/stockMarket/getStock': { status: 200, body: { instrument: tencent(), quote: quoteOf() } },
    '/api/stockMarket/searchStocks': {
      status: 200,
      body: { stocks: [tencent()], total: 1, pageIndex: 0, pageSize: 8, hasMore: false },
    },
    ...answers,
  });
}

const ticketPath = '/stocks/order?stockId=HKEX-00700&side=B';

function input(container: HTMLElement, testId: string): HTMLInputElement {
  const element = byTestId(container, testId);
  const field = element instanceof HTMLInputElement ? element : element.querySelector('input');
  if (!(field instanceof HTMLInputElement)) throw new Error(`No input ${testId}`);
  return field;
}

async function choose(select: HTMLElement, value: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('Not a select');
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function mountTicket(server: ReturnType<typeof fakeServer>, language: 'en' | 'zh-HK' = 'en') {
  mounted = await mount(<StockOrderPage />, {
    api: server.api,
    live: fakeLiveQuotes().useQuotes,
    language,
    path: ticketPath,
    route: '/stocks/order',
  });
  await settle(() => expect(byTestId(page(), 'price')).toBeTruthy());
  return mounted.container;
}

describe('the stock order ticket', () => {
  it('steps the price by the spread table and the quantity by board lots; shows off-spread prices and odd lots', async () => {
    const container = await mountTicket(ticketServer());
    expect(input(container, 'price').value).toBe('388.200');
    expect(input(container, 'quantity').value).toBe('100');
    expect(byTestId(container, 'ticket-stock').textContent).toBe('0700 Tencent Holdings');
    await settle(() =>
      expect(byTestId(container, 'depth-book').querySelectorAll('[data-testid="depth-row"]')).toHaveLength(10),
    );

    await click(byTestId(container, 'price-up'));
    expect(input(container, 'price').value).toBe('388.400');
    await click(byTestId(container, 'price-down'));
    await click(byTestId(container, 'price-down'));
    expect(input(container, 'price').value).toBe('388.000');

    await typeInto(input(container, 'price'), '388.25');
    expect(container.textContent).toContain('The price is not on the spread table; the nearest are 388.2 and 388.4.');

    await typeInto(input(container, 'quantity'), '150');
    expect(container.textContent).toContain('Enter whole board lots of 100 shares; odd lots are not accepted.');
    await click(byTestId(container, 'quantity-up'));
    expect(input(container, 'quantity').value).toBe('200');
    expect(container.textContent).toContain('2 lots of 100 shares');
    await click(byTestId(container, 'quantity-down'));
    await click(byTestId(container, 'quantity-down'));
    expect(input(container, 'quantity').value).toBe('100');
  });

  it('checks the remark and the good-till-date, and shows the estimate with each fee line', async () => {
    const server = ticketServer();
    const container = await mountTicket(server);
    await settle(() => expect(byTestId(container, 'estimate-total').textContent).toContain('38,959.35 HKD'));
    expect(byTestId(container, 'estimate-consideration').textContent).toContain('38,820.00 HKD');
    expect(byTestId(container, 'fee-stampDuty').textContent).toBe('Stamp duty39.00 HKD');
    expect(byTestId(container, 'fee-sfcLevy').textContent).toBe('SFC transaction levy1.05 HKD');
    expect(byTestId(container, 'estimate-fees').textContent).toContain('139.35 HKD');
    expect(byTestId(container, 'buying-power').textContent).toBe('Buying power100,000.00 HKD');
    const asked = server.calls.find((call) => call.path === '/api/stockOrder/estimateStockOrder');
    expect(asked?.body).toMatchObject({
      stockId: 'HKEX-00700',
      side: 'B',
      orderType: 'limit',
      price: '388.200',
      quantity: '100',
    });

    await typeInto(input(container, 'remark'), 'ABCDEFGHIJK');
    expect(container.textContent).toContain('At most 10 characters.');
    await typeInto(input(container, 'remark'), '備註');
    expect(container.textContent).toContain('Use only letters, digits, spaces and - _ . /');
    await typeInto(input(container, 'remark'), 'HEDGE-1');
    expect(container.textContent).not.toContain('Use only letters');

    await choose(byTestId(container, 'program-order-type'), 'goodTillDate');
    expect(input(container, 'good-till-date').value).toBe('2026-11-26');
    await typeInto(input(container, 'good-till-date'), '2026-12-31');
    expect(container.textContent).toContain('Choose a date from 2026-11-26 to 2026-12-24.');
    await typeInto(input(container, 'good-till-date'), '2026-11-29');
    expect(container.textContent).toContain('Choose a weekday.');
  });

  it('confirms, then places the order with a client reference and shows its status', async () => {
    const server = ticketServer();
    const container = await mountTicket(server);
    await settle(() => expect(byTestId(container, 'estimate-total')).toBeTruthy());
    await click(byTestId(container, 'review'));
    const confirm = byTestId(container, 'confirm-step');
    expect(byTestId(confirm, 'confirm-side').textContent).toContain('Buy');
    expect(byTestId(confirm, 'confirm-price').textContent).toContain('388.200 HKD');
    expect(byTestId(confirm, 'confirm-total').textContent).toContain('38,959.35 HKD');
    expect(server.calls.some((call) => call.path === '/api/stockOrder/placeStockOrder')).toBe(false);

    await click(byTestId(container, 'submit-order'));
    await settle(() => expect(byTestId(container, 'order-placed')).toBeTruthy());
    expect(byTestId(container, 'placed-status').textContent).toContain('Queuing');
    const placed = server.calls.filter((call) => call.path === '/api/stockOrder/placeStockOrder');
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body).toMatchObject({
      accountCode: 'C10001',
      stockId: 'HKEX-00700',
      side: 'B',
      orderType: 'limit',
      price: '388.200',
      quantity: '100',
      programOrderType: 'none',
      remark: '',
    });
    expect((placed[0]?.body as { clientReference: string }).clientReference).toMatch(/.{8,}/);
  });

  it('where the brand allows a price off the spread, says so and places it only once the client confirms', async () => {
    const server = ticketServer({
      '/api/stockOrder/stockTradeTerms': { status: 200, body: tencentTerms({ overrideOutOfSpread: true }) },
    });
    const container = await mountTicket(server);
    expect(container.querySelector('[data-testid="off-spread"]')).toBeNull();
    await typeInto(input(container, 'price'), '388.25');
    expect(byTestId(container, 'off-spread').textContent).toContain(
      "388.25 is not on the exchange's spread table (the nearest prices are 388.2 and 388.4).",
    );
    await settle(() => expect(byTestId(container, 'estimate-total')).toBeTruthy());
    // Not confirmed: the review is held with the reason, and nothing is sent.
    await click(byTestId(container, 'review'));
    expect(container.querySelector('[data-testid="confirm-step"]')).toBeNull();
    expect(byTestId(container, 'off-spread').textContent).toContain(
      'Confirm the price off the spread table, or enter a price on it.',
    );
    await click(input(container, 'confirm-off-spread'));
    await click(byTestId(container, 'review'));
    expect(byTestId(byTestId(container, 'confirm-step'), 'confirm-off-spread-price').textContent).toContain(
      'Confirmed',
    );
    await click(byTestId(container, 'submit-order'));
    await settle(() => expect(byTestId(container, 'order-placed')).toBeTruthy());
    const placed = server.calls.filter((call) => call.path === '/api/stockOrder/placeStockOrder');
    expect(placed.map((call) => call.body)).toEqual([
      expect.objectContaining({ price: '388.25', confirmOutOfSpread: true }),
    ]);
  });

  it('offers "allow pre-market and post-market execution" on US limit orders where the account may, off by default', async () => {
    // A Hong Kong stock: no extended hours, no checkbox.
    const hongKong = await mountTicket(ticketServer());
    expect(hongKong.querySelector('[data-testid="pre-post-market"]')).toBeNull();
    mounted?.unmount();
    mounted = undefined;
    queryClient.clear();

    const appleTerms = tencentTerms({
      stockId: 'NASDAQ-AAPL',
      exchange: 'NASDAQ',
      code: 'AAPL',
      currency: 'USD',
      boardLot: 1,
      priceDecimals: 2,
      prefillPrice: '190.5',
      lastPrice: '190.5',
      orderTypes: ['limit', 'market', 'stopLimit'],
      prePostMarketAllowed: true,
    });
    const server = ticketServer({ '/api/stockOrder/stockTradeTerms': { status: 200, body: appleTerms } });
    const container = await mountTicket(server);
    const checkbox = input(container, 'pre-post-market');
    expect(checkbox.checked).toBe(false);
    expect(container.textContent).toContain('Allow pre-market and post-market execution');
    expect(container.textContent).toContain('lower liquidity, wider spreads');
    // Limit orders only: a market order has no such choice.
    await choose(byTestId(container, 'order-type'), 'market');
    expect(container.querySelector('[data-testid="pre-post-market"]')).toBeNull();
    await choose(byTestId(container, 'order-type'), 'limit');

    await click(input(container, 'pre-post-market'));
    expect(input(container, 'pre-post-market').checked).toBe(true);
    await settle(() => expect(byTestId(container, 'estimate-total')).toBeTruthy());
    await click(byTestId(container, 'review'));
    expect(byTestId(byTestId(container, 'confirm-step'), 'confirm-pre-post-market').textContent).toContain('Allowed');
    await click(byTestId(container, 'submit-order'));
    await settle(() => expect(byTestId(container, 'order-placed')).toBeTruthy());
    const placed = server.calls.filter((call) => call.path === '/api/stockOrder/placeStockOrder');
    expect(placed[0]?.body).toMatchObject({ stockId: 'HKEX-00700', orderType: 'limit', prePostMarket: true });
  });

  it('asks for the extended-hours choice before placing an order in pre-market (zh-HK)', async () => {
    const preMarketTerms = tencentTerms({
      stockId: 'NASDAQ-AAPL',
      exchange: 'NASDAQ',
      code: 'AAPL',
      currency: 'USD',
      boardLot: 1,
      priceDecimals: 2,
      prefillPrice: '190.5',
      orderTypes: ['limit', 'market', 'stopLimit'],
      prePostMarketAllowed: true,
      tradingPhase: 'preMarket',
    });
    const server = ticketServer({ '/api/stockOrder/stockTradeTerms': { status: 200, body: preMarketTerms } });
    const container = await mountTicket(server, 'zh-HK');
    expect(container.textContent).toContain('允許在盤前及盤後時段執行');
    await click(byTestId(container, 'review'));
    expect(container.textContent).toContain('現為盤前或盤後交易時段');
    expect(container.querySelector('[data-testid="confirm-step"]')).toBeNull();
    await click(input(container, 'pre-post-market'));
    expect(container.textContent).not.toContain('現為盤前或盤後交易時段');
    await settle(() => expect(byTestId(container, 'estimate-total')).toBeTruthy());
    await click(byTestId(container, 'review'));
    expect(byTestId(container, 'confirm-step')).toBeTruthy();
  });

  it('skips the confirm step when the order confirmation reminder says so', async () => {
    const server = ticketServer({
      '/api/stockOrder/loadOrderConfirmationReminder': { status: 200, body: { skipConfirmation: true } },
    });
    const container = await mountTicket(server);
    expect(byTestId(container, 'confirmation-skipped')).toBeTruthy();
    expect(byTestId(container, 'review').textContent).toBe('Submit order');
    await settle(() => expect(byTestId(container, 'estimate-total')).toBeTruthy());
    await click(byTestId(container, 'review'));
    await settle(() => expect(byTestId(container, 'order-placed')).toBeTruthy());
    expect(container.querySelector('[data-testid="confirm-step"]')).toBeNull();
    expect(server.calls.filter((call) => call.path === '/api/stockOrder/placeStockOrder')).toHaveLength(1);
  });

  it('turns the confirm step off when the client ticks "Do not show this confirmation again"', async () => {
    const server = ticketServer({
      '/api/stockOrder/saveOrderConfirmationReminder': (body) => ({
        status: 200,
        body: { skipConfirmation: (body as { skipConfirmation: boolean }).skipConfirmation },
      }),
    });
    const container = await mountTicket(server);
    await settle(() => expect(byTestId(container, 'estimate-total')).toBeTruthy());
    await click(byTestId(container, 'review'));
    await click(input(container, 'dont-show-again'));
    await click(byTestId(container, 'submit-order'));
    await settle(() =>
      expect(
        server.calls.find((call) => call.path === '/api/stockOrder/saveOrderConfirmationReminder')?.body,
      ).toMatchObject({ skipConfirmation: true }),
    );
  });

  it("shows a refusal's order code text in the reader's language (zh-HK)", async () => {
    const server = ticketServer({
      '/api/stockOrder/placeStockOrder': {
        status: 422,
        body: {
          code: 'insufficientFund',
          message: 'Insufficient buying power.',
          details: { result: 'insufficientFund', resultCode: 8401 },
        },
      },
    });
    const container = await mountTicket(server, 'zh-HK');
    expect(byTestId(container, 'ticket-stock').textContent).toBe('0700 騰訊控股');
    await settle(() => expect(byTestId(container, 'estimate-total')).toBeTruthy());
    expect(byTestId(container, 'fee-stampDuty').textContent).toContain('印花稅');
    await click(byTestId(container, 'review'));
    await click(byTestId(container, 'submit-order'));
    await settle(() => expect(byTestId(container, 'order-failure')).toBeTruthy());
    expect(byTestId(container, 'order-failure').textContent).toBe(
      stockOrderResultCatalogue.entries.insufficientFund.text['zh-HK'],
    );
    expect(byTestId(container, 'order-failure').dataset.result).toBe('insufficientFund');
  });

  it('on a weekend says the market is closed and when it opens next (not a holiday)', async () => {
    const refusal = {
      code: 'marketClosed',
      message: 'The market is closed. It opens next on Monday 2025-01-20 at 09:00 (Hong Kong time).',
      details: { result: 'marketClosed', resultCode: 8606, exchange: 'HKEX', opensAt: '2025-01-20T01:00:00.000Z' },
    };
    for (const [language, expected] of [
      ['en', 'The market is closed. It opens next on Monday 2025-01-20 at 09:00 (Hong Kong time).'],
      ['zh-HK', '市場現已休市。下次開市時間為2025-01-20（星期一）09:00（香港時間）。'],
    ] as const) {
      const server = ticketServer({ '/api/stockOrder/placeStockOrder': { status: 422, body: refusal } });
      const container = await mountTicket(server, language);
      await settle(() => expect(byTestId(container, 'estimate-total')).toBeTruthy());
      await click(byTestId(container, 'review'));
      await click(byTestId(container, 'submit-order'));
      await settle(() => expect(byTestId(container, 'order-failure')).toBeTruthy());
      expect(byTestId(container, 'order-failure').textContent).toBe(expected);
      present(mounted).unmount();
      mounted = undefined;
    }
  });

  it('says trading is suspended when no order type is open to the account', async () => {
    const server = ticketServer({
      '/api/stockOrder/stockTradeTerms': {
        status: 200,
        body: tencentTerms({ orderTypes: [], defaultOrderType: null, tradingSuspended: true }),
      },
    });
    mounted = await mount(<StockOrderPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      path: ticketPath,
      route: '/stocks/order',
    });
    await settle(() => expect(byTestId(page(), 'trading-suspended')).toBeTruthy());
    expect(mounted.container.querySelector('[data-testid="review"]')).toBeNull();
  });

  it('finds a stock by its Chinese name when opened plain', async () => {
    const server = ticketServer();
    mounted = await mount(<StockOrderPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      language: 'zh-HK',
      path: '/stocks/order',
      route: '/stocks/order',
    });
    await typeInto(input(mounted.container, 'ticket-stock-search'), '騰訊');
    await settle(() => expect(byTestId(page(), 'ticket-stock-result')).toBeTruthy());
    expect(byTestId(mounted.container, 'ticket-stock-result').getAttribute('href')).toBe(
      '/stocks/order?stockId=HKEX-00700&side=B',
    );
    expect(byTestId(mounted.container, 'ticket-stock-result').textContent).toBe('0700 騰訊控股');
  });
});

function historyServer(answers: Record<string, Answer> = {}) {
  return fakeServer({
    '/api/stockOrder/queryStockOrders': {
      status: 200,
      body: {
        orders: [
          orderOf(),
          orderOf({
            orderId: 'SO1000',
            status: 'matched',
            filledQuantity: '200',
            averageFillPrice: '388',
            amendable: false,
            cancellable: false,
            prePostMarket: true,
          }),
        ],
        nextCursor: null,
      },
    },
    '/api/stockOrder/queryStockTrades': { status: 200, body: { trades: [tradeOf()], nextCursor: null } },
    '/api/stockOrder/amendStockOrder': (body) => ({
      status: 200,
      body: { order: orderOf({ price: (body as { price: string }).price }) },
    }),
    '/api/stockOrder/cancelStockOrder': { status: 200, body: { order: orderOf({ status: 'cancelled' }) } },
    '/api/stockOrder/exportStockOrders': {
      status: 200,
      body: { fileName: 'orders.csv', contentType: 'text/csv', content: '\ufefforderId\nSO1001\n', rows: 1 },
    },
    ...answers,
  });
}

describe('the stock order history', () => {
  it('lists orders with their status labels; amends the price of a resting order after a confirm', async () => {
    const server = historyServer();
    mounted = await mount(<StockHistoryPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      path: '/stocks/history',
      route: '/stocks/history',
    });
    const { container } = mounted;
    await settle(() => expect(container.querySelectorAll('[data-testid="order-row"]')).toHaveLength(2));
    const rows = [...container.querySelectorAll<HTMLElement>('[data-testid="order-row"]')];
    expect(byTestId(present(rows[0]), 'order-status').textContent).toBe('Queuing');
    expect(byTestId(present(rows[1]), 'order-status').textContent).toBe('Matched');
    expect(present(rows[1]).querySelector('[data-testid="amend"]')).toBeNull();
    expect(present(rows[1]).querySelector('[data-testid="cancel"]')).toBeNull();
    // Each row's buttons are named by their order, so that a screen reader tells the rows apart.
    expect(buttonNamesIn(present(rows[0]))).toEqual(['Amend SO1001', 'Cancel SO1001']);
    expect(repeatedButtonNames(container)).toEqual([]);
    // The order that allows extended hours says so; the other does not.
    expect(byTestId(present(rows[1]), 'order-pre-post-market').textContent).toBe('Pre/post market');
    expect(present(rows[0]).querySelector('[data-testid="order-pre-post-market"]')).toBeNull();

    await click(byTestId(present(rows[0]), 'amend'));
    const dialog = () => byTestId(document.body, 'amend-dialog');
    await settle(() => expect(dialog()).toBeTruthy());
    await typeInto(input(dialog(), 'amend-price'), '1e3');
    await click(byTestId(dialog(), 'amend-review'));
    expect(dialog().textContent).toContain('Enter a price above zero with at most 3 decimals.');
    await typeInto(input(dialog(), 'amend-price'), '388.4');
    await click(byTestId(dialog(), 'amend-review'));
    expect(byTestId(dialog(), 'amend-summary').textContent).toBe('Price 388.200 → 388.400, quantity 200 → 200.');
    expect(server.calls.some((call) => call.path === '/api/stockOrder/amendStockOrder')).toBe(false);
    await click(byTestId(dialog(), 'amend-confirm'));
    await settle(() => expect(byTestId(dialog(), 'amend-done')).toBeTruthy());
    expect(server.calls.find((call) => call.path === '/api/stockOrder/amendStockOrder')?.body).toMatchObject({
      orderId: 'SO1001',
      price: '388.4',
      quantity: '200',
    });
  });

  it('amends to a price off the spread only once the client confirms it, where the brand allows it (demo)', async () => {
    const server = historyServer();
    mounted = await mount(<StockHistoryPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      path: '/stocks/history',
      route: '/stocks/history',
    });
    const { container } = mounted;
    await settle(() => expect(container.querySelectorAll('[data-testid="order-row"]')).toHaveLength(2));
    await click(byTestId(present(container.querySelector<HTMLElement>('[data-order="SO1001"]')), 'amend'));
    const dialog = () => byTestId(document.body, 'amend-dialog');
    await settle(() => expect(dialog()).toBeTruthy());
    expect(dialog().querySelector('[data-testid="off-spread"]')).toBeNull();
    await typeInto(input(dialog(), 'amend-price'), '388.25');
    expect(byTestId(dialog(), 'off-spread').textContent).toContain("388.25 is not on the exchange's spread table");
    await click(byTestId(dialog(), 'amend-review'));
    expect(dialog().querySelector('[data-testid="amend-summary"]')).toBeNull();
    expect(dialog().textContent).toContain('Confirm the price off the spread table, or enter a price on it.');
    await click(input(dialog(), 'confirm-off-spread'));
    await click(byTestId(dialog(), 'amend-review'));
    await click(byTestId(dialog(), 'amend-confirm'));
    await settle(() => expect(byTestId(dialog(), 'amend-done')).toBeTruthy());
    expect(server.calls.find((call) => call.path === '/api/stockOrder/amendStockOrder')?.body).toMatchObject({
      orderId: 'SO1001',
      price: '388.25',
      confirmOutOfSpread: true,
    });
  });

  it('cancels after a confirm, and shows a refusal as its order code text', async () => {
    const server = historyServer({
      '/api/stockOrder/cancelStockOrder': {
        status: 422,
        body: {
          code: 'orderAlreadyFilled',
          message: 'filled',
          details: { result: 'orderAlreadyFilled', resultCode: 8705 },
        },
      },
    });
    mounted = await mount(<StockHistoryPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      path: '/stocks/history',
      route: '/stocks/history',
    });
    const { container } = mounted;
    await settle(() => expect(container.querySelectorAll('[data-testid="order-row"]')).toHaveLength(2));
    await click(byTestId(container, 'cancel'));
    const dialog = () => byTestId(document.body, 'cancel-dialog');
    await settle(() => expect(dialog()).toBeTruthy());
    expect(dialog().textContent).toContain('The 200 shares not filled yet are cancelled');
    await click(byTestId(dialog(), 'cancel-confirm'));
    await settle(() => expect(byTestId(dialog(), 'order-failure')).toBeTruthy());
    expect(byTestId(dialog(), 'order-failure').textContent).toBe(
      stockOrderResultCatalogue.entries.orderAlreadyFilled.text.en,
    );
    expect(server.calls.find((call) => call.path === '/api/stockOrder/cancelStockOrder')?.body).toMatchObject({
      orderId: 'SO1001',
    });
  });

  it('filters by status, side and stock code, and shows trades on their tab', async () => {
    const server = historyServer();
    mounted = await mount(<StockHistoryPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      path: '/stocks/history',
      route: '/stocks/history',
    });
    const { container } = mounted;
    await settle(() => expect(container.querySelectorAll('[data-testid="order-row"]')).toHaveLength(2));
    await choose(byTestId(container, 'filter-status'), 'queuing');
    await choose(byTestId(container, 'filter-side'), 'B');
    await typeInto(input(container, 'filter-stock'), '700');
    await settle(() =>
      expect(
        server.calls.filter((call) => call.path === '/api/stockOrder/queryStockOrders').at(-1)?.body,
      ).toMatchObject({
        statuses: ['queuing'],
        side: 'B',
        stockId: 'HKEX-00700',
      }),
    );
    await click(byTestId(container, 'tab-trades'));
    await settle(() => expect(container.querySelectorAll('[data-testid="trade-row"]')).toHaveLength(1));
    expect(byTestId(container, 'trade-row').textContent).toContain('38,917.05 HKD');
  });

  it('shows a card per order on a phone, with its status and actions', async () => {
    await whileMediaMatches(phoneQuery, async () => {
      mounted = await mount(<StockHistoryPage />, {
        api: historyServer().api,
        live: fakeLiveQuotes().useQuotes,
        path: '/stocks/history',
        route: '/stocks/history',
      });
      const { container } = mounted;
      await settle(() => expect(container.querySelectorAll('[data-testid="order-row"]')).toHaveLength(2));
      expect(container.querySelector('table')).toBeNull();
      const first = present(container.querySelector<HTMLElement>('[data-order="SO1001"]'));
      expect(first.textContent).toContain('0700 Tencent Holdings');
      expect(first.textContent).toContain('Buy Limit order · 388.200 × 200');
      expect(byTestId(first, 'order-status').textContent).toBe('Queuing');
      expect(byTestId(first, 'amend')).toBeTruthy();
      expect(byTestId(first, 'cancel')).toBeTruthy();
    });
  });

  it('offers no amend or cancel where stock trading is hidden (mirae)', async () => {
    const server = historyServer();
    mounted = await mount(<StockHistoryPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      brand: getBrand('mirae'),
      path: '/stocks/history',
      route: '/stocks/history',
    });
    const { container } = mounted;
    await settle(() => expect(container.querySelectorAll('[data-testid="order-row"]')).toHaveLength(2));
    expect(container.querySelector('[data-testid="amend"]')).toBeNull();
    expect(container.querySelector('[data-testid="cancel"]')).toBeNull();
  });
});

describe('the stock portfolio', () => {
  function portfolioServer() {
    return fakeServer({
      '/api/stockOrder/stockPositions': {
        status: 200,
        body: {
          reportingCurrency: 'HKD',
          rateTime: '2026-11-23T02:00:00.000Z',
          positions: [
            positionOf(),
            positionOf({
              stockId: 'NASDAQ-AAPL',
              exchange: 'NASDAQ',
              code: 'AAPL',
              names: { en: 'Apple Inc.', 'zh-HK': '蘋果公司', 'zh-CN': '苹果公司' },
              currency: 'USD',
              sector: 'technology',
              quantity: '10',
              available: '10',
              onHold: '0',
              averageCost: '230',
              cost: '2300',
              lastPrice: '227.48',
              previousClose: '229.87',
              marketValue: '2274.80',
              unrealisedProfit: '-25.20',
              unrealisedProfitPercent: '-1.10',
              todayProfit: '-23.90',
              marketValueReporting: '17744.81',
              unrealisedProfitReporting: '-196.57',
              todayProfitReporting: '-186.44',
            }),
          ],
        },
      },
    });
  }

  it('shows values in both currencies with signed P/L, moves with the live price, and sells from a row', async () => {
    const live = fakeLiveQuotes();
    mounted = await mount(<StockPortfolioPage />, {
      api: portfolioServer().api,
      live: live.useQuotes,
      path: '/stocks/portfolio',
      route: '/stocks/portfolio',
    });
    const { container } = mounted;
    await settle(() => expect(container.querySelectorAll('[data-testid="position-row"]')).toHaveLength(2));
    const row = () => present(container.querySelector<HTMLElement>('[data-stock="HKEX-00700"]'));
    const apple = present(container.querySelector<HTMLElement>('[data-stock="NASDAQ-AAPL"]'));
    expect(byTestId(row(), 'position-quantity').textContent).toBe('400');
    expect(byTestId(row(), 'position-market-value').textContent).toBe('155,280.00 HKD');
    expect(byTestId(row(), 'position-unrealised').textContent).toBe('▲ +3,080.00 (+2.02%)');
    expect(byTestId(row(), 'position-unrealised').dataset.direction ?? 'up').toBe('up');
    expect(byTestId(apple, 'position-market-value').textContent).toBe('2,274.80 USD');
    expect(byTestId(apple, 'position-market-value-reporting').textContent).toBe('17,744.81 HKD');
    expect(byTestId(apple, 'position-unrealised').textContent).toBe('▼ -25.20 (-1.10%)');
    expect(byTestId(container, 'total-market-value').textContent).toBe('173,024.81 HKD');
    expect(byTestId(row(), 'sell').getAttribute('href')).toBe('/stocks/order?stockId=HKEX-00700&side=S');

    // A tick to 390.0: market value 400 × 390 = 156,000; unrealised +3,800; today +1,600.
    await act(async () => live.tick(quoteOf({ last: '390', change: '4', changePercent: '1.04' })));
    expect(byTestId(row(), 'position-last').textContent).toBe('390.000');
    expect(byTestId(row(), 'position-market-value').textContent).toBe('156,000.00 HKD');
    expect(byTestId(row(), 'position-unrealised').textContent).toBe('▲ +3,800.00 (+2.50%)');
    expect(byTestId(row(), 'position-today').textContent).toBe('▲ +1,600.00');
    expect(byTestId(container, 'total-market-value').textContent).toBe('173,744.81 HKD');
    expect(byTestId(container, 'allocation-market').textContent).toContain('Hong Kong');
    expect(byTestId(container, 'allocation-sector').textContent).toContain('Communication services');
  });

  it('has no Sell button where stock trading is hidden, and an empty state', async () => {
    mounted = await mount(<StockPortfolioPage />, {
      api: portfolioServer().api,
      live: fakeLiveQuotes().useQuotes,
      brand: getBrand('mirae'),
      path: '/stocks/portfolio',
      route: '/stocks/portfolio',
    });
    await settle(() => expect(page().querySelectorAll('[data-testid="position-row"]')).toHaveLength(2));
    expect(mounted.container.querySelector('[data-testid="sell"]')).toBeNull();
    mounted.unmount();
    queryClient.clear();
    mounted = await mount(<StockPortfolioPage />, {
      api: fakeServer({
        '/api/stockOrder/stockPositions': {
          status: 200,
          body: { reportingCurrency: 'HKD', positions: [], rateTime: '2026-11-23T02:00:00.000Z' },
        },
      }).api,
      live: fakeLiveQuotes().useQuotes,
      path: '/stocks/portfolio',
      route: '/stocks/portfolio',
    });
    await settle(() => expect(byTestId(page(), 'portfolio-empty')).toBeTruthy());
  });
});

describe("the dashboard's trading cards", () => {
  it("list today's orders with their status and the buying power per currency; a new order where trading is offered", async () => {
    const server = fakeServer({
      '/api/stockOrder/queryStockOrders': {
        status: 200,
        body: { orders: [orderOf({ filledQuantity: '100', status: 'partiallyMatched' })], nextCursor: null },
      },
      '/api/stockOrder/stockBuyingPower': {
        status: 200,
        body: {
          balances: [
            { currency: 'HKD', available: '921240.88', onHold: '77759.12', unsettled: '0' },
            { currency: 'USD', available: '50000', onHold: '0', unsettled: '1200.5' },
          ],
        },
      },
    });
    mounted = await mount(<StockTradingCards />, { api: server.api, live: fakeLiveQuotes().useQuotes });
    const { container } = mounted;
    await settle(() => expect(container.querySelectorAll('[data-testid="today-order"]')).toHaveLength(1));
    const order = byTestId(container, 'today-order');
    expect(order.textContent).toContain('Buy 0700 Tencent Holdings');
    expect(order.textContent).toContain('100/200 @ 388.200');
    expect(byTestId(order, 'order-status').textContent).toBe('Partially matched');
    await settle(() => expect(container.querySelectorAll('[data-testid="buying-power-row"]')).toHaveLength(2));
    const hkd = present(container.querySelector<HTMLElement>('[data-currency="HKD"]'));
    expect(hkd.textContent).toBe('Available921,240.88 HKDHeld by orders77,759.12 HKDOf which unsettled0.00 HKD');
    expect(byTestId(container, 'new-order').getAttribute('href')).toBe('/stocks/order');
    const asked = server.calls.find((call) => call.path === '/api/stockOrder/queryStockOrders');
    expect((asked?.body as { fromDate: string }).fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('offer no new order where stock trading is hidden (mirae)', async () => {
    mounted = await mount(<StockTradingCards />, {
      api: fakeServer({
        '/api/stockOrder/queryStockOrders': { status: 200, body: { orders: [], nextCursor: null } },
        '/api/stockOrder/stockBuyingPower': { status: 200, body: { balances: [] } },
      }).api,
      live: fakeLiveQuotes().useQuotes,
      brand: getBrand('mirae'),
    });
    await settle(() => expect(page().textContent).toContain('No orders today.'));
    expect(page().textContent).toContain('No cash to trade with yet.');
    expect(page().querySelector('[data-testid="new-order"]')).toBeNull();
  });
});
