import { ExactDecimal } from '@portal/contract';
import { marketOfExchange, stockExchanges } from '@portal/contract/domain/stock/exchanges';
import { isOnSpread } from '@portal/contract/domain/stock/spread-table';
import { tradingPhaseAt, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import { describeContract, type ContractClause } from '../contract-suite';
import type { MarketDataFeed, MarketInstrument } from './market-data-feed';

/*
 * What any stock market data feed must do (ADR 051), asked about sample instruments (one of each market, given by the
 * caller from its catalogue) on a Wednesday, the Tuesday before it and the Saturday after: trade only in the sessions
 * (pre- and post-market only in the US), on the exchange's price grid, in time order inside the window asked; quote a
 * bid at or below the ask with the last inside the day's range; keep the daily bars and the previous close in step
 * with the trades; strike no auction on a weekend; and answer the same when asked again.
 */

export type MarketDataSample = {
  /** Active instruments, at least one of HKEX, a US exchange and SSE or SZSE. */
  readonly instruments: readonly MarketInstrument[];
};

const wednesday = '2026-11-25';
const tuesday = '2026-11-24';
const saturday = '2026-11-28';

/** The whole of an exchange's local day. */
function dayOf(instrument: MarketInstrument, day: string): { from: Date; to: Date } {
  const { timeZone } = stockExchanges[instrument.exchange];
  return { from: zonedInstant(day, 0, timeZone), to: zonedInstant(day, 24 * 60 - 1, timeZone) };
}

/** An instant in the middle of the day's continuous trading (11:00 in Hong Kong and Shanghai, 11:00 in New York). */
function middayOf(instrument: MarketInstrument, day: string): Date {
  return zonedInstant(day, 11 * 60, stockExchanges[instrument.exchange].timeZone);
}

export function marketDataContract(sample: MarketDataSample): readonly ContractClause<MarketDataFeed>[] {
  const { instruments } = sample;
  return [
    {
      says: 'trades only in the sessions: regular trades in the continuous sessions, pre- and post-market prints only in the US, none at a weekend',
      problemsOf(feed) {
        const problems: string[] = [];
        for (const instrument of instruments) {
          const weekend = dayOf(instrument, saturday);
          const onSaturday = feed.ticksBetween(instrument, weekend.from, weekend.to);
          if (onSaturday.length > 0) problems.push(`${instrument.stockId}: ${onSaturday.length} trades on a Saturday`);
          const { from, to } = dayOf(instrument, wednesday);
          const trades = feed.ticksBetween(instrument, from, to);
          if (trades.length === 0) problems.push(`${instrument.stockId}: no trade on a Wednesday`);
          const us = marketOfExchange(instrument.exchange) === 'US';
          for (const trade of trades) {
            const phase = tradingPhaseAt(instrument.exchange, trade.at, { prePostMarket: true });
            const allowed =
              trade.extended === true
                ? us && (phase === 'preMarket' || phase === 'postMarket')
                : phase === 'continuous';
            if (!allowed)
              problems.push(
                `${instrument.stockId} ${trade.extended === true ? 'extended' : 'regular'} trade in ${phase} at ${trade.at.toISOString()}`,
              );
          }
        }
        return problems;
      },
    },
    {
      says: "trades at positive prices on the exchange's price grid, positive whole volumes, oldest first, inside the window asked",
      problemsOf(feed) {
        const problems: string[] = [];
        for (const instrument of instruments) {
          const { from } = dayOf(instrument, wednesday);
          const window = {
            from: middayOf(instrument, wednesday),
            to: new Date(middayOf(instrument, wednesday).getTime() + 3_600_000),
          };
          let before = from;
          for (const trade of feed.ticksBetween(instrument, window.from, window.to)) {
            const named = `${instrument.stockId} ${trade.price} × ${trade.volume} at ${trade.at.toISOString()}`;
            if (!new ExactDecimal(trade.price).greaterThan(0) || !isOnSpread(instrument.exchange, trade.price)) {
              problems.push(`off the grid: ${named}`);
            }
            const volume = new ExactDecimal(trade.volume);
            if (!volume.isInteger() || !volume.greaterThan(0)) problems.push(`volume: ${named}`);
            if (trade.at <= window.from || trade.at > window.to) problems.push(`outside the window: ${named}`);
            if (trade.at < before) problems.push(`out of order: ${named}`);
            before = trade.at;
          }
        }
        return problems;
      },
    },
    {
      says: "answers a last price and previous close that are the quote's, of the quote's time",
      problemsOf(feed) {
        const problems: string[] = [];
        for (const instrument of instruments) {
          for (const at of [
            middayOf(instrument, wednesday),
            new Date(middayOf(instrument, wednesday).getTime() + 9 * 3_600_000),
          ]) {
            const quote = feed.quoteAt(instrument, at);
            const last = feed.lastPriceAt(instrument, at);
            if (last.last !== quote.last || last.previousClose !== quote.previousClose || last.at !== quote.at) {
              problems.push(
                `${instrument.stockId} at ${at.toISOString()}: ${last.last} (${last.previousClose}), quoted ${quote.last} (${quote.previousClose})`,
              );
            }
          }
        }
        return problems;
      },
    },
    {
      says: "quotes a bid at or below the ask during the session, the last inside the day's low and high",
      problemsOf(feed) {
        const problems: string[] = [];
        for (const instrument of instruments) {
          const quote = feed.quoteAt(instrument, middayOf(instrument, wednesday));
          const named = `${instrument.stockId}: bid ${String(quote.bid)} ask ${String(quote.ask)} last ${quote.last} low ${String(quote.low)} high ${String(quote.high)}`;
          if (quote.bid === null || quote.ask === null || new ExactDecimal(quote.bid).greaterThan(quote.ask)) {
            problems.push(`no bid and ask, or crossed: ${named}`);
          }
          if (quote.low === null || quote.high === null) problems.push(`no range: ${named}`);
          else if (
            new ExactDecimal(quote.last).lessThan(quote.low) ||
            new ExactDecimal(quote.last).greaterThan(quote.high)
          ) {
            problems.push(`last outside the range: ${named}`);
          }
        }
        return problems;
      },
    },
    {
      says: "keeps a day's bar in step with its trades (high and low bound them, the close is the last) and the next day's previous close",
      problemsOf(feed) {
        const problems: string[] = [];
        for (const instrument of instruments) {
          const [bar, ...more] = feed.dailyBars(instrument, tuesday, tuesday);
          if (bar === undefined || more.length > 0) {
            problems.push(`${instrument.stockId}: ${more.length + (bar === undefined ? 0 : 1)} bars for one day`);
            continue;
          }
          const { from, to } = dayOf(instrument, tuesday);
          const regular = feed.ticksBetween(instrument, from, to).filter((trade) => trade.extended !== true);
          const last = regular[regular.length - 1];
          if (last !== undefined && !new ExactDecimal(last.price).equals(bar.close)) {
            problems.push(`${instrument.stockId}: close ${bar.close}, last trade ${last.price}`);
          }
          for (const trade of regular) {
            if (
              new ExactDecimal(trade.price).greaterThan(bar.high) ||
              new ExactDecimal(trade.price).lessThan(bar.low)
            ) {
              problems.push(`${instrument.stockId}: ${trade.price} outside ${bar.low}-${bar.high}`);
            }
          }
          const previousClose = feed.previousClose(instrument, wednesday);
          if (!new ExactDecimal(previousClose).equals(bar.close)) {
            problems.push(
              `${instrument.stockId}: previous close ${previousClose} of ${wednesday}, close ${bar.close} of ${tuesday}`,
            );
          }
        }
        return problems;
      },
    },
    {
      says: 'strikes no auction and draws no bar on a weekend',
      problemsOf(feed) {
        const problems: string[] = [];
        for (const instrument of instruments) {
          for (const auction of ['opening', 'closing'] as const) {
            const price = feed.auctionPrice(instrument, saturday, auction);
            if (price !== undefined)
              problems.push(`${instrument.stockId}: ${auction} auction at ${price} on a Saturday`);
          }
          const bars = feed.dailyBars(instrument, saturday, saturday);
          if (bars.length > 0) problems.push(`${instrument.stockId}: a bar on a Saturday`);
        }
        return problems;
      },
    },
    {
      says: 'answers the same quote, trades and bars when asked again',
      problemsOf(feed) {
        const problems: string[] = [];
        const text = (value: unknown) => JSON.stringify(value);
        for (const instrument of instruments) {
          const at = middayOf(instrument, wednesday);
          const to = new Date(at.getTime() + 600_000);
          if (text(feed.quoteAt(instrument, at)) !== text(feed.quoteAt(instrument, at)))
            problems.push(`quote ${instrument.stockId}`);
          if (text(feed.ticksBetween(instrument, at, to)) !== text(feed.ticksBetween(instrument, at, to))) {
            problems.push(`trades ${instrument.stockId}`);
          }
          if (
            text(feed.dailyBars(instrument, tuesday, wednesday)) !==
            text(feed.dailyBars(instrument, tuesday, wednesday))
          ) {
            problems.push(`bars ${instrument.stockId}`);
          }
        }
        return problems;
      },
    },
  ];
}

export function describeMarketDataContract(makeFeed: () => MarketDataFeed, sample: MarketDataSample): void {
  describeContract('the market data feed contract', marketDataContract(sample), makeFeed);
}
