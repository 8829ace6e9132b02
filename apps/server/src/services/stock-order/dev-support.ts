import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { runStockMatching } from './matching';
import type { StockOrderDependencies } from './stock-order-dependencies';

/** Where journeys move stock orders on (PORTAL_DEV_SUPPORT=on, never production). */
export const stockOrderDevSupportPaths = { advance: '/api/_dev/stockOrders/advance' } as const;

/** The scheduler's job (start.ts): the matching simulator, every 3 seconds, on one process at a time (leased). */
export const stockMatchingJob = { name: 'stockOrderMatching', intervalMs: 3_000 } as const;

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/stockOrders/advance runs the matching job now,
 * so a journey can move the clock (POST /api/_dev/clock {advanceMs}) and see its orders fill without waiting.
 */
export function registerStockOrderDevSupport(app: FastifyInstance, config: Config, deps: StockOrderDependencies): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(stockOrderDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const result = await runStockMatching(deps);
    return { now: deps.clock.now().toISOString(), ...result };
  });
}
