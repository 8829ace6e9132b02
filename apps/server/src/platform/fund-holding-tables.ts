import type { LoginSource } from '@portal/contract/brands';
import type { DecimalColumn } from './db';

/** A fund on an account's watchlist (issue 6). Primary key (account_code, source, fund_id). */
export type FundWatchlistTable = {
  account_code: string;
  source: LoginSource;
  fund_id: string;
  /** ISO-8601 UTC instant. */
  added_at: string;
};

/** A stored return: percent × 100 (hundredths of a percent), an exact integer; PostgreSQL answers a bigint as text. */
export type PerformanceColumn = number | string | null;

/**
 * What a fund search sorts by, per fund, kept in step with its prices (services/fund-definition/fund-statistics.ts).
 * Orders are exact integers: SQLite keeps decimals as text, which SQL cannot order as numbers. One row per fund, so
 * a search joins one row to each fund it filters.
 */
export type FundStatisticTable = {
  fund_id: string;
  /** domain/fund `riskRank` of the fund's risk level. */
  risk_rank: number;
  /** latest_nav × 10^8, rounded down. PostgreSQL answers a bigint as a string. */
  nav_order: number | string;
  /** The fund's place in the catalogue by its name in each language (Intl.Collator; equal names share one). */
  name_order_en: number;
  name_order_zh_hk: number;
  name_order_zh_cn: number;
  /** The NAV before the latest one; null without one. */
  previous_nav: DecimalColumn | null;
  /** The latest NAV's change from previous_nav in percent, two decimals; null without a previous NAV. */
  day_change_percent: DecimalColumn | null;
  /**
   * The return over each measured performance period (contract measuredFundPerformancePeriods) as of the latest NAV,
   * in hundredths of a percent; null where there is none (a fund younger than the period).
   */
  performance_1week: PerformanceColumn;
  performance_1months: PerformanceColumn;
  performance_3months: PerformanceColumn;
  performance_6months: PerformanceColumn;
  performance_1year: PerformanceColumn;
  performance_2years: PerformanceColumn;
  performance_3years: PerformanceColumn;
  performance_4years: PerformanceColumn;
  performance_5years: PerformanceColumn;
  performance_10years: PerformanceColumn;
  performance_ytd: PerformanceColumn;
  performance_since_launch: PerformanceColumn;
  /** The latest_nav_date the row was computed for. */
  refreshed_for: string;
};

/** Issue 6: the watchlist and the stored fund statistics, merged into `Database` by platform/db.ts. */
export type FundHoldingTables = {
  fund_watchlist: FundWatchlistTable;
  fund_statistic: FundStatisticTable;
};
