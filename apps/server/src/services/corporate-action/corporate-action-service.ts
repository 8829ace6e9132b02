import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { corporateActionService } from '@portal/contract';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { CorporateActionDependencies } from './corporate-action-dependencies';
import { elect } from './election';
import { actionsOf } from './views';

export function corporateActionDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'events' | 'clock'>,
): CorporateActionDependencies {
  const { db, dialect, events, clock } = ledgerServiceDependenciesOf(context);
  return { db, dialect, events, clock };
}

/** The corporate action service (issue 15 part 7): see entitlements.ts and election.ts for the rules. */
export const corporateActionImplementation = implementService(corporateActionService, {
  listCorporateActions: async (input, { db, clock }) => ({
    actions: await actionsOf(db, { accountCode: input.accountCode.toUpperCase(), source: input.source }, clock.now()),
  }),
  electCorporateAction: async (input, context) => elect(corporateActionDependenciesOf(context), input),
});
