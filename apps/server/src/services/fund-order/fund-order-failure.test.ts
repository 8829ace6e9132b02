import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import type { TestApp } from '../../test/test-app';
import { extendFundPrices } from '../fund-definition/public';
import { createOrderTestApp, depositFor, orderDependenciesOf } from '../../test/fund-order-test-support';
import { findOrder } from './fund-order-queries';
import { advanceFundOrders } from './lifecycle';
import { placeRedemption, placeSubscription, placeSwitch } from './placement';
import { fundPositionsOf, fundUnitsAsset, replayedCostStates } from './positions';

/*
 * The failed status (SPEC §4): an order already deducted whose fund is suspended before it is priced fails, and what
 * was deducted comes back. The demo catalogue as of 15 January 2025: F0048 HKD (T+1 dealing, T+5 settlement), F0031
 * HKD; an order placed before the 16:00 cut-off is deducted at 17:00 (09:00Z) and priced at 18:00 on its dealing day.
 */

const account = { accountCode: 'C10001', source: 'gateway' } as const;

describe('a deducted order whose fund is suspended before pricing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createOrderTestApp();
    await depositFor(testApp, 'C10001', 'HKD', '100000');
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function runUntil(instant: string) {
    const deps = orderDependenciesOf(testApp);
    testApp.clock.set(instant);
    await extendFundPrices(deps.db, deps.clock);
    await advanceFundOrders(deps);
  }
  const suspend = (fundId: string, suspended: 0 | 1) =>
    testApp.database.db.updateTable('fund').set({ suspended }).where('id', '=', fundId).execute();
  const statusOf = async (orderId: string) => (await findOrder(testApp.database.db, account, orderId))?.status;
  const cash = () => balanceOf(testApp.database.db, { ...account, asset: 'HKD' });
  const units = (fundId: string) => balanceOf(testApp.database.db, { ...account, asset: fundUnitsAsset(fundId) });
  const events = (type: string, referenceCode: string) =>
    testApp.database.db
      .selectFrom('domain_event')
      .select(['type', 'payload'])
      .where('type', '=', type)
      .execute()
      .then((rows) => rows.filter((row) => String(row.payload).includes(referenceCode)));

  async function expectSound() {
    const db = testApp.database.db;
    expect(await balanceDiscrepancies(db)).toEqual([]);
    for (const [asset, total] of await journalTotals(db)) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
    // The stored positions are what a replay of the orders gives.
    const replayed = await replayedCostStates(db, account);
    for (const position of await fundPositionsOf(db, account)) {
      expect(position.cost.toFixed(), position.fundId).toBe(replayed.get(position.fundId)?.cost.toFixed());
    }
  }

  it('fails a subscription and refunds its cash to the available balance', async () => {
    const deps = orderDependenciesOf(testApp);
    const before = await cash();
    const { order } = await placeSubscription(deps, {
      ...account,
      clientReference: 'fail-sub-1',
      fundId: 'F0048',
      amount: '10000.50',
      currency: 'HKD',
    });
    await runUntil('2025-01-15T09:00:00.000Z');
    expect(await statusOf(order.orderId)).toBe('deducted');
    expect((await cash()).available.toFixed()).toBe(before.available.minus('10000.50').toFixed());

    await suspend('F0048', 1);
    await runUntil('2025-01-16T10:00:00.000Z');
    expect(await statusOf(order.orderId)).toBe('failed');
    const after = await cash();
    expect(after.available.toFixed()).toBe(before.available.toFixed());
    expect(after.onHold.toFixed()).toBe(before.onHold.toFixed());
    expect((await units('F0048')).available.isZero()).toBe(true);
    expect((await events('cashMovement', order.orderId)).length).toBe(2); // out when deducted, in when refunded
    // The refund is posted once, however often the job runs again.
    await runUntil('2025-01-17T10:00:00.000Z');
    const refunds = await testApp.database.db
      .selectFrom('ledger_journal')
      .select('id')
      .where('kind', '=', 'fundOrder.refund')
      .where('reference', '=', order.orderId)
      .execute();
    expect(refunds).toHaveLength(1);
    await suspend('F0048', 0);
    await expectSound();
  });

  it('fails a redemption and a switch-out: units and their cost come back, the switch-ins fail with it', async () => {
    const deps = orderDependenciesOf(testApp);
    await placeSubscription(deps, {
      ...account,
      clientReference: 'fail-sub-2',
      fundId: 'F0048',
      amount: '20000',
      currency: 'HKD',
    });
    await runUntil('2025-01-28T02:00:00.000Z');
    const held = await units('F0048');
    expect(held.available.greaterThan(0)).toBe(true);
    const costBefore = (await fundPositionsOf(testApp.database.db, account)).find((p) => p.fundId === 'F0048')?.cost;
    expect(costBefore?.toFixed()).toBe('20000');

    const redemption = await placeRedemption(deps, {
      ...account,
      clientReference: 'fail-red-1',
      fundId: 'F0048',
      basis: 'unit',
      quantity: '100',
    });
    const switched = await placeSwitch(deps, {
      ...account,
      clientReference: 'fail-switch-1',
      fundId: 'F0048',
      basis: 'unit',
      quantity: '50',
      targets: [{ fundId: 'F0031', percent: 100 }],
    });
    await runUntil('2025-01-28T09:00:00.000Z');
    expect(await statusOf(redemption.order.orderId)).toBe('deducted');
    const deducted = (await fundPositionsOf(testApp.database.db, account)).find((p) => p.fundId === 'F0048');
    expect(deducted?.cost.lessThan(costBefore ?? 0)).toBe(true);

    await suspend('F0048', 1);
    await runUntil('2025-01-29T10:00:00.000Z');
    const legs = await Promise.all(switched.orders.map((leg) => statusOf(leg.orderId)));
    expect([await statusOf(redemption.order.orderId), ...legs]).toEqual(['failed', 'failed', 'failed']);
    const restored = await units('F0048');
    expect(restored.available.toFixed()).toBe(held.available.toFixed());
    expect(restored.onHold.isZero()).toBe(true);
    const position = (await fundPositionsOf(testApp.database.db, account)).find((p) => p.fundId === 'F0048');
    expect(position?.cost.toFixed()).toBe(new ExactDecimal(costBefore ?? 0).toFixed());
    expect((await events('holdingMovement', redemption.order.orderId)).length).toBe(2);
    await suspend('F0048', 0);
    await expectSound();
  });
});
