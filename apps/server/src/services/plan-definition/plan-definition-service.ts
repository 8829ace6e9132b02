import { getBrand } from '@portal/contract/brands';
import { planDefinitionService } from '@portal/contract';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { Config } from '../../platform/runtime/config';
import { backTestOf } from './back-test';
import { detailOf, visiblePlanOrThrow, type PlanDefinitionDependencies } from './plans';
import { searchPlans } from './search';
import { suggestPlans } from './suggestions';

/** What the plans need, from an operation's context (or the platform's, for the area). */
export function planDefinitionDependenciesOf(
  context: Pick<OperationContext, 'db' | 'events' | 'clock'> & { readonly config: Pick<Config, 'portalVariant'> },
): PlanDefinitionDependencies {
  return {
    db: context.db,
    clock: context.clock,
    events: context.events,
    brand: getBrand(context.config.portalVariant),
  };
}

/** The plan-definition service (issue 27 parts 1-3); the platform refuses it where the brand lacks planEnabled. */
export const planDefinitionImplementation = implementService(planDefinitionService, {
  searchPlans: async (input, context) => searchPlans(planDefinitionDependenciesOf(context), input),
  getPlan: async (input, context) => {
    const deps = planDefinitionDependenciesOf(context);
    return detailOf(deps.db, await visiblePlanOrThrow(deps.db, input.planId), deps.brand);
  },
  planBackTest: async (input, context) => {
    const deps = planDefinitionDependenciesOf(context);
    return backTestOf(deps, await visiblePlanOrThrow(deps.db, input.planId));
  },
  suggestPlans: async (input, context) =>
    suggestPlans(planDefinitionDependenciesOf(context), { ...input, accountCode: input.accountCode.toUpperCase() }),
});
