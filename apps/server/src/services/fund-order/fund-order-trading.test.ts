import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type FundOrder } from '@portal/contract';
import { clientHeaders } from '../../test/sign-in';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import type { TestApp } from '../../test/test-app';
import { extendFundPrices } from '../fund-definition/public';
import { seedDemoFundActivity } from './demo-fund-activity';
import { fundOrderDevSupportPaths } from './dev-support';
import {
  createOrderTestApp,
  depositFor,
  ledgerSnapshot,
  orderDependenciesOf,
  signedInCaller,
} from '../../test/fund-order-test-support';
import { advanceFundOrders } from './lifecycle';
import { placeSubscription, placeSwitch } from './placement';
import { fundPositionsOf, fundUnitsAsset } from './positions';

async function expectSound(testApp: TestApp) {
  const db = testApp.database.db;
  expect(await balanceDiscrepancies(db)).toEqual([]);
  for (const [asset, total] of await journalTotals(db)) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
  const negative = await db
    .selectFrom('ledger_balance')
    .select(['account_code', 'asset', 'available', 'on_hold'])
    .where('account_code', 'not like', 'HOUSE:%')
    .execute();
  for (const row of negative) {
    expect(new ExactDecimal(row.available).isNegative(), `${row.account_code} ${row.asset}`).toBe(false);
    expect(new ExactDecimal(row.on_hold).isNegative(), `${row.account_code} ${row.asset}`).toBe(false);
  }
}

/**
 * Moves the test clock to `until`, extends the NAVs to that day and runs every step due by then (each at its own
 * time: the lifecycle catches up in order, pricing each order at its dealing day's NAV).
 */
async function runUntil(testApp: TestApp, until: string) {
  const deps = orderDependenciesOf(testApp);
  testApp.clock.set(until);
  await extendFundPrices(deps.db, deps.clock);
  await advanceFundOrders(deps);
}

describe('fund orders at scale, switches, bulk subscriptions and the brand flags', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createOrderTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lets exactly 7 of 50 simultaneous subscriptions through against cash for 7; 43 are insufficientPurchasingPower', async () => {
    await depositFor(testApp, 'C10005', 'HKD', '70000');
    const call = await signedInCaller(testApp, 'C10005');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call('subscribeFund', {
          accountCode: 'C10005',
          clientReference: `burst-${String(index).padStart(3, '0')}`,
          fundId: 'F0031',
          amount: '10000',
          currency: 'HKD',
        }),
      ),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'success' : answer.json().code));
    expect(codes.filter((code) => code === 'success')).toHaveLength(7);
    expect(codes.filter((code) => code === 'insufficientPurchasingPower')).toHaveLength(43);
    const cash = await balanceOf(testApp.database.db, { accountCode: 'C10005', source: 'gateway', asset: 'HKD' });
    expect([cash.available.toFixed(), cash.onHold.toFixed()]).toEqual(['0', '70000']);
    await expectSound(testApp);
  });

  it('bulk-subscribes item by item: one refusal does not stop the others, and a retry makes nothing twice', async () => {
    await depositFor(testApp, 'C10001', 'HKD', '500000');
    await depositFor(testApp, 'C10001', 'USD', '20000');
    const call = await signedInCaller(testApp, 'C10001');
    const payload = {
      accountCode: 'C10001',
      clientReference: 'bulk-0001',
      items: [
        { fundId: 'F0004', amount: '20000', currency: 'HKD' },
        { fundId: 'F0001', amount: '1000', currency: 'USD' },
        { fundId: 'F0006', amount: '2000', currency: 'USD' },
      ],
    };
    const first = await call('bulkSubscribeFunds', payload);
    expect(first.statusCode, first.body).toBe(200);
    const results = first.json<{ results: { result: string; resultCode: number; replayed: boolean }[] }>().results;
    expect(results.map((result) => [result.result, result.resultCode, result.replayed])).toEqual([
      ['success', 0, false],
      ['riskLevelViolation', 8, false],
      ['success', 0, false],
    ]);
    const again = (await call('bulkSubscribeFunds', payload)).json<{ results: { replayed: boolean }[] }>().results;
    expect(again.map((result) => result.replayed)).toEqual([true, false, true]);
  });

  it('switches out of a holding into two funds: the switch-ins are funded by their share when the switch-out settles', async () => {
    const deps = orderDependenciesOf(testApp);
    // C10001's F0004 subscription of the bulk test settles on 2025-01-23 (T+1 dealing, T+5 settlement).
    await runUntil(testApp, '2025-01-23T02:00:00.000Z');
    const held = await balanceOf(deps.db, { accountCode: 'C10001', source: 'gateway', asset: fundUnitsAsset('F0004') });
    expect(held.available.greaterThan(0)).toBe(true);
    const half = held.available.dividedBy(2).toDecimalPlaces(4, 1).toFixed();
    const request = {
      accountCode: 'C10001',
      source: 'gateway',
      clientReference: 'switch-0001',
      fundId: 'F0004',
      basis: 'unit',
      quantity: half,
      targets: [
        { fundId: 'F0048', percent: 60 },
        { fundId: 'F0031', percent: 40 },
      ],
    } as const;
    const placed = await placeSwitch(deps, request);
    expect(placed.orders.map((order) => [order.kind, order.status, order.payAmount])).toEqual([
      ['switchOut', 'pending', null],
      ['switchIn', 'pending', null],
      ['switchIn', 'pending', null],
    ]);
    expect((await placeSwitch(deps, request)).replayed).toBe(true);

    // A switch whose switch-out is pending is cancelled whole.
    const other = await placeSwitch(deps, { ...request, clientReference: 'switch-0002', quantity: '1' });
    const call = await signedInCaller(testApp, 'C10001');
    const cancelled = await call('cancelFundOrder', {
      accountCode: 'C10001',
      orderId: other.orders[1]?.orderId ?? '',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().orders.map((order: FundOrder) => order.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);

    await runUntil(testApp, '2025-02-20T02:00:00.000Z');
    const legs = await deps.db
      .selectFrom('fund_order')
      .selectAll()
      .where('switch_id', '=', placed.switchId)
      .orderBy('client_reference')
      .execute();
    expect(legs.map((leg) => leg.status)).toEqual(['settled', 'settled', 'settled']);
    const [switchOut, ...switchIns] = legs;
    const proceeds = new ExactDecimal(switchOut?.pay_amount ?? '0');
    const funded = switchIns.reduce((sum, leg) => sum.plus(leg.pay_amount ?? '0'), new ExactDecimal(0));
    expect(funded.toFixed()).toBe(proceeds.toFixed());
    expect(switchIns[0]?.pay_amount).toBe(proceeds.times('0.6').toDecimalPlaces(2, 1).toFixed());
    const positions = await fundPositionsOf(deps.db, { accountCode: 'C10001', source: 'gateway' });
    expect(positions.map((position) => position.fundId)).toEqual(expect.arrayContaining(['F0004', 'F0031', 'F0048']));
    await expectSound(testApp);
  });
});

describe('the dev endpoint', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createOrderTestApp();
    // The dev endpoint is the app's own: every area's dev support is registered with PORTAL_DEV_SUPPORT=on (ADR 048).
    await depositFor(testApp, 'C10001', 'HKD', '100000');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('runs the lifecycle from the dev endpoint, after extending the NAVs to the clock’s day', async () => {
    await placeSubscription(orderDependenciesOf(testApp), {
      accountCode: 'C10001',
      source: 'gateway',
      clientReference: 'dev-0001',
      fundId: 'F0004',
      amount: '10000',
      currency: 'HKD',
    });
    testApp.clock.advance(2 * 86_400_000);
    const response = await testApp.app.inject({
      method: 'POST',
      url: fundOrderDevSupportPaths.advance,
      headers: clientHeaders,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().steps).toBeGreaterThan(0);
    await expectSound(testApp);
  });
});

describe('the demo fund activity', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createOrderTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('gives C10001 cash, settled holdings and a pending order, C10002 cash and a holding; once only', async () => {
    const db = testApp.database.db;
    await seedDemoFundActivity(db, testApp.clock, { dialect: testApp.database.dialect });
    const orders = await db
      .selectFrom('fund_order')
      .select(['account_code', 'status', 'type', 'placed_at'])
      .orderBy('placed_at')
      .execute();
    const of = (code: string) => orders.filter((order) => order.account_code === code);
    expect(of('C10001').filter((order) => order.status === 'settled').length).toBeGreaterThanOrEqual(4);
    expect(of('C10001').filter((order) => order.status === 'pending')).toHaveLength(1);
    expect(of('C10002').filter((order) => order.status === 'settled')).toHaveLength(1);
    const positions = await fundPositionsOf(db, { accountCode: 'C10001', source: 'gateway' });
    expect(positions.length).toBeGreaterThanOrEqual(3);
    for (const position of positions) expect(position.cost.greaterThan(0)).toBe(true);
    const hkd = await balanceOf(db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' });
    expect(hkd.available.greaterThan('900000')).toBe(true);
    await expectSound(testApp);
    const notifications = await db
      .selectFrom('notification')
      .select('id')
      .where('account_code', '=', 'C10001')
      .execute();
    expect(notifications.length).toBeGreaterThan(10);

    const before = await ledgerSnapshot(testApp);
    await seedDemoFundActivity(db, testApp.clock, { dialect: testApp.database.dialect });
    expect(await ledgerSnapshot(testApp)).toEqual(before);
  });
});
