import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { runBankAccountBackOffice, type BankAccountBackOfficeDependencies } from './bank-account-changes';

/** Where journeys run the bank account back office now (PORTAL_DEV_SUPPORT=on, never production). */
export const accountBankDevSupportPaths = { advance: '/api/_dev/accountBank/advance' } as const;

/**
 * The scheduler's job (start.ts): the back office's desk, every 5 seconds, on one process at a time (leased), when it
 * is the simulator (ADR 051).
 */
export const accountBankBackOfficeJob = { name: 'accountBankBackOffice', intervalMs: 5_000 } as const;

/**
 * With PORTAL_DEV_SUPPORT=on: POST /api/_dev/accountBank/advance runs the back-office job now, so a journey can move
 * the clock (POST /api/_dev/clock {advanceMs}) and see a new bank account verified.
 */
export function registerAccountBankDevSupport(
  app: FastifyInstance,
  config: Config,
  deps: BankAccountBackOfficeDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(accountBankDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const result = await runBankAccountBackOffice(deps);
    return { now: deps.clock.now().toISOString(), ...result };
  });
}
