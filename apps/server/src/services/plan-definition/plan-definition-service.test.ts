import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanBackTest, PlanDetail, PlanSearchPage, PlanSuggestions } from '@portal/contract';
import { readPdf, type ReadPdf } from '../../platform/pdf/pdf-test-support';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { clientHeaders, signIn, type SignedIn } from '../../test/sign-in';
import { createFundTestApp } from '../../test/fund-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getBrand } from '@portal/contract/brands';
import { planDefinitionDevSupportPaths } from './dev-support';
import { seedPlans } from './plan-seed';
import { onPlanAllocationChange, type PlanAllocationChange } from './public';

/* Plan definitions on the demo brand (planEnabled), as C10001 (risk level Medium); the seeded plans of ADR 057. */

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('plan definitions (plan-definition)', () => {
  let testApp: TestApp;
  let client: SignedIn;

  const call = (operation: string, payload: object, as: SignedIn = client): Promise<Injected> =>
    testApp.app.inject({ method: 'POST', url: `/api/planDefinition/${operation}`, headers: as.headers, payload });
  const ok = async <T>(operation: string, payload: object): Promise<T> => {
    const response = await call(operation, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const dev = (path: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: path, headers: clientHeaders, payload });

  /** A call refused with 400 VALIDATION_FAILED naming `path`, which changes nothing. */
  const refusedField = async (send: () => Promise<Injected>, path: string) => {
    const before = await snapshotDatabase(testApp.database);
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ code: string; details: { fieldErrors: { path: string }[] } }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fieldErrors.map((error) => error.path)).toContain(path);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  };

  beforeAll(async () => {
    // The fund catalogue as of the test clock's day, then the plans on it (as the catalogue seed stage does).
    testApp = await createFundTestApp();
    expect(await seedPlans(testApp.database.db, { brand: undefined, seededAt: testApp.clock.now() })).toBe(13);
    client = await signIn(testApp, 'C10001');
  });
  afterAll(async () => testApp?.close());

  it('lists the seeded active plans from conservative to aggressive, drafts left out', async () => {
    const page = await ok<PlanSearchPage>('searchPlans', {});
    expect(page.total).toBe(12);
    expect(page.plans.map((plan) => plan.code)).not.toContain('HKD-NEW-01');
    const ranks = page.plans.map((plan) => plan.riskLevel);
    expect(ranks[0]).toBe('Low');
    expect(ranks.at(-1)).toBe('High');
    for (const plan of page.plans) {
      expect(plan.status).toBe('active');
      const sum = plan.assetClassWeights.reduce((total, slice) => total + Number(slice.weightPercent) * 100, 0);
      expect(Math.round(sum)).toBe(10_000);
    }
  });

  it('filters by risk level, currency, theme and minimum, sorts and pages', async () => {
    const hkd = await ok<PlanSearchPage>('searchPlans', { currencies: ['HKD'] });
    expect(hkd.total).toBe(8);
    expect(hkd.plans.every((plan) => plan.currency === 'HKD')).toBe(true);
    const growth = await ok<PlanSearchPage>('searchPlans', { themes: ['growth'], riskLevels: ['MediumToHigh'] });
    expect(growth.plans.every((plan) => plan.theme === 'growth' && plan.riskLevel === 'MediumToHigh')).toBe(true);
    expect(growth.total).toBeGreaterThan(0);
    const small = await ok<PlanSearchPage>('searchPlans', { lumpSumAtMost: '5000' });
    expect(small.plans.map((plan) => plan.currency)).toEqual(['USD', 'USD', 'USD', 'USD']);
    const byMinimum = await ok<PlanSearchPage>('searchPlans', { sortBy: 'minimumLumpSum', direction: 'desc' });
    expect(byMinimum.plans[0]?.minimumLumpSum).toBe('10000');
    expect(byMinimum.plans.at(-1)?.minimumLumpSum).toBe('2000');
    const first = await ok<PlanSearchPage>('searchPlans', { sortBy: 'name', pageSize: 5 });
    const second = await ok<PlanSearchPage>('searchPlans', { sortBy: 'name', pageSize: 5, pageIndex: 1 });
    const last = await ok<PlanSearchPage>('searchPlans', { sortBy: 'name', pageSize: 5, pageIndex: 2 });
    expect([first.hasMore, second.hasMore, last.hasMore]).toEqual([true, true, false]);
    const names = [...first.plans, ...second.plans, ...last.plans].map((plan) => plan.names.en);
    expect(names).toHaveLength(12);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('opens a plan with its allocation, fees and a factsheet in each language', async () => {
    const detail = await ok<PlanDetail>('getPlan', { planId: 'HKD-BAL-02' });
    expect(detail).toMatchObject({
      planId: 'HKD-BAL-02',
      currency: 'HKD',
      minimumLumpSum: '10000',
      minimumMonthlyAmount: '1000',
      amountMultiple: '100',
      allocationVersion: 1,
      subscribable: true,
      fees: { planFeePercentPerYear: '0.50', subscriptionFeePercent: '0.00' },
    });
    expect(detail.allocation.reduce((sum, item) => sum + item.weightBasisPoints, 0)).toBe(10_000);
    expect(detail.allocation.every((item) => item.currency === 'HKD')).toBe(true);
    expect(detail.documents.map((document) => document.language)).toEqual(['en', 'zh-HK', 'zh-CN']);
    const read: Record<string, ReadPdf> = {};
    for (const document of detail.documents) {
      const pdf = await testApp.app.inject({ method: 'GET', url: document.downloadUrl, headers: client.headers });
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      read[document.language] = await readPdf(pdf.rawPayload);
    }
    expect(read.en?.text).toContain('Balanced Growth');
    expect(read.en?.text).toContain('Allocation');
    expect(read.en?.text).toContain('rebalanced to the weights at each month');
    expect(read['zh-HK']?.title).toBe('均衡增長 HKD-BAL-02');
    expect(read['zh-CN']?.title).toBe('均衡增长 HKD-BAL-02');
    const anonymous = await testApp.app.inject({ method: 'GET', url: detail.documents[0]?.downloadUrl ?? '' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a draft or unknown plan, and 400 for a malformed id', async () => {
    expect((await call('getPlan', { planId: 'HKD-NEW-01' })).statusCode).toBe(404);
    expect((await call('getPlan', { planId: 'NOPE' })).statusCode).toBe(404);
    await refusedField(() => call('getPlan', { planId: 'bad id!' }), 'planId');
    await refusedField(() => call('searchPlans', { lumpSumAtMost: '-5' }), 'lumpSumAtMost');
  });

  it('back-tests the model over 1, 3 and 5 years, rebalanced monthly', async () => {
    const backTest = await ok<PlanBackTest>('planBackTest', { planId: 'HKD-GRO-01' });
    expect(backTest.method).toEqual({ startValue: '10000', rebalancing: 'monthly', prices: 'navOnOrBefore' });
    expect(backTest.periods.map((period) => period.period)).toEqual(['1year', '3years', '5years']);
    // The seed builds plans of funds older than five years, so every period is there.
    expect(backTest.periods.map((period) => period.available)).toEqual([true, true, true]);
    const oneYear = backTest.periods[0];
    expect(oneYear?.available).toBe(true);
    if (oneYear?.available === true) {
      expect(oneYear.points[0]).toEqual({ date: oneYear.from, value: '10000.00' });
      expect(oneYear.points.length).toBeGreaterThanOrEqual(13);
      // Over one year the annualised return is the total return.
      expect(oneYear.annualisedReturnPercent).toBe(oneYear.totalReturnPercent);
    }
  });

  it('ranks the plans that fit the goal, nearest the client’s risk level first, with a projection', async () => {
    const result = await ok<PlanSuggestions>('suggestPlans', {
      accountCode: 'C10001',
      goal: 'retirement',
      horizonYears: 10,
      lumpSum: '20000',
      monthlyAmount: '2000',
      currency: 'HKD',
    });
    expect(result.clientRiskLevel).toBe('Medium');
    expect(result.suggestions.length).toBe(8);
    expect(result.suggestions.map((suggestion) => suggestion.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const [best] = result.suggestions;
    expect(best?.plan.riskLevel).toBe('Medium');
    expect(best?.subscribable).toBe(true);
    expect(best?.projection).toHaveLength(11);
    expect(best?.projection[10]?.invested).toBe('260000.00');
    const above = result.suggestions.filter((suggestion) => suggestion.plan.riskLevel === 'MediumToHigh');
    expect(above.length).toBeGreaterThan(0);
    for (const suggestion of above) {
      expect(suggestion.subscribable).toBe(false);
      expect(suggestion.refusal).toEqual({ reason: 'riskLevelViolation', resultCode: 8 });
    }
    // Every plan the client may subscribe comes before every plan above their level.
    const firstRefused = result.suggestions.findIndex((suggestion) => suggestion.refusal !== null);
    expect(result.suggestions.slice(firstRefused).every((suggestion) => suggestion.refusal !== null)).toBe(true);
  });

  it('leaves out plans whose minimums the amounts do not meet, and refuses no amount at all', async () => {
    const result = await ok<PlanSuggestions>('suggestPlans', {
      accountCode: 'C10001',
      goal: 'education',
      horizonYears: 5,
      lumpSum: '0',
      monthlyAmount: '500',
    });
    expect(result.suggestions.map((suggestion) => suggestion.plan.currency)).toEqual(['USD', 'USD', 'USD', 'USD']);
    expect(result.leftOut).toBe(8);
    await refusedField(
      () =>
        call('suggestPlans', {
          accountCode: 'C10001',
          goal: 'home',
          horizonYears: 5,
          lumpSum: '0',
          monthlyAmount: '0',
        }),
      'lumpSum',
    );
    await refusedField(
      () =>
        call('suggestPlans', {
          accountCode: 'C10001',
          goal: 'home',
          horizonYears: 0,
          lumpSum: '1',
          monthlyAmount: '0',
        }),
      'horizonYears',
    );
    const otherClient = await call('suggestPlans', {
      accountCode: 'C10005',
      goal: 'home',
      horizonYears: 5,
      lumpSum: '20000',
      monthlyAmount: '0',
    });
    expect(otherClient.statusCode).toBe(403);
  });

  it('writes a weight change as a new version, heard by the subscription area in its transaction', async () => {
    const heard: PlanAllocationChange[] = [];
    onPlanAllocationChange(testApp.events, async (change) => {
      heard.push(change);
    });
    const before = await ok<PlanDetail>('getPlan', { planId: 'HKD-BAL-01' });
    const weights = before.allocation.map((item, index) => ({
      fundId: item.fundId,
      weightBasisPoints: index === 0 ? 10_000 - (before.allocation.length - 1) * 1000 : 1000,
    }));
    const changed = await dev(planDefinitionDevSupportPaths.allocation, { planId: 'HKD-BAL-01', weights });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(heard).toEqual([expect.objectContaining({ planId: 'HKD-BAL-01', version: 2, previousVersion: 1, weights })]);
    const after = await ok<PlanDetail>('getPlan', { planId: 'HKD-BAL-01' });
    expect(after.allocationVersion).toBe(2);
    expect(after.allocation.map((item) => item.weightBasisPoints)).toEqual(weights.map((w) => w.weightBasisPoints));
    await refusedField(
      () =>
        dev(planDefinitionDevSupportPaths.allocation, {
          planId: 'HKD-BAL-01',
          weights: weights.map((weight, index) =>
            index === 0 ? { ...weight, weightBasisPoints: weight.weightBasisPoints - 1 } : weight,
          ),
        }),
      'weights',
    );
    await refusedField(
      () =>
        dev(planDefinitionDevSupportPaths.allocation, {
          planId: 'HKD-BAL-01',
          weights: [{ fundId: 'F0001', weightBasisPoints: 10_000 }],
        }),
      'weights.0.fundId',
    );
  });

  it('raises newPlan for every client when a draft plan becomes active, once', async () => {
    const activated = await dev(planDefinitionDevSupportPaths.status, { planId: 'HKD-NEW-01', status: 'active' });
    expect(activated.statusCode, activated.body).toBe(200);
    const announced = activated.json<{ announced: number }>().announced;
    expect(announced).toBeGreaterThan(0);
    const newPlans = await testApp.database.db
      .selectFrom('notification')
      .select(['account_code', 'code'])
      .where('type', '=', 'newPlan')
      .where('code', '=', 'HKD-NEW-01')
      .execute();
    expect(newPlans).toHaveLength(announced);
    expect(newPlans).toContainEqual({ account_code: 'C10001', code: 'HKD-NEW-01' });
    expect((await call('getPlan', { planId: 'HKD-NEW-01' })).statusCode).toBe(200);
    await dev(planDefinitionDevSupportPaths.status, { planId: 'HKD-NEW-01', status: 'inactive' });
    await dev(planDefinitionDevSupportPaths.status, { planId: 'HKD-NEW-01', status: 'active' });
    const again = await testApp.database.db
      .selectFrom('notification')
      .select('id')
      .where('type', '=', 'newPlan')
      .where('code', '=', 'HKD-NEW-01')
      .execute();
    expect(again).toHaveLength(announced);
    const inactive = await dev(planDefinitionDevSupportPaths.status, { planId: 'HKD-PRE-01', status: 'draft' });
    expect(inactive.statusCode).toBe(400);
  });
});

describe('plan definitions on a brand without plans (planEnabled off)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'team' });
  });
  afterAll(async () => testApp?.close());

  it('seeds no plan and refuses every operation and the factsheet with 404 FEATURE_OFF', async () => {
    const client = await signIn(testApp, 'C10001');
    expect(await seedPlans(testApp.database.db, { brand: getBrand('team'), seededAt: testApp.clock.now() })).toBe(0);
    for (const operation of ['searchPlans', 'getPlan', 'planBackTest', 'suggestPlans']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/planDefinition/${operation}`,
        headers: client.headers,
        payload: { planId: 'HKD-BAL-01' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FEATURE_OFF' });
    }
    const factsheet = await testApp.app.inject({
      method: 'GET',
      url: '/api/planDefinition/factsheet.pdf?planId=HKD-BAL-01',
      headers: client.headers,
    });
    expect(factsheet.statusCode).toBe(404);
    expect(factsheet.json()).toMatchObject({ code: 'FEATURE_OFF' });
  });
});
