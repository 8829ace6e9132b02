import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { runDepositBackOffice, type DepositBackOfficeDependencies } from './decisions';

/** Where journeys run the back office now (PORTAL_DEV_SUPPORT=on, never production). */
export const cashDepositDevSupportPaths = { advance: '/api/_dev/cashDeposit/advance' } as const;

/** The scheduler's job (start.ts): the back office's desk, every 5 seconds, when it is the simulator (ADR 051). */
export const cashDepositBackOfficeJob = { name: 'cashDepositBackOffice', intervalMs: 5_000 } as const;

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/cashDeposit/advance runs the back-office job
 * now, so a journey can move the clock (POST /api/_dev/clock {advanceMs}) and see its request decided (by the
 * simulator; with PORTAL_BACK_OFFICE=operator nothing is decided).
 */
export function registerCashDepositDevSupport(
  app: FastifyInstance,
  config: Config,
  deps: DepositBackOfficeDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(cashDepositDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const steps = await runDepositBackOffice(deps);
    return { now: deps.clock.now().toISOString(), ...steps };
  });
}
