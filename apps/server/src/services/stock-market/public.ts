/*
 * What the stock-market service offers other services (ADR 015): the instrument catalogue and the market data feed.
 */
export { findInstrument, findInstruments, listInstruments, type StockInstrument } from './instruments';
export { marketDataFeedOf, type MarketDataDependencies } from './market-data-feed';
export type { MarketDataFeed, PriceTick } from '../../adapters/market-data/market-data-feed';
