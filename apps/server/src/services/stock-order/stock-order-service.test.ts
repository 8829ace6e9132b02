import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type StockOrder, type StockTradeTerms } from '@portal/contract';
import { zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import { deposit } from '../../platform/money/ledger';
import { clientHeaders, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stockOrderDevSupportPaths } from './dev-support';

async function depositCash(testApp: TestApp, accountCode: string, currency: string, amount: string) {
  await testApp.events.inTransaction(testApp.database.db, (trx) =>
    deposit(trx, testApp.database.dialect, {
      accountCode,
      source: 'gateway',
      asset: currency,
      amount,
      reference: `api-test-${accountCode}-${Math.random().toString(36).slice(2)}`,
      at: testApp.clock.now(),
    }),
  );
}

async function callerOf(testApp: TestApp, accountCode: string) {
  const signedIn = await signIn(testApp, accountCode);
  return (operation: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/stockOrder/${operation}`, headers: signedIn.headers, payload });
}

describe('the stock order service over HTTP, on the market data simulator', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The stock orders' dev-support advance is the app's own (PORTAL_DEV_SUPPORT=on in tests, ADR 048).
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows the terms, places a buy at a price in the spread, fills it as the clock moves, and lists order and fill', async () => {
    await depositCash(testApp, 'C10005', 'HKD', '500000');
    const call = await callerOf(testApp, 'C10005');
    const termsAnswer = await call('stockTradeTerms', { accountCode: 'C10005', stockId: 'HKEX-00700' });
    expect(termsAnswer.statusCode, termsAnswer.body).toBe(200);
    const terms = termsAnswer.json<StockTradeTerms>();
    expect(terms.orderTypes[0]).toBe('limit');
    expect(terms.orderTypes).toEqual(['limit', 'enhancedLimit', 'market', 'atAuction', 'atAuctionLimit', 'stopLimit']);
    expect(terms.buyingPower.available).toBe('500000');
    expect(terms.skipConfirmation).toBe(true);
    // A limit well above the market fills at the market's trades (never worse than the limit).
    const limit = new ExactDecimal(terms.lastPrice).times('1.05').toDecimalPlaces(0).toFixed();
    const estimate = await call('estimateStockOrder', {
      accountCode: 'C10005',
      stockId: 'HKEX-00700',
      side: 'B',
      orderType: 'limit',
      price: limit,
      quantity: String(terms.boardLot),
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json().fees.map((line: { name: string }) => line.name)).toContain('stampDuty');
    const placed = await call('placeStockOrder', {
      accountCode: 'C10005',
      clientReference: 'api-buy-0001',
      stockId: 'HKEX-00700',
      side: 'B',
      orderType: 'limit',
      price: limit,
      quantity: String(terms.boardLot),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<{ order: StockOrder }>().order;
    expect([order.status, order.onHold]).toEqual(['pending', estimate.json().total]);
    const again = await call('placeStockOrder', {
      accountCode: 'C10005',
      clientReference: 'api-buy-0001',
      stockId: 'HKEX-00700',
      side: 'B',
      orderType: 'limit',
      price: limit,
      quantity: String(terms.boardLot * 2),
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CLIENT_REFERENCE_REUSED']);

    testApp.clock.advance(10 * 60_000);
    const advanced = await testApp.app.inject({
      method: 'POST',
      url: stockOrderDevSupportPaths.advance,
      headers: clientHeaders,
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    const got = await call('getStockOrder', { accountCode: 'C10005', orderId: order.orderId });
    expect(got.json().order.status).toBe('matched');
    expect(new ExactDecimal(got.json().order.averageFillPrice).lessThanOrEqualTo(limit)).toBe(true);
    expect(got.json().trades.length).toBeGreaterThan(0);
    const positions = await call('stockPositions', { accountCode: 'C10005' });
    expect(positions.json().positions[0]).toMatchObject({ stockId: 'HKEX-00700', quantity: String(terms.boardLot) });
    const history = await call('queryStockOrders', { accountCode: 'C10005', statuses: ['matched'] });
    expect(history.json().orders.map((row: StockOrder) => row.orderId)).toEqual([order.orderId]);
    const csv = await call('exportStockOrders', { accountCode: 'C10005', language: 'zh-HK' });
    expect(csv.json().content).toContain('已成交');
  });

  it('answers a refusal with its order code and texts, and remembers the confirmation reminder setting', async () => {
    const call = await callerOf(testApp, 'C10005');
    const refused = await call('placeStockOrder', {
      accountCode: 'C10005',
      clientReference: 'api-odd-lot-01',
      stockId: 'HKEX-00700',
      side: 'B',
      orderType: 'limit',
      price: '100',
      quantity: '150',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'wrongLotSize',
      details: { result: 'wrongLotSize', resultCode: 8204 },
    });
    const exponent = await call('placeStockOrder', {
      accountCode: 'C10005',
      clientReference: 'api-exponent-01',
      stockId: 'HKEX-00700',
      side: 'B',
      orderType: 'limit',
      price: '1e2',
      quantity: '100',
    });
    expect([exponent.statusCode, exponent.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(
      (await call('saveOrderConfirmationReminder', { accountCode: 'C10005', skipConfirmation: false })).json(),
    ).toEqual({
      skipConfirmation: false,
    });
    expect((await call('loadOrderConfirmationReminder', { accountCode: 'C10005' })).json()).toEqual({
      skipConfirmation: false,
    });
  });

  it('refuses absurd figures with their order code (422), never a 500, and leaves the ledger alone', async () => {
    // The test clock's present is a Wednesday at 10:00 in Hong Kong: the market is open, so placement is reached.
    await depositCash(testApp, 'C10005', 'HKD', '500000');
    const call = await callerOf(testApp, 'C10005');
    const order = { accountCode: 'C10005', stockId: 'HKEX-00700', side: 'B', orderType: 'limit' };
    const cases: [string, { price: string; quantity: string; side?: string }, string][] = [
      ['a price of 1e20', { price: '100000000000000000000', quantity: '100' }, 'invalidPrice'],
      ['a price of 1e30', { price: `1${'0'.repeat(30)}`, quantity: '100' }, 'invalidPrice'],
      ['a price of 1e16', { price: '10000000000000000', quantity: '100' }, 'invalidPrice'],
      ['a quantity of 1e20', { price: '380', quantity: '100000000000000000000' }, 'invalidQuantity'],
      ['a sell of 1e20 shares', { price: '380', quantity: '100000000000000000000', side: 'S' }, 'invalidQuantity'],
      ['a value of 1e12', { price: '9995', quantity: '100100000' }, 'overOrderLimit'],
      ['a quantity padded with zeros', { price: '380', quantity: '00100' }, 'invalidQuantity'],
      ['a price padded with a zero', { price: '0380', quantity: '100' }, 'invalidPrice'],
    ];
    let reference = 0;
    for (const [name, figures, code] of cases) {
      const estimate = await call('estimateStockOrder', { ...order, ...figures });
      expect(`${name}: ${estimate.statusCode} ${estimate.json().code}`).toBe(`${name}: 422 ${code}`);
      reference += 1;
      const placed = await call('placeStockOrder', {
        ...order,
        ...figures,
        clientReference: `api-absurd-${String(reference).padStart(3, '0')}`,
      });
      expect(`${name}: ${placed.statusCode} ${placed.json().code}`).toBe(`${name}: 422 ${code}`);
    }
    const placed = await call('placeStockOrder', {
      ...order,
      price: '380',
      quantity: '100',
      clientReference: 'api-absurd-ok',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ order: StockOrder }>().order.orderId;
    for (const [name, change, code] of [
      ['a quantity of 1e25', { quantity: '10000000000000000000000000' }, 'invalidQuantity'],
      ['a price of 1e20', { price: '100000000000000000000' }, 'invalidPrice'],
      ['a value of 1e12', { quantity: '3000000000' }, 'overOrderLimit'],
      ['a quantity padded with zeros', { quantity: '000200' }, 'invalidQuantity'],
    ] as const) {
      const amended = await call('amendStockOrder', { accountCode: 'C10005', orderId, ...change });
      expect(`${name}: ${amended.statusCode} ${amended.json().code}`).toBe(`${name}: 422 ${code}`);
    }
    const got = (await call('getStockOrder', { accountCode: 'C10005', orderId })).json<{ order: StockOrder }>();
    expect([got.order.quantity, got.order.price]).toEqual(['100', '380']);
  });

  it('on a Sunday says the market is closed and when it opens next, not that it is a holiday', async () => {
    const present = testApp.clock.now();
    // Sunday 2025-01-19, 14:00 in Hong Kong.
    testApp.clock.set('2025-01-19T06:00:00Z');
    try {
      const call = await callerOf(testApp, 'C10005');
      const refused = await call('placeStockOrder', {
        accountCode: 'C10005',
        clientReference: 'api-sunday-01',
        stockId: 'HKEX-00700',
        side: 'B',
        orderType: 'limit',
        price: '380',
        quantity: '100',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        code: 'marketClosed',
        message: 'The market is closed. It opens next on Monday 2025-01-20 at 09:00 (Hong Kong time).',
        details: { result: 'marketClosed', resultCode: 8606, exchange: 'HKEX', opensAt: '2025-01-20T01:00:00.000Z' },
      });
    } finally {
      testApp.clock.set(present);
    }
  });

  it('offers C10001 extended hours on a US stock and fills its flagged order on a pre-market print', async () => {
    // The next weekday's 08:00 in New York after the test app's present: pre-market.
    let day = new Date(testApp.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) {
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    testApp.clock.set(zonedInstant(day, 8 * 60, 'America/New_York'));
    await depositCash(testApp, 'C10001', 'USD', '100000');
    const call = await callerOf(testApp, 'C10001');
    const terms = (
      await call('stockTradeTerms', { accountCode: 'C10001', stockId: 'NASDAQ-AAPL' })
    ).json<StockTradeTerms>();
    expect([terms.tradingPhase, terms.prePostMarketAllowed]).toEqual(['preMarket', true]);
    const limit = new ExactDecimal(terms.lastPrice).times('1.05').toDecimalPlaces(2).toFixed();
    const order = {
      accountCode: 'C10001',
      stockId: 'NASDAQ-AAPL',
      side: 'B',
      orderType: 'limit',
      price: limit,
      quantity: '5',
      tradePassword: 'Trade#2026',
    };
    const unflagged = await call('placeStockOrder', { ...order, clientReference: 'api-us-pre-01' });
    expect([unflagged.statusCode, unflagged.json().code]).toEqual([422, 'nonTradingHour']);
    const placed = await call('placeStockOrder', { ...order, clientReference: 'api-us-pre-02', prePostMarket: true });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ order: StockOrder }>().order.orderId;
    expect(placed.json<{ order: StockOrder }>().order.prePostMarket).toBe(true);

    testApp.clock.advance(10 * 60_000);
    await testApp.app.inject({ method: 'POST', url: stockOrderDevSupportPaths.advance, headers: clientHeaders });
    const got = (await call('getStockOrder', { accountCode: 'C10001', orderId })).json();
    expect(got.order.status).toBe('matched');
    // Filled in pre-market (between 04:00 and 09:30 New York), on the simulator's extended prints.
    const tradedAt = new Date(got.trades[0].tradedAt);
    expect(tradedAt > zonedInstant(day, 8 * 60, 'America/New_York')).toBe(true);
    expect(tradedAt < zonedInstant(day, 9 * 60 + 30, 'America/New_York')).toBe(true);
  });
});

describe('a brand that hides stock trading', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'mirae' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses placing, amending and cancelling (404 FEATURE_OFF) and still answers the reads', async () => {
    const call = await callerOf(testApp, 'C10001');
    for (const [operation, payload] of [
      [
        'placeStockOrder',
        {
          accountCode: 'C10001',
          clientReference: 'hidden-trade-01',
          stockId: 'HKEX-00700',
          side: 'B',
          orderType: 'limit',
          price: '100',
          quantity: '100',
        },
      ],
      ['amendStockOrder', { accountCode: 'C10001', orderId: 'SO1', price: '100' }],
      ['cancelStockOrder', { accountCode: 'C10001', orderId: 'SO1' }],
    ] as const) {
      const answer = await call(operation, payload);
      expect([answer.statusCode, answer.json().code], operation).toEqual([404, 'FEATURE_OFF']);
    }
    expect((await call('stockBuyingPower', { accountCode: 'C10001' })).statusCode).toBe(200);
  });
});
