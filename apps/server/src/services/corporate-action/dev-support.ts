import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/access';
import type { Config } from '../../platform/config';
import type { CorporateActionDependencies } from './corporate-action-dependencies';
import { advanceCorporateActions } from './entitlements';

/** Where journeys move corporate actions on (PORTAL_DEV_SUPPORT=on, never production). */
export const corporateActionDevSupportPaths = { advance: '/api/_dev/corporateActions/advance' } as const;

/** The scheduler's job (start.ts): records on ex-dates and applications on their dates, every 5 seconds. */
export const corporateActionLifecycleJob = { name: 'corporateActionLifecycle', intervalMs: 5_000 } as const;

/** With PORTAL_DEV_SUPPORT=on: POST /api/_dev/corporateActions/advance runs the lifecycle job now. */
export function registerCorporateActionDevSupport(
  app: FastifyInstance,
  config: Config,
  deps: CorporateActionDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(corporateActionDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const steps = await advanceCorporateActions(deps);
    return { now: deps.clock.now().toISOString(), ...steps };
  });
}
