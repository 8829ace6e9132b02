import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { advanceEddaAuthorisations } from './authorisations';
import type { CashEddaDependencies } from './cash-edda-dependencies';

/** Where journeys run the bank's side now (PORTAL_DEV_SUPPORT=on, never production). */
export const cashEddaDevSupportPaths = { advance: '/api/_dev/cashEdda/advance' } as const;

/** The scheduler's job (start.ts): the simulated bank moves authorisations, every 5 seconds. */
export const cashEddaBankJob = { name: 'cashEddaBank', intervalMs: 5_000 } as const;

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/cashEdda/advance runs the bank job now, so a
 * journey can move the clock (POST /api/_dev/clock {advanceMs}) and see its authorisation completed.
 */
export function registerCashEddaDevSupport(app: FastifyInstance, config: Config, deps: CashEddaDependencies): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(cashEddaDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const steps = await advanceEddaAuthorisations(deps);
    return { now: deps.clock.now().toISOString(), ...steps };
  });
}
