import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookAttention, BookHolders, BookHoldings, BookOrder } from '@portal/contract';
import type { PortalVariant } from '@portal/contract/brands';
import { openSession, sessionCookieName } from '../../platform/identity/sessions';
import { createTestBrowser, type ActingAccount, type TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCryptoOrder, insertPositions, insertStockOrder, testPositions } from './advisor-book-test-support';

/*
 * Who may read a book (issue 28 "Access"; OWASP ASVS 5.0 V8, object-level access): every operation of the advisor
 * book, each with a complete request body, refuses a caller without a session (401), a plain client, an admin and a
 * session an advisor opened as an advisee (403), an advisor filter naming another advisor's book or an advisor outside
 * a manager's view (404, as a missing one), a manager where the brand has no managers (403), and everyone where the
 * advisor desk is off (404 FEATURE_OFF). Naming what another book holds answers nothing of it: a VA advisor never
 * reaches a securities client and the reverse, and a client in nobody's book is in no answer.
 */

/** Every operation with every field of its body filled in (the advisor filter added per call). */
const requests = {
  bookAdvisors: {},
  bookSummary: { chartPeriod: '1year' },
  bookAttention: { reason: 'ordersPending', pageSize: 20, after: { accountCode: 'A00000', source: 'gateway' } },
  bookRecentOrders: { limit: 20 },
  bookUpcomingEvents: {},
  bookHoldings: { sort: 'value', direction: 'desc', language: 'en', pageIndex: 0, pageSize: 20 },
  bookHolders: { holdingId: 'fund:F0001', pageSize: 20, after: { accountCode: 'A00000', source: 'gateway' } },
} as const;
const operations = Object.keys(requests) as (keyof typeof requests)[];

async function appWith(variant?: PortalVariant): Promise<TestApp> {
  const testApp = await createTestApp(variant === undefined ? {} : { variant });
  await insertPositions(testApp.database.db, testPositions);
  return testApp;
}

function signedInBrowser(testApp: TestApp) {
  const browsers = new Map<string, TestBrowser>();
  return async (accountCode: string): Promise<(operation: string, body: object) => Promise<LightMyRequestResponse>> => {
    const source = accountCode === 'A30002' || accountCode.startsWith('V') ? 'fos' : 'gateway';
    let browser = browsers.get(accountCode);
    if (browser === undefined) {
      browser = createTestBrowser(testApp);
      const signedIn = await browser.signIn(accountCode, source);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      browsers.set(accountCode, browser);
    }
    const acting: ActingAccount = { accountCode, source };
    const own = browser;
    return (operation, body) => own.post(`/api/advisorBook/${operation}`, { ...body }, acting);
  };
}

describe('access to the advisor book on demo', () => {
  let testApp: TestApp;
  let as: ReturnType<typeof signedInBrowser>;

  beforeAll(async () => {
    testApp = await appWith();
    as = signedInBrowser(testApp);
    const { db } = testApp.database;
    await insertStockOrder(db, {
      id: 'SO-C10005',
      accountCode: 'C10005',
      advisorCode: null,
      status: 'queuing',
      placedAt: '2025-01-15T01:00:00.000Z',
    });
    await insertStockOrder(db, {
      id: 'SO-C10001',
      accountCode: 'C10001',
      advisorCode: 'A30001',
      status: 'queuing',
      placedAt: '2025-01-15T01:00:00.000Z',
    });
    await insertCryptoOrder(db, {
      id: 'CO-V20001',
      accountCode: 'V20001',
      advisorCode: null,
      placedAt: '2025-01-15T01:00:00.000Z',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses every operation without a session (401)', async () => {
    for (const operation of operations) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/advisorBook/${operation}`,
        headers: { 'x-portal-client': 'web' },
        payload: requests[operation],
      });
      expect(response.statusCode, operation).toBe(401);
    }
  });

  it.each(['C10001', 'V20001', 'ADMIN01'])(
    'refuses every operation to %s, who has no book (403)',
    async (accountCode) => {
      const call = await as(accountCode);
      for (const operation of operations) {
        const response = await call(operation, requests[operation]);
        expect(response.statusCode, `${operation}: ${response.body}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    },
  );

  it('refuses every operation in a session an advisor opened as its advisee (403)', async () => {
    const browser = createTestBrowser(testApp);
    expect((await browser.signIn('A30001')).statusCode).toBe(200);
    const opened = await browser.post(
      '/api/account/adviseeLogin',
      { accountCode: 'C10001' },
      { accountCode: 'A30001', source: 'gateway' },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    for (const operation of operations) {
      const response = await browser.post(`/api/advisorBook/${operation}`, requests[operation], {
        accountCode: 'C10001',
        source: 'gateway',
      });
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(403);
    }
  });

  it.each([
    ['A30001', 'A30002'],
    ['A30002', 'A30001'],
    ['A30001', 'M40001'],
    ['M40001', 'A39999'],
    ['M40001', 'C10001'],
  ])('answers %s naming the book of %s as a book that does not exist (404)', async (accountCode, advisorCode) => {
    const call = await as(accountCode);
    for (const operation of operations) {
      const response = await call(operation, { ...requests[operation], advisorCode });
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such advisor under you.' });
    }
  });

  it("answers nothing of another book's clients: a VA advisor never reaches a securities client, nor the reverse", async () => {
    const gateway = await as('A30001');
    const virtual = await as('A30002');
    const holdersOf = async (call: typeof gateway, holdingId: string) =>
      (await call('bookHolders', { holdingId, pageSize: 20 })).json<BookHolders>();
    // C10001 and C10002 hold fund:F0001 (and C10005, in nobody's book); V20001 holds crypto:BTC.
    expect(await holdersOf(virtual, 'fund:F0001')).toMatchObject({ total: 0, holders: [] });
    expect(await holdersOf(gateway, 'crypto:BTC')).toMatchObject({ total: 0, holders: [] });
    expect((await holdersOf(gateway, 'fund:F0009')).holders).toEqual([]);
    expect((await holdersOf(gateway, 'fund:F0001')).holders.map((holder) => holder.client.accountCode)).toEqual([
      'C10001',
      'C10002',
    ]);
    const codesIn = async (call: typeof gateway) => {
      const attention = (await call('bookAttention', { pageSize: 100 })).json<BookAttention>();
      const orders = (await call('bookRecentOrders', { limit: 50 })).json<{ orders: BookOrder[] }>();
      const holdings = (await call('bookHoldings', { pageSize: 100 })).json<BookHoldings>();
      return {
        clients: new Set([
          ...attention.clients.map((client) => client.accountCode),
          ...orders.orders.map((order) => order.client.accountCode),
        ]),
        holdings: holdings.instruments.rows.map((row) => row.holdingId).sort(),
      };
    };
    const ofGateway = await codesIn(gateway);
    expect([...ofGateway.clients].sort()).toEqual(['C10001', 'C10002']);
    expect(ofGateway.holdings).toEqual(['cash:HKD', 'fund:F0001', 'stock:HKEX-00700']);
    const ofVirtual = await codesIn(virtual);
    expect([...ofVirtual.clients].sort()).toEqual(['V20001', 'V20002']);
    expect(ofVirtual.holdings).toEqual(['crypto:BTC', 'crypto:ETH']);
    // The manager sees both books, and still nobody outside them.
    const manager = await codesIn(await as('M40001'));
    expect([...manager.clients].sort()).toEqual(['C10001', 'C10002', 'V20001', 'V20002']);
    expect(manager.holdings).not.toContain('fund:F0009');
  });
});

describe('access to the advisor book where the desk is off (team)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await appWith('team');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers every operation 404 FEATURE_OFF, even in a live advisor session', async () => {
    // An advisor cannot sign in where the desk is off; a session opened before it was turned off is still refused.
    const browser = createTestBrowser(testApp);
    const login = await browser.signIn('A30001');
    expect(login.json()).toMatchObject({ code: 'advisorDisabled' });
    const account = await testApp.database.db
      .selectFrom('account')
      .select(['id', 'account_code', 'source', 'role'])
      .where('account_code', '=', 'A30001')
      .executeTakeFirstOrThrow();
    const session = await openSession(testApp.database.db, testApp.clock, account, { address: '127.0.0.1' });
    browser.setCookie(sessionCookieName('gateway', 'A30001'), session.token, '/api');
    const acting = { accountCode: 'A30001', source: 'gateway' } as const;
    const probe = await browser.post('/api/account/searchAdvisees', {}, acting);
    expect(probe.statusCode, probe.body).toBe(200);
    for (const operation of operations) {
      const response = await browser.post(`/api/advisorBook/${operation}`, requests[operation], acting);
      expect(response.statusCode, operation).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FEATURE_OFF', details: { feature: 'advisorDesk' } });
    }
  });
});

describe('access to the advisor book where the brand has no managers (winland)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await appWith('winland');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("refuses a manager every operation (403) and still answers an advisor's own book", async () => {
    const as = signedInBrowser(testApp);
    const manager = await as('M40001');
    const advisor = await as('A30001');
    for (const operation of operations) {
      const refused = await manager(operation, requests[operation]);
      expect(refused.statusCode, `${operation}: ${refused.body}`).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Managers are not enabled on this site.' });
      const answered = await advisor(operation, requests[operation]);
      expect(answered.statusCode, `${operation}: ${answered.body}`).toBe(200);
    }
  });
});
