import type { DecimalColumn } from '../db/column-types';

export type CurrencyTable = {
  id: string;
  code: string;
  precision: number;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  sort_order: number;
};

export type ExchangeRateTable = {
  from_code: string;
  to_code: string;
  rate: DecimalColumn;
  /** ISO-8601 UTC instant. */
  updated_at: string;
};

/** The currencies and their reference rates (owner: the platform, whose currency-rates.ts every area converts with). */
export type CurrencyTables = {
  currency: CurrencyTable;
  exchange_rate: ExchangeRateTable;
};
