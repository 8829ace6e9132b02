import type { DailyBar, StockQuote, StockStatus } from '@portal/contract';
import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';

/** An instrument as a feed needs it: stock-market's catalogue entry has these and more. */
export type MarketInstrument = {
  readonly stockId: string;
  readonly exchange: StockExchangeCode;
  readonly boardLot: number;
  readonly status: StockStatus;
  /** The simulator's anchor price (a decimal string); a real feed may ignore it. */
  readonly referencePrice: string;
};

/** One trade: when, at what price, how many shares; `extended` marks a US pre-market or post-market print. */
export type PriceTick = {
  readonly at: Date;
  readonly price: string;
  readonly volume: string;
  readonly extended?: true;
};

/**
 * The market data seam (issue 15, ADR 029, ADR 051): what quotes, trades and bars the portal sees. The simulator
 * (services/stock-market/simulator.ts, beside the catalogue and price grid it is built on) is the one implementation
 * today, chosen by the brand's `dataFeed.provider` in stock-market's `marketDataFeedOf`; a real feed implements this
 * type and runs the contract suite (market-data-contract.ts).
 */
export type MarketDataFeed = {
  /** The quote at an instant: last, bid, ask, open, high, low, previous close, change, volume, turnover, phase, depth. */
  quoteAt(instrument: MarketInstrument, at: Date): StockQuote;
  /** The quote's last price, previous close and time only, without its book, range and volume (valuing needs these). */
  lastPriceAt(
    instrument: MarketInstrument,
    at: Date,
  ): { readonly last: string; readonly previousClose: string; readonly at: string };
  /**
   * The trades strictly after `from` up to `to`, oldest first (at most 30 trading days): the continuous sessions'
   * and the US pre-market and post-market prints, these marked `extended` (ADR 029).
   */
  ticksBetween(instrument: MarketInstrument, from: Date, to: Date): PriceTick[];
  /** The opening or closing auction's price of a trading day (yyyy-mm-dd, exchange local); undefined on a weekend. */
  auctionPrice(instrument: MarketInstrument, day: string, auction: 'opening' | 'closing'): string | undefined;
  /** The daily bars from `fromDay` to `toDay` (exchange local days), as far as the feed's clock has traded them. */
  dailyBars(instrument: MarketInstrument, fromDay: string, toDay: string): DailyBar[];
  /** The close of the trading day before `day`. */
  previousClose(instrument: MarketInstrument, day: string): string;
  /** The live ticks of this process: every active instrument's changed quotes, about once a second. */
  subscribe(listener: (quotes: StockQuote[]) => void): () => void;
};
