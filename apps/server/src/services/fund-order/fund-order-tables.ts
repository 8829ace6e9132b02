import type { FundOrderBasis, FundOrderDirection, FundOrderStatus, FundOrderType } from '@portal/contract/domain/fund';
import type { FundOrderKind } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { DecimalColumn } from '../../platform/db/column-types';

/**
 * A fund order (issue 6, SPEC §3 Fund order, §4 Fund order status). Amounts are decimal strings (platform/db/db
 * DecimalColumn); instants ISO-8601 UTC; days market (Asia/Hong_Kong) calendar days yyyy-mm-dd. What is not known
 * yet is null. Owner: services/fund-order.
 */
export type FundOrderTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  /** Unique per account: the same reference again returns this order (a retry). */
  client_reference: string;
  fund_id: string;
  kind: FundOrderKind;
  type: FundOrderType;
  direction: FundOrderDirection;
  basis: FundOrderBasis;
  /** The switch this order is a leg of (the switch-out's id is the switch id's base); null otherwise. */
  switch_id: string | null;
  /** A switch-in leg's share of the switch-out's proceeds, in percent; null otherwise. */
  switch_percent: number | null;
  status: FundOrderStatus;
  /** Gross amount in the fund's currency. */
  amount: DecimalColumn | null;
  units: DecimalColumn | null;
  pay_currency: string;
  pay_amount: DecimalColumn | null;
  /** Units of the fund's currency per unit of pay_currency. */
  fx_rate: DecimalColumn;
  fee_percent: DecimalColumn;
  fee: DecimalColumn | null;
  net_amount: DecimalColumn | null;
  nav: DecimalColumn | null;
  /** What the order holds in the ledger: a cash currency or FUND:<id>, and how much; null while nothing is held. */
  hold_asset: string | null;
  hold_amount: DecimalColumn | null;
  placed_at: string;
  /** The advisor who placed it for the client (migration 0043); null (or absent on insert) for the client's own. */
  placed_by?: string | null;
  order_date: string;
  cut_off_at: string;
  dealing_date: string;
  settlement_date: string;
  /** When the lifecycle job next moves the order; null for a final order or an unfunded switch-in. */
  next_step_at: string | null;
  updated_at: string;
};

/**
 * An account's stored position in a fund (migration 0010): the units its orders moved (settled subscriptions in,
 * deducted redemptions and switch-outs out) and their cost by the average-cost method, in the fund's currency.
 * Updated in the same transaction as the lifecycle step that moves the units. Owner: services/fund-order.
 */
export type FundPositionTable = {
  account_code: string;
  source: LoginSource;
  fund_id: string;
  units: DecimalColumn;
  cost: DecimalColumn;
  updated_at: string;
};

/**
 * A fund dividend the lifecycle job has paid (migration 0011): one row per dividend, written in the transaction that
 * pays every holder on its ex-date, so it is paid once. Owner: services/fund-order.
 */
export type FundDividendPaymentTable = {
  fund_id: string;
  ex_date: string;
  /** How many accounts were paid (zero when nobody held the fund). */
  payments: number;
  paid_at: string;
};

/** Issue 6: the fund orders tables, merged into `Database` by platform/db/db.ts. */
export type FundOrderTables = {
  fund_order: FundOrderTable;
  fund_position: FundPositionTable;
  fund_dividend_payment: FundDividendPaymentTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends FundOrderTables {}
}
