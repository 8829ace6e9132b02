import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExactDecimal,
  virtualAssetSessionRequiredCode,
  type CryptoOrder,
  type CryptoOrderQuote,
} from '@portal/contract';
import { balanceDiscrepancies } from '../../platform/money/ledger';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  creditFos,
  cryptoDependenciesOfTestApp,
  cryptoSnapshot,
  fosBalance,
  unbalancedAssets,
} from '../../test/crypto-test-support';
import { runCryptoMatching } from './matching';

/*
 * Crypto orders (issue 18 part 3, ADR 042) on the real app and the FOS simulator, on SQLite and (TEST_DATABASE_URL)
 * PostgreSQL: quote then place, a market buy settled at its quote in one transaction, a limit order resting and filling
 * in parts as the clock moves, cancel, replay and 409, every refusal its code with nothing changed, gateway sessions
 * refused.
 */

let testApp: TestApp;
let client: SignedIn;
let sequence = 0;
const nextReference = () => `crypto-ref-${String((sequence += 1)).padStart(4, '0')}`;

beforeAll(async () => {
  testApp = await createTestApp();
  client = await signIn(testApp, 'V20001');
  await creditFos(testApp, 'V20001', 'USD', '100000');
});
afterAll(async () => {
  await testApp.close();
});

function call(operation: string, payload: object, headers = client.headers) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/cryptoOrder/${operation}`,
    headers,
    payload: { accountCode: 'V20001', source: 'fos', ...payload },
  });
}

async function quote(payload: object): Promise<CryptoOrderQuote> {
  const response = await call('requestCryptoOrderQuote', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ quote: CryptoOrderQuote }>().quote;
}

async function place(quoteId: string, clientReference = nextReference()) {
  const response = await call('placeCryptoOrder', { quoteId, clientReference });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: CryptoOrder; replayed: boolean }>();
}

describe('crypto orders', () => {
  it('buys BTC at market by amount: the quote states price, fee and slippage; placing settles it at that quote', async () => {
    const before = await fosBalance(testApp, 'V20001', 'USD');
    const btcBefore = await fosBalance(testApp, 'V20001', 'CRYPTO:BTC');
    const buy = await quote({ pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'amount', amount: '1000' });
    expect(buy.validitySeconds).toBe(10);
    expect(new ExactDecimal(buy.consideration).lessThanOrEqualTo(1000)).toBe(true);
    // 0.25 % of about 1,000 is 2.50.
    expect(buy.fee).toBe(new ExactDecimal(buy.consideration).times('0.0025').toDecimalPlaces(2, 0).toFixed(2));
    expect(new ExactDecimal(buy.quantity).decimalPlaces()).toBeLessThanOrEqual(8);
    expect(buy.total).toBe(new ExactDecimal(buy.consideration).plus(buy.fee).toFixed(2));
    const { order, replayed } = await place(buy.quoteId);
    expect(replayed).toBe(false);
    expect(order).toMatchObject({ status: 'matched', filledQuantity: buy.quantity, fee: buy.fee, pairId: 'BTC-USD' });
    expect(await fosBalance(testApp, 'V20001', 'USD')).toEqual({
      available: new ExactDecimal(before.available).minus(buy.total).toFixed(),
      onHold: '0',
    });
    expect((await fosBalance(testApp, 'V20001', 'CRYPTO:BTC')).available).toBe(
      new ExactDecimal(btcBefore.available).plus(buy.quantity).toFixed(),
    );
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });

  it('rests an ETH limit buy, fills it in parts as the clock moves, then cancels the rest and releases its hold', async () => {
    const board = await testApp.app.inject({
      method: 'POST',
      url: '/api/cryptoMarket/getCryptoBook',
      headers: client.headers,
      payload: { pairId: 'ETH-USD' },
    });
    const ask = new ExactDecimal(board.json<{ quote: { ask: string } }>().quote.ask);
    const limit = ask.times('0.995').toDecimalPlaces(2);
    const q = await quote({
      pairId: 'ETH-USD',
      side: 'buy',
      orderType: 'limit',
      basis: 'quantity',
      quantity: '20.000000000000000001',
      limitPrice: limit.toFixed(2),
    });
    const { order } = await place(q.quoteId);
    expect(order.status).toBe('queuing');
    expect(new ExactDecimal((await fosBalance(testApp, 'V20001', 'USD')).onHold).equals(q.total)).toBe(true);
    const deps = cryptoDependenciesOfTestApp(testApp);
    let current = order;
    for (let step = 0; step < 200 && current.status === 'queuing'; step += 1) {
      testApp.clock.advance(60_000);
      await runCryptoMatching(deps);
      current = (await call('searchCryptoOrders', { pairId: 'ETH-USD' })).json<{ orders: CryptoOrder[] }>()
        .orders[0] as CryptoOrder;
    }
    expect(['partiallyMatched', 'matched']).toContain(current.status);
    // The book's levels are finite: the order filled in several parts, each at or below its limit.
    const fills = await testApp.database.db
      .selectFrom('crypto_fill')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .execute();
    expect(fills.length).toBeGreaterThanOrEqual(2);
    for (const fill of fills) expect(new ExactDecimal(fill.price).lessThanOrEqualTo(limit)).toBe(true);
    expect(new ExactDecimal(current.averagePrice ?? '0').lessThanOrEqualTo(limit)).toBe(true);
    if (current.status === 'partiallyMatched') {
      const cancelled = await call('cancelCryptoOrder', { orderId: current.orderId });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<{ order: CryptoOrder }>().order.status).toBe('partiallyCancelled');
    }
    expect((await fosBalance(testApp, 'V20001', 'USD')).onHold).toBe('0');
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });

  it('answers the first order for a retried reference, and 409 for the reference with another quote', async () => {
    const reference = nextReference();
    const first = await quote({
      pairId: 'BTC-USD',
      side: 'sell',
      orderType: 'market',
      basis: 'quantity',
      quantity: '0.001',
    });
    const placed = await place(first.quoteId, reference);
    const again = await place(first.quoteId, reference);
    expect(again).toEqual({ order: placed.order, replayed: true });
    const other = await quote({
      pairId: 'BTC-USD',
      side: 'sell',
      orderType: 'market',
      basis: 'quantity',
      quantity: '0.001',
    });
    const conflict = await call('placeCryptoOrder', { quoteId: other.quoteId, clientReference: reference });
    expect(conflict.statusCode).toBe(409);
  });

  it('refuses bad orders with their codes and changes nothing', async () => {
    const before = await cryptoSnapshot(testApp);
    const cases: [object, string][] = [
      [{ pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'amount', amount: '5' }, 'amountBelowMinimum'],
      [
        { pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'quantity', quantity: '0.000000001' },
        'quantityTooPrecise',
      ],
      [{ pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'quantity', quantity: '0' }, 'invalidQuantity'],
      [{ pairId: 'BTC-USD', side: 'buy', orderType: 'limit', basis: 'quantity', quantity: '0.01' }, 'priceRequired'],
      [
        {
          pairId: 'BTC-USD',
          side: 'buy',
          orderType: 'limit',
          basis: 'quantity',
          quantity: '0.01',
          limitPrice: '90000.001',
        },
        'invalidPrice',
      ],
      [
        { pairId: 'BTC-USD', side: 'buy', orderType: 'limit', basis: 'quantity', quantity: '0.01', limitPrice: '1000' },
        'priceOutOfBand',
      ],
      [
        { pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'quantity', quantity: '12' },
        'amountAboveMaximum',
      ],
      [{ pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'quantity', quantity: '2' }, 'insufficientFunds'],
      [
        { pairId: 'ETH-USD', side: 'sell', orderType: 'market', basis: 'quantity', quantity: '200' },
        'insufficientAssets',
      ],
      [{ pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'amount', amount: '10.001' }, 'invalidAmount'],
    ];
    for (const [payload, code] of cases) {
      const response = await call('requestCryptoOrderQuote', payload);
      expect(response.statusCode, `${code}: ${response.body}`).toBe(422);
      expect(response.json()).toMatchObject({ code, details: { result: code } });
    }
    const exponent = await call('requestCryptoOrderQuote', {
      pairId: 'BTC-USD',
      side: 'buy',
      orderType: 'market',
      basis: 'quantity',
      quantity: '1e-3',
    });
    expect(exponent.statusCode).toBe(400);
    const unknownPair = await call('requestCryptoOrderQuote', {
      pairId: 'DOGE-USD',
      side: 'buy',
      orderType: 'market',
      basis: 'quantity',
      quantity: '1',
    });
    expect(unknownPair.statusCode).toBe(400);
    const missingQuote = await call('placeCryptoOrder', { quoteId: 'CQnothere', clientReference: nextReference() });
    expect(missingQuote.json()).toMatchObject({ code: 'quoteNotFound' });
    expect(await cryptoSnapshot(testApp)).toEqual(before);
  });

  it('refuses an expired quote and a used one', async () => {
    const q = await quote({ pairId: 'ETH-HKD', side: 'buy', orderType: 'market', basis: 'amount', amount: '800' });
    testApp.clock.advance(10_001);
    const before = await cryptoSnapshot(testApp);
    const expired = await call('placeCryptoOrder', { quoteId: q.quoteId, clientReference: nextReference() });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'quoteExpired', details: { resultCode: 'VA302' } });
    expect(await cryptoSnapshot(testApp)).toEqual(before);
    const fresh = await quote({ pairId: 'ETH-HKD', side: 'buy', orderType: 'market', basis: 'amount', amount: '800' });
    await place(fresh.quoteId);
    const used = await call('placeCryptoOrder', { quoteId: fresh.quoteId, clientReference: nextReference() });
    expect(used.json()).toMatchObject({ code: 'quoteAlreadyUsed' });
  });

  it('refuses every crypto operation to a securities (gateway) session, changing nothing', async () => {
    const gateway = await signIn(testApp, 'C10001');
    const before = await cryptoSnapshot(testApp);
    const calls: [string, object][] = [
      ['/api/cryptoMarket/cryptoMarketBoard', {}],
      ['/api/cryptoMarket/getCryptoQuotes', { pairIds: ['BTC-USD'] }],
      ['/api/cryptoMarket/getCryptoBook', { pairId: 'BTC-USD' }],
      ['/api/cryptoMarket/getCryptoChart', { pairId: 'BTC-USD', range: '1D' }],
      ['/api/cryptoOrder/cryptoPortfolio', { accountCode: 'C10001', source: 'gateway' }],
      [
        '/api/cryptoOrder/requestCryptoOrderQuote',
        {
          accountCode: 'C10001',
          source: 'gateway',
          pairId: 'BTC-USD',
          side: 'buy',
          orderType: 'market',
          basis: 'amount',
          amount: '100',
        },
      ],
      [
        '/api/cryptoOrder/placeCryptoOrder',
        { accountCode: 'C10001', source: 'gateway', quoteId: 'CQx', clientReference: nextReference() },
      ],
      ['/api/cryptoOrder/cancelCryptoOrder', { accountCode: 'C10001', source: 'gateway', orderId: 'CO1' }],
      ['/api/cryptoOrder/searchCryptoOrders', { accountCode: 'C10001', source: 'gateway' }],
      ['/api/cryptoOrder/exportCryptoOrders', { accountCode: 'C10001', source: 'gateway' }],
    ];
    for (const [url, payload] of calls) {
      const response = await testApp.app.inject({ method: 'POST', url, headers: gateway.headers, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ code: virtualAssetSessionRequiredCode });
    }
    const stream = await testApp.app.inject({
      method: 'GET',
      url: '/api/cryptoMarket/stream?ids=BTC-USD',
      headers: gateway.headers,
    });
    expect(stream.statusCode).toBe(403);
    expect(await cryptoSnapshot(testApp)).toEqual(before);
  });

  it('shows the portfolio with each asset at full precision, valued in the reporting currency', async () => {
    await creditFos(testApp, 'V20001', 'CRYPTO:ETH', '0.000000000000000001');
    const response = await call('cryptoPortfolio', { reportingCurrency: 'USD' });
    expect(response.statusCode, response.body).toBe(200);
    const portfolio = response.json<{
      holdings: { asset: string; quantity: string; value: string }[];
      reportingCurrency: string;
    }>();
    expect(portfolio.reportingCurrency).toBe('USD');
    const eth = portfolio.holdings.find((holding) => holding.asset === 'ETH');
    // The seed's 2.500000000000000001, a wei more, and what the limit order bought: every wei kept.
    expect(new ExactDecimal(eth?.quantity ?? '0').decimalPlaces()).toBe(18);
    expect(portfolio.holdings.map((holding) => holding.asset)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDT']));
  });

  it('lists the history newest first with filters, and exports it as CSV', async () => {
    const all = (await call('searchCryptoOrders', {})).json<{ orders: CryptoOrder[] }>().orders;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const sells = (await call('searchCryptoOrders', { side: 'sell' })).json<{ orders: CryptoOrder[] }>().orders;
    expect(sells.every((order) => order.side === 'sell')).toBe(true);
    const paged = (await call('searchCryptoOrders', { pageSize: 2 })).json<{
      orders: CryptoOrder[];
      nextCursor: string;
    }>();
    const next = (await call('searchCryptoOrders', { pageSize: 2, cursor: paged.nextCursor })).json<{
      orders: CryptoOrder[];
    }>();
    expect([...paged.orders, ...next.orders].map((order) => order.orderId)).toEqual(
      all.slice(0, 4).map((order) => order.orderId),
    );
    const csv = await call('exportCryptoOrders', { language: 'zh-HK' });
    expect(csv.statusCode, csv.body).toBe(200);
    const file = csv.json<{ content: string; rows: number }>();
    expect(file.rows).toBe(all.length);
    expect(file.content.startsWith('\uFEFF"訂單"')).toBe(true);
  });
});
