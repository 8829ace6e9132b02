import type { LoginSource } from '@portal/contract/brands';

/** A fund on an account's watchlist (issue 6). Primary key (account_code, source, fund_id). */
export type FundWatchlistTable = {
  account_code: string;
  source: LoginSource;
  fund_id: string;
  /** ISO-8601 UTC instant. */
  added_at: string;
};

/** Issue 6: the watchlist, merged into `Database` by platform/db/db.ts. Owner: services/fund-holding. */
export type FundHoldingTables = {
  fund_watchlist: FundWatchlistTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends FundHoldingTables {}
}
