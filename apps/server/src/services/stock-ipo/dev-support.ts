import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { openDemoOffering } from './ipo-seed';
import { advanceIpos } from './lifecycle';
import type { StockIpoDependencies } from './stock-ipo-dependencies';

/** Where journeys move IPOs on (PORTAL_DEV_SUPPORT=on, never production). */
export const stockIpoDevSupportPaths = {
  advance: '/api/_dev/stockIpo/advance',
  openOffering: '/api/_dev/stockIpo/openOffering',
} as const;

/** The scheduler's job (start.ts): announcements, submissions at closing and allotments, every 5 seconds. */
export const stockIpoLifecycleJob = { name: 'stockIpoLifecycle', intervalMs: 5_000 } as const;

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/stockIpo/advance runs the lifecycle job now, so
 * a journey can move the clock (POST /api/_dev/clock {advanceMs}) past the closing and the result day and see them.
 */
export function registerStockIpoDevSupport(app: FastifyInstance, config: Config, deps: StockIpoDependencies): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(stockIpoDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const steps = await advanceIpos(deps);
    return { now: deps.clock.now().toISOString(), ...steps };
  });
  // A demo offering open from the server's present (its clock may have been moved past the seeded ones).
  app.post(stockIpoDevSupportPaths.openOffering, async (request) => {
    assertSameSiteRequest(request);
    return { offeringId: await openDemoOffering(deps.db, deps.clock) };
  });
}
