import { stockMarketService, chartIntervalOfRange } from '@portal/contract';
import { stockExchangeCodes, stockExchanges } from '@portal/contract/domain/stock/exchanges';
import type { Config } from '../../platform/runtime/config';
import type { DatabaseDialect } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { implementService } from '../../platform/http/rpc';
import { chartOf } from './charts';
import {
  findInstrument,
  findInstruments,
  instrumentView,
  isExactCode,
  listInstruments,
  matchesText,
} from './instruments';
import { marketDataFeedOf } from './market-data-feed';
import { marketSummaryOf } from './market-summary';
import { addToStockWatchlist, removeFromStockWatchlist, stockWatchlistOf } from './watchlist';

function dialectOf(config: Pick<Config, 'databaseUrl'>): DatabaseDialect {
  return config.databaseUrl === undefined ? 'sqlite' : 'postgres';
}

/**
 * Stock market data (issue 15): exchanges, the catalogue, quotes, charts, the market summary and the watchlist. Quotes
 * come from the brand's market data feed (market-data-feed.ts) on the server clock; the live stream is
 * quote-stream-route.ts.
 */
export const stockMarketImplementation = implementService(stockMarketService, {
  searchExchanges: async () => ({
    exchanges: stockExchangeCodes.map((code) => {
      const { _id, tradePriceDecimalPoint, market, currency, timeZone, names } = stockExchanges[code];
      return { _id, code, tradePriceDecimalPoint, market, currency, timeZone, names: { ...names } };
    }),
  }),

  searchStocks: async ({ text, exchanges, pageIndex, pageSize }, { db }) => {
    const matching = (await listInstruments(db))
      .filter((instrument) => instrument.status !== 'deleted')
      .filter((instrument) => exchanges.length === 0 || exchanges.includes(instrument.exchange))
      .filter((instrument) => text === undefined || matchesText(instrument, text))
      .sort(
        (a, b) =>
          Number(text !== undefined && isExactCode(b, text)) - Number(text !== undefined && isExactCode(a, text)) ||
          a.stockId.localeCompare(b.stockId),
      );
    const page = matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
    return {
      stocks: page.map(instrumentView),
      total: matching.length,
      pageIndex,
      pageSize,
      hasMore: (pageIndex + 1) * pageSize < matching.length,
    };
  },

  getStock: async ({ stockId }, { config, db, clock }) => {
    const instrument = await findInstrument(db, stockId);
    if (instrument === undefined) throw AppError.notFound('There is no such stock.');
    const feed = marketDataFeedOf({ config, db, clock });
    return { instrument: instrumentView(instrument), quote: feed.quoteAt(instrument, clock.now()) };
  },

  getQuotes: async ({ stockIds }, { config, db, clock }) => {
    const feed = marketDataFeedOf({ config, db, clock });
    const now = clock.now();
    const instruments = new Map(
      (await findInstruments(db, stockIds)).map((instrument) => [instrument.stockId, instrument]),
    );
    return {
      quotes: [...new Set(stockIds)].flatMap((stockId) => {
        const instrument = instruments.get(stockId);
        return instrument === undefined ? [] : [feed.quoteAt(instrument, now)];
      }),
    };
  },

  getDailyBars: async ({ stockId, range }, { db, clock }) => {
    const instrument = await findInstrument(db, stockId);
    if (instrument === undefined) throw AppError.notFound('There is no such stock.');
    const { bars, previousClose } = await chartOf(instrument, range, clock.now());
    return {
      stockId,
      range,
      interval: chartIntervalOfRange[range],
      currency: instrument.currency,
      previousClose,
      bars,
    };
  },

  getMarketSummary: async (_input, { config, db, clock }) =>
    marketSummaryOf(await listInstruments(db), marketDataFeedOf({ config, db, clock }), clock.now()),

  getStockWatchlist: async ({ accountCode, source }, { config, db, clock }) => ({
    items: await stockWatchlistOf(db, { accountCode, source }, marketDataFeedOf({ config, db, clock }), clock.now()),
  }),

  addToStockWatchlist: async ({ accountCode, source, stockId }, { config, db, clock }) => {
    await addToStockWatchlist(db, { accountCode, source }, stockId, clock.now(), dialectOf(config));
    return {
      items: await stockWatchlistOf(db, { accountCode, source }, marketDataFeedOf({ config, db, clock }), clock.now()),
    };
  },

  removeFromStockWatchlist: async ({ accountCode, source, stockId }, { config, db, clock }) => {
    await removeFromStockWatchlist(db, { accountCode, source }, stockId);
    return {
      items: await stockWatchlistOf(db, { accountCode, source }, marketDataFeedOf({ config, db, clock }), clock.now()),
    };
  },
});
