import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { runWithdrawalBackOffice, type WithdrawalBackOfficeDependencies } from './lifecycle';

/** Where journeys move withdrawals on (PORTAL_DEV_SUPPORT=on, never production). */
export const cashWithdrawalDevSupportPaths = { advance: '/api/_dev/cashWithdrawals/advance' } as const;

/**
 * The scheduler's job (start.ts): the back office's desk, every 5 seconds, on one process at a time (leased), when it
 * is the simulator (ADR 051).
 */
export const cashWithdrawalJob = { name: 'cashWithdrawalBackOffice', intervalMs: 5_000 } as const;

/** POST /api/_dev/cashWithdrawals/advance runs the back office now (after a journey moved the dev clock). */
export function registerCashWithdrawalDevSupport(
  app: FastifyInstance,
  config: Config,
  deps: WithdrawalBackOfficeDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(cashWithdrawalDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const result = await runWithdrawalBackOffice(deps);
    return { now: deps.clock.now().toISOString(), ...result };
  });
}
