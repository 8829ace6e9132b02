import { Decimal } from 'decimal.js';
import { maximumMovers, type MarketSummary, type StockQuote } from '@portal/contract';
import { stockExchanges, stockMarkets } from '@portal/contract/domain/stock/exchanges';
import { tradingPhaseAt } from '@portal/contract/domain/stock/trading-sessions';
import { instrumentView, type StockInstrument } from './instruments';
import type { MarketDataFeed } from '../../adapters/market-data/market-data-feed';
import { indexDefinitions } from './stock-catalogue-data';

/**
 * The indices and movers of the dashboard. An index is its base level times the mean of its constituents' price
 * relatives (last ÷ reference price; equal weights), two decimals; its previous close likewise from the previous
 * closes. Movers: per market, the active stocks with the largest rise and fall in percent (ties by stock id) and the
 * largest turnover.
 */
export function marketSummaryOf(
  instruments: readonly StockInstrument[],
  feed: MarketDataFeed,
  now: Date,
): MarketSummary {
  const active = instruments.filter((instrument) => instrument.status === 'active');
  const quotes = new Map<string, StockQuote>(
    active.map((instrument) => [instrument.stockId, feed.quoteAt(instrument, now)]),
  );
  const byId = new Map(active.map((instrument) => [instrument.stockId, instrument]));

  const indices = indexDefinitions.map((definition) => {
    const members = definition.constituents.flatMap((id) => {
      const instrument = byId.get(id);
      const quote = quotes.get(id);
      return instrument === undefined || quote === undefined ? [] : [{ instrument, quote }];
    });
    const level = (pick: (quote: StockQuote) => string) =>
      members
        .reduce(
          (sum, { instrument, quote }) => sum.plus(new Decimal(pick(quote)).div(instrument.referencePrice)),
          new Decimal(0),
        )
        .div(Math.max(1, members.length))
        .times(definition.baseLevel)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const value = level((quote) => quote.last);
    const previousClose = level((quote) => quote.previousClose);
    const change = value.minus(previousClose);
    return {
      indexId: definition.indexId,
      names: { ...definition.names },
      market: stockExchanges[definition.exchange].market,
      at: now.toISOString(),
      // The market's phase, US pre/post market included (as its quotes show it).
      phase: tradingPhaseAt(definition.exchange, now, { prePostMarket: true }),
      value: value.toFixed(2),
      previousClose: previousClose.toFixed(2),
      change: change.toFixed(2),
      changePercent: previousClose.isZero()
        ? '0.00'
        : change.times(100).div(previousClose).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    };
  });

  const movers = stockMarkets.map((market) => {
    const entries = active
      .filter((instrument) => stockExchanges[instrument.exchange].market === market)
      .flatMap((instrument) => {
        const quote = quotes.get(instrument.stockId);
        return quote === undefined ? [] : [{ instrument: instrumentView(instrument), quote }];
      });
    const byPercent = (direction: 1 | -1) =>
      [...entries]
        .filter((entry) => direction * Number(entry.quote.changePercent) > 0)
        .sort(
          (a, b) =>
            direction * new Decimal(b.quote.changePercent).comparedTo(a.quote.changePercent) ||
            a.instrument.stockId.localeCompare(b.instrument.stockId),
        )
        .slice(0, maximumMovers);
    return {
      market,
      gainers: byPercent(1),
      losers: byPercent(-1),
      mostActive: [...entries]
        .filter((entry) => entry.quote.turnover !== '0.00')
        .sort(
          (a, b) =>
            new Decimal(b.quote.turnover).comparedTo(a.quote.turnover) ||
            a.instrument.stockId.localeCompare(b.instrument.stockId),
        )
        .slice(0, maximumMovers),
    };
  });
  return { at: now.toISOString(), indices, movers };
}
