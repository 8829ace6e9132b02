import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import { accountRow } from '../../db/seed/demo-accounts';
import { AppError } from '../../platform/http/errors';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import type { TestApp } from '../../test/test-app';
import { extendFundPrices } from '../fund-definition/public';
import { createOrderTestApp, depositFor, orderDependenciesOf } from '../../test/fund-order-test-support';
import { advanceFundOrders, cancelOrder } from './lifecycle';
import { placeRedemption, placeSubscription, placeSwitch } from './placement';
import { fundPositionsOf, fundUnitsAsset, replayedCostStates } from './positions';

/*
 * Random sequences of subscriptions, redemptions, switches, cancels, fund suspensions (and their lifting) and days
 * passing (1 to 6 at a time), each for a new client: the
 * ledger must stay sound (every asset's entries sum to zero, cached balances equal their entries), no client balance
 * goes below zero, what a client has on hold is exactly what its orders in progress hold, and the stored positions'
 * units and average cost equal a replay of every order.
 */

const funds = ['F0031', 'F0048', 'F0004'] as const;

type Action =
  | { kind: 'subscribe'; fund: number; amount: number; cents: number }
  | { kind: 'redeem'; fund: number; tenths: number }
  | { kind: 'switch'; fund: number; tenths: number; target: number; split: boolean }
  | { kind: 'cancel'; order: number }
  | { kind: 'suspend'; fund: number }
  | { kind: 'days'; count: number };

const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('subscribe' as const),
    fund: fc.integer({ min: 0, max: 2 }),
    amount: fc.integer({ min: -10, max: 80_000 }),
    cents: fc.integer({ min: 0, max: 99 }),
  }),
  fc.record({
    kind: fc.constant('redeem' as const),
    fund: fc.integer({ min: 0, max: 2 }),
    tenths: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({
    kind: fc.constant('switch' as const),
    fund: fc.integer({ min: 0, max: 2 }),
    tenths: fc.integer({ min: 1, max: 10 }),
    target: fc.integer({ min: 0, max: 2 }),
    split: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('suspend' as const), fund: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('days' as const), count: fc.integer({ min: 1, max: 6 }) }),
);

describe('fund orders under random sequences', () => {
  let testApp: TestApp;
  let client = 0;
  beforeAll(async () => {
    testApp = await createOrderTestApp();
    // NAVs far enough ahead for every day the runs pass (the extension itself is tested elsewhere).
    testApp.clock.set('2025-12-31T02:00:00.000Z');
    await extendFundPrices(testApp.database.db, testApp.clock);
    testApp.clock.set('2025-01-15T02:00:00.000Z');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps the ledger sound and every hold matched by an order in progress', async () => {
    const deps = orderDependenciesOf(testApp);
    const db = testApp.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(actionArbitrary, { minLength: 1, maxLength: 20 }), async (actions) => {
        client += 1;
        // Each run starts on the same morning (its own client: other runs' orders are long settled or far behind).
        testApp.clock.set('2025-01-15T02:00:00.000Z');
        const accountCode = `P${String(client).padStart(5, '0')}`;
        const account = { accountCode, source: 'gateway' } as const;
        await db
          .insertInto('account')
          .values(
            accountRow(
              { account_code: accountCode, source: 'gateway', role: 'user', display_name: 'P' },
              'x',
              deps.clock.now(),
            ),
          )
          .execute();
        await depositFor(testApp, accountCode, 'HKD', '150000');
        const orderIds: string[] = [];
        // Every run starts with two settled holdings, so redemptions and switches have something to work on.
        for (const fundId of ['F0031', 'F0048']) {
          await placeSubscription(deps, {
            ...account,
            clientReference: `${accountCode}-start-${fundId}`,
            fundId,
            amount: '20000',
            currency: 'HKD',
          });
        }
        testApp.clock.advance(12 * 86_400_000);
        await advanceFundOrders(deps);
        const suspended = new Set<string>();
        let reference = 0;
        const ref = () => `${accountCode}-${String((reference += 1)).padStart(3, '0')}`;
        const units = async (fundId: string) =>
          (await balanceOf(db, { ...account, asset: fundUnitsAsset(fundId) })).available;

        for (const action of actions) {
          try {
            if (action.kind === 'subscribe') {
              const placed = await placeSubscription(deps, {
                ...account,
                clientReference: ref(),
                fundId: funds[action.fund] ?? 'F0031',
                amount: `${action.amount}.${String(action.cents).padStart(2, '0')}`,
                currency: 'HKD',
              });
              orderIds.push(placed.order.orderId);
            } else if (action.kind === 'redeem' || action.kind === 'switch') {
              const fundId = funds[action.fund] ?? 'F0031';
              const quantity = (await units(fundId)).times(action.tenths).dividedBy(10).toDecimalPlaces(3, 1);
              if (quantity.isZero()) continue;
              if (action.kind === 'redeem') {
                const placed = await placeRedemption(deps, {
                  ...account,
                  clientReference: ref(),
                  fundId,
                  basis: 'unit',
                  quantity: quantity.toFixed(),
                });
                orderIds.push(placed.order.orderId);
              } else {
                const target = funds[action.target] ?? 'F0048';
                const other = funds.find((fund) => fund !== fundId && fund !== target) ?? 'F0004';
                const placed = await placeSwitch(deps, {
                  ...account,
                  clientReference: ref(),
                  fundId,
                  basis: 'unit',
                  quantity: quantity.toFixed(),
                  targets: action.split
                    ? [
                        { fundId: target, percent: 70 },
                        { fundId: other, percent: 30 },
                      ]
                    : [{ fundId: target, percent: 100 }],
                });
                orderIds.push(...placed.orders.map((order) => order.orderId));
              }
            } else if (action.kind === 'suspend') {
              // Suspends the fund, or lifts its suspension: its pending orders are rejected at the cut-off and its
              // deducted ones fail before pricing.
              const fundId = funds[action.fund] ?? 'F0031';
              if (suspended.has(fundId)) suspended.delete(fundId);
              else suspended.add(fundId);
              await db
                .updateTable('fund')
                .set({ suspended: suspended.has(fundId) ? 1 : 0 })
                .where('id', '=', fundId)
                .execute();
            } else if (action.kind === 'cancel') {
              const orderId = orderIds[action.order % Math.max(1, orderIds.length)];
              if (orderId !== undefined) await cancelOrder(deps, account, orderId);
            } else {
              testApp.clock.advance(action.count * 86_400_000);
              await advanceFundOrders(deps);
            }
          } catch (error) {
            // Refusals are part of the game; anything else is a bug.
            if (!(error instanceof AppError) || error.status !== 422) throw error;
          }
        }
        if (suspended.size > 0) {
          await db
            .updateTable('fund')
            .set({ suspended: 0 })
            .where('id', 'in', [...suspended])
            .execute();
        }

        expect(await balanceDiscrepancies(db)).toEqual([]);
        for (const [asset, total] of await journalTotals(db)) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
        const balances = await db
          .selectFrom('ledger_balance')
          .selectAll()
          .where('account_code', '=', accountCode)
          .execute();
        const orders = await db
          .selectFrom('fund_order')
          .select(['hold_asset', 'hold_amount', 'status'])
          .where('account_code', '=', accountCode)
          .where('status', 'in', ['pending', 'submitted', 'processing'])
          .execute();
        for (const balance of balances) {
          expect(new ExactDecimal(balance.available).isNegative()).toBe(false);
          const held = orders
            .filter((order) => order.hold_asset === balance.asset)
            .reduce((sum, order) => sum.plus(order.hold_amount ?? 0), new ExactDecimal(0));
          expect(`${balance.asset} ${new ExactDecimal(balance.on_hold).toFixed()}`).toBe(
            `${balance.asset} ${held.toFixed()}`,
          );
        }
        // The stored positions (kept step by step by the lifecycle) say what replaying every order says.
        const stored = await db
          .selectFrom('fund_position')
          .selectAll()
          .where('account_code', '=', accountCode)
          .execute();
        const replayed = await replayedCostStates(db, account);
        for (const fundId of new Set([...replayed.keys(), ...stored.map((row) => row.fund_id)])) {
          const row = stored.find((position) => position.fund_id === fundId);
          const state = replayed.get(fundId);
          expect(
            `${fundId} ${new ExactDecimal(row?.units ?? 0).toFixed()} ${new ExactDecimal(row?.cost ?? 0).toFixed()}`,
          ).toBe(
            `${fundId} ${(state?.units ?? new ExactDecimal(0)).toFixed()} ${(state?.cost ?? new ExactDecimal(0)).toFixed()}`,
          );
        }
        for (const position of await fundPositionsOf(db, account)) {
          expect(position.cost.toFixed()).toBe((replayed.get(position.fundId)?.cost ?? new ExactDecimal(0)).toFixed());
        }
      }),
      // A fixed seed: the same 40 sequences every run (the second test relies on what they did).
      { numRuns: 40, seed: 20_250_115 },
    );
  });

  it('got orders all the way through in those runs (the sequences are not all refusals)', async () => {
    const rows = await testApp.database.db
      .selectFrom('fund_order')
      .select(['kind', 'status'])
      .where('account_code', 'like', 'P%')
      .execute();
    expect(rows.filter((row) => row.status === 'settled').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.status === 'cancelled').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.kind === 'switchIn').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.status === 'rejected').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.status === 'failed').length).toBeGreaterThan(0);
  });
});
