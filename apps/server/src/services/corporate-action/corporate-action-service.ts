import { corporateActionService } from '@portal/contract';
import { databaseDialectOf } from '../../platform/db';
import { implementService, type OperationContext } from '../../platform/rpc';
import type { CorporateActionDependencies } from './corporate-action-dependencies';
import { elect } from './election';
import { actionsOf } from './views';

export function corporateActionDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'events' | 'clock'>,
): CorporateActionDependencies {
  return {
    db: context.db,
    dialect: databaseDialectOf(context.config),
    events: context.events,
    clock: context.clock,
  };
}

/** The corporate action service (issue 15 part 7): see entitlements.ts and election.ts for the rules. */
export const corporateActionImplementation = implementService(corporateActionService, {
  listCorporateActions: async (input, { db, clock }) => ({
    actions: await actionsOf(db, { accountCode: input.accountCode.toUpperCase(), source: input.source }, clock.now()),
  }),
  electCorporateAction: async (input, context) => elect(corporateActionDependenciesOf(context), input),
});
