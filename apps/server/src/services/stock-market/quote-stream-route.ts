import type { FastifyInstance } from 'fastify';
import { maximumQuoteIds, stockIdSchema, stockQuoteStreamEvent, stockQuoteStreamPath } from '@portal/contract';
import { brandFeatures } from '@portal/contract/domain/brand-features';
import { registerQuoteStreamRoute } from '../../platform/market/quote-stream-route';
import type { ServiceDependencies } from '../../platform/http/rpc';
import { findInstruments } from './instruments';
import { quoteHubOf } from './market-data-feed';

export {
  maximumStreamsPerSession,
  streamBufferLimitBytes,
  streamLifetimeMs,
} from '../../platform/market/quote-stream-route';

/**
 * GET /api/stockMarket/stream?ids=...: server-sent events of the named stocks' quotes (issue 15, ADR 029), on the
 * platform's quote stream route (brand feature stocks, at most `maximumQuoteIds` known stock ids).
 */
export function registerQuoteStream(app: FastifyInstance, dependencies: ServiceDependencies): void {
  registerQuoteStreamRoute(app, dependencies, {
    path: stockQuoteStreamPath,
    event: stockQuoteStreamEvent,
    feature: brandFeatures.stocks,
    noun: 'stock',
    maximumIds: maximumQuoteIds,
    isId: (id) => stockIdSchema.safeParse(id).success,
    exampleIds: 'HKEX-00700,NASDAQ-AAPL',
    knownIds: async (db, ids) => new Set((await findInstruments(db, ids)).map((instrument) => instrument.stockId)),
    hub: quoteHubOf(dependencies),
  });
}
