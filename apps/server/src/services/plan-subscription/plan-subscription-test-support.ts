import { getBrand } from '@portal/contract/brands';
import { accountRow } from '../../db/seed/demo-accounts';
import type { TestApp } from '../../test/test-app';
import { createOrderTestApp, depositFor, orderDependenciesOf } from '../../test/fund-order-test-support';
import { seedPlans } from '../plan-definition/public';
import { planCatalogueOf } from './plan-definitions';
import type { PlanSubscriptionDependencies, SubscriptionAccount } from './plan-subscription-dependencies';

/** The demo brand's app with the fund catalogue and its plans seeded (15 January 2025, 10:00 in Hong Kong). */
export async function createPlanTestApp(): Promise<TestApp> {
  const testApp = await createOrderTestApp('demo');
  await seedPlans(testApp.database.db, { brand: getBrand('demo'), seededAt: testApp.clock.now() });
  return testApp;
}

export function planDependenciesOf(testApp: TestApp): PlanSubscriptionDependencies {
  const deps = orderDependenciesOf(testApp);
  return { ...deps, plans: planCatalogueOf(deps.db, deps.brand) };
}

/** A new active client (risk level Medium) with HKD cash. */
export async function newClient(testApp: TestApp, accountCode: string, cash: string): Promise<SubscriptionAccount> {
  await testApp.database.db
    .insertInto('account')
    .values(
      accountRow(
        { account_code: accountCode, source: 'gateway', role: 'user', display_name: accountCode },
        'x',
        testApp.clock.now(),
      ),
    )
    .execute();
  if (cash !== '0') await depositFor(testApp, accountCode, 'HKD', cash);
  return { accountCode, source: 'gateway' };
}

/** The balanced HKD demo plan (Medium risk; minimums HKD 10 000 and 1 000, multiples of 100). */
export const balancedPlan = 'HKD-BAL-01';
