import { maximumPendingQuestionnaires, suitabilityService } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { databaseDialectOf } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { assertVirtualAssetSession } from '../crypto-market/public';
import { declarationsOf, declareKnowledge } from './knowledge';
import { knowledgeCheckStatusOf, submitKnowledgeCheck } from './va-knowledge-check';
import {
  decideQuestionnaire,
  pendingQuestionnaires,
  riskProfileOf,
  submitQuestionnaire,
  suitabilityRefusal,
  type AccountKey,
  type SuitabilityDependencies,
} from './questionnaires';

function accountOf(input: { accountCode: string; source: AccountKey['source'] }): AccountKey {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

function dependenciesOf(context: Pick<OperationContext, 'config' | 'db' | 'clock'>): SuitabilityDependencies {
  return {
    db: context.db,
    dialect: databaseDialectOf(context.config),
    clock: context.clock,
    timeZone: getBrand(context.config.portalVariant).marketTimeZone,
  };
}

/** Answering and declaring are the client's own: an advisor's advisee session reads but does not write (RAQ001). */
function assertClientItself(context: OperationContext): void {
  if (context.actor === undefined) throw AppError.unauthenticated();
  if (context.actor.advisorAccountCode !== null) throw suitabilityRefusal(403, 'clientOnly');
}

/** The suitability service (issue 17 parts 2 and 3a, ADR 037). */
export const suitabilityImplementation = implementService(suitabilityService, {
  riskQuestionnaire: async (input, context) => riskProfileOf(dependenciesOf(context), accountOf(input)),

  submitRiskQuestionnaire: async (input, context) => {
    assertClientItself(context);
    const deps = dependenciesOf(context);
    const account = accountOf(input);
    const submission = await submitQuestionnaire(deps, account, input.answers);
    return { submission, profile: await riskProfileOf(deps, account) };
  },

  findExpiry: async (input, context) => (await riskProfileOf(dependenciesOf(context), accountOf(input))).expiry,

  searchPendingRiskQuestionnaires: async (_input, context) => ({
    submissions: await pendingQuestionnaires(context.db, maximumPendingQuestionnaires),
  }),

  decideRiskQuestionnaire: async (input, context) => {
    if (context.actor === undefined) throw AppError.unauthenticated();
    return {
      submission: await decideQuestionnaire(dependenciesOf(context), context.actor.accountCode, input, context.actor),
    };
  },

  knowledgeDeclarations: async (input, context) => ({
    editable: getBrand(context.config.portalVariant).flags.riskCheckEditable,
    declarations: await declarationsOf(context.db, accountOf(input)),
  }),

  declareKnowledge: async (input, context) => {
    assertClientItself(context);
    const account = accountOf(input);
    await declareKnowledge(context.db, account, input, context.clock.now());
    return { editable: true, declarations: await declarationsOf(context.db, account) };
  },

  virtualAssetKnowledgeCheck: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    return knowledgeCheckStatusOf(context.db, accountOf(input), context.clock.now());
  },

  submitVirtualAssetKnowledgeCheck: async (input, context) => {
    const actor = assertVirtualAssetSession(context.actor);
    const account = accountOf(input);
    // Only the client answers: not an advisor's advisee session, nor an advisor naming its advisee (ADR 045).
    if (actor.advisorAccountCode !== null || actor.accountCode !== account.accountCode) {
      throw suitabilityRefusal(403, 'clientOnly');
    }
    const deps = dependenciesOf(context);
    const attempt = await submitKnowledgeCheck(deps, account, input);
    return { attempt, status: await knowledgeCheckStatusOf(context.db, account, context.clock.now()) };
  },
});
