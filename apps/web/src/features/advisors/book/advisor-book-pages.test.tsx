// @vitest-environment jsdom
// The book's pages live (React in jsdom, the app's api over a stubbed network): the dashboard's figures, the clients
// needing attention with their reasons and a link to each one's details, a page more on request, the empty and failed
// states; the manager's advisor filter narrowing every call; the holdings dashboard's instruments sorted on request and
// an instrument's holders in a drawer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AttentionClient,
  BookAdvisors,
  BookAttention,
  BookHolders,
  BookHoldings,
  BookSummary,
} from '@portal/contract';
import { byTestId, click, mount, selectOption, settle, setUpPageTests, screen } from '../../../app/testing/mount';
import { fakeFetch, type Answer, type RecordedCall } from '../../../shared/api/fake-server';
import { AdvisorDashboardPage } from './advisor-dashboard-page';
import { HoldingsDashboardPage } from './holdings-dashboard-page';

setUpPageTests();
afterEach(() => vi.unstubAllGlobals());

const namespaces = ['advisorBook', 'wealthPortfolio', 'fundResearch'];

const advisor: BookAdvisors = {
  viewerRole: 'advisor',
  reportingCurrency: 'HKD',
  advisors: [
    { accountCode: 'A30001', source: 'gateway', displayName: 'Ng Ka Ho', clients: 2, assetsUnderAdvice: '1000.00' },
  ],
};

const summary: BookSummary = {
  reportingCurrency: 'HKD',
  today: '2025-01-15',
  clients: 2,
  assetsUnderAdvice: '323583.91',
  valuedFrom: '2025-01-15T01:00:00.000Z',
  valuedTo: '2025-01-15T01:00:00.000Z',
  periods: [
    {
      period: '1year',
      from: '2024-01-15',
      startValue: '270000.00',
      change: '53583.91',
      changePercent: '19.85',
      netNewMoney: '50400.15',
      marketMovement: '3183.76',
    },
  ],
  chart: { period: '1year', points: [{ date: '2025-01-15', value: '323583.91' }] },
};

const thresholds = {
  questionnaireExpiringWithinDays: 90,
  idleCashAbovePercent: '30',
  idleCashAboveAmount: '100000',
  concentrationAbovePercent: '40',
  noLoginForDays: 90,
  skippedInvestmentWithinDays: 35,
};

function client(accountCode: string, reasons: AttentionClient['reasons']): AttentionClient {
  return {
    accountCode,
    source: 'gateway',
    displayName: `Client ${accountCode}`,
    advisorCode: 'A30001',
    advisorName: 'Ng Ka Ho',
    reasons,
  };
}

const expiring = client('C10001', [
  { kind: 'questionnaireExpiring', expiresAt: '2025-03-31T16:00:00.000Z', daysLeft: 75 },
  { kind: 'ordersPending', fund: 1, stock: 1, crypto: 0 },
]);
const idle = client('C10002', [
  { kind: 'largeIdleCash', cash: '250000.00', assets: '250780.00', sharePercent: '99.69' },
  { kind: 'noRecentLogin', lastLoginAt: null },
]);

/** The attention list's answer: a page of the given clients after the `after` key, `pageSize` at a time. */
function attentionPages(clients: readonly AttentionClient[]): Answer {
  return (body) => {
    const request = body as { after?: { accountCode: string }; pageSize?: number };
    const start =
      request.after === undefined ? 0 : clients.findIndex((c) => c.accountCode === request.after?.accountCode) + 1;
    const size = request.pageSize ?? 20;
    const page = clients.slice(start, start + size);
    const last = page.at(-1);
    const answer: BookAttention = {
      reportingCurrency: 'HKD',
      thresholds,
      total: clients.length,
      counts: {
        questionnaireExpired: 0,
        questionnaireExpiring: 1,
        passwordForced: 0,
        ordersPending: 1,
        largeIdleCash: 1,
        concentration: 0,
        noRecentLogin: 1,
        planInvestmentSkipped: 0,
      },
      clients: page,
      nextAfter: start + size < clients.length && last ? { accountCode: last.accountCode, source: 'gateway' } : null,
    };
    return { status: 200, body: answer };
  };
}

function stubServer(answers: Record<string, Answer> = {}): RecordedCall[] {
  const network = fakeFetch({
    '/api/advisorBook/bookAdvisors': { status: 200, body: advisor },
    '/api/advisorBook/bookSummary': { status: 200, body: summary },
    '/api/advisorBook/bookAttention': attentionPages([expiring, idle]),
    '/api/advisorBook/bookRecentOrders': { status: 200, body: { orders: [] } },
    '/api/advisorBook/bookUpcomingEvents': {
      status: 200,
      body: { from: '2025-01-15', to: '2025-02-14', total: 0, events: [] },
    },
    ...answers,
  });
  vi.stubGlobal('fetch', network.fetch);
  return network.calls;
}

const attentionRows = () => document.querySelectorAll('[data-testid="attention-client"]');

describe('the advisor dashboard', () => {
  it('shows the book’s figures and each client needing attention with its reasons and a link to its details', async () => {
    stubServer();
    const page = await mount(<AdvisorDashboardPage />, { namespaces, path: '/advisors/dashboard' });
    await settle(() => expect(attentionRows()).toHaveLength(2));
    expect(byTestId(page.container, 'book-clients-count').textContent).toBe('2');
    expect(byTestId(page.container, 'book-assets-value').textContent).toBe('323,583.91 HKD');
    expect(byTestId(page.container, 'book-change').textContent).toContain('+53,583.91 HKD (+19.85%)');
    expect(byTestId(page.container, 'book-new-money-value').textContent).toBe('+50,400.15 HKD');
    expect(byTestId(page.container, 'attention-rules').textContent).toContain('ends within 90 days');
    const first = attentionRows()[0];
    expect(first?.textContent).toContain('Questionnaire ends in 75 days (2025-04-01)');
    expect(first?.textContent).toContain('Open orders: 2');
    expect(first?.querySelector('a')?.getAttribute('href')).toBe('/advisors/details?accountCode=C10001');
    expect(attentionRows()[1]?.textContent).toContain('Idle cash 250,000.00 HKD (99.69%)');
    expect(attentionRows()[1]?.textContent).toContain('Never signed in');
    // An advisor sees its own book only: no advisor filter.
    expect(page.container.querySelector('[data-testid="advisor-filter"]')).toBeNull();
    expect(byTestId(page.container, 'recent-orders-empty').textContent).toBe('No orders yet.');
    expect(byTestId(page.container, 'upcoming-events-empty').textContent).toBe(
      'Nothing falls due in the next 30 days.',
    );
  });

  it('reads the next page of clients on request, after the last one shown', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      client(`C2${String(index).padStart(4, '0')}`, [{ kind: 'passwordForced' }]),
    );
    const calls = stubServer({ '/api/advisorBook/bookAttention': attentionPages(many) });
    const page = await mount(<AdvisorDashboardPage />, { namespaces, path: '/advisors/dashboard' });
    await settle(() => expect(attentionRows()).toHaveLength(20));
    await click(byTestId(page.container, 'attention-more'));
    await settle(() => expect(attentionRows()).toHaveLength(25));
    const afters = calls
      .filter((call) => call.path === '/api/advisorBook/bookAttention')
      .map((call) => (call.body as { after?: { accountCode: string } }).after?.accountCode);
    expect(afters).toContain('C20019');
  });

  it('says when no client needs attention, and offers a retry when the figures could not load', async () => {
    stubServer({
      '/api/advisorBook/bookAttention': attentionPages([]),
      '/api/advisorBook/bookSummary': { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } },
    });
    await mount(<AdvisorDashboardPage />, { namespaces, path: '/advisors/dashboard' });
    await settle(() => expect(screen.byTestId('attention-empty').textContent).toBe('No client needs attention.'));
    await settle(() => expect(screen.text()).toContain('This could not be loaded.'));
    expect(screen.button('Try again')).toBeDefined();
  });

  it('lets a manager narrow every call to one advisor’s book', async () => {
    const calls = stubServer({
      '/api/advisorBook/bookAdvisors': {
        status: 200,
        body: {
          viewerRole: 'manager',
          reportingCurrency: 'HKD',
          advisors: [
            ...advisor.advisors,
            { accountCode: 'A30002', source: 'fos', displayName: 'Yip Wai Kit', clients: 2, assetsUnderAdvice: '5.00' },
          ],
        } satisfies BookAdvisors,
      },
    });
    const page = await mount(<AdvisorDashboardPage />, { namespaces, path: '/advisors/dashboard' });
    await settle(() => expect(page.container.querySelector('[data-testid="advisor-filter"]')).not.toBeNull());
    const filter = byTestId(page.container, 'advisor-filter');
    expect(filter.textContent).toContain('Ng Ka Ho (A30001)');
    // Several books: each row names its advisor.
    await settle(() => expect(attentionRows()[0]?.textContent).toContain('Ng Ka Ho'));
    await selectOption(filter, 'A30001');
    await settle(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/api/advisorBook/bookSummary' &&
            (call.body as { advisorCode?: string }).advisorCode === 'A30001',
        ),
      ).toBe(true),
    );
    await settle(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/api/advisorBook/bookAttention' &&
            (call.body as { advisorCode?: string }).advisorCode === 'A30001',
        ),
      ).toBe(true),
    );
  });
});

const holdings: BookHoldings = {
  reportingCurrency: 'HKD',
  total: '323583.91',
  holders: 2,
  valuedFrom: '2025-01-15T01:00:00.000Z',
  valuedTo: '2025-01-15T01:00:00.000Z',
  byArea: [{ key: 'fund', value: '323583.91', percent: '100.00' }],
  byCategory: [{ key: 'fund', value: '323583.91', percent: '100.00' }],
  byCurrency: [{ key: 'HKD', value: '323583.91', percent: '100.00' }],
  byRiskLevel: [{ key: 'Medium', value: '323583.91', percent: '100.00' }],
  instruments: {
    total: 1,
    pageIndex: 0,
    pageSize: 20,
    rows: [
      {
        holdingId: 'fund:F0001',
        area: 'fund',
        category: 'fund',
        riskLevel: 'Medium',
        currency: 'HKD',
        names: { en: 'Alpha Fund', 'zh-HK': '阿爾法基金', 'zh-CN': '阿尔法基金' },
        quantity: '110.123456',
        value: '323583.91',
        valueReporting: '323583.91',
        holders: 2,
        sharePercent: '100.00',
      },
    ],
  },
};

const holders: BookHolders = {
  holdingId: 'fund:F0001',
  reportingCurrency: 'HKD',
  total: 1,
  holders: [
    {
      client: {
        accountCode: 'C10001',
        source: 'gateway',
        displayName: 'Chan Tai Man',
        advisorCode: 'A30001',
        advisorName: 'Ng Ka Ho',
      },
      quantity: '100.123456',
      value: '7803.90',
      currency: 'HKD',
      valueReporting: '7803.90',
      portfolioValue: '72803.91',
      sharePercent: '10.72',
      valuedAt: '2025-01-15T01:00:00.000Z',
    },
  ],
  nextAfter: null,
};

describe('the holdings dashboard', () => {
  it('lists the instruments, sorts them on request and opens an instrument’s holders with links to their details', async () => {
    const calls = stubServer({
      '/api/advisorBook/bookHoldings': { status: 200, body: holdings },
      '/api/advisorBook/bookHolders': { status: 200, body: holders },
    });
    const page = await mount(<HoldingsDashboardPage />, { namespaces, path: '/advisors/holdingsDashboard' });
    await settle(() => expect(page.container.querySelector('[data-testid="book-instrument"]')).not.toBeNull());
    const row = byTestId(page.container, 'book-instrument');
    expect(row.textContent).toContain('Alpha Fund');
    expect(row.textContent).toContain('323,583.91 HKD');
    expect(byTestId(page.container, 'book-total').textContent).toBe('323,583.91 HKD');
    const nameHeader = [...page.container.querySelectorAll('th button')].find((button) =>
      button.textContent?.startsWith('Instrument'),
    );
    await click(nameHeader);
    await settle(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/api/advisorBook/bookHoldings' &&
            (call.body as { sort?: string; direction?: string }).sort === 'name' &&
            (call.body as { direction?: string }).direction === 'asc',
        ),
      ).toBe(true),
    );
    await click(byTestId(page.container, 'show-holders'));
    await settle(() => expect(screen.has('holder')).toBe(true));
    const holder = screen.byTestId('holder');
    expect(holder.textContent).toContain('Chan Tai Man');
    expect(holder.textContent).toContain('10.72%');
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('/advisors/details?accountCode=C10001');
    expect(screen.byTestId('holders-total').textContent).toBe('Clients in the book holding it: 1');
  });
});
