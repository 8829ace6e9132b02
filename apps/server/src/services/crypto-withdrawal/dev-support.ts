import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import type { CryptoWithdrawalDependencies } from './crypto-withdrawal-dependencies';
import { runWithdrawalChain } from './lifecycle';

/** Where journeys move crypto withdrawals on (PORTAL_DEV_SUPPORT=on, never production). */
export const cryptoWithdrawalDevSupportPaths = { advance: '/api/_dev/cryptoWithdrawals/advance' } as const;

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/cryptoWithdrawals/advance runs the simulated
 * chain now, so a journey can move the clock (POST /api/_dev/clock {advanceMs}) and see its withdrawal move on.
 */
export function registerCryptoWithdrawalDevSupport(
  app: FastifyInstance,
  config: Config,
  deps: CryptoWithdrawalDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(cryptoWithdrawalDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const result = await runWithdrawalChain(deps);
    return { now: deps.clock.now().toISOString(), ...result };
  });
}
