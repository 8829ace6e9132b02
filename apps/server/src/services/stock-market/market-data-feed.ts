import type { Kysely } from 'kysely';
import type { DailyBar, StockQuote } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db';
import { listInstruments, type StockInstrument } from './instruments';
import { createQuoteHub, type StockQuoteHub } from './quote-hub';
import {
  simulatedAuctionPrice,
  simulatedDailyBars,
  simulatedPreviousClose,
  simulatedQuoteAt,
  simulatedTicksBetween,
  type PriceTick,
} from './simulator';

/**
 * The market data seam (issue 15): what quotes, trades and bars the portal sees. The simulator is one
 * implementation, chosen by the brand's `dataFeed.provider`; a real feed plugs in here behind the same type.
 * 'fos' (the virtual-asset brands' provider) has no stock feed of its own yet, so it gets the simulator as well.
 */
export type MarketDataFeed = {
  /** The quote at an instant: last, bid, ask, open, high, low, previous close, change, volume, turnover, phase, depth. */
  quoteAt(instrument: StockInstrument, at: Date): StockQuote;
  /**
   * The trades strictly after `from` up to `to`, oldest first (at most 30 trading days): the continuous sessions'
   * and the US pre-market and post-market prints, these marked `extended` (ADR 029).
   */
  ticksBetween(instrument: StockInstrument, from: Date, to: Date): PriceTick[];
  /** The opening or closing auction's price of a trading day (yyyy-mm-dd, exchange local); undefined on a weekend. */
  auctionPrice(instrument: StockInstrument, day: string, auction: 'opening' | 'closing'): string | undefined;
  /** The daily bars from `fromDay` to `toDay` (exchange local days), as far as the feed's clock has traded them. */
  dailyBars(instrument: StockInstrument, fromDay: string, toDay: string): DailyBar[];
  /** The close of the trading day before `day`. */
  previousClose(instrument: StockInstrument, day: string): string;
  /** The live ticks of this process: every active instrument's changed quotes, about once a second. */
  subscribe(listener: (quotes: StockQuote[]) => void): () => void;
};

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
    ticksBetween: (instrument, from, to) => simulatedTicksBetween(instrument, from, to, 30, { extendedHours: true }),
    auctionPrice: (instrument, day, auction) => simulatedAuctionPrice(instrument, day, auction),
    dailyBars: (instrument, fromDay, toDay) =>
      simulatedDailyBars(instrument, fromDay, toDay, dependencies.clock.now()).map((bar) => ({ ...bar })),
    previousClose: (instrument, day) => simulatedPreviousClose(instrument, day),
    subscribe: (listener) => quoteHubOf(dependencies).listen(listener),
  };
}

/** The brand's market data feed (reads the server clock, so dev-support clock moves move prices). */
export function marketDataFeedOf(dependencies: MarketDataDependencies): MarketDataFeed {
  const provider = getBrand(dependencies.config.portalVariant).dataFeed.provider;
  switch (provider) {
    case 'simulator':
    case 'fos':
      return simulatorFeed(dependencies);
  }
}
