import { stockMarketMigration } from '../../db/migrations/0013-stock-market';
import { defineArea, tablesOf } from '../../platform/area';
import type { StockMarketTables } from './stock-market-tables';
import { seedStockCatalogue } from './catalogue-seed';
import { registerQuoteStream } from './quote-stream-route';
import { stockMarketImplementation } from './stock-market-service';

/** The stock catalogue, the market data simulator and the live quote stream. */
export const stockMarketArea = defineArea({
  name: 'stock-market',
  services: [stockMarketImplementation],
  tables: tablesOf<StockMarketTables>()(['stock_instrument', 'stock_watchlist']),
  migrations: { '0013-stock-market': stockMarketMigration },
  // One server-sent event stream per tab, fed by the process's one ticker (ADR 029).
  routes: (app, platform) => registerQuoteStream(app, platform),
  // The stock catalogue (about 90 rows; its prices are the simulator's, computed, not stored).
  seeds: { reference: (transaction) => seedStockCatalogue(transaction) },
});
