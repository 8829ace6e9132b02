import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { extendFundPrices } from '../fund-definition/public';
import type { FundOrderDependencies } from './fund-order-dependencies';
import { payFundDividends } from './dividends';
import { advanceFundOrders } from './lifecycle';

/** Where journeys move fund orders on (PORTAL_DEV_SUPPORT=on, never production). */
export const fundOrderDevSupportPaths = { advance: '/api/_dev/fundOrders/advance' } as const;

/**
 * What the lifecycle job does every 5 seconds, at once: new NAVs (and quarter-end dividends) up to the clock's day
 * (when the catalogue is the demo's), every due order step, then the dividends due. Answers the clock's time, the
 * NAVs added, the steps taken and the dividend payments made.
 */
export async function runFundOrderJob(
  deps: FundOrderDependencies,
  options: { readonly extendPrices: boolean },
): Promise<{ prices: number; steps: number; dividendPayments: number }> {
  const prices = options.extendPrices
    ? (await extendFundPrices(deps.db, deps.clock, deps.brand.marketTimeZone)).prices
    : 0;
  const { steps } = await advanceFundOrders(deps);
  const { payments } = await payFundDividends(deps);
  return { prices, steps, dividendPayments: payments };
}

/** The scheduler's job (start.ts). */
export const fundOrderLifecycleJob = { name: 'fundOrderLifecycle', intervalMs: 5_000 } as const;

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/fundOrders/advance runs the lifecycle job now,
 * so a journey can move the clock (POST /api/_dev/clock {advanceMs}) and see its orders move without waiting.
 */
export function registerFundOrderDevSupport(app: FastifyInstance, config: Config, deps: FundOrderDependencies): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(fundOrderDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const result = await runFundOrderJob(deps, { extendPrices: true });
    return { now: deps.clock.now().toISOString(), ...result };
  });
}
