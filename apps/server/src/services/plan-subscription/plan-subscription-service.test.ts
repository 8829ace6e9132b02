import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import { balanceDiscrepancies, balanceOf } from '../../platform/money/ledger';
import { signIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { advanceFundOrders, ledgerSnapshot } from '../../test/fund-order-test-support';
import { extendFundPrices } from '../fund-definition/public';
import { changePlanAllocation, setPlanStatus } from '../plan-definition/public';
import { runMonthlyInvestments } from './monthly-run';
import { balancedPlan, createPlanTestApp, newClient, planDependenciesOf } from './plan-subscription-test-support';
import { subscribePlan } from './subscribing';
import { detailOf } from './subscription-view';
import { redeemSubscription } from './redeeming';
import { pauseSubscription, resumeSubscription } from './managing';

/*
 * Plan subscriptions over HTTP and through their functions: the lump sum's orders add up to it to the cent, the
 * statuses of SPEC §4 with their notifications, idempotent client references, refusals that change nothing, the
 * monthly run on the 29th, 30th and 31st across February and a restart, rebalancing, redemption and the flag.
 */

describe('plan subscriptions', () => {
  let testApp: TestApp;
  let clients = 0;
  const nextCode = () => `Q${String((clients += 1)).padStart(5, '0')}`;

  beforeAll(async () => {
    testApp = await createPlanTestApp();
    testApp.clock.set('2025-06-30T02:00:00.000Z');
    await extendFundPrices(testApp.database.db, testApp.clock);
    testApp.clock.set('2025-01-15T02:00:00.000Z');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = async (accountCode: string, operation: string, payload: object) => {
    const signedIn = await signIn(testApp, accountCode);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/planSubscription/${operation}`,
      headers: signedIn.headers,
      payload: { accountCode, ...payload },
    });
  };

  it('places the lump sum as the plan’s fund orders adding up to it to the cent, once per client reference', async () => {
    const deps = planDependenciesOf(testApp);
    const account = await newClient(testApp, nextCode(), '50000');
    const request = {
      clientReference: 'plan-ref-0001',
      planId: balancedPlan,
      lumpSum: '10000.00',
      monthly: { amount: '1000', day: 31 },
    };
    const placed = await subscribePlan(deps, account, request);
    const { subscription, orders } = placed.detail;
    expect(subscription.status).toBe('submitted');
    expect(orders.length).toBeGreaterThan(1);
    const sum = orders.reduce((total, order) => total.plus(order.amount ?? 0), new ExactDecimal(0));
    expect(sum.toFixed(2)).toBe('10000.00');
    expect(orders.every((order) => order.status === 'pending' && order.purpose === 'lumpSum')).toBe(true);
    // Orders on their way count at cost: no loss of 100 % on the day they are placed.
    expect(subscription).toMatchObject({ invested: '10000.00', value: '10000.00', returnPercent: '0.00' });
    const cash = await balanceOf(deps.db, { ...account, asset: 'HKD' });
    expect(cash.available.toFixed()).toBe('40000');
    expect(cash.onHold.toFixed()).toBe('10000');
    const again = await subscribePlan(deps, account, { ...request, lumpSum: '10000' });
    expect(again.replayed).toBe(true);
    expect(again.detail.subscription.subscriptionId).toBe(subscription.subscriptionId);
    await expect(subscribePlan(deps, account, { ...request, lumpSum: '20000' })).rejects.toMatchObject({
      status: 409,
      code: 'CLIENT_REFERENCE_REUSED',
    });
    const notices = await deps.db
      .selectFrom('notification')
      .select(['type'])
      .where('account_code', '=', account.accountCode)
      .where('type', '=', 'planSubscriptionUpdate')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('splits by weight rounding down, the leftover cents to the largest weight', async () => {
    const deps = planDependenciesOf(testApp);
    const account = await newClient(testApp, nextCode(), '50000');
    const plan = await deps.plans.plan(balancedPlan);
    const placed = await subscribePlan(deps, account, {
      clientReference: 'plan-ref-0002',
      planId: balancedPlan,
      lumpSum: '10100',
      monthly: null,
    });
    const weights = plan?.allocation ?? [];
    const largest = weights.reduce((best, weight) =>
      Number(weight.weightPercent) > Number(best.weightPercent) ? weight : best,
    );
    for (const order of placed.detail.orders) {
      const weight = weights.find((candidate) => candidate.fundId === order.fundId)?.weightPercent ?? '0';
      const floor = new ExactDecimal('10100').times(weight).dividedBy(100).toDecimalPlaces(2, ExactDecimal.ROUND_DOWN);
      if (order.fundId === largest.fundId)
        expect(new ExactDecimal(order.amount ?? 0).greaterThanOrEqualTo(floor)).toBe(true);
      else expect(order.amount).toBe(floor.toFixed(2));
    }
  });

  it('refuses bad input with a field error and changes nothing', async () => {
    const accountCode = 'C10001';
    const before = await ledgerSnapshot(testApp);
    const count = async () =>
      Number(
        (
          await testApp.database.db
            .selectFrom('plan_subscription')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const subscriptions = await count();
    const base = { clientReference: 'bad-input-01', planId: balancedPlan, lumpSum: null, monthly: null };
    const cases: [object, string][] = [
      [{ lumpSum: '9900' }, 'lumpSum'],
      [{ lumpSum: '10050' }, 'lumpSum'],
      [{ monthly: { amount: '900', day: 5 } }, 'monthly.amount'],
      [{ monthly: { amount: '1050', day: 5 } }, 'monthly.amount'],
      [{ monthly: { amount: '1000', day: 0 } }, 'monthly.day'],
      [{ monthly: { amount: '1000', day: 32 } }, 'monthly.day'],
      [{}, 'lumpSum'],
      [{ planId: 'HKD-NEW-01', lumpSum: '10000' }, 'planId'],
      [{ planId: 'NO-SUCH-PLAN', lumpSum: '10000' }, 'planId'],
    ];
    for (const [change, path] of cases) {
      const response = await call(accountCode, 'subscribePlan', { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = response.json<{ code: string; details: { fieldErrors: { path: string }[] } }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fieldErrors.map((field) => field.path)).toContain(path);
    }
    const deps = planDependenciesOf(testApp);
    for (const status of ['inactive', 'deleted'] as const) {
      await setPlanStatus(deps, 'HKD-GRO-01', status).catch(() => undefined);
      const response = await call(accountCode, 'subscribePlan', { ...base, planId: 'HKD-GRO-01', lumpSum: '10000' });
      expect(response.statusCode).toBe(400);
    }
    expect(await ledgerSnapshot(testApp)).toEqual(before);
    expect(await count()).toBe(subscriptions);
  });

  it('places nothing when cash does not cover the whole lump sum', async () => {
    const deps = planDependenciesOf(testApp);
    const account = await newClient(testApp, nextCode(), '9999.99');
    const before = await ledgerSnapshot(testApp);
    await expect(
      subscribePlan(deps, account, {
        clientReference: 'short-cash-1',
        planId: balancedPlan,
        lumpSum: '10000',
        monthly: null,
      }),
    ).rejects.toMatchObject({ status: 422, code: 'insufficientPurchasingPower' });
    expect(await ledgerSnapshot(testApp)).toEqual(before);
  });

  it('accepts exactly 7 of 50 subscriptions at once against cash for 7', async () => {
    const deps = planDependenciesOf(testApp);
    const account = await newClient(testApp, nextCode(), '70000');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        subscribePlan(deps, account, {
          clientReference: `race-${String(index).padStart(4, '0')}`,
          planId: balancedPlan,
          lumpSum: '10000',
          monthly: null,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    const cash = await balanceOf(deps.db, { ...account, asset: 'HKD' });
    expect(cash.available.toFixed()).toBe('0');
    expect(await balanceDiscrepancies(deps.db)).toEqual([]);
  });

  it('invests once a month on its day, the last business day for 29-31 in February, across a restart', async () => {
    const deps = planDependenciesOf(testApp);
    const accounts = await Promise.all(
      [29, 30, 31].map(async (day) => ({ day, account: await newClient(testApp, nextCode(), '20000') })),
    );
    const ids = new Map<number, string>();
    for (const { day, account } of accounts) {
      const placed = await subscribePlan(deps, account, {
        clientReference: `monthly-${day}-a`,
        planId: balancedPlan,
        lumpSum: null,
        monthly: { amount: '1000', day },
      });
      ids.set(day, placed.detail.subscription.subscriptionId);
      expect(placed.detail.subscription.status).toBe('activated');
    }
    const runOn = async (instant: string) => {
      testApp.clock.set(instant);
      return runMonthlyInvestments(planDependenciesOf(testApp));
    };
    // 28 January: nobody's day yet; 31 January (Friday): all three (29, 30, 31 are in January).
    await runOn('2025-01-28T03:00:00.000Z');
    await runOn('2025-01-31T03:00:00.000Z');
    // 27 February: not yet; 28 February (Friday, the month's last business day): all three, and a restart's second
    // run (a new set of dependencies, as a new process would have) finds the month taken.
    expect((await runOn('2025-02-27T03:00:00.000Z')).invested).toBe(0);
    // Two processes at once (on PostgreSQL truly concurrent), then a restart: each month is invested once.
    testApp.clock.set('2025-02-28T03:00:00.000Z');
    const twins = await Promise.all([
      runMonthlyInvestments(planDependenciesOf(testApp)),
      runMonthlyInvestments(planDependenciesOf(testApp)),
    ]);
    expect(twins[0].invested + twins[1].invested).toBeGreaterThanOrEqual(3);
    expect((await runOn('2025-02-28T05:00:00.000Z')).invested).toBe(0);
    await runOn('2025-03-29T03:00:00.000Z');
    await runOn('2025-03-31T03:00:00.000Z');
    for (const { day, account } of accounts) {
      const detail = await detailOf(deps, account, ids.get(day) ?? '');
      const byMonth = Object.fromEntries(
        detail.investments.map((investment) => [investment.month, investment.scheduledDate]),
      );
      expect(byMonth).toEqual({
        '2025-01': `2025-01-${day}`,
        '2025-02': '2025-02-28',
        '2025-03': `2025-03-${day}`,
      });
      expect(detail.investments.every((investment) => investment.outcome === 'invested')).toBe(true);
      // On 31 March, with March invested, the next run is April's (the 31st runs on its last business day, the 30th).
      expect(detail.subscription.nextInvestmentDate).toBe(day === 29 ? '2025-04-29' : '2025-04-30');
      const monthly = detail.orders.filter((order) => order.purpose === 'monthly');
      expect(monthly.reduce((sum, order) => sum.plus(order.amount ?? 0), new ExactDecimal(0)).toFixed(2)).toBe(
        '3000.00',
      );
    }
  });

  it('skips a month short of cash with a notification that says so, and pauses and resumes', async () => {
    const deps = planDependenciesOf(testApp);
    testApp.clock.set('2025-04-01T03:00:00.000Z');
    const account = await newClient(testApp, nextCode(), '1500');
    const placed = await subscribePlan(deps, account, {
      clientReference: 'skip-month-1',
      planId: balancedPlan,
      lumpSum: null,
      monthly: { amount: '1000', day: 2 },
    });
    const id = placed.detail.subscription.subscriptionId;
    testApp.clock.set('2025-04-02T03:00:00.000Z');
    await runMonthlyInvestments(deps);
    testApp.clock.set('2025-05-02T03:00:00.000Z');
    await runMonthlyInvestments(deps);
    const detail = await detailOf(deps, account, id);
    expect(detail.investments.map((investment) => [investment.month, investment.outcome])).toEqual([
      ['2025-05', 'skippedShortOfCash'],
      ['2025-04', 'invested'],
    ]);
    const skipped = await deps.db
      .selectFrom('notification')
      .selectAll()
      .where('account_code', '=', account.accountCode)
      .where('type', '=', 'monthlyInvestment')
      .execute();
    // The month that went in says its amount; the month skipped says it with the amount negative (what did not go in).
    expect(skipped.map((notice) => new ExactDecimal(notice.amount ?? 0).toFixed()).sort()).toEqual(['-1000', '1000']);
    const paused = await pauseSubscription(deps, account, id);
    expect(paused.subscription.status).toBe('inactivated');
    testApp.clock.set('2025-06-02T03:00:00.000Z');
    await runMonthlyInvestments(deps);
    expect((await detailOf(deps, account, id)).investments).toHaveLength(2);
    expect((await resumeSubscription(deps, account, id)).subscription.status).toBe('activated');
    await expect(resumeSubscription(deps, account, id)).rejects.toMatchObject({ status: 409 });
  });

  it('rebalances to changed weights at the next investment, and redeems proportionally within the held value', async () => {
    const deps = planDependenciesOf(testApp);
    testApp.clock.set('2025-01-15T02:00:00.000Z');
    const account = await newClient(testApp, nextCode(), '40000');
    const placed = await subscribePlan(deps, account, {
      clientReference: 'rebalance-1',
      planId: balancedPlan,
      lumpSum: '20000',
      monthly: { amount: '1000', day: 10 },
    });
    const id = placed.detail.subscription.subscriptionId;
    testApp.clock.set('2025-02-05T03:00:00.000Z');
    await advanceFundOrders(deps);
    await runMonthlyInvestments(deps);
    expect((await detailOf(deps, account, id)).subscription.status).toBe('activated');
    const plan = await deps.plans.plan(balancedPlan);
    const weights = plan?.allocation ?? [];
    const first = weights[0];
    const rest = weights.slice(1);
    if (first === undefined || rest.length === 0) throw new Error('The plan has at least two funds');
    await changePlanAllocation(deps, balancedPlan, [
      { fundId: first.fundId, weightBasisPoints: 10_000 - 100 * rest.length },
      ...rest.map((weight) => ({ fundId: weight.fundId, weightBasisPoints: 100 })),
    ]);
    const told = await deps.db
      .selectFrom('notification')
      .select('type')
      .where('account_code', '=', account.accountCode)
      .where('type', '=', 'planAllocationUpdate')
      .execute();
    expect(told).toHaveLength(1);
    testApp.clock.set('2025-02-10T03:00:00.000Z');
    await runMonthlyInvestments(deps);
    const rebalanced = await detailOf(deps, account, id);
    expect(rebalanced.investments[0]).toMatchObject({ month: '2025-02', rebalanced: true, outcome: 'invested' });
    const rebalanceOrders = rebalanced.orders.filter((order) => order.purpose === 'rebalance');
    expect(rebalanceOrders.some((order) => order.kind === 'redemption')).toBe(true);
    expect(rebalanced.subscription.allocationVersion).toBe(
      plan?.allocationVersion === undefined ? -1 : plan.allocationVersion + 1,
    );

    const value = new ExactDecimal(rebalanced.subscription.value);
    const above = value.plus(1).toFixed(2);
    await expect(
      redeemSubscription(deps, account, {
        subscriptionId: id,
        clientReference: 'redeem-too-much',
        basis: 'amount',
        quantity: above,
      }),
    ).rejects.toMatchObject({ status: 400 });
    const redeemed = await redeemSubscription(deps, account, {
      subscriptionId: id,
      clientReference: 'redeem-part-1',
      basis: 'percent',
      quantity: '50',
    });
    expect(redeemed.orders.length).toBeGreaterThan(0);
    expect(redeemed.orders.every((order) => order.kind === 'redemption' && order.purpose === 'redemption')).toBe(true);
  });

  it('answers another client’s subscription as missing', async () => {
    const response = await call('C10001', 'planSubscription', { subscriptionId: 'PS20250115ABCDEF0000' });
    expect(response.statusCode).toBe(404);
  });
});

describe('plan subscriptions on a brand without plans', () => {
  it('answers 404 FEATURE_OFF', async () => {
    const testApp = await createTestApp({ variant: 'team' });
    try {
      const signedIn = await signIn(testApp, 'C10001');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/planSubscription/myPlanSubscriptions',
        headers: signedIn.headers,
        payload: { accountCode: 'C10001' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('FEATURE_OFF');
    } finally {
      await testApp.close();
    }
  });
});
