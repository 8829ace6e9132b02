import type { Kysely } from 'kysely';
import { getBrand } from '@portal/contract/brands';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import { listInstruments } from './instruments';
import { createQuoteHub, type StockQuoteHub } from './quote-hub';
import {
  simulatedAuctionPrice,
  simulatedDailyBars,
  simulatedPreviousClose,
  simulatedLastPriceAt,
  simulatedQuoteAt,
  simulatedTicksBetween,
} from './simulator';
import type { MarketDataFeed } from '../../adapters/market-data/market-data-feed';

export type MarketDataDependencies = {
  readonly config: Pick<Config, 'portalVariant'>;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
};

/** One ticker per server (per clock: each app has its own), shared by the stream and the feed's listeners. */
const hubs = new WeakMap<Clock, StockQuoteHub>();

export function quoteHubOf(dependencies: MarketDataDependencies): StockQuoteHub {
  let hub = hubs.get(dependencies.clock);
  if (hub === undefined) {
    const feed = simulatorFeed(dependencies);
    hub = createQuoteHub({
      clock: dependencies.clock,
      loadInstruments: () => listInstruments(dependencies.db),
      quoteAt: (instrument, at) => feed.quoteAt(instrument, at),
    });
    hubs.set(dependencies.clock, hub);
  }
  return hub;
}

function simulatorFeed(dependencies: MarketDataDependencies): MarketDataFeed {
  return {
    quoteAt: (instrument, at) => simulatedQuoteAt(instrument, at),
    lastPriceAt: (instrument, at) => simulatedLastPriceAt(instrument, at),
    ticksBetween: (instrument, from, to) => simulatedTicksBetween(instrument, from, to, 30, { extendedHours: true }),
    auctionPrice: (instrument, day, auction) => simulatedAuctionPrice(instrument, day, auction),
    dailyBars: (instrument, fromDay, toDay) =>
      simulatedDailyBars(instrument, fromDay, toDay, dependencies.clock.now()).map((bar) => ({ ...bar })),
    previousClose: (instrument, day) => simulatedPreviousClose(instrument, day),
    subscribe: (listener) => quoteHubOf(dependencies).listen(listener),
  };
}

/**
 * The brand's market data feed (ADR 029, ADR 051), chosen by the brand's `dataFeed.provider`: the simulator for every
 * provider today ('fos', the virtual-asset brands' provider, has no stock feed of its own). It reads the server clock,
 * so dev-support clock moves move prices.
 */
export function marketDataFeedOf(dependencies: MarketDataDependencies): MarketDataFeed {
  const provider = getBrand(dependencies.config.portalVariant).dataFeed.provider;
  switch (provider) {
    case 'simulator':
    case 'fos':
      return simulatorFeed(dependencies);
  }
}
