import { brandFeatures } from '@portal/contract/domain/brand-features';
import { planSubscriptionsMigration } from '../../db/migrations/0038-plan-subscriptions';
import { defineArea, tablesOf } from '../../platform/area';
import { subscribeToAllocationChanges } from './allocation-changes';
import { registerPlanSubscriptionDevSupport } from './dev-support';
import { planMonthlyJob, runMonthlyInvestments } from './monthly-run';
import { planSubscriptionDependenciesOf, planSubscriptionImplementation } from './plan-subscription-service';
import type { PlanSubscriptionTables } from './plan-subscription-tables';

/**
 * Plan subscriptions (issue 27 parts 4-7; SPEC §7 plan-subscription; ADR 057): subscribing, managing and redeeming
 * plans through the funds area's orders, the monthly investment and its rebalancing, the statistic and advisor calls.
 */
export const planSubscriptionArea = defineArea({
  name: 'plan-subscription',
  uses: ['fund-definition', 'fund-order', 'market-value-history', 'plan-definition'],
  services: [planSubscriptionImplementation],
  tables: tablesOf<PlanSubscriptionTables>()([
    'plan_subscription',
    'plan_subscription_order',
    'plan_investment',
    'advisor_call_request',
  ]),
  migrations: { '0038-plan-subscriptions': planSubscriptionsMigration },
  dependencies: (platform) => planSubscriptionDependenciesOf(platform),
  // Each subscription once per month on its day (the month claimed in the transaction that invests it).
  jobs: [
    { ...planMonthlyJob, feature: brandFeatures.plans, run: async (deps) => void (await runMonthlyInvestments(deps)) },
  ],
  devSupport: (app, deps) => registerPlanSubscriptionDevSupport(app, deps),
  // A plan's new weights reach its subscribers in the change's transaction (planAllocationUpdate).
  subscribers: (events) => subscribeToAllocationChanges(events),
});
