import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand, type PortalVariant } from '@portal/contract/brands';
import { riskRank } from '@portal/contract/domain/fund';
import { fullWeightBasisPoints } from '@portal/contract/domain/plan';
import { areas } from '../../areas';
import { migrateToLatest } from '../../db/migrate';
import type { SeedContext } from '../../platform/area';
import { dialectOf } from '../../platform/db/compiled-query';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { createTestClock } from '../../platform/runtime/clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { marketDayOf } from '../../platform/market/market-calendar';
import { firstCommonDay, navHistoryOf, yearsBefore } from './back-test';
import { planTemplates } from './plan-catalogue';
import { loadPlans } from './plans';
import { checkSeededPlan, insertPlan } from './plan-seed';

/* The demo plans each plan-enabled brand is seeded with, on that brand's own fund catalogue. */

const planBrands = ['demo', 'vc', 'winland', 'mirae'] as const satisfies readonly PortalVariant[];

describe('the plans’ seed check', () => {
  it('refuses weights that do not sum to exactly 100 %', () => {
    const template = planTemplates[0];
    if (template === undefined) throw new Error('No plan template');
    const weights = [
      { fundId: 'F0007', weightBasisPoints: 6000 },
      { fundId: 'F0049', weightBasisPoints: 3999 },
    ];
    expect(() => checkSeededPlan({ template, weights })).toThrow(
      'Plan HKD-PRE-01 is refused: The weights must sum to exactly 100 % (10000 basis points), not 99.99 %.',
    );
    expect(() =>
      checkSeededPlan({ template, weights: [...weights, { fundId: 'F0002', weightBasisPoints: 2 }] }),
    ).toThrow('not 100.01 %');
  });
});

describe.each(planBrands)('the demo plans of %s', (variant) => {
  let testDatabase: TestDatabase;
  const brand = getBrand(variant);

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ variant });
    await migrateToLatest(testDatabase.database);
    const clock = createTestClock();
    const { db } = testDatabase.database;
    const context: SeedContext = {
      clock,
      passwords: createPasswordHasher(testDatabase.config),
      brand,
      seededAt: clock.now(),
      dialect: dialectOf(db),
    };
    // The catalogue stage of the fund catalogue and of the plans, as a start seeds them for the brand.
    for (const area of areas.filter((each) => ['fund-definition', 'plan-definition'].includes(each.name))) {
      await area.seeds.catalogue?.(db, context);
    }
  });
  afterAll(async () => testDatabase?.dispose());

  it('has at least eight active plans from conservative to aggressive, in currencies the brand holds', async () => {
    const { db } = testDatabase.database;
    const plans = await db.selectFrom('plan_definition').selectAll().orderBy('risk_rank').execute();
    const active = plans.filter((plan) => plan.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(plans.some((plan) => plan.status === 'draft')).toBe(true);
    const ranks = new Set(active.map((plan) => Number(plan.risk_rank)));
    expect(Math.min(...ranks)).toBeLessThanOrEqual(riskRank('Low'));
    expect(Math.max(...ranks)).toBeGreaterThanOrEqual(riskRank('MediumToHigh'));
    // Winland's catalogue gives HKD plans of three levels only (low, low to medium, medium to high).
    expect(ranks.size).toBeGreaterThanOrEqual(3);
    for (const plan of plans) expect(brand.cashCurrencies).toContain(plan.currency);
  });

  it('builds every plan of the brand’s funds of its currency, weights summing to 10 000, none above its level', async () => {
    const { db } = testDatabase.database;
    const plans = await db.selectFrom('plan_definition').selectAll().execute();
    const rows = await db
      .selectFrom('plan_allocation')
      .innerJoin('fund', 'fund.id', 'plan_allocation.fund_id')
      .select(['plan_allocation.plan_id', 'plan_allocation.weight_basis_points', 'fund.currency', 'fund.risk_level'])
      .execute();
    for (const plan of plans) {
      const funds = rows.filter((row) => row.plan_id === plan.id);
      expect(funds.length, plan.id).toBeGreaterThanOrEqual(1);
      expect(
        funds.reduce((sum, row) => sum + Number(row.weight_basis_points), 0),
        plan.id,
      ).toBe(fullWeightBasisPoints);
      for (const fund of funds) {
        expect(fund.currency, plan.id).toBe(plan.currency);
        expect(riskRank(fund.risk_level), plan.id).toBeLessThanOrEqual(Number(plan.risk_rank));
      }
    }
  });

  it('gives most active plans five years of their funds’ NAVs, each a different allocation', async () => {
    const { db } = testDatabase.database;
    const fiveYearsAgo = yearsBefore(marketDayOf(createTestClock().now(), brand.marketTimeZone), 5);
    const active = await loadPlans(db, { statuses: ['active'] });
    let seasoned = 0;
    for (const plan of active) {
      const common = firstCommonDay(await navHistoryOf(db, plan.weights), plan.weights);
      if (common !== null && common <= fiveYearsAgo) seasoned += 1;
    }
    expect(seasoned).toBeGreaterThanOrEqual(active.length / 2);
    const allocations = active.map((plan) => JSON.stringify(plan.weights));
    expect(new Set(allocations).size).toBe(allocations.length);
  });

  it('refuses to store a plan whose weights do not sum to 100 %, and stores nothing of it', async () => {
    const { db } = testDatabase.database;
    const first = planTemplates[0];
    if (first === undefined) throw new Error('No plan template');
    const template = { ...first, id: 'HKD-BAD-01' };
    await expect(
      insertPlan(
        db,
        { template, weights: [{ fundId: 'F0007', weightBasisPoints: 9000 }], riskLevel: 'None' },
        new Date().toISOString(),
      ),
    ).rejects.toThrow('not 90.00 %');
    expect(await db.selectFrom('plan_definition').select('id').where('id', '=', 'HKD-BAD-01').execute()).toEqual([]);
  });
});
