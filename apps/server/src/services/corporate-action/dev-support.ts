import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import type { CorporateActionDependencies } from './corporate-action-dependencies';
import { openDemoRightsIssue } from './corporate-action-seed';
import { advanceCorporateActions } from './entitlements';

/** Where journeys move corporate actions on (PORTAL_DEV_SUPPORT=on, never production). */
export const corporateActionDevSupportPaths = {
  advance: '/api/_dev/corporateActions/advance',
  rightsIssue: '/api/_dev/corporateActions/rightsIssue',
} as const;

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
  // A rights issue on the demo client's holding dated from the server's present.
  app.post(corporateActionDevSupportPaths.rightsIssue, async (request) => {
    assertSameSiteRequest(request);
    return { actionId: await openDemoRightsIssue(deps.db, deps.clock) };
  });
}
