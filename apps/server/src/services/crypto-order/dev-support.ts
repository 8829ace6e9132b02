import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import type { CryptoOrderDependencies } from './crypto-order-dependencies';
import { runCryptoMatching } from './matching';

/** Where journeys move crypto orders on (PORTAL_DEV_SUPPORT=on, never production). */
export const cryptoOrderDevSupportPaths = { advance: '/api/_dev/cryptoOrders/advance' } as const;

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/cryptoOrders/advance runs the matching job now,
 * so a journey can move the clock (POST /api/_dev/clock {advanceMs}) and see its limit orders fill without waiting.
 */
export function registerCryptoOrderDevSupport(
  app: FastifyInstance,
  config: Config,
  deps: CryptoOrderDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(cryptoOrderDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const result = await runCryptoMatching(deps);
    return { now: deps.clock.now().toISOString(), ...result };
  });
}
