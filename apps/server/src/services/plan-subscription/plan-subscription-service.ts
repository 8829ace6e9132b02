import { getBrand } from '@portal/contract/brands';
import { planSubscriptionService } from '@portal/contract';
import { auditedActorOf } from '../../platform/audit/audit-trail';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { advisorCallRequestsOf, requestAdvisorCall } from './advisor-calls';
import { cancelSubscription, changeSubscription, pauseSubscription, resumeSubscription } from './managing';
import { planCatalogueOf } from './plan-definitions';
import type { PlanSubscriptionDependencies, SubscriptionAccount } from './plan-subscription-dependencies';
import { redeemSubscription } from './redeeming';
import { planStatistic } from './statistic';
import { subscribePlan, subscriptionTerms } from './subscribing';
import { detailOf, subscriptionsViewed } from './subscription-view';

/** What plan subscriptions need, from an operation's context or the platform's (the area's jobs). */
export function planSubscriptionDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'events' | 'clock'>,
): PlanSubscriptionDependencies {
  const ledger = ledgerServiceDependenciesOf(context);
  return { ...ledger, plans: planCatalogueOf(context.db, getBrand(context.config.portalVariant)) };
}

function accountOf(input: { accountCode: string; source: SubscriptionAccount['source'] }): SubscriptionAccount {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** The plan-subscription service (issue 27 parts 4-7): see subscribing.ts, managing.ts, redeeming.ts, monthly-run.ts. */
export const planSubscriptionImplementation = implementService(planSubscriptionService, {
  planSubscriptionTerms: async (input, context) =>
    subscriptionTerms(planSubscriptionDependenciesOf(context), accountOf(input), input.planId),
  subscribePlan: async (input, context) =>
    subscribePlan(
      planSubscriptionDependenciesOf(context),
      accountOf(input),
      input,
      auditedActorOf(context.actor, accountOf(input)),
    ),
  myPlanSubscriptions: async (input, context) => {
    const deps = planSubscriptionDependenciesOf(context);
    const account = accountOf(input);
    let query = deps.db
      .selectFrom('plan_subscription')
      .selectAll()
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source);
    if (input.statuses.length > 0) query = query.where('status', 'in', input.statuses);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return { subscriptions: (await subscriptionsViewed(deps, account, rows)).map((viewed) => viewed.summary) };
  },
  planSubscription: async (input, context) =>
    detailOf(planSubscriptionDependenciesOf(context), accountOf(input), input.subscriptionId),
  pausePlanSubscription: async (input, context) =>
    pauseSubscription(planSubscriptionDependenciesOf(context), accountOf(input), input.subscriptionId),
  resumePlanSubscription: async (input, context) =>
    resumeSubscription(planSubscriptionDependenciesOf(context), accountOf(input), input.subscriptionId),
  changePlanSubscription: async (input, context) =>
    changeSubscription(planSubscriptionDependenciesOf(context), accountOf(input), input.subscriptionId, input.monthly),
  cancelPlanSubscription: async (input, context) =>
    cancelSubscription(planSubscriptionDependenciesOf(context), accountOf(input), input.subscriptionId),
  redeemPlanSubscription: async (input, context) =>
    redeemSubscription(
      planSubscriptionDependenciesOf(context),
      accountOf(input),
      input,
      auditedActorOf(context.actor, accountOf(input)),
    ),
  planStatistic: async (input, context) =>
    planStatistic(planSubscriptionDependenciesOf(context), accountOf(input), input.subscriptionId),
  requestAdvisorCall: async (input, context) =>
    requestAdvisorCall(planSubscriptionDependenciesOf(context), accountOf(input), input),
  myAdvisorCallRequests: async (input, context) => ({
    requests: await advisorCallRequestsOf(context.db, [accountOf(input)]),
  }),
});
