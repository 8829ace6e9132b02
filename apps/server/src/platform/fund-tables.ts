import type {
  FundAssetClass,
  FundCategory,
  FundDividendYieldBand,
  FundRegion,
  RiskLevel,
} from '@portal/contract/domain/fund';
import type { DecimalColumn } from './db';

/**
 * A fund of the catalogue (issue 6): brand-independent, keyed by the portal's id ('F0001'). Days are market
 * (Asia/Hong_Kong) calendar days written yyyy-mm-dd; decimals are strings (platform/db DecimalColumn).
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

/** The fund catalogue's tables, merged into `Database` by platform/db.ts. */
export type FundTables = {
  fund: FundTable;
  fund_price: FundPriceTable;
  fund_dividend: FundDividendTable;
};
