import type { LoginSource } from '@portal/contract/brands';
import type { DecimalColumn } from '../../platform/db/column-types';

/**
 * An instrument of the stock catalogue (issue 15, migration 0013). Primary key stock_id ('HKEX-00700'). The
 * reference price anchors the simulator's deterministic price path (services/stock-market/simulator.ts): prices wander
 * around it; the previous close is the simulator's, not a stored value.
 */
export type StockInstrumentTable = {
  stock_id: string;
  exchange: string;
  code: string;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  currency: string;
  board_lot: number;
  sector: string;
  /** active, suspended or deleted. */
  status: string;
  reference_price: DecimalColumn;
};

/** A stock on an account's watchlist. Primary key (account_code, source, stock_id). */
export type StockWatchlistTable = {
  account_code: string;
  source: LoginSource;
  stock_id: string;
  /** ISO-8601 UTC instant. */
  added_at: string;
};

/** Issue 15: merged into `Database` by platform/db/db.ts. Owner: services/stock-market. */
export type StockMarketTables = {
  stock_instrument: StockInstrumentTable;
  stock_watchlist: StockWatchlistTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends StockMarketTables {}
}
