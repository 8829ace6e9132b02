import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountCodeSchema, cryptoAssetCodeSchema, cryptoNetworkIdSchema, loginSourceSchema } from '@portal/contract';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Config } from '../../platform/runtime/config';
import { AppError } from '../../platform/http/errors';
import type { CryptoWalletDependencies } from './crypto-wallet-dependencies';
import { recordIncomingTransfer, runDepositCrediting } from './deposits';

/** Where journeys bring crypto deposits in and move them on (PORTAL_DEV_SUPPORT=on, never production). */
export const cryptoWalletDevSupportPaths = {
  simulate: '/api/_dev/cryptoDeposits/simulate',
  advance: '/api/_dev/cryptoDeposits/advance',
} as const;

const simulateSchema = z
  .object({
    accountCode: accountCodeSchema,
    source: loginSourceSchema.default('fos'),
    asset: cryptoAssetCodeSchema,
    network: cryptoNetworkIdSchema,
    amount: z.string().regex(/^\d+(\.\d+)?$/, 'A plain decimal'),
    fromAddress: z.string().min(1).max(128).optional(),
  })
  .strict();

/**
 * With PORTAL_DEV_SUPPORT=on (refused in production): POST /api/_dev/cryptoDeposits/simulate records an incoming
 * transfer as the custody simulator would report it (no fromAddress: a fresh sender the client never declared);
 * POST /api/_dev/cryptoDeposits/advance runs the crediting now, after the clock was moved (POST /api/_dev/clock).
 */
export function registerCryptoWalletDevSupport(
  app: FastifyInstance,
  config: Config,
  deps: CryptoWalletDependencies,
): void {
  if (!config.devSupport || config.nodeEnv === 'production') return;
  app.post(cryptoWalletDevSupportPaths.simulate, async (request) => {
    assertSameSiteRequest(request);
    const parsed = simulateSchema.safeParse(request.body);
    if (!parsed.success) throw AppError.badRequest(`Invalid transfer: ${parsed.error.message}`);
    const { fromAddress, ...transfer } = parsed.data;
    const deposit = await recordIncomingTransfer(deps, {
      ...transfer,
      ...(fromAddress === undefined ? {} : { fromAddress }),
    });
    return { deposit };
  });
  app.post(cryptoWalletDevSupportPaths.advance, async (request) => {
    assertSameSiteRequest(request);
    const result = await runDepositCrediting(deps);
    return { now: deps.clock.now().toISOString(), ...result };
  });
}
