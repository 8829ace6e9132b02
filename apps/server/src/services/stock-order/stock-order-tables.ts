import type { LoginSource } from '@portal/contract/brands';
import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import type { ProgramOrderType, StockOrderType } from '@portal/contract/domain/stock/order-types';
import type { StockOrderStatus } from '@portal/contract/domain/stock/stock-order-status';
import type { DecimalColumn } from '../../platform/db/column-types';

/*
 * The stock order service's tables (migration 0014, ADR 028). Prices, quantities and amounts are decimal strings
 * (DecimalColumn); instants ISO-8601 UTC; days the exchange's calendar days yyyy-mm-dd. Owner: services/stock-order.
 */

/** An account's stock trading settings: SPEC §3 Stock trading permissions, its BCANs, trade password, reminder. */
export type StockTradingAccountTable = {
  account_code: string;
  source: LoginSource;
  allow_hong_kong_bcan_override: number;
  allow_china_bcan_override: number;
  auction_order_sell_only: number;
  /** Comma-separated order type names (domain/stock/order-types); '' = trading suspended. */
  valid_order_types: string;
  default_order_type: string;
  trade_password_required: number;
  /** Comma-separated program order type names. */
  valid_program_order_types: string;
  /** Comma-separated exchange codes (NASDAQ, NYSE). */
  allow_pre_post_market_exchange_ids: string;
  /** The Hong Kong BCAN (HKIDR) and the China Connect BCAN (Northbound Investor ID); null = none on file. */
  hong_kong_bcan: string | null;
  china_bcan: string | null;
  /** argon2id hash (platform/identity/passwords); null = no trade password set. */
  trade_password_hash: string | null;
  /** SPEC §7 loadOrderConfirmationReminder: the ticket skips its confirm step. */
  skip_confirmation: number;
  updated_at: string;
};

/** A session in which the client saved the trade password (checkSavedTradePassword); ends with the session. */
export type StockTradePasswordSessionTable = {
  session_id: string;
  account_code: string;
  source: LoginSource;
  saved_at: string;
};

export type StockOrderTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  stock_id: string;
  exchange: StockExchangeCode;
  currency: string;
  side: 'B' | 'S';
  order_type: StockOrderType;
  program_order_type: ProgramOrderType;
  /** Limit price; null for market and at-auction (market) orders. */
  price: DecimalColumn | null;
  stop_price: DecimalColumn | null;
  triggered: number;
  /** 1: the order may execute in US pre-market and post-market (migration 0030); 0 regular hours only. */
  pre_post_market: number;
  quantity: DecimalColumn;
  filled_quantity: DecimalColumn;
  /** Sum of the fills' consideration. */
  filled_consideration: DecimalColumn;
  /** Sum of the fills' fees. */
  filled_fees: DecimalColumn;
  status: StockOrderStatus;
  remark: string;
  good_till_date: string | null;
  order_date: string;
  /** The ledger asset held: the currency (buy) or STOCK:<id> (sell). */
  hold_asset: string;
  /** What is on hold for the order now (released to 0 when it ends). */
  hold_amount: DecimalColumn;
  /** Buy: the price the hold was sized at (the limit, or the market order's protective price). */
  hold_price: DecimalColumn | null;
  /** Order code of a rejection or expiry. */
  result_code: number | null;
  advisor_code: string | null;
  /** Matching has consumed the feed up to this instant. */
  matched_until: string;
  /** Bumped by every change (amend, cancel, fill): a change made on a stale read is refused. */
  version: number;
  placed_at: string;
  updated_at: string;
};

export type StockTradeTable = {
  id: string;
  order_id: string;
  account_code: string;
  source: LoginSource;
  stock_id: string;
  currency: string;
  side: 'B' | 'S';
  price: DecimalColumn;
  quantity: DecimalColumn;
  consideration: DecimalColumn;
  /** JSON: [{ name, amount }]. */
  fees: string;
  total_fees: DecimalColumn;
  net_amount: DecimalColumn;
  traded_at: string;
  trade_date: string;
  settlement_date: string;
};

/** Quantity and cost per account and stock: average cost = total_cost ÷ quantity (moved only by applyStockMovement). */
export type StockPositionTable = {
  account_code: string;
  source: LoginSource;
  stock_id: string;
  quantity: DecimalColumn;
  total_cost: DecimalColumn;
  updated_at: string;
};

export type StockOrderTables = {
  stock_trading_account: StockTradingAccountTable;
  stock_trade_password_session: StockTradePasswordSessionTable;
  stock_order: StockOrderTable;
  stock_trade: StockTradeTable;
  stock_position: StockPositionTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends StockOrderTables {}
}
