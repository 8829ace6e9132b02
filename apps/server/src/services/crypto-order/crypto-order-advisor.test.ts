import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorCryptoOrder, CryptoOrder, CryptoOrderQuote, KnowledgeCheckStatus } from '@portal/contract';
import { currentKnowledgeCheck } from '@portal/contract/domain/suitability/va-knowledge-check';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cryptoSnapshot, fosBalance } from '../../test/crypto-test-support';
import { knowledgeCheckKeyOf } from '../suitability/public';

/*
 * Advisor VA orders and the VA knowledge check (issue 18 parts 7 and 8, ADR 045) on the real app, on SQLite and
 * (TEST_DATABASE_URL) PostgreSQL: V20002 is refused orders (VA502) until it passes the check; a failed attempt names
 * the wrong questions and may be retried, at most 3 a Hong Kong day; the FOS advisor A30002 quotes and places for its
 * advisees only, the order records it and the advisee is told (advisorOrderPlaced); vademo has no panel.
 */

let testApp: TestApp;
let advisor: SignedIn;
let v20001: SignedIn;
let v20002: SignedIn;
let sequence = 0;
const nextReference = () => `va-adv-${String((sequence += 1)).padStart(4, '0')}`;

const marketBuy = { pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'amount', amount: '500' } as const;

beforeAll(async () => {
  testApp = await createTestApp();
  advisor = await signIn(testApp, 'A30002', { source: 'fos' });
  v20001 = await signIn(testApp, 'V20001');
  v20002 = await signIn(testApp, 'V20002');
});
afterAll(async () => {
  await testApp.close();
});

function call(service: string, operation: string, headers: Record<string, string>, payload: object) {
  return testApp.app.inject({ method: 'POST', url: `/api/${service}/${operation}`, headers, payload });
}

const rightAnswers = () => ({ ...knowledgeCheckKeyOf(currentKnowledgeCheck.version) });

async function attemptsOf(accountCode: string): Promise<number> {
  const rows = await testApp.database.db
    .selectFrom('va_knowledge_check_attempt')
    .select('id')
    .where('account_code', '=', accountCode)
    .execute();
  return rows.length;
}

describe('the virtual-asset knowledge check', () => {
  it('refuses V20002 a quote and a placement with VA502 before it passes, changing nothing', async () => {
    const before = await cryptoSnapshot(testApp);
    const quote = await call('cryptoOrder', 'requestCryptoOrderQuote', v20002.headers, {
      accountCode: 'V20002',
      ...marketBuy,
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.json()).toMatchObject({
      code: 'knowledgeCheckRequired',
      details: { resultCode: 'VA502' },
      message: expect.stringContaining('knowledge check') as unknown,
    });
    const placed = await call('cryptoOrder', 'placeCryptoOrder', v20002.headers, {
      accountCode: 'V20002',
      quoteId: 'CQnone',
      clientReference: nextReference(),
    });
    expect(placed.statusCode).toBe(422);
    expect(await cryptoSnapshot(testApp)).toEqual(before);
  });

  it('answers the status without the right answers, and refuses incomplete or unknown answers with field errors', async () => {
    const status = await call('suitability', 'virtualAssetKnowledgeCheck', v20002.headers, { accountCode: 'V20002' });
    expect(status.statusCode).toBe(200);
    expect(status.json<KnowledgeCheckStatus>()).toMatchObject({
      passed: false,
      attemptsToday: 0,
      attemptsLeftToday: 3,
      lastAttempt: null,
    });
    expect(status.body).not.toContain('volatility-b');
    const { volatility: _left, ...missing } = rightAnswers();
    const incomplete = await call('suitability', 'submitVirtualAssetKnowledgeCheck', v20002.headers, {
      accountCode: 'V20002',
      version: currentKnowledgeCheck.version,
      answers: { ...missing, custody: 'custody-z' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json<{ details: { fieldErrors: { path: string }[] } }>().details.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'answers.volatility' }),
        expect.objectContaining({ path: 'answers.custody' }),
      ]),
    );
    const oldVersion = await call('suitability', 'submitVirtualAssetKnowledgeCheck', v20002.headers, {
      accountCode: 'V20002',
      version: 99,
      answers: rightAnswers(),
    });
    expect(oldVersion.statusCode).toBe(400);
    expect(await attemptsOf('V20002')).toBe(0);
  });

  it('lets only the client answer: its advisor naming it gets 403 RAQ001, a gateway session 403', async () => {
    const byAdvisor = await call('suitability', 'submitVirtualAssetKnowledgeCheck', advisor.headers, {
      accountCode: 'V20002',
      version: currentKnowledgeCheck.version,
      answers: rightAnswers(),
    });
    expect(byAdvisor.statusCode).toBe(403);
    expect(byAdvisor.json()).toMatchObject({ code: 'RAQ001' });
    const gateway = await signIn(testApp, 'C10001');
    const byGateway = await call('suitability', 'virtualAssetKnowledgeCheck', gateway.headers, {
      accountCode: 'C10001',
      source: 'gateway',
    });
    expect(byGateway.statusCode).toBe(403);
    expect(byGateway.json()).toMatchObject({ code: 'VIRTUAL_ASSET_SESSION_REQUIRED' });
    expect(await attemptsOf('V20002')).toBe(0);
  });

  it('fails an attempt with 4 of 6 naming the wrong questions, takes a retry at once, then passes and opens orders', async () => {
    const failed = await call('suitability', 'submitVirtualAssetKnowledgeCheck', v20002.headers, {
      accountCode: 'V20002',
      version: currentKnowledgeCheck.version,
      answers: { ...rightAnswers(), volatility: 'volatility-a', stablecoins: 'stablecoins-b' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      attempt: {
        passed: false,
        score: 4,
        passMark: 5,
        questionCount: 6,
        wrongQuestionIds: ['volatility', 'stablecoins'],
      },
      status: { passed: false, attemptsToday: 1, attemptsLeftToday: 2 },
    });
    const passed = await call('suitability', 'submitVirtualAssetKnowledgeCheck', v20002.headers, {
      accountCode: 'V20002',
      version: currentKnowledgeCheck.version,
      answers: { ...rightAnswers(), custody: 'custody-a' },
    });
    expect(passed.json()).toMatchObject({
      attempt: { passed: true, score: 5, wrongQuestionIds: ['custody'] },
      status: { passed: true, attemptsLeftToday: 0 },
    });
    // Once passed, not again; both attempts are kept.
    const again = await call('suitability', 'submitVirtualAssetKnowledgeCheck', v20002.headers, {
      accountCode: 'V20002',
      version: currentKnowledgeCheck.version,
      answers: rightAnswers(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RAQ005' });
    expect(await attemptsOf('V20002')).toBe(2);
    const quote = await call('cryptoOrder', 'requestCryptoOrderQuote', v20002.headers, {
      accountCode: 'V20002',
      ...marketBuy,
    });
    expect(quote.statusCode, quote.body).toBe(200);
  });
});

describe('advisor VA orders (vaOrder)', () => {
  async function advisorQuote(accountCode: string): Promise<CryptoOrderQuote> {
    const response = await call('cryptoOrder', 'requestCryptoOrderQuote', advisor.headers, {
      accountCode,
      source: 'fos',
      ...marketBuy,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ quote: CryptoOrderQuote }>().quote;
  }

  it('places a BTC buy for V20001 that records the advisor, tells the client, and lists it for the advisor', async () => {
    const portfolio = await call('cryptoOrder', 'cryptoPortfolio', advisor.headers, { accountCode: 'V20001' });
    expect(portfolio.statusCode).toBe(200);
    const btcBefore = await fosBalance(testApp, 'V20001', 'CRYPTO:BTC');
    const quote = await advisorQuote('V20001');
    const placed = await call('cryptoOrder', 'placeCryptoOrder', advisor.headers, {
      accountCode: 'V20001',
      quoteId: quote.quoteId,
      clientReference: nextReference(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<{ order: CryptoOrder }>().order;
    expect(order).toMatchObject({ status: 'matched', advisorCode: 'A30002', filledQuantity: quote.quantity });
    expect((await fosBalance(testApp, 'V20001', 'CRYPTO:BTC')).available).not.toBe(btcBefore.available);

    const notified = await testApp.database.db
      .selectFrom('notification')
      .selectAll()
      .where('account_code', '=', 'V20001')
      .where('type', '=', 'advisorOrderPlaced')
      .where('reference_code', '=', order.orderId)
      .execute();
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ advisor_code: 'A30002', code: 'BTC', quantity: quote.quantity });

    const history = await call('cryptoOrder', 'searchCryptoOrders', v20001.headers, { accountCode: 'V20001' });
    expect(history.json<{ orders: CryptoOrder[] }>().orders.find((row) => row.orderId === order.orderId)).toMatchObject(
      { advisorCode: 'A30002' },
    );
    // The client's CSV names the advisor in its last column.
    const csv = await call('cryptoOrder', 'exportCryptoOrders', v20001.headers, { accountCode: 'V20001' });
    const lines = csv.json<{ content: string }>().content.split(/\r?\n/);
    expect(lines[0]).toMatch(/"Placed by advisor"$/);
    expect(lines.find((line) => line.includes(order.orderId))).toMatch(/"A30002"$/);
    const mine = await call('cryptoOrder', 'searchAdvisorCryptoOrders', advisor.headers, {});
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ orders: AdvisorCryptoOrder[] }>().orders[0]).toMatchObject({
      orderId: order.orderId,
      accountCode: 'V20001',
      advisorCode: 'A30002',
    });
    // The client's own orders are not the advisor's.
    const own = await call('cryptoOrder', 'requestCryptoOrderQuote', v20001.headers, {
      accountCode: 'V20001',
      ...marketBuy,
    });
    const ownOrder = await call('cryptoOrder', 'placeCryptoOrder', v20001.headers, {
      accountCode: 'V20001',
      quoteId: own.json<{ quote: CryptoOrderQuote }>().quote.quoteId,
      clientReference: nextReference(),
    });
    expect(ownOrder.json<{ order: CryptoOrder }>().order.advisorCode).toBeNull();
    const listed = (await call('cryptoOrder', 'searchAdvisorCryptoOrders', advisor.headers, {})).json<{
      orders: AdvisorCryptoOrder[];
    }>().orders;
    expect(listed.map((row) => row.advisorCode)).toEqual(listed.map(() => 'A30002'));
  });

  it('refuses a quote of another requester with VA503, either way round', async () => {
    const advisorsQuote = await advisorQuote('V20001');
    const byClient = await call('cryptoOrder', 'placeCryptoOrder', v20001.headers, {
      accountCode: 'V20001',
      quoteId: advisorsQuote.quoteId,
      clientReference: nextReference(),
    });
    expect(byClient.statusCode).toBe(422);
    expect(byClient.json()).toMatchObject({ details: { resultCode: 'VA503' } });
  });

  it('refuses an account that is not its advisee (403), and a plain client naming another (403), changing nothing', async () => {
    const before = await cryptoSnapshot(testApp);
    for (const [headers, accountCode] of [
      [advisor.headers, 'V20009'],
      [advisor.headers, 'C10001'],
      [v20002.headers, 'V20001'],
    ] as const) {
      const response = await call('cryptoOrder', 'requestCryptoOrderQuote', headers, { accountCode, ...marketBuy });
      expect(response.statusCode, `${accountCode}: ${response.body}`).toBe(403);
      const portfolio = await call('cryptoOrder', 'cryptoPortfolio', headers, { accountCode });
      expect(portfolio.statusCode).toBe(403);
    }
    // A plain client has no advisor list.
    expect((await call('cryptoOrder', 'searchAdvisorCryptoOrders', v20001.headers, {})).statusCode).toBe(403);
    expect(await cryptoSnapshot(testApp)).toEqual(before);
  });

  it('refuses an advisee that has not passed the check with VA502 (a new advisee without a check)', async () => {
    await testApp.database.db
      .insertInto('advisee_link')
      .values({ advisor_account_code: 'A30002', advisee_account_code: 'V20010' })
      .execute();
    await testApp.database.db
      .insertInto('account')
      .values({
        ...(await testApp.database.db
          .selectFrom('account')
          .selectAll()
          .where('account_code', '=', 'V20002')
          .executeTakeFirstOrThrow()),
        id: 'test-v20010',
        account_code: 'V20010',
      })
      .execute();
    const response = await call('cryptoOrder', 'requestCryptoOrderQuote', advisor.headers, {
      accountCode: 'V20010',
      ...marketBuy,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ details: { resultCode: 'VA502' } });
  });

  it("keeps an advisor's advisee session from trading (VA501)", async () => {
    const login = await call('account', 'adviseeLogin', advisor.headers, { accountCode: 'V20001' });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = [advisor.cookie, ...(login.headers['set-cookie'] as string[]).map((line) => line.split(';')[0])]
      .filter((part) => part !== undefined && part !== '' && !part.endsWith('='))
      .join('; ');
    const response = await call(
      'cryptoOrder',
      'requestCryptoOrderQuote',
      { ...advisor.headers, cookie, 'x-portal-account': 'V20001', 'x-portal-source': 'fos' },
      { accountCode: 'V20001', ...marketBuy },
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ details: { resultCode: 'VA501' } });
  });
});

describe('the knowledge check retry rule', () => {
  it('allows 3 attempts a Hong Kong day, then 422 RAQ004 until the next day', async () => {
    // V20001 passed (seed); a fresh fos client without a check is made for this test.
    await testApp.database.db
      .insertInto('account')
      .values({
        ...(await testApp.database.db
          .selectFrom('account')
          .selectAll()
          .where('account_code', '=', 'V20002')
          .executeTakeFirstOrThrow()),
        id: 'test-v20009',
        account_code: 'V20009',
      })
      .execute();
    const v20009 = await signIn(testApp, 'V20009');
    const wrong = { ...rightAnswers(), volatility: 'volatility-a', alwaysOpen: 'alwaysOpen-b' };
    const submit = () =>
      call('suitability', 'submitVirtualAssetKnowledgeCheck', v20009.headers, {
        accountCode: 'V20009',
        version: currentKnowledgeCheck.version,
        answers: wrong,
      });
    const statuses = await Promise.all([submit(), submit(), submit(), submit()]);
    expect(statuses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 422]);
    const refused = statuses.find((response) => response.statusCode === 422);
    expect(refused?.json()).toMatchObject({ code: 'RAQ004' });
    expect(await attemptsOf('V20009')).toBe(3);
    const status = await call('suitability', 'virtualAssetKnowledgeCheck', v20009.headers, { accountCode: 'V20009' });
    const { nextAttemptAt } = status.json<KnowledgeCheckStatus>();
    expect(nextAttemptAt).not.toBeNull();
    // The next Hong Kong day (the session is signed in again: the clock moved by hours).
    testApp.clock.set(new Date(nextAttemptAt ?? ''));
    const nextDay = await signIn(testApp, 'V20009');
    const retried = await call('suitability', 'submitVirtualAssetKnowledgeCheck', nextDay.headers, {
      accountCode: 'V20009',
      version: currentKnowledgeCheck.version,
      answers: wrong,
    });
    expect(retried.statusCode, retried.body).toBe(200);
  });
});

describe('advisor VA orders where the brand has them off (vademo)', () => {
  let vademo: TestApp;
  beforeAll(async () => {
    vademo = await createTestApp({ configure: (config) => ({ ...config, portalVariant: 'vademo' }) });
  });
  afterAll(async () => {
    await vademo.close();
  });

  it('answers 404 FEATURE_OFF for the list and VA501 for an advisor naming its advisee', async () => {
    const signedIn = await signIn(vademo, 'A30002', { source: 'fos' });
    const list = await vademo.app.inject({
      method: 'POST',
      url: '/api/cryptoOrder/searchAdvisorCryptoOrders',
      headers: signedIn.headers,
      payload: {},
    });
    expect(list.statusCode).toBe(404);
    const quote = await vademo.app.inject({
      method: 'POST',
      url: '/api/cryptoOrder/requestCryptoOrderQuote',
      headers: signedIn.headers,
      payload: { accountCode: 'V20001', ...marketBuy },
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.json()).toMatchObject({ details: { resultCode: 'VA501' } });
  });
});
