import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExactDecimal, feeOf, fundOrderResultCodes, unitsFor, type FundOrder } from '@portal/contract';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import type { TestApp } from '../../test/test-app';
import { extendFundPrices } from '../fund-definition/public';
import { byteOrderMark } from '../../platform/content/csv';
import {
  createOrderTestApp,
  depositFor,
  ledgerSnapshot,
  orderDependenciesOf,
  signedInCaller,
} from '../../test/fund-order-test-support';
import { findOrder } from './fund-order-queries';
import { toFundOrder } from './fund-order-view';
import { advanceFundOrders, cancelOrder } from './lifecycle';
import { placeSubscription } from './placement';
import { fundPositionsOf, fundUnitsAsset, unitMovementsOf } from './positions';

/*
 * The demo catalogue as of 15 January 2025: F0004 HKD bond Medium (fee 3.70 %, minimum 10 000, T+1 dealing, T+5
 * settlement, 4 unit decimals); F0031 HKD bond LowToMedium; F0001 USD MediumToHigh; F0039 CNY professional-only;
 * F0018 suspended; F0006 USD Medium; F0048 HKD Medium. C10001 is Medium and not professional.
 */

type Call = Awaited<ReturnType<typeof signedInCaller>>;
type Placed = { result: string; resultCode: number; order: FundOrder; replayed: boolean };

let reference = 0;
function nextReference(): string {
  reference += 1;
  return `test-ref-${String(reference).padStart(4, '0')}`;
}

describe('fund order service', () => {
  let testApp: TestApp;
  let call: Call;

  beforeAll(async () => {
    testApp = await createOrderTestApp();
    call = await signedInCaller(testApp, 'C10001');
    await depositFor(testApp, 'C10001', 'HKD', '1000000');
    await depositFor(testApp, 'C10001', 'USD', '50000');
  });
  afterAll(async () => {
    await testApp.close();
  });
  // The lifecycle test moves the clock past the session's life: every test signs in afresh.
  beforeEach(async () => {
    call = await signedInCaller(testApp, 'C10001');
  });

  async function subscribe(payload: Record<string, unknown>) {
    return call('subscribeFund', {
      accountCode: 'C10001',
      clientReference: nextReference(),
      fundId: 'F0004',
      amount: '10000',
      currency: 'HKD',
      ...payload,
    });
  }

  async function expectRefused(response: Awaited<ReturnType<Call>>, result: keyof typeof fundOrderResultCodes) {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: result,
      details: { result, resultCode: fundOrderResultCodes[result] },
    });
  }

  it('gives the trade terms: minimum, fees, cut-off and the dates an order placed now gets, cash and holding', async () => {
    const response = await call('fundTradeTerms', { accountCode: 'C10001', fundId: 'F0004' });
    expect(response.statusCode, response.body).toBe(200);
    const terms = response.json();
    expect(terms).toMatchObject({
      fundId: 'F0004',
      fundCurrency: 'HKD',
      riskLevel: 'Medium',
      clientRiskLevel: 'Medium',
      minimumSubscription: '10000',
      subscriptionFeePercent: '3.7',
      cutOffTime: '16:00',
      orderDate: '2025-01-15',
      cutOffAt: '2025-01-15T08:00:00.000Z',
      dealingDate: '2025-01-16',
      settlementDate: '2025-01-23',
      currencyPrecision: 2,
      holding: { availableUnits: '0', onHoldUnits: '0' },
    });
    expect(terms.cash.map((cash: { currency: string }) => cash.currency)).toEqual(['HKD', 'USD', 'CNY']);
    expect(terms.cash[1]).toMatchObject({ currency: 'USD', available: '50000', fxRate: '7.795587', precision: 2 });
    expect((await call('fundTradeTerms', { accountCode: 'C10001', fundId: 'F9999' })).statusCode).toBe(404);
  });

  it('subscribes: the order is pending with its cash on hold, and a retry of its reference replays it', async () => {
    const clientReference = nextReference();
    const before = await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' });
    const response = await subscribe({ clientReference, amount: '12345.67' });
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<Placed>();
    expect(placed).toMatchObject({ result: 'success', resultCode: 0, replayed: false });
    expect(placed.order).toMatchObject({
      status: 'pending',
      kind: 'subscription',
      type: 'S',
      direction: 'I',
      amount: '12345.67',
      payAmount: '12345.67',
      payCurrency: 'HKD',
      fxRate: '1',
      cancellable: true,
      orderDate: '2025-01-15',
    });
    const after = await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' });
    expect(before.available.minus(after.available).toFixed()).toBe('12345.67');
    expect(after.onHold.minus(before.onHold).toFixed()).toBe('12345.67');

    const sequential = [];
    // A retry sends the same request (another amount under the reference is refused: the next test).
    const retry = { clientReference, amount: '12345.67' };
    for (let attempt = 0; attempt < 5; attempt += 1) sequential.push(await subscribe(retry));
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => subscribe(retry)));
    for (const retry of [...sequential, ...concurrent]) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json<Placed>()).toMatchObject({ replayed: true, order: { orderId: placed.order.orderId } });
    }
    const held = await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' });
    expect(held.onHold.toFixed()).toBe(after.onHold.toFixed());
  });

  it('refuses a reference used again with other content (409 naming it); the same content, however written, replays', async () => {
    const clientReference = nextReference();
    const first = await subscribe({ clientReference, amount: '10000' });
    expect(first.statusCode, first.body).toBe(200);
    const orderId = first.json<Placed>().order.orderId;
    const before = await ledgerSnapshot(testApp);

    for (const other of [{ amount: '10001' }, { fundId: 'F0031' }, { currency: 'USD', amount: '1300' }]) {
      const reused = await subscribe({ clientReference, ...other });
      expect(reused.statusCode, reused.body).toBe(409);
      expect(reused.json()).toMatchObject({
        code: 'CLIENT_REFERENCE_REUSED',
        details: { clientReference, orderId },
      });
      expect(reused.json<{ message: string }>().message).toContain(clientReference);
    }
    const asRedemption = await call('redeemFund', {
      accountCode: 'C10001',
      clientReference,
      fundId: 'F0004',
      basis: 'unit',
      quantity: '1',
    });
    expect(asRedemption.statusCode, asRedemption.body).toBe(409);
    expect(asRedemption.json()).toMatchObject({ code: 'CLIENT_REFERENCE_REUSED' });
    expect(await ledgerSnapshot(testApp)).toEqual(before);

    const same = await subscribe({ clientReference, amount: '10000.00' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<Placed>()).toMatchObject({ replayed: true, order: { orderId } });
  });

  it('places the same new reference five times at once as one order, returned five times', async () => {
    const clientReference = nextReference();
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ clientReference })));
    const ids = new Set(answers.map((answer) => answer.json<Placed>().order.orderId));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !answer.json<Placed>().replayed)).toHaveLength(1);
    const rows = await testApp.database.db
      .selectFrom('fund_order')
      .select('id')
      .where('client_reference', '=', clientReference)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['productNotFound', { fundId: 'F9999' }],
    ['fundSuspended', { fundId: 'F0018', currency: 'USD', amount: '1000' }],
    ['professionalOnly', { fundId: 'F0039', currency: 'CNY' }],
    ['riskLevelViolation', { fundId: 'F0001', currency: 'USD', amount: '1000' }],
    ['invalidCurrency', { currency: 'EUR' }],
    ['invalidCurrency', { currency: 'XYZ' }],
    ['invalidSubscriptionAmount', { amount: '0' }],
    ['invalidSubscriptionAmount', { amount: '-100' }],
    ['invalidSubscriptionAmount', { amount: '10000.001' }],
    ['invalidSubscriptionAmount', { amount: '9999.99' }],
    ['invalidSubscriptionAmount', { amount: '1000000000000.01' }],
    ['invalidSubscriptionAmount', { amount: '99999999999999999999999999' }],
    ['insufficientPurchasingPower', { amount: '5000000' }],
  ] as const)('refuses %s (%j) with its result code, and leaves the ledger as it was', async (result, payload) => {
    const before = await ledgerSnapshot(testApp);
    await expectRefused(await subscribe(payload), result);
    expect(await ledgerSnapshot(testApp)).toEqual(before);
  });

  it('answers a field error for what is not a decimal at all, and leaves the ledger as it was', async () => {
    const before = await ledgerSnapshot(testApp);
    for (const amount of ['abc', '1e5', '', ' 12', '0x10', 'NaN', 'Infinity']) {
      const response = await subscribe({ amount });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json()).toMatchObject({ details: { fieldErrors: [{ path: 'amount' }] } });
    }
    for (const amount of [10000, null, true]) expect((await subscribe({ amount })).statusCode).toBe(400);
    expect((await subscribe({ fundId: 'F0001; drop table fund' })).statusCode).toBe(400);
    expect(await ledgerSnapshot(testApp)).toEqual(before);
  });

  it('refuses a suspended client (clientSuspended)', async () => {
    const db = testApp.database.db;
    await db.updateTable('account').set({ status: 'suspended' }).where('account_code', '=', 'C10003').execute();
    await expect(
      placeSubscription(orderDependenciesOf(testApp), {
        accountCode: 'C10003',
        source: 'gateway',
        clientReference: nextReference(),
        fundId: 'F0031',
        amount: '10000',
        currency: 'HKD',
      }),
    ).rejects.toMatchObject({ status: 422, code: 'clientSuspended' });
    await db.updateTable('account').set({ status: 'active' }).where('account_code', '=', 'C10003').execute();
  });

  it('pays from another cash currency at the rate of the terms: USD into an HKD fund', async () => {
    const response = await subscribe({ currency: 'USD', amount: '2000.01' });
    expect(response.statusCode, response.body).toBe(200);
    // 2000.01 × 7.795587 (the FX simulator's USD→HKD at the test clock, ADR 034) = 15591.25195587, rounded down.
    expect(response.json<Placed>().order).toMatchObject({
      payAmount: '2000.01',
      amount: '15591.25',
      fxRate: '7.795587',
    });
  });

  it('cancels a pending order and releases its hold; again is orderAlreadyCancelled; unknown is orderNotFound', async () => {
    const placed = (await subscribe({ amount: '20000' })).json<Placed>().order;
    const before = await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' });
    const response = await call('cancelFundOrder', { accountCode: 'C10001', orderId: placed.orderId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().orders).toMatchObject([
      { orderId: placed.orderId, status: 'cancelled', cancellable: false },
    ]);
    const after = await balanceOf(testApp.database.db, { accountCode: 'C10001', source: 'gateway', asset: 'HKD' });
    expect(after.available.minus(before.available).toFixed()).toBe('20000');
    await expectRefused(
      await call('cancelFundOrder', { accountCode: 'C10001', orderId: placed.orderId }),
      'orderAlreadyCancelled',
    );
    await expectRefused(await call('cancelFundOrder', { accountCode: 'C10001', orderId: 'FO-none' }), 'orderNotFound');
  });

  it('moves an order through every status to settled with exact fee and units, then redeems part of it', async () => {
    const deps = orderDependenciesOf(testApp);
    const placed = (await subscribe({ fundId: 'F0048', amount: '10000.50' })).json<Placed>().order;
    // The session would expire as the clock moves on: the order is read directly, and the client signs in again later.
    const statusOf = async () => {
      const row = await findOrder(deps.db, { accountCode: 'C10001', source: 'gateway' }, placed.orderId);
      if (row === undefined) throw new Error('The order is gone');
      return toFundOrder(row);
    };
    const moveTo = async (instant: string) => {
      testApp.clock.set(instant);
      await extendFundPrices(deps.db, deps.clock);
      await advanceFundOrders(deps);
      return statusOf();
    };
    expect((await statusOf()).status).toBe('pending');
    expect((await moveTo('2025-01-15T07:59:00.000Z')).status).toBe('pending');
    expect((await moveTo('2025-01-15T08:00:00.000Z')).status).toBe('submitted');
    expect((await moveTo('2025-01-15T08:30:00.000Z')).status).toBe('processing');
    await expect(cancelOrder(deps, { accountCode: 'C10001', source: 'gateway' }, placed.orderId)).rejects.toMatchObject(
      { code: 'orderUnderProcessingOrProcessed' },
    );
    expect((await moveTo('2025-01-15T09:00:00.000Z')).status).toBe('deducted');
    const deduction = await deps.db
      .selectFrom('ledger_entry')
      .innerJoin('ledger_journal', 'ledger_journal.id', 'ledger_entry.journal_id')
      .select(['ledger_entry.account_code', 'ledger_entry.bucket', 'ledger_entry.amount'])
      .where('ledger_journal.reference', '=', placed.orderId)
      .where('ledger_journal.kind', '=', 'fundOrder.deduct')
      .orderBy('ledger_entry.line_number')
      .execute();
    expect(
      deduction.map((entry) => [entry.account_code, entry.bucket, new ExactDecimal(entry.amount).toFixed()]),
    ).toEqual([
      ['C10001', 'onHold', '-10000.5'],
      ['HOUSE:FUND:F0048', 'available', '10000.5'],
    ]);
    expect((await moveTo('2025-01-16T09:59:00.000Z')).status).toBe('deducted');
    const priced = await moveTo('2025-01-16T10:00:00.000Z');
    expect(priced.status).toBe('priced');
    const nav = await deps.db
      .selectFrom('fund_price')
      .select('nav')
      .where('fund_id', '=', 'F0048')
      .where('price_date', '=', '2025-01-16')
      .executeTakeFirstOrThrow();
    // F0048: fee 2.10 % of 10000.50 = 210.0105 → 210.01 (half-up); units = 9790.49 ÷ NAV rounded down to 3 places.
    expect(priced.fee).toBe(feeOf('10000.50', '2.10', 2).toFixed());
    expect(priced.fee).toBe('210.01');
    expect(priced.netAmount).toBe('9790.49');
    expect(priced.nav).toBe(new ExactDecimal(nav.nav).toFixed());
    expect(priced.units).toBe(unitsFor('9790.49', nav.nav, 3).toFixed());
    expect(priced.settlementDate).toBe('2025-01-23');
    expect((await moveTo('2025-01-23T00:59:00.000Z')).status).toBe('priced');
    const settled = await moveTo('2025-01-23T01:00:00.000Z');
    expect(settled.status).toBe('settled');
    const units = await balanceOf(deps.db, {
      accountCode: 'C10001',
      source: 'gateway',
      asset: fundUnitsAsset('F0048'),
    });
    expect(units.available.toFixed()).toBe(priced.units);
    const positions = await fundPositionsOf(deps.db, { accountCode: 'C10001', source: 'gateway' });
    expect(positions.find((position) => position.fundId === 'F0048')?.cost.toFixed()).toBe('10000.5');
    const movements = await unitMovementsOf(deps.db, { accountCode: 'C10001', source: 'gateway' });
    expect(movements.filter((movement) => movement.fundId === 'F0048').map((m) => [m.date, m.units.toFixed()])).toEqual(
      [['2025-01-23', priced.units]],
    );

    call = await signedInCaller(testApp, 'C10001');
    // Redeem some of the units: held at once; too many is insufficientRedemptionQuantity; bad is invalid.
    const redeem = (payload: Record<string, unknown>) =>
      call('redeemFund', {
        accountCode: 'C10001',
        clientReference: nextReference(),
        fundId: 'F0048',
        basis: 'unit',
        quantity: '100',
        ...payload,
      });
    await expectRefused(await redeem({ quantity: '1000000' }), 'insufficientRedemptionQuantity');
    await expectRefused(await redeem({ quantity: '0' }), 'invalidRedemptionQuantity');
    await expectRefused(await redeem({ quantity: '1.00001' }), 'invalidRedemptionQuantity');
    await expectRefused(await redeem({ fundId: 'F0031' }), 'insufficientRedemptionQuantity');
    const redemption = await redeem({ quantity: '100.5' });
    expect(redemption.statusCode, redemption.body).toBe(200);
    expect(redemption.json<Placed>().order).toMatchObject({ kind: 'redemption', units: '100.5', payCurrency: 'HKD' });
    const afterHold = await balanceOf(deps.db, {
      accountCode: 'C10001',
      source: 'gateway',
      asset: fundUnitsAsset('F0048'),
    });
    expect(afterHold.onHold.toFixed()).toBe('100.5');
    expect(await balanceDiscrepancies(deps.db)).toEqual([]);
    for (const [asset, total] of await journalTotals(deps.db)) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
  });

  it('lists orders newest first with a keyset cursor and filters, and exports them as CSV in three languages', async () => {
    const pages: FundOrder[] = [];
    let cursor: string | undefined;
    do {
      const response = await call('queryFundOrders', {
        accountCode: 'C10001',
        pageSize: 3,
        ...(cursor === undefined ? {} : { cursor }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ orders: FundOrder[]; nextCursor: string | null }>();
      pages.push(...page.orders);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    const all = await testApp.database.db
      .selectFrom('fund_order')
      .select('id')
      .where('account_code', '=', 'C10001')
      .execute();
    expect(pages).toHaveLength(all.length);
    expect(new Set(pages.map((order) => order.orderId)).size).toBe(all.length);
    const placedAts = pages.map((order) => order.placedAt);
    expect([...placedAts].sort().reverse()).toEqual(placedAts);

    const cancelled = await call('queryFundOrders', { accountCode: 'C10001', statuses: ['cancelled'] });
    expect(cancelled.json().orders.every((order: FundOrder) => order.status === 'cancelled')).toBe(true);
    const redemptions = await call('queryFundOrders', { accountCode: 'C10001', types: ['R'] });
    expect(redemptions.json().orders.map((order: FundOrder) => order.type)).toEqual(['R']);
    const none = await call('queryFundOrders', { accountCode: 'C10001', fromDate: '2030-01-01' });
    expect(none.json()).toEqual({ orders: [], nextCursor: null });
    expect((await call('queryFundOrders', { accountCode: 'C10001', cursor: 'garbage' })).statusCode).toBe(400);
    expect((await call('getFundOrder', { accountCode: 'C10001', orderId: 'FO-none' })).statusCode).toBe(404);

    for (const [language, header, status] of [
      ['en', '"Order ID","Placed at"', '"Cancelled"'],
      ['zh-HK', '"訂單編號","落單時間"', '"已取消"'],
      ['zh-CN', '"订单编号","下单时间"', '"已取消"'],
    ] as const) {
      const response = await call('exportFundOrders', { accountCode: 'C10001', language });
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json<{ fileName: string; content: string; rows: number; contentType: string }>();
      expect(file.contentType).toBe('text/csv');
      expect(file.rows).toBe(all.length);
      expect(file.fileName).toMatch(/^fund-orders-C10001-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file.content.startsWith(`${byteOrderMark}${header}`)).toBe(true);
      expect(file.content).toContain(status);
      expect(file.content.split('\r\n')).toHaveLength(all.length + 2);
    }
  });

  it('gives cash balances exactly: 0.1 + 0.2 is 0.3', async () => {
    await depositFor(testApp, 'C10001', 'CNY', '0.1');
    await depositFor(testApp, 'C10001', 'CNY', '0.2');
    const response = await call('cashBalances', { accountCode: 'C10001' });
    expect(response.statusCode).toBe(200);
    const { balances } = response.json<{ balances: { currency: string; available: string; onHold: string }[] }>();
    expect(balances.map((balance) => balance.currency)).toEqual(['HKD', 'USD', 'CNY']);
    expect(balances[2]).toEqual({ currency: 'CNY', available: '0.3', onHold: '0' });
  });
});
