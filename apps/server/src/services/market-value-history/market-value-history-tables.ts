import type { LoginSource } from '@portal/contract/brands';
import type { DecimalColumn } from '../../platform/db/column-types';

/** The claim of one day's snapshot run (issue 26): its key is the day, so the run happens once across processes. */
export type MarketValueSnapshotDayTable = {
  /** The Hong Kong calendar day (yyyy-mm-dd) on the server clock. */
  day: string;
  /** ISO-8601 UTC instant of the valuation. */
  taken_at: string;
  /** Which process took it. */
  server_id: string;
};

/** An account's net worth on a day in one reporting currency. Primary key (account_code, source, day, currency). */
export type MarketValueSnapshotTable = {
  account_code: string;
  source: LoginSource;
  day: string;
  currency: string;
  /** Net worth at the snapshot, in `currency`. */
  value: DecimalColumn;
  /** External flows since the previous snapshot (deposits in, withdrawals out), in `currency`. */
  flow: DecimalColumn;
  /** JSON: { holdingId: [value in currency, quantity] }: what named portfolios value their history from. */
  holdings: string;
  /** 'job' (the daily snapshot) or 'demoBackfill' (the demo clients' five years, made up: ADR 056). */
  origin: string;
  taken_at: string;
};

/** A client's named portfolio (issue 26 part 3). Unique (account_code, source, key) and (account_code, source, name). */
export type NamedPortfolioTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  key: string;
  name: string;
  created_at: string;
  updated_at: string;
};

/** A holding grouped by a named portfolio. Primary key (portfolio_id, holding_id). */
export type NamedPortfolioHoldingTable = {
  portfolio_id: string;
  holding_id: string;
};

/** A named portfolio's target share of a category. Primary key (portfolio_id, category). */
export type NamedPortfolioTargetTable = {
  portfolio_id: string;
  category: string;
  percent: DecimalColumn;
};

/**
 * A client's holding at the account's latest valuation (issue 28, positions.ts). Primary key (account_code, source,
 * holding_id); every valuation of the account replaces all of its rows.
 */
export type MarketValuePositionTable = {
  account_code: string;
  source: LoginSource;
  /** `fund:F0001`, `stock:HKEX:00700`, `crypto:BTC`, `cash:HKD`, `other:<id>` (PortfolioHolding.holdingId). */
  holding_id: string;
  /** fund, stock, crypto, cash, other. */
  area: string;
  /** The asset category of the portfolio's allocation. */
  category: string;
  market: string;
  risk_level: string;
  /** The holding's own currency. */
  currency: string;
  /** JSON { en, zh-HK, zh-CN }. */
  names: string;
  quantity: DecimalColumn;
  /** In the holding's own currency. */
  value: DecimalColumn;
  /** The brand's first reporting currency. */
  reporting_currency: string;
  value_reporting: DecimalColumn;
  valued_at: string;
};

/** Issue 26: owner services/market-value-history. */
export type MarketValueHistoryTables = {
  market_value_snapshot_day: MarketValueSnapshotDayTable;
  market_value_snapshot: MarketValueSnapshotTable;
  named_portfolio: NamedPortfolioTable;
  named_portfolio_holding: NamedPortfolioHoldingTable;
  named_portfolio_target: NamedPortfolioTargetTable;
  market_value_position: MarketValuePositionTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends MarketValueHistoryTables {}
}
