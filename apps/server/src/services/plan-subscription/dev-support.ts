import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import { runMonthlyInvestments } from './monthly-run';
import type { PlanSubscriptionDependencies } from './plan-subscription-dependencies';

/** Where journeys run the monthly investment now (PORTAL_DEV_SUPPORT=on, never production). */
export const planSubscriptionDevSupportPaths = { monthlyRun: '/api/_dev/planSubscriptions/monthlyRun' } as const;

/**
 * POST /api/_dev/planSubscriptions/monthlyRun runs the monthly job's turn now (promotions, then the months due at the
 * clock's day), so a journey can move the clock (POST /api/_dev/clock) and see a month invested without waiting.
 */
export function registerPlanSubscriptionDevSupport(app: FastifyInstance, deps: PlanSubscriptionDependencies): void {
  app.post(planSubscriptionDevSupportPaths.monthlyRun, async (request) => {
    assertSameSiteRequest(request);
    const summary = await runMonthlyInvestments(deps);
    return { now: deps.clock.now().toISOString(), ...summary };
  });
}
