import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { planIdSchema, planStatusSchema } from '@portal/contract';
import { validationError } from '../../platform/http/errors';
import { assertSameSiteRequest } from '../../platform/identity/access';
import { changePlanAllocation, setPlanStatus } from './plan-changes';
import type { PlanDefinitionDependencies } from './plans';

/** Where journeys change a plan as the admin console will (PORTAL_DEV_SUPPORT=on, never production). */
export const planDefinitionDevSupportPaths = {
  allocation: '/api/_dev/planDefinition/allocation',
  status: '/api/_dev/planDefinition/status',
} as const;

const allocationBody = z
  .object({
    planId: planIdSchema,
    weights: z
      .array(z.object({ fundId: z.string().min(1).max(32), weightBasisPoints: z.number().int() }).strict())
      .max(20),
  })
  .strict();
const statusBody = z.object({ planId: planIdSchema, status: planStatusSchema }).strict();

/**
 * POST …/allocation {planId, weights} writes a new allocation version (the subscription area hears of it);
 * POST …/status {planId, status} moves a plan (a draft's first activation raises newPlan).
 */
export function registerPlanDefinitionDevSupport(app: FastifyInstance, deps: PlanDefinitionDependencies): void {
  app.post(planDefinitionDevSupportPaths.allocation, async (request) => {
    assertSameSiteRequest(request);
    const parsed = allocationBody.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error, 'request body', request.body);
    return changePlanAllocation(deps, parsed.data.planId, parsed.data.weights);
  });
  app.post(planDefinitionDevSupportPaths.status, async (request) => {
    assertSameSiteRequest(request);
    const parsed = statusBody.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error, 'request body', request.body);
    return setPlanStatus(deps, parsed.data.planId, parsed.data.status);
  });
}
