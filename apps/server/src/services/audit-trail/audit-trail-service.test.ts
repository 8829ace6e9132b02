import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type AuditTrailEntry } from '@portal/contract';
import { shortSessionId } from '@portal/contract/domain/audit-trail';
import { auditEntriesOf, recordAuditEntry } from '../../platform/audit/audit-trail';
import { deposit } from '../../platform/money/ledger';
import { createTestBrowser, type ActingAccount, type TestBrowser } from '../../test/browser';
import { creditFos, passKnowledgeCheck } from '../../test/crypto-test-support';
import { createOrderTestApp, depositFor } from '../../test/fund-order-test-support';
import { clientHeaders } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';
import { demoTradePassword } from '../../test/stock-order-test-support';
import { adviseeSessionRefusal } from './audit-trail-service';

/*
 * The client's audit trail end to end (issue 28 part 6, ADR 059): what an advisor does on the client's account, as
 * the client reads it (listAuditTrail), written by the actions themselves, and who may read it.
 */

const c10001: ActingAccount = { accountCode: 'C10001', source: 'gateway' };
const c10002: ActingAccount = { accountCode: 'C10002', source: 'gateway' };
const a30001: ActingAccount = { accountCode: 'A30001', source: 'gateway' };
const advisor = { accountCode: 'A30001', displayName: 'Ng Ka Ho', role: 'advisor' };

type Page = { entries: AuditTrailEntry[]; nextCursor: string | null };

/** A real 1×1 PNG (a deposit's proof of payment), base64. */
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let reference = 0;
function nextReference(): string {
  reference += 1;
  return `audit-${String(reference).padStart(4, '0')}`;
}

describe('the audit trail a client reads', () => {
  let testApp: TestApp;
  let client: TestBrowser;

  /** The id of the account's live advisee session (the trail shows it in its short form). */
  async function adviseeSessionId(account: ActingAccount): Promise<string> {
    const row = await testApp.database.db
      .selectFrom('session')
      .select('id')
      .where('account_code', '=', account.accountCode)
      .where('advisor_account_code', 'is not', null)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function trailOf(browser: TestBrowser, account: ActingAccount, extra: Record<string, unknown> = {}) {
    return browser.post('/api/auditTrail/listAuditTrail', { ...account, ...extra }, account);
  }

  async function entriesOf(account: ActingAccount): Promise<AuditTrailEntry[]> {
    const response = await trailOf(client, account, { pageSize: 50 });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>().entries;
  }

  /** An advisor's browser holding A30001's session and its advisee session for `advisee`. */
  async function advisorIn(advisee: ActingAccount): Promise<TestBrowser> {
    const browser = createTestBrowser(testApp);
    expect((await browser.signIn(a30001.accountCode)).statusCode).toBe(200);
    const opened = await browser.post('/api/account/adviseeLogin', { accountCode: advisee.accountCode }, a30001);
    expect(opened.statusCode, opened.body).toBe(200);
    return browser;
  }

  beforeAll(async () => {
    testApp = await createOrderTestApp();
    await depositFor(testApp, 'C10001', 'HKD', '1000000');
    client = createTestBrowser(testApp);
    expect((await client.signIn('C10001')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('starts empty, and the client placing its own order adds nothing', async () => {
    expect(await entriesOf(c10001)).toEqual([]);
    const own = await client.post(
      '/api/fundOrder/subscribeFund',
      { ...c10001, clientReference: nextReference(), fundId: 'F0004', amount: '10000', currency: 'HKD' },
      c10001,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(await entriesOf(c10001)).toEqual([]);
    expect(await auditEntriesOf(testApp.database.db, c10001, { limit: 10 })).toEqual([]);
  });

  it("shows an advisee session opened, the advisor's fund order in it and the session's end; the client is told of the order", async () => {
    const browser = await advisorIn(c10001);
    const sessionId = await adviseeSessionId(c10001);
    const placed = await browser.post(
      '/api/fundOrder/subscribeFund',
      { ...c10001, clientReference: nextReference(), fundId: 'F0004', amount: '12000', currency: 'HKD' },
      c10001,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId: string = placed.json().order.orderId;
    const logout = await browser.post('/api/account/accountLogout', { role: 'user', source: 'gateway' }, c10001);
    expect(logout.statusCode, logout.body).toBe(200);

    const entries = await entriesOf(c10001);
    expect(entries.map((entry) => entry.action)).toEqual([
      'adviseeSessionClosed',
      'orderPlaced',
      'adviseeSessionOpened',
    ]);
    for (const entry of entries) {
      expect(entry.actor).toEqual(advisor);
      expect(entry.session).toBe(shortSessionId(sessionId));
    }
    expect(entries[0]).toMatchObject({ subject: null, before: null, after: { endReason: 'logout' } });
    expect(entries[1]).toMatchObject({
      subject: orderId,
      before: null,
      after: {
        market: 'fund',
        orderKind: 'subscription',
        instrument: 'F0004',
        side: 'B',
        amount: '12000',
        currency: 'HKD',
        instrumentNames: { en: expect.any(String), 'zh-HK': expect.any(String), 'zh-CN': expect.any(String) },
      },
    });
    expect(entries[2]).toMatchObject({ subject: null, before: null, after: null });
    expect(entries[2]?.time).toBe(testApp.clock.now().toISOString());

    const inbox = await client.post(
      '/api/notification/queryNotifications',
      { accountCodes: ['C10001'], statuses: ['unread', 'read'], source: 'gateway' },
      c10001,
    );
    expect(inbox.statusCode, inbox.body).toBe(200);
    // The demo seed has advisorOrderPlaced notifications of its own: this order's is told apart by its reference.
    const told = inbox
      .json<{ notifications: { type: string; referenceCode?: string }[] }>()
      .notifications.filter((notification) => notification.referenceCode === orderId);
    expect(told).toEqual([
      expect.objectContaining({ type: 'advisorOrderPlaced', advisorCode: 'A30001', code: 'F0004', quantity: '12000' }),
    ]);
  });

  it("records an advisor's cancellation of the client's order, with the status before and after", async () => {
    const browser = await advisorIn(c10001);
    const placed = await browser.post(
      '/api/fundOrder/subscribeFund',
      { ...c10001, clientReference: nextReference(), fundId: 'F0004', amount: '10000', currency: 'HKD' },
      c10001,
    );
    const orderId: string = placed.json().order.orderId;
    const cancelled = await browser.post('/api/fundOrder/cancelFundOrder', { ...c10001, orderId }, c10001);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [latest] = await entriesOf(c10001);
    expect(latest).toMatchObject({
      action: 'orderCancelled',
      subject: orderId,
      actor: advisor,
      before: { market: 'fund', instrument: 'F0004', status: 'pending' },
      after: { market: 'fund', instrument: 'F0004', status: 'cancelled' },
    });
  });

  it('refuses an advisor fund order above the client risk level, and writes nothing to the trail', async () => {
    const browser = await advisorIn(c10001);
    const before = await auditEntriesOf(testApp.database.db, c10001, { limit: 100 });
    // F0001 is MediumToHigh; C10001 is Medium: the same refusal as the client's own order (SPEC §8 riskLevelViolation).
    const refused = await browser.post(
      '/api/fundOrder/subscribeFund',
      { ...c10001, clientReference: nextReference(), fundId: 'F0001', amount: '1000', currency: 'USD' },
      c10001,
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'riskLevelViolation' });
    expect(await auditEntriesOf(testApp.database.db, c10001, { limit: 100 })).toEqual(before);
  });

  it("records an advisor's order from its own session as the advisor's, not as the client's own", async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn(a30001.accountCode);
    const placed = await browser.post(
      '/api/fundOrder/subscribeFund',
      { ...c10001, clientReference: nextReference(), fundId: 'F0004', amount: '10000', currency: 'HKD' },
      a30001,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const [latest] = await entriesOf(c10001);
    expect(latest).toMatchObject({ action: 'orderPlaced', subject: placed.json().order.orderId, actor: advisor });
    const advisorSession = await testApp.database.db
      .selectFrom('session')
      .select('id')
      .where('account_code', '=', 'A30001')
      .where('ended_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest?.session).toBe(shortSessionId(advisorSession.id));
  });

  it("records an advisor's stock order, its amendment and its cancellation in an advisee session", async () => {
    await testApp.events.inTransaction(testApp.database.db, (trx) =>
      deposit(trx, testApp.database.dialect, {
        ...c10002,
        asset: 'HKD',
        amount: '500000',
        reference: 'audit-stock-cash',
        at: testApp.clock.now(),
      }),
    );
    const browser = await advisorIn(c10002);
    const terms = await browser.post('/api/stockOrder/stockTradeTerms', { ...c10002, stockId: 'HKEX-00700' }, c10002);
    expect(terms.statusCode, terms.body).toBe(200);
    // A limit well below the market: the order rests, so it can be amended and cancelled.
    const price = String(Math.floor(Number(terms.json().lastPrice) * 0.8));
    const placed = await browser.post(
      '/api/stockOrder/placeStockOrder',
      {
        ...c10002,
        clientReference: nextReference(),
        stockId: 'HKEX-00700',
        side: 'B',
        orderType: 'limit',
        price,
        quantity: '100',
        tradePassword: demoTradePassword,
      },
      c10002,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId: string = placed.json().order.orderId;
    const amended = await browser.post(
      '/api/stockOrder/amendStockOrder',
      { ...c10002, orderId, quantity: '200' },
      c10002,
    );
    expect(amended.statusCode, amended.body).toBe(200);
    const cancelled = await browser.post('/api/stockOrder/cancelStockOrder', { ...c10002, orderId }, c10002);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const rows = await auditEntriesOf(testApp.database.db, c10002, { limit: 10 });
    expect(rows.map((row) => row.action)).toEqual([
      'orderCancelled',
      'orderAmended',
      'orderPlaced',
      'adviseeSessionOpened',
    ]);
    for (const row of rows) expect(row.actorAccountCode).toBe('A30001');
    const [cancellation, amendment, placement] = rows;
    expect(placement?.after).toMatchObject({
      market: 'stock',
      instrument: '00700',
      side: 'B',
      orderKind: 'limit',
      quantity: '100',
      price,
      currency: 'HKD',
    });
    expect(amendment?.before).toMatchObject({ market: 'stock', instrument: '00700', quantity: '100' });
    expect(amendment?.after).toMatchObject({ market: 'stock', instrument: '00700', quantity: '200' });
    expect(amendment?.before).not.toHaveProperty('price');
    expect(cancellation?.after).toMatchObject({ market: 'stock', status: 'cancelled' });
    expect(cancellation?.subject).toBe(orderId);
  });

  it("records an FOS advisor's virtual-asset order and cancellation from its own session (the vaOrder panel)", async () => {
    const v20001: ActingAccount = { accountCode: 'V20001', source: 'fos' };
    const a30002: ActingAccount = { accountCode: 'A30002', source: 'fos' };
    await creditFos(testApp, 'V20001', 'USD', '100000');
    await passKnowledgeCheck(testApp, 'V20001');
    const browser = createTestBrowser(testApp);
    expect((await browser.signIn('A30002', 'fos')).statusCode).toBe(200);
    const quote = async (terms: Record<string, unknown>) => {
      const response = await browser.post(
        '/api/cryptoOrder/requestCryptoOrderQuote',
        { ...v20001, pairId: 'BTC-USD', side: 'buy', basis: 'amount', amount: '500', ...terms },
        a30002,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ quote: { quoteId: string; price: string } }>().quote;
    };
    const market = await quote({ orderType: 'market' });
    const placed = await browser.post(
      '/api/cryptoOrder/placeCryptoOrder',
      { ...v20001, quoteId: market.quoteId, clientReference: nextReference() },
      a30002,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    // A limit below the market rests (the clock stands still: nothing matches it), so it can be cancelled.
    const limitPrice = new ExactDecimal(market.price).times('0.99').toDecimalPlaces(2).toFixed(2);
    const limit = await quote({ orderType: 'limit', limitPrice });
    const resting = await browser.post(
      '/api/cryptoOrder/placeCryptoOrder',
      { ...v20001, quoteId: limit.quoteId, clientReference: nextReference() },
      a30002,
    );
    expect(resting.statusCode, resting.body).toBe(200);
    const restingId: string = resting.json().order.orderId;
    const cancelled = await browser.post(
      '/api/cryptoOrder/cancelCryptoOrder',
      { ...v20001, orderId: restingId },
      a30002,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const rows = await auditEntriesOf(testApp.database.db, v20001, { limit: 10 });
    expect(rows.map((row) => [row.action, row.subject, row.actorAccountCode])).toEqual([
      ['orderCancelled', restingId, 'A30002'],
      ['orderPlaced', restingId, 'A30002'],
      ['orderPlaced', placed.json().order.orderId, 'A30002'],
    ]);
    expect(rows[2]?.after).toMatchObject({ market: 'crypto', instrument: 'BTC', side: 'B', currency: 'USD' });
    expect(rows[1]?.after).toMatchObject({ market: 'crypto', orderKind: 'limit', price: limitPrice });
    expect(rows[0]?.after).toMatchObject({ market: 'crypto', status: 'cancelled' });
    // The advisor's own session, where the panel runs (an advisee session may not trade virtual assets).
    for (const row of rows) expect(row.sessionId).not.toBeNull();
  });

  it("records an admin's decision on the client's deposit request, and not the client's own request", async () => {
    const before = (await auditEntriesOf(testApp.database.db, c10001, { limit: 100 })).length;
    const submitted = await client.post(
      '/api/cashDeposit/submitDepositRequest',
      {
        ...c10001,
        clientReference: nextReference(),
        amount: '5000',
        currency: 'HKD',
        method: 'bankTransfer',
        proof: { fileName: 'slip.png', content: onePixelPng },
      },
      c10001,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const requestId: string = submitted.json().request.requestId;
    expect(await auditEntriesOf(testApp.database.db, c10001, { limit: 100 })).toHaveLength(before);
    const admin = createTestBrowser(testApp);
    await admin.signIn('ADMIN01');
    const decided = await admin.post(
      '/api/cashDeposit/decideDepositRequest',
      { requestId, decision: 'accept', reason: 'Seen on the statement' },
      { accountCode: 'ADMIN01', source: 'gateway' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const [latest] = await entriesOf(c10001);
    expect(latest).toMatchObject({
      action: 'requestDecided',
      subject: requestId,
      actor: { accountCode: 'ADMIN01', displayName: 'Portal Administrator', role: 'admin' },
      before: { request: 'deposit', amount: '5000', currency: 'HKD', status: 'pending' },
      after: { request: 'deposit', amount: '5000', currency: 'HKD', decision: 'accept', status: 'accept' },
    });
  });

  it("ends every advisee session at the advisor's logout: one closing entry on each client's trail", async () => {
    const browser = await advisorIn(c10001);
    const second = await browser.post('/api/account/adviseeLogin', { accountCode: 'C10002' }, a30001);
    expect(second.statusCode, second.body).toBe(200);
    const c10001Session = await adviseeSessionId(c10001);
    const c10002Session = await adviseeSessionId(c10002);
    const logout = await browser.post('/api/account/accountLogout', { role: 'advisor', source: 'gateway' }, a30001);
    expect(logout.statusCode, logout.body).toBe(200);
    for (const [account, sessionId] of [
      [c10001, c10001Session],
      [c10002, c10002Session],
    ] as const) {
      const [latest] = await auditEntriesOf(testApp.database.db, account, { limit: 1 });
      expect(latest).toMatchObject({
        action: 'adviseeSessionClosed',
        actorAccountCode: 'A30001',
        sessionId,
        after: { endReason: 'advisorLogout' },
      });
    }
  });

  it("ends the same advisor's earlier advisee session when it opens the account again (replaced)", async () => {
    const browser = await advisorIn(c10001);
    const first = await adviseeSessionId(c10001);
    expect((await browser.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001)).statusCode).toBe(200);
    const second = await adviseeSessionId(c10001);
    const [opened, closed] = await auditEntriesOf(testApp.database.db, c10001, { limit: 2 });
    expect(opened).toMatchObject({ action: 'adviseeSessionOpened', sessionId: second });
    expect(closed).toMatchObject({
      action: 'adviseeSessionClosed',
      sessionId: first,
      after: { endReason: 'replaced' },
    });
  });

  it('pages newest first by keyset, each entry once, and refuses a cursor it did not give out', async () => {
    const account = { accountCode: 'C10005', source: 'gateway' } as const;
    for (let index = 0; index < 23; index += 1) {
      await recordAuditEntry(testApp.database.db, {
        account,
        actor: { accountCode: 'A30001', role: 'advisor' },
        sessionId: null,
        action: 'noteAdded',
        subject: `note-${String(index).padStart(2, '0')}`,
        at: testApp.clock.now(),
      });
    }
    const reader = createTestBrowser(testApp);
    await reader.signIn('C10005');
    const subjects: (string | null)[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const response = await trailOf(reader, account, { pageSize: 10, ...(cursor === undefined ? {} : { cursor }) });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<Page>();
      sizes.push(page.entries.length);
      subjects.push(...page.entries.map((entry) => entry.subject));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(sizes).toEqual([10, 10, 3]);
    expect(subjects).toEqual(Array.from({ length: 23 }, (_, index) => `note-${String(22 - index).padStart(2, '0')}`));
    const forged = await trailOf(reader, account, { cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ details: { fieldErrors: [{ path: 'cursor' }] } });
  });

  it("refuses another client's trail, an advisor naming its advisee, an advisee session and no session", async () => {
    const otherClient = await client.post('/api/auditTrail/listAuditTrail', { ...c10002 }, c10001);
    expect(otherClient.statusCode).toBe(403);
    const browser = await advisorIn(c10001);
    const fromOwnSession = await browser.post('/api/auditTrail/listAuditTrail', { ...c10001 }, a30001);
    expect(fromOwnSession.statusCode).toBe(403);
    const fromAdviseeSession = await browser.post('/api/auditTrail/listAuditTrail', { ...c10001 }, c10001);
    expect(fromAdviseeSession.statusCode).toBe(403);
    expect(fromAdviseeSession.json()).toMatchObject({ code: 'FORBIDDEN', message: adviseeSessionRefusal });
    const nobody = await testApp.app.inject({
      method: 'POST',
      url: '/api/auditTrail/listAuditTrail',
      headers: clientHeaders,
      payload: { ...c10001 },
    });
    expect(nobody.statusCode).toBe(401);
  });
});
