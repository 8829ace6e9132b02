import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { runProfileBackOffice, type ChangeRequestBackOfficeDependencies } from './change-decisions';

/** Where journeys run the back office now (PORTAL_DEV_SUPPORT=on, never production). */
export const accountProfileDevSupportPaths = { advance: '/api/_dev/accountProfile/advance' } as const;

/** The scheduler's job (start.ts): the back office's desk of change requests, every 5 s, when it is the simulator. */
export const accountProfileBackOfficeJob = { name: 'accountProfileBackOffice', intervalMs: 5_000 } as const;

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/accountProfile/advance runs the back-office job
 * now, so a journey can move the clock (POST /api/_dev/clock {advanceMs}) and see its change request decided.
 */
export function registerAccountProfileDevSupport(
  app: FastifyInstance,
  config: Config,
  deps: ChangeRequestBackOfficeDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(accountProfileDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const steps = await runProfileBackOffice(deps);
    return { now: deps.clock.now().toISOString(), ...steps };
  });
}
