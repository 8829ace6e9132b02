import type { LoginSource } from '@portal/contract/brands';
import type { CryptoOrderBasis, CryptoOrderSide, CryptoOrderStatus, CryptoOrderType } from '@portal/contract';
import type { DecimalColumn } from '../../platform/db/column-types';

/*
 * Crypto orders (migration 0028; owner services/crypto-order, ADR 042). Instants are ISO-8601 UTC; decimals exact
 * (quantities at the asset's precision, up to 18 places; cash at 2).
 */

/** A firm quote: the order it would place, valid until `expires_at`; `used_at` set by the one order placed on it. */
export type CryptoOrderQuoteTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  pair_id: string;
  side: CryptoOrderSide;
  order_type: CryptoOrderType;
  basis: CryptoOrderBasis;
  quantity: DecimalColumn;
  price: DecimalColumn;
  consideration: DecimalColumn;
  fee: DecimalColumn;
  total: DecimalColumn;
  best_price: DecimalColumn;
  slippage_basis_points: DecimalColumn;
  quoted_at: string;
  expires_at: string;
  used_at: string | null;
  /** The advisor who asked for it on the vaOrder panel (migration 0032, ADR 045); null: the client. */
  advisor_code: string | null;
};

export type CryptoOrderTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  quote_id: string;
  pair_id: string;
  asset: string;
  currency: string;
  side: CryptoOrderSide;
  order_type: CryptoOrderType;
  basis: CryptoOrderBasis;
  status: CryptoOrderStatus;
  quantity: DecimalColumn;
  /** Limit price, or a market order's quoted average price. */
  price: DecimalColumn;
  filled_quantity: DecimalColumn;
  /** Σ fill quantity × fill price, exact (not rounded). */
  filled_cost: DecimalColumn;
  /** Cash the fills moved (rounded cumulatively to 2 places: a buy's up, a sell's down). */
  filled_consideration: DecimalColumn;
  /** Fee charged so far. */
  fee_charged: DecimalColumn;
  /** The whole order's fee. */
  order_fee: DecimalColumn;
  /** What the order holds: the cash currency (buy) or the ledger asset (sell), and how much is still held. */
  hold_asset: string;
  held: DecimalColumn;
  placed_at: string;
  updated_at: string;
  /** Matching has looked at the book up to this instant. */
  matched_until: string;
  /** Every change is made on the version read (a cancel racing a fill cannot release twice). */
  version: number;
  /** The advisor who placed it for the client (migration 0032, ADR 045); null: the client itself. */
  advisor_code: string | null;
};

export type CryptoFillTable = {
  id: string;
  order_id: string;
  account_code: string;
  source: LoginSource;
  pair_id: string;
  side: CryptoOrderSide;
  quantity: DecimalColumn;
  price: DecimalColumn;
  consideration: DecimalColumn;
  fee: DecimalColumn;
  filled_at: string;
};

export type CryptoOrderTables = {
  crypto_order_quote: CryptoOrderQuoteTable;
  crypto_order: CryptoOrderTable;
  crypto_fill: CryptoFillTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends CryptoOrderTables {}
}
