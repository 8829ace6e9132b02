import { planDefinitionsMigration } from '../../db/migrations/0037-plan-definitions';
import { defineArea, tablesOf } from '../../platform/area';
import { registerPlanDefinitionDevSupport } from './dev-support';
import { registerPlanFactsheetFiles } from './factsheet';
import type { PlanDefinitionTables } from './plan-definition-tables';
import { planDefinitionDependenciesOf, planDefinitionImplementation } from './plan-definition-service';
import { seedPlans } from './plan-seed';

/** Investment plans' definitions (issue 27 parts 1-3 and 7): the plans, their weights over time, documents. */
export const planDefinitionArea = defineArea({
  name: 'plan-definition',
  uses: ['fund-definition'],
  services: [planDefinitionImplementation],
  tables: tablesOf<PlanDefinitionTables>()([
    'plan_definition',
    'plan_allocation_version',
    'plan_allocation',
    'plan_document',
  ]),
  migrations: { '0037-plan-definitions': planDefinitionsMigration },
  dependencies: (platform) => ({ ...planDefinitionDependenciesOf(platform), actorCache: platform.actorCache }),
  routes: (app, dependencies) => registerPlanFactsheetFiles(app, dependencies),
  devSupport: (app, dependencies) => registerPlanDefinitionDevSupport(app, dependencies),
  // After the fund catalogue (same stage, earlier in the list of areas): each plan-enabled brand's demo plans.
  seeds: {
    catalogue: async (db, context) => {
      await seedPlans(db, context);
    },
  },
});
