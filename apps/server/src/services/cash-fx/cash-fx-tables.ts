import type { LoginSource } from '@portal/contract/brands';
import type { DecimalColumn } from '../../platform/db/column-types';

/**
 * A firm FX quote (migration 0020; owner services/cash-fx): the client's rate for selling `sell_currency` for
 * `buy_currency`, both amounts rounded to their currency's precision, valid until `expires_at`; `used_at` is set in
 * the transaction of the one conversion it made. Instants are ISO-8601 UTC.
 */
export type CashFxQuoteTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  sell_currency: string;
  buy_currency: string;
  sell_amount: DecimalColumn;
  buy_amount: DecimalColumn;
  /** Which side the client typed: 'sell' or 'buy'. */
  amount_side: 'sell' | 'buy';
  /** Units of buy_currency per unit of sell_currency, the client's side of bid/ask. */
  rate: DecimalColumn;
  mid_rate: DecimalColumn;
  rate_time: string;
  quoted_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A conversion made from a quote: one per quote (unique) and one per client reference of the account (unique). */
export type CashFxConversionTable = {
  id: string;
  quote_id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: DecimalColumn;
  buy_amount: DecimalColumn;
  rate: DecimalColumn;
  converted_at: string;
};

export type CashFxTables = {
  cash_fx_quote: CashFxQuoteTable;
  cash_fx_conversion: CashFxConversionTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends CashFxTables {}
}
