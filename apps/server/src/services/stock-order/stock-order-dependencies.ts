import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import type { StockInstrument } from '../stock-market/public';
import type { MarketInstrument } from '../../adapters/market-data/market-data-feed';
import type { StockGateway } from '../../adapters/stock-gateway/stock-gateway';
import type { StockFeeLineName } from '@portal/contract/domain/stock/fees';
import type { TradingPhase } from '@portal/contract/domain/stock/trading-sessions';
import type { Clock } from '../../platform/runtime/clock';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import type { EventPublisher } from '../../platform/runtime/events';

/** The database or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** An instrument as orders need it: stock-market's catalogue entry. */
export type OrderInstrument = StockInstrument;

/** A quote as orders need it (stock-market's StockQuote). */
export type OrderQuote = {
  readonly last: string;
  readonly bid: string | null;
  readonly ask: string | null;
  readonly previousClose: string;
  readonly phase: TradingPhase;
};

/**
 * A trade of the simulated (or real) market: the matching simulator fills resting orders against these. `extended`
 * marks a US pre-market or post-market print: only orders that allow those hours take it.
 */
export type OrderPriceTick = {
  readonly at: Date | string;
  readonly price: string;
  readonly volume: number | string;
  readonly extended?: boolean | undefined;
};

/**
 * The market data seam orders use (ADR 028): stock-market's findInstrument and MarketDataFeed (ADR 029), so the
 * matching simulator replays the same deterministic prices as the quotes the client sees.
 */
export type OrderMarketData = {
  findInstrument(stockId: string): Promise<OrderInstrument | undefined>;
  /** Several instruments at once (one catalogue read), by stock id; unknown ids are left out. */
  findInstruments(stockIds: readonly string[]): Promise<ReadonlyMap<string, OrderInstrument>>;
  quoteAt(instrument: MarketInstrument, at: Date): OrderQuote;
  /** The quote's last price and previous close only (valuing positions needs no book). */
  lastPriceAt(instrument: MarketInstrument, at: Date): Pick<OrderQuote, 'last' | 'previousClose'>;
  /** Regular and extended-hours trades, oldest first (extended ones marked). */
  ticksBetween(instrument: MarketInstrument, from: Date, to: Date): readonly OrderPriceTick[];
  auctionPrice(instrument: MarketInstrument, day: string, auction: 'opening' | 'closing'): string | undefined;
};

/** One fee of an order. */
export type OrderFeeLine = { readonly name: StockFeeLineName; readonly amount: Decimal };

/** The fee schedule (domain/stock/fees): the fees of a trade of `quantity` shares for `consideration`. */
export type OrderFeeSchedule = (trade: {
  readonly exchange: StockExchangeCode;
  readonly side: 'B' | 'S';
  readonly quantity: Decimal;
  readonly consideration: Decimal;
}) => { readonly lines: readonly OrderFeeLine[]; readonly total: Decimal };

/** What placing, amending, cancelling and matching stock orders needs. */
export type StockOrderDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
  readonly brand: BrandConfig;
  readonly market: OrderMarketData;
  /** The exchange's side (ADR 051): what became of the resting orders; the matching simulator by default. */
  readonly gateway: StockGateway;
  readonly fees: OrderFeeSchedule;
};
