import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookAdvisors,
  BookAttention,
  BookHolders,
  BookHoldings,
  BookOrder,
  BookSummary,
  BookUpcomingEvent,
} from '@portal/contract';
import { saveRiskProfile } from '../../platform/identity/account-directory';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertCryptoOrder,
  insertFirstFund,
  insertFundOrder,
  insertIpoOffering,
  insertPlanSubscription,
  insertPositions,
  insertRightsIssue,
  insertSnapshots,
  insertStockOrder,
  testPositions,
  valuedAt,
} from './advisor-book-test-support';

/*
 * The advisor's book over HTTP (issue 28 parts 1, 4 and 5) on a hand-made book (advisor-book-test-support.ts): the
 * figures to the cent, the attention reasons by the stated thresholds, the recent orders and who placed them, the
 * upcoming events, the holdings by instrument and their holders, a manager's view with its advisor filter, and the
 * positions kept fresh between daily snapshots. The test clock stands at 2025-01-15 10:00 in Hong Kong.
 */

const dayMs = 86_400_000;

describe('the advisor book', () => {
  let testApp: TestApp;
  const sessions = new Map<string, SignedIn>();

  const call = async (accountCode: string, operation: string, payload: object = {}) => {
    let session = sessions.get(accountCode);
    if (session === undefined) {
      session = await signIn(testApp, accountCode, { source: accountCode.startsWith('A30002') ? 'fos' : undefined });
      sessions.set(accountCode, session);
    }
    return testApp.app.inject({
      method: 'POST',
      url: `/api/advisorBook/${operation}`,
      headers: session.headers,
      payload,
    });
  };
  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    await insertPositions(db, testPositions);
    await insertFirstFund(db);
    await insertSnapshots(db, { accountCode: 'C10001' }, 'HKD', [
      ['2024-01-01', '50000.00', '0'],
      ['2024-12-31', '70000.00', '1000.00'],
      ['2025-01-10', '71000.00', '500.25'],
      ['2025-01-14', '72000.00', '-100.10'],
    ]);
    // Another currency's rows and a client outside the book count for nothing.
    await insertSnapshots(db, { accountCode: 'C10001' }, 'USD', [['2025-01-10', '9999.00', '9999.00']]);
    await insertSnapshots(db, { accountCode: 'C10005' }, 'HKD', [['2025-01-10', '1000000.00', '1000000.00']]);
    await insertSnapshots(db, { accountCode: 'C10002' }, 'HKD', [
      ['2024-12-01', '200000.00', '200000.00'],
      ['2025-01-09', '250000.00', '50000.00'],
    ]);
    await insertSnapshots(db, { accountCode: 'V20001', source: 'fos' }, 'HKD', [['2025-01-01', '90000.00', '0']]);
    const now = testApp.clock.now().getTime();
    await saveRiskProfile(
      db,
      { accountCode: 'C10001', source: 'gateway' },
      { riskLevel: 'Medium', expiresAt: new Date(now + 45 * dayMs).toISOString() },
    );
    await saveRiskProfile(
      db,
      { accountCode: 'C10002', source: 'gateway' },
      { riskLevel: 'Low', expiresAt: new Date(now + 400 * dayMs).toISOString() },
    );
    await saveRiskProfile(
      db,
      { accountCode: 'V20001', source: 'fos' },
      { riskLevel: 'High', expiresAt: new Date(now - dayMs).toISOString() },
    );
    await db.updateTable('account').set({ force_change_password: 1 }).where('account_code', '=', 'C10002').execute();
    await insertFundOrder(db, {
      id: 'FO-1',
      accountCode: 'C10001',
      status: 'pending',
      placedAt: '2025-01-14T03:00:00.000Z',
    });
    await insertFundOrder(db, {
      id: 'FO-2',
      accountCode: 'C10005',
      status: 'pending',
      placedAt: '2025-01-15T01:30:00.000Z',
    });
    await insertStockOrder(db, {
      id: 'SO-1',
      accountCode: 'C10001',
      advisorCode: 'A30001',
      status: 'queuing',
      placedAt: '2025-01-15T01:00:00.000Z',
    });
    await insertStockOrder(db, {
      id: 'SO-2',
      accountCode: 'C10002',
      advisorCode: null,
      status: 'matched',
      placedAt: '2025-01-13T02:00:00.000Z',
    });
    await insertCryptoOrder(db, {
      id: 'CO-1',
      accountCode: 'V20001',
      advisorCode: 'A30002',
      placedAt: '2025-01-14T05:00:00.000Z',
    });
    await insertPlanSubscription(db, {
      id: 'PS-C10002',
      accountCode: 'C10002',
      status: 'activated',
      day: 10,
      investments: [
        ['2024-11', '2024-11-10', 'invested'],
        ['2024-12', '2024-12-10', 'invested'],
        ['2025-01', '2025-01-10', 'skippedShortOfCash'],
      ],
    });
    // A paused subscription invests nothing and is not listed; a skip two months ago is no longer news.
    await insertPlanSubscription(db, {
      id: 'PS-C10001',
      accountCode: 'C10001',
      status: 'inactivated',
      day: 18,
      investments: [['2024-11', '2024-11-18', 'skippedNotPlaced']],
    });
    await insertIpoOffering(db, { id: '09999', closeAt: '2025-01-20T04:00:00.000Z', applicants: ['C10001', 'C10005'] });
    await insertIpoOffering(db, { id: '09998', closeAt: '2025-03-20T04:00:00.000Z', applicants: [] });
    await insertRightsIssue(db, {
      id: 'CA-RECORDED',
      stockId: 'HKEX-00700',
      deadline: '2025-01-25T08:00:00.000Z',
      recorded: true,
      entitled: ['C10001', 'C10005'],
    });
    await insertRightsIssue(db, {
      id: 'CA-NOBODY',
      stockId: 'HKEX-00005',
      deadline: '2025-01-24T08:00:00.000Z',
      recorded: false,
      entitled: [],
    });
    // C10001 signed in today; C10002 never did.
    await signIn(testApp, 'C10001');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("sums A30001's book to the cent: clients, assets under advice, each period's start, change and new money", async () => {
    const summary = ok<BookSummary>(await call('A30001', 'bookSummary', { chartPeriod: '1months' }));
    // C10001 7803.90 + 60000.00 + 5000.01, C10002 250000 + 780.00; C10005 and the VA clients are not in it.
    expect(summary).toMatchObject({
      reportingCurrency: 'HKD',
      today: '2025-01-15',
      clients: 2,
      assetsUnderAdvice: '323583.91',
      valuedFrom: valuedAt,
      valuedTo: valuedAt,
    });
    const period = (name: string) => summary.periods.find((candidate) => candidate.period === name);
    // On 8 January: C10001's snapshot of 31 December (70000.00) and C10002's of 1 December (200000.00).
    expect(period('1week')).toEqual({
      period: '1week',
      from: '2025-01-08',
      startValue: '270000.00',
      change: '53583.91',
      changePercent: '19.85',
      netNewMoney: '50400.15',
      marketMovement: '3183.76',
    });
    // Since the first snapshot of the book (C10001's, 1 January 2024).
    expect(period('sinceLaunch')).toEqual({
      period: 'sinceLaunch',
      from: '2024-01-01',
      startValue: '50000.00',
      change: '273583.91',
      changePercent: '547.17',
      netNewMoney: '251400.15',
      marketMovement: '22183.76',
    });
    expect(period('1months')).toMatchObject({ from: '2024-12-15', startValue: '250000.00', netNewMoney: '51400.15' });
    expect(summary.periods.map((candidate) => candidate.period)).toHaveLength(12);
    // The chart: every other day from 15 December, then today's assets.
    expect(summary.chart.points[0]).toEqual({ date: '2024-12-15', value: '250000.00' });
    expect(summary.chart.points.at(-1)).toEqual({ date: '2025-01-15', value: '323583.91' });
    expect(summary.chart.points.length).toBeLessThanOrEqual(25);
    const dates = summary.chart.points.map((point) => point.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('shows a manager every book below them, or one with the advisor filter, and refuses an advisor outside it', async () => {
    const all = ok<BookSummary>(await call('M40001', 'bookSummary', {}));
    expect(all).toMatchObject({ clients: 4, assetsUnderAdvice: '437183.91' });
    const one = ok<BookSummary>(await call('M40001', 'bookSummary', { advisorCode: 'A30001' }));
    const own = ok<BookSummary>(await call('A30001', 'bookSummary', {}));
    expect(one).toEqual(own);
    const advisors = ok<BookAdvisors>(await call('M40001', 'bookAdvisors', {}));
    expect(advisors).toEqual({
      viewerRole: 'manager',
      reportingCurrency: 'HKD',
      advisors: [
        {
          accountCode: 'A30001',
          source: 'gateway',
          displayName: 'Ng Ka Ho',
          clients: 2,
          assetsUnderAdvice: '323583.91',
        },
        {
          accountCode: 'A30002',
          source: 'fos',
          displayName: 'Yip Wai Kit',
          clients: 2,
          assetsUnderAdvice: '113600.00',
        },
      ],
    });
    expect(ok<BookAdvisors>(await call('A30001', 'bookAdvisors', {})).advisors).toEqual([
      { accountCode: 'A30001', source: 'gateway', displayName: 'Ng Ka Ho', clients: 2, assetsUnderAdvice: '323583.91' },
    ]);
    for (const advisorCode of ['A39999', 'C10001']) {
      const refused = await call('M40001', 'bookSummary', { advisorCode });
      expect(refused.statusCode).toBe(404);
    }
    expect((await call('A30001', 'bookSummary', { advisorCode: 'A30002' })).statusCode).toBe(404);
  });

  it('lists the clients needing attention with every reason by the stated thresholds', async () => {
    const attention = ok<BookAttention>(await call('M40001', 'bookAttention', {}));
    expect(attention.thresholds).toEqual({
      questionnaireExpiringWithinDays: 90,
      idleCashAbovePercent: '30',
      idleCashAboveAmount: '100000',
      concentrationAbovePercent: '40',
      noLoginForDays: 90,
      skippedInvestmentWithinDays: 35,
    });
    const byCode = new Map(attention.clients.map((client) => [client.accountCode, client]));
    expect(byCode.get('C10001')).toMatchObject({
      advisorCode: 'A30001',
      advisorName: 'Ng Ka Ho',
      displayName: expect.any(String),
    });
    expect(byCode.get('C10001')?.reasons).toEqual([
      {
        kind: 'questionnaireExpiring',
        expiresAt: new Date(Date.parse('2025-01-15T02:00:00.000Z') + 45 * dayMs).toISOString(),
        daysLeft: 45,
      },
      { kind: 'ordersPending', fund: 1, stock: 1, crypto: 0 },
      {
        kind: 'concentration',
        holdingId: 'stock:HKEX-00700',
        names: { en: 'Tencent', 'zh-HK': '騰訊', 'zh-CN': '腾讯' },
        value: '60000.00',
        sharePercent: '82.41',
      },
    ]);
    expect(byCode.get('C10002')?.reasons).toEqual([
      { kind: 'passwordForced' },
      { kind: 'largeIdleCash', cash: '250000.00', assets: '250780.00', sharePercent: '99.69' },
      { kind: 'noRecentLogin', lastLoginAt: null },
      {
        kind: 'planInvestmentSkipped',
        subscriptionId: 'PS-C10002',
        planId: 'HKD-BAL-01',
        month: '2025-01',
        outcome: 'skippedShortOfCash',
      },
    ]);
    expect(byCode.get('V20001')?.reasons).toEqual([
      { kind: 'questionnaireExpired', expiresAt: '2025-01-14T02:00:00.000Z' },
      { kind: 'ordersPending', fund: 0, stock: 0, crypto: 1 },
      expect.objectContaining({ kind: 'concentration', holdingId: 'crypto:BTC', sharePercent: '100.00' }),
      { kind: 'noRecentLogin', lastLoginAt: null },
    ]);
    // Nobody outside the manager's advisors' books.
    expect(byCode.has('C10005')).toBe(false);
    expect(attention.counts).toMatchObject({ questionnaireExpiring: 1, questionnaireExpired: 1, passwordForced: 1 });
    expect(attention.total).toBe(attention.clients.length);
  });

  it('pages the attention list by account code, each client once, and narrows it to one reason', async () => {
    const seen: string[] = [];
    let after: unknown = undefined;
    for (let page = 0; page < 10; page += 1) {
      const answer: BookAttention = ok<BookAttention>(
        await call('M40001', 'bookAttention', { pageSize: 1, ...(after === undefined ? {} : { after }) }),
      );
      seen.push(...answer.clients.map((client) => client.accountCode));
      after = answer.nextAfter ?? undefined;
      if (answer.nextAfter === null) break;
    }
    expect(seen).toEqual(['C10001', 'C10002', 'V20001', 'V20002']);
    const expiring = ok<BookAttention>(await call('A30001', 'bookAttention', { reason: 'questionnaireExpiring' }));
    expect(expiring.clients.map((client) => client.accountCode)).toEqual(['C10001']);
    expect(expiring.total).toBe(1);
  });

  it('lists the newest orders of the book with who placed them, never an order of a client outside it', async () => {
    const { orders } = ok<{ orders: BookOrder[] }>(await call('M40001', 'bookRecentOrders', { limit: 10 }));
    expect(
      orders.map((order) => [order.orderId, order.client.accountCode, order.placedBy, order.placedByAdvisorCode]),
    ).toEqual([
      ['SO-1', 'C10001', 'advisor', 'A30001'],
      ['CO-1', 'V20001', 'advisor', 'A30002'],
      ['FO-1', 'C10001', 'client', null],
      ['SO-2', 'C10002', 'client', null],
    ]);
    expect(orders[0]).toMatchObject({ area: 'stock', side: 'buy', quantity: '100', currency: 'HKD', open: true });
    expect(orders[2]).toMatchObject({ area: 'fund', side: 'buy', amount: '7800.00', currency: 'HKD', open: true });
    expect(orders[3]).toMatchObject({ status: 'matched', open: false });
    const limited = ok<{ orders: BookOrder[] }>(await call('A30001', 'bookRecentOrders', { limit: 2 }));
    expect(limited.orders.map((order) => order.orderId)).toEqual(['SO-1', 'FO-1']);
  });

  it('lists the coming IPO closings, election deadlines and plan investment days of the book, soonest first', async () => {
    const answer = ok<{ from: string; to: string; total: number; events: BookUpcomingEvent[] }>(
      await call('A30001', 'bookUpcomingEvents', {}),
    );
    expect(answer).toMatchObject({ from: '2025-01-15', to: '2025-02-14', total: 3 });
    expect(answer.events.map((event) => [event.kind, event.date, event.subjectId, event.clients])).toEqual([
      ['ipoClosing', '2025-01-20', '09999', 1],
      ['electionDeadline', '2025-01-25', 'CA-RECORDED', 1],
      // January's investment ran (skipped) on the 10th: the next is February's.
      ['planInvestment', '2025-02-10', 'PS-C10002', 1],
    ]);
    expect(answer.events[2]).toMatchObject({ client: { accountCode: 'C10002' }, amount: '1000.00', currency: 'HKD' });
    // A VA advisor's book has no securities events.
    const virtual = ok<{ events: BookUpcomingEvent[] }>(await call('A30002', 'bookUpcomingEvents', {}));
    expect(virtual.events).toEqual([]);
  });

  it('aggregates the holdings by instrument and breakdown, exactly, and sorts and pages the instruments', async () => {
    const holdings = ok<BookHoldings>(await call('A30001', 'bookHoldings', {}));
    expect(holdings).toMatchObject({ reportingCurrency: 'HKD', total: '323583.91', holders: 2 });
    expect(holdings.instruments.rows).toEqual([
      {
        holdingId: 'cash:HKD',
        area: 'cash',
        category: 'cash',
        riskLevel: 'Low',
        currency: 'HKD',
        names: { en: 'Hong Kong dollar', 'zh-HK': '港元', 'zh-CN': '港元' },
        quantity: '255000.01',
        value: '255000.01',
        valueReporting: '255000.01',
        holders: 2,
        sharePercent: '78.81',
      },
      expect.objectContaining({
        holdingId: 'stock:HKEX-00700',
        valueReporting: '60000.00',
        holders: 1,
        sharePercent: '18.54',
      }),
      // Units to 18 places, exactly.
      expect.objectContaining({
        holdingId: 'fund:F0001',
        quantity: '110.123456000000000001',
        value: '1100.5',
        valueReporting: '8583.90',
        holders: 2,
        sharePercent: '2.65',
      }),
    ]);
    for (const breakdown of [holdings.byArea, holdings.byCategory, holdings.byCurrency, holdings.byRiskLevel]) {
      const hundredths = breakdown.reduce((sum, slice) => sum + Math.round(Number(slice.percent) * 100), 0);
      expect(hundredths).toBe(10_000);
    }
    expect(holdings.byCurrency).toEqual([
      { key: 'HKD', value: '315000.01', percent: '97.35' },
      { key: 'USD', value: '8583.90', percent: '2.65' },
    ]);
    const byName = ok<BookHoldings>(
      await call('A30001', 'bookHoldings', { sort: 'name', direction: 'asc', pageSize: 2, pageIndex: 1 }),
    );
    expect(byName.instruments).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2 });
    expect(byName.instruments.rows.map((row) => row.holdingId)).toEqual(['stock:HKEX-00700']);
  });

  it("drills down to an instrument's holders in the book, keyset-paged, and to nobody outside it", async () => {
    const first = ok<BookHolders>(await call('M40001', 'bookHolders', { holdingId: 'fund:F0001', pageSize: 1 }));
    expect(first).toMatchObject({ total: 2, nextAfter: { accountCode: 'C10001', source: 'gateway' } });
    expect(first.holders).toEqual([
      {
        client: {
          accountCode: 'C10001',
          source: 'gateway',
          displayName: expect.any(String),
          advisorCode: 'A30001',
          advisorName: 'Ng Ka Ho',
        },
        quantity: '100.123456',
        value: '1000.50',
        currency: 'USD',
        valueReporting: '7803.90',
        portfolioValue: '72803.91',
        sharePercent: '10.72',
        valuedAt,
      },
    ]);
    const second = ok<BookHolders>(
      await call('M40001', 'bookHolders', { holdingId: 'fund:F0001', pageSize: 1, after: first.nextAfter }),
    );
    expect(second.holders.map((holder) => holder.client.accountCode)).toEqual(['C10002']);
    expect(second.nextAfter).toBeNull();
    // C10005 holds fund:F0009 but is in nobody's book.
    expect(ok<BookHolders>(await call('M40001', 'bookHolders', { holdingId: 'fund:F0009' }))).toMatchObject({
      total: 0,
      holders: [],
      nextAfter: null,
    });
  });
});
