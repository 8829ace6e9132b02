import type {
  FundAssetClass,
  FundCategory,
  FundDividendYieldBand,
  FundRegion,
  RiskLevel,
} from '@portal/contract/domain/fund';
import type { DecimalColumn } from '../../platform/db/column-types';

/**
 * A fund of the catalogue (issue 6): brand-independent, keyed by the portal's id ('F0001'). Days are market
 * (Asia/Hong_Kong) calendar days written yyyy-mm-dd; decimals are strings (platform/db/db DecimalColumn).
 */
export type FundTable = {
  id: string;
  /** The ISIN ('HK0000055571'). */
  code: string;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  /** The fund house (manager). */
  house: string;
  region: FundRegion;
  category: FundCategory;
  asset_class: FundAssetClass;
  currency: string;
  risk_level: RiskLevel;
  /** 1 when only professional investors may buy it (SQLite has no boolean: 0 or 1 on both engines). */
  professional_only: number;
  /** 1 while dealing is suspended: no new NAVs, no orders. */
  suspended: number;
  launch_date: string;
  /** The NAV the fund was launched at: the base of its since-launch performance. */
  launch_nav: DecimalColumn;
  minimum_subscription: DecimalColumn;
  subscription_fee_percent: DecimalColumn;
  redemption_fee_percent: DecimalColumn;
  management_fee_percent: DecimalColumn;
  /** Business days from the dealing day to the price (T+n). */
  dealing_days: number;
  /** Business days from the price to settlement (T+n). */
  settlement_days: number;
  unit_decimals: number;
  /** The yearly dividend yield in percent; null when the fund pays none. */
  dividend_yield_percent: DecimalColumn | null;
  /**
   * The band of dividend_yield_percent (domain/fund `dividendYieldBandOf`), kept with it so a search filters by
   * equality: SQLite keeps decimals as text, which cannot be compared as numbers.
   */
  dividend_yield_band: FundDividendYieldBand;
  latest_nav: DecimalColumn;
  latest_nav_date: string;
};

/** One NAV of a fund on a business day. Primary key (fund_id, price_date). */
export type FundPriceTable = {
  fund_id: string;
  price_date: string;
  nav: DecimalColumn;
};

/** A dividend a fund paid per unit, in its currency. Primary key (fund_id, ex_date). */
export type FundDividendTable = {
  fund_id: string;
  ex_date: string;
  amount_per_unit: DecimalColumn;
  currency: string;
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

/** The fund catalogue's tables, merged into `Database` by platform/db/db.ts. Owner: services/fund-definition. */
export type FundTables = {
  fund: FundTable;
  fund_price: FundPriceTable;
  fund_dividend: FundDividendTable;
  fund_statistic: FundStatisticTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends FundTables {}
}
