import { ExactDecimal } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { marketOfExchange } from '@portal/contract/domain/stock/exchanges';
import { estimateFees } from '@portal/contract/domain/stock/fees';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import type { EventPublisher } from '../../platform/runtime/events';
import type { OperationContext } from '../../platform/http/rpc';
import { findInstrument, findInstruments, marketDataFeedOf } from '../stock-market/public';
import { dialectOf } from './dialect';
import type {
  OrderFeeSchedule,
  OrderInstrument,
  OrderMarketData,
  StockOrderDependencies,
} from './stock-order-dependencies';
import { stockOrderImplementationWith } from './stock-order-service';
import { createMatchingSimulator } from './matching-simulator';
import { valueStockPositions } from './position-valuation';
import type { AccountKey } from './trading-account';
import type { StockGateway } from '../../adapters/stock-gateway/stock-gateway';

/** The fee schedule of domain/stock/fees (the defaults it documents), per market. */
export const stockFeeSchedule: OrderFeeSchedule = ({ exchange, side, quantity, consideration }) => {
  const estimate = estimateFees(marketOfExchange(exchange), side, consideration.toFixed(), quantity.toFixed());
  return {
    lines: estimate.lines.map((line) => ({ name: line.name, amount: new ExactDecimal(line.amount) })),
    total: new ExactDecimal(estimate.total),
  };
};

/**
 * The market data seam (ADR 028) over stock-market's catalogue and the brand's feed. `perRequest` keeps each
 * instrument looked up once for the life of the object (one request), never for a long-lived one (the job).
 */
export function orderMarketDataOf(
  dependencies: {
    readonly config: Pick<Config, 'portalVariant'>;
    readonly db: Kysely<Database>;
    readonly clock: Clock;
  },
  { perRequest = false }: { readonly perRequest?: boolean } = {},
): OrderMarketData {
  const feed = marketDataFeedOf(dependencies);
  const found = new Map<string, ReturnType<typeof findInstrument>>();
  return {
    findInstrument: (stockId) => {
      if (!perRequest) return findInstrument(dependencies.db, stockId);
      let instrument = found.get(stockId);
      if (instrument === undefined) {
        instrument = findInstrument(dependencies.db, stockId);
        found.set(stockId, instrument);
      }
      return instrument;
    },
    findInstruments: async (stockIds) => {
      const wanted = [...new Set(stockIds)];
      const byId = new Map<string, OrderInstrument>();
      const missing: string[] = [];
      for (const stockId of wanted) {
        const instrument = perRequest ? found.get(stockId) : undefined;
        if (instrument === undefined) missing.push(stockId);
        else {
          const known = await instrument;
          if (known !== undefined) byId.set(stockId, known);
        }
      }
      for (const instrument of await findInstruments(dependencies.db, missing)) {
        byId.set(instrument.stockId, instrument);
        if (perRequest) found.set(instrument.stockId, Promise.resolve(instrument));
      }
      return byId;
    },
    quoteAt: (instrument, at) => feed.quoteAt(instrument, at),
    lastPriceAt: (instrument, at) => feed.lastPriceAt(instrument, at),
    ticksBetween: (instrument, from, to) => feed.ticksBetween(instrument, from, to),
    auctionPrice: (instrument, day, auction) => feed.auctionPrice(instrument, day, auction),
  };
}

/**
 * The stock gateway this deployment talks to (ADR 051): the matching simulator over the brand's market data, the only
 * implementation today (a real gateway's adapter is chosen here, and named in adapters/back-ends.ts).
 */
export function stockGatewayOf(_config: Pick<Config, 'portalVariant'>, market: OrderMarketData): StockGateway {
  return createMatchingSimulator(market);
}

/** Everything placing, moving and reading stock orders needs, for a server (start.ts) or a request. */
export function stockOrderDependenciesOf(
  dependencies: {
    readonly config: Config;
    readonly db: Kysely<Database>;
    readonly clock: Clock;
    readonly events: EventPublisher;
  },
  options: { readonly perRequest?: boolean } = {},
): StockOrderDependencies {
  const market = orderMarketDataOf(dependencies, options);
  return {
    db: dependencies.db,
    dialect: dialectOf(dependencies.config),
    events: dependencies.events,
    clock: dependencies.clock,
    brand: getBrand(dependencies.config.portalVariant),
    market,
    gateway: stockGatewayOf(dependencies.config, market),
    fees: stockFeeSchedule,
  };
}

/** The bound stock order service. */
export const stockOrderImplementation = stockOrderImplementationWith((context: OperationContext) =>
  stockOrderDependenciesOf(context, { perRequest: true }),
);

/** valueStockPositions for another area, from the platform's objects (one request's instrument lookups). */
export function stockPositionsValued(
  platform: {
    readonly config: Config;
    readonly db: Kysely<Database>;
    readonly clock: Clock;
    readonly events: EventPublisher;
  },
  account: AccountKey,
  requestedCurrency: string | undefined,
) {
  return valueStockPositions(stockOrderDependenciesOf(platform, { perRequest: true }), account, requestedCurrency);
}
