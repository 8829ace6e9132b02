import type { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import type { TestApp } from '../../test/test-app';
import { advanceFundOrders } from '../../test/fund-order-test-support';
import { extendFundPrices } from '../fund-definition/public';
import { fundUnitsAsset } from '../fund-order/public';
import { changeSubscription, pauseSubscription, resumeSubscription } from './managing';
import { runMonthlyInvestments } from './monthly-run';
import { balancedPlan, createPlanTestApp, newClient, planDependenciesOf } from './plan-subscription-test-support';
import { redeemSubscription } from './redeeming';
import { subscribePlan } from './subscribing';
import { detailOf, heldUnits, ordersOfSubscriptions } from './subscription-view';

/*
 * Random sequences of subscriptions, monthly runs, pauses and resumes, amount changes, redemptions and clock moves (1
 * to 20 days), each for a new client: cash never goes below zero, every investment's orders add up to its amount to
 * the cent, the plan's units equal the replay of its fund orders' fills (and never exceed the ledger's), and the
 * journal balances (every asset's entries sum to zero, cached balances equal their entries).
 */

type Action =
  | { kind: 'subscribe'; hundreds: number; monthly: number; day: number }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'change'; monthly: number; day: number }
  | { kind: 'redeem'; percent: number }
  | { kind: 'days'; count: number };

const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('subscribe' as const),
    hundreds: fc.integer({ min: 0, max: 400 }),
    monthly: fc.integer({ min: 0, max: 40 }),
    day: fc.integer({ min: 1, max: 31 }),
  }),
  fc.record({ kind: fc.constant('pause' as const) }),
  fc.record({ kind: fc.constant('resume' as const) }),
  fc.record({
    kind: fc.constant('change' as const),
    monthly: fc.integer({ min: 10, max: 60 }),
    day: fc.integer({ min: 1, max: 31 }),
  }),
  fc.record({ kind: fc.constant('redeem' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('days' as const), count: fc.integer({ min: 1, max: 20 }) }),
);

describe('plan subscriptions under random sequences', () => {
  let testApp: TestApp;
  let client = 0;
  beforeAll(async () => {
    testApp = await createPlanTestApp();
    testApp.clock.set('2025-12-31T02:00:00.000Z');
    await extendFundPrices(testApp.database.db, testApp.clock);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps cash, orders, units and the journal sound', async () => {
    const deps = planDependenciesOf(testApp);
    const db = testApp.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(actionArbitrary, { minLength: 1, maxLength: 12 }), async (actions) => {
        client += 1;
        testApp.clock.set('2025-01-15T02:00:00.000Z');
        const account = await newClient(testApp, `R${String(client).padStart(5, '0')}`, '60000');
        const subscriptions: string[] = [];
        let step = 0;
        const tolerate = async (work: () => Promise<unknown>) => {
          try {
            await work();
          } catch (error) {
            // Refusals (a field error, a status that does not allow it, cash short) change nothing: that is checked below.
            if (!(error instanceof AppError) || error.status >= 500) throw error;
          }
        };
        for (const action of actions) {
          step += 1;
          const latest = subscriptions.at(-1);
          if (action.kind === 'subscribe') {
            await tolerate(async () => {
              const placed = await subscribePlan(deps, account, {
                clientReference: `${account.accountCode}-s${step}`,
                planId: balancedPlan,
                lumpSum: action.hundreds === 0 ? null : String(10_000 + action.hundreds * 100),
                monthly: action.monthly === 0 ? null : { amount: String(1000 + action.monthly * 100), day: action.day },
              });
              subscriptions.push(placed.detail.subscription.subscriptionId);
            });
          } else if (latest !== undefined && action.kind === 'pause')
            await tolerate(() => pauseSubscription(deps, account, latest));
          else if (latest !== undefined && action.kind === 'resume')
            await tolerate(() => resumeSubscription(deps, account, latest));
          else if (latest !== undefined && action.kind === 'change') {
            await tolerate(() =>
              changeSubscription(deps, account, latest, { amount: String(action.monthly * 100), day: action.day }),
            );
          } else if (latest !== undefined && action.kind === 'redeem') {
            await tolerate(() =>
              redeemSubscription(deps, account, {
                subscriptionId: latest,
                clientReference: `${account.accountCode}-r${step}`,
                basis: 'percent',
                quantity: String(action.percent),
              }),
            );
          } else if (action.kind === 'days') {
            for (let day = 0; day < action.count; day += 1) {
              testApp.clock.advance(86_400_000);
              await advanceFundOrders(deps);
              await runMonthlyInvestments(deps);
            }
          }
          const cash = await balanceOf(db, { ...account, asset: 'HKD' });
          expect(cash.available.isNegative() || cash.onHold.isNegative()).toBe(false);
        }
        for (const subscriptionId of subscriptions) {
          const detail = await detailOf(deps, account, subscriptionId);
          const byGroup = new Map<string, Decimal>();
          for (const order of detail.orders.filter(
            (candidate) => candidate.purpose === 'lumpSum' || candidate.purpose === 'monthly',
          )) {
            const key = order.month ?? 'lumpSum';
            byGroup.set(key, (byGroup.get(key) ?? new ExactDecimal(0)).plus(order.amount ?? 0));
          }
          if (detail.subscription.lumpSum !== null) {
            expect(byGroup.get('lumpSum')?.toFixed(2)).toBe(new ExactDecimal(detail.subscription.lumpSum).toFixed(2));
          }
          for (const investment of detail.investments.filter((candidate) => candidate.outcome === 'invested')) {
            if (detail.orders.some((order) => order.month === investment.month && order.purpose === 'rebalance'))
              continue;
            expect(byGroup.get(investment.month)?.toFixed(2)).toBe(new ExactDecimal(investment.amount).toFixed(2));
          }
        }
        // The plans' units are the replay of their orders' fills, and never more than the ledger holds.
        const orders = await ordersOfSubscriptions(deps, account, subscriptions);
        for (const [fundId, units] of heldUnits(orders)) {
          const replay = orders
            .filter((order) => order.fund_id === fundId)
            .reduce<Decimal>((sum, order) => {
              const state = order.state;
              if (state === undefined) return sum;
              if (order.kind === 'subscription') return state.status === 'settled' ? sum.plus(state.units ?? 0) : sum;
              return ['cancelled', 'rejected', 'failed'].includes(state.status) ? sum : sum.minus(order.units ?? 0);
            }, new ExactDecimal(0));
          expect(units.toFixed()).toBe(replay.toFixed());
          const ledger = await balanceOf(db, { ...account, asset: fundUnitsAsset(fundId) });
          expect(ledger.available.plus(ledger.onHold).greaterThanOrEqualTo(units)).toBe(true);
        }
        for (const [, total] of await journalTotals(db)) expect(total.isZero()).toBe(true);
        expect(await balanceDiscrepancies(db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
