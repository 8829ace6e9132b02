import type { LoginSource } from '@portal/contract/brands';
import type { IpoApplicationStatusCode, IpoApplicationType } from '@portal/contract/domain/stock/ipo';
import type { DecimalColumn, FlagColumn } from '../../platform/db/column-types';

/**
 * An IPO offering (migration 0015; owner services/stock-ipo), Hong Kong style: an offer price range (applications
 * pay at the top of it), a board lot, the allotment table (the quantities one may apply for and the amount payable on
 * each, brokerage and levies included), the subscription period, the result day and the listing date. Instants are
 * ISO-8601 UTC; days market calendar days. The final price is fixed at seed time and shown from the result on.
 */
export type IpoOfferingTable = {
  id: string;
  /** The stock it lists as, `<EXCHANGE>-<code>` (ADR 028 "Names"). */
  stock_id: string;
  exchange: string;
  code: string;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  sector: string;
  currency: string;
  offer_price_low: DecimalColumn;
  offer_price_high: DecimalColumn;
  final_price: DecimalColumn;
  board_lot: number;
  /** JSON: [{ quantity: number, amount: string }] in ascending quantity. */
  allotment_table: string;
  /** The share of the applied lots allotted on average (the ballot's rate), 0 to 1. */
  allotment_ratio: DecimalColumn;
  public_offer_shares: number;
  open_at: string;
  close_at: string;
  result_at: string;
  listing_date: string;
  cash_handling_fee: DecimalColumn;
  /** The fee of a Finance or Proportion application (margin financing). */
  finance_handling_fee: DecimalColumn;
  finance_available: FlagColumn;
  /** The deposit of a Finance application, percent of the amount. */
  finance_deposit_percent: DecimalColumn;
  /** JSON: the deposit percents a Proportion application may choose, such as ["20","50"]. */
  proportion_deposit_percents: string;
  /** Yearly interest rate of the financing, percent. */
  finance_interest_rate: DecimalColumn;
  /** Days of interest charged on the loan (from closing to the refund day). */
  finance_days: number;
  /** When the newIPO events were published (once, when it opened). */
  announced_at: string | null;
  /** When its applications were submitted (at closing). */
  submitted_at: string | null;
  /** When its allotment was done (on the result day). */
  allotted_at: string | null;
  created_at: string;
};

export type { IpoApplicationStatusCode };

/**
 * A client's application for an offering (migration 0015; owner services/stock-ipo). What it holds on the ledger is
 * hold_amount = deposit + interest + handling fee in the offering's currency; the rest of the amount (loan_amount) is
 * the broker's margin loan. From the result on: the shares allotted, the charge for them at the final price, what
 * the client paid of it, the refund released and the loan left (when the charge passes the deposit).
 */
export type IpoApplicationTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  offering_id: string;
  application_type: IpoApplicationType;
  /** SPEC §4 letter: P pending, S submitted (at closing), A completed (result day), D deleted (cancelled). */
  status: IpoApplicationStatusCode;
  quantity: number;
  currency: string;
  amount: DecimalColumn;
  deposit_percent: DecimalColumn;
  deposit_amount: DecimalColumn;
  loan_amount: DecimalColumn;
  interest_rate: DecimalColumn;
  interest_amount: DecimalColumn;
  handling_fee: DecimalColumn;
  hold_amount: DecimalColumn;
  allotted_quantity: number | null;
  final_price: DecimalColumn | null;
  charge_amount: DecimalColumn | null;
  paid_amount: DecimalColumn | null;
  refund_amount: DecimalColumn | null;
  loan_outstanding: DecimalColumn | null;
  applied_at: string;
  submitted_at: string | null;
  result_at: string | null;
  cancelled_at: string | null;
  updated_at: string;
};

/** The IPO tables, merged into `Database` by platform/db/db.ts. */
export type StockIpoTables = {
  ipo_offering: IpoOfferingTable;
  ipo_application: IpoApplicationTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends StockIpoTables {}
}
