import type { FastifyInstance } from 'fastify';
import {
  cryptoPairIdSchema,
  cryptoQuoteStreamEvent,
  cryptoQuoteStreamPath,
  maximumCryptoQuoteIds,
} from '@portal/contract';
import { brandFeatures } from '@portal/contract/domain/brand-features';
import { registerQuoteStreamRoute } from '../../platform/market/quote-stream-route';
import type { ServiceDependencies } from '../../platform/http/rpc';
import { cryptoQuoteHubOf, fosBackendOf } from './fos-backend-of';
import { assertVirtualAssetSession } from './virtual-asset-session';

/**
 * GET /api/cryptoMarket/stream?ids=BTC-USD,...: the crypto quotes on the same stream route and hub code as the
 * stocks' (platform/market/quote-stream-route.ts, platform/market/quote-hub.ts; ADR 029, 042), for a virtual-asset session only.
 */
export function registerCryptoQuoteStream(app: FastifyInstance, dependencies: ServiceDependencies): void {
  registerQuoteStreamRoute(app, dependencies, {
    path: cryptoQuoteStreamPath,
    event: cryptoQuoteStreamEvent,
    feature: brandFeatures.crypto,
    noun: 'pair',
    maximumIds: maximumCryptoQuoteIds,
    isId: (id) => cryptoPairIdSchema.safeParse(id).success,
    exampleIds: 'BTC-USD,ETH-USD',
    knownIds: async (db, ids) => {
      const backend = await fosBackendOf({ config: dependencies.config, db });
      const known = new Set(backend.pairs().map((pair) => pair.pairId));
      return new Set(ids.filter((id) => known.has(id)));
    },
    hub: cryptoQuoteHubOf(dependencies),
    checkActor: (actor) => {
      assertVirtualAssetSession(actor);
    },
  });
}
