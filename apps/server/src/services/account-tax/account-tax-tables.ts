import type { LoginSource } from '@portal/contract/brands';
import type { NoTinReason } from '@portal/contract/domain/accounts/tax-residence';
import type { FlagColumn } from '../../platform/db/column-types';

/*
 * The tax self-certification tables (migration 0025; owner services/account-tax, ADR 039): one declaration per
 * account, replaced whole on each certification, and its countries of residence in the order given.
 */

export type AccountTaxStatusTable = {
  account_code: string;
  source: LoginSource;
  us_person: FlagColumn;
  signature_name: string;
  /** The Hong Kong day it was signed, yyyy-mm-dd. */
  declaration_date: string;
  declared_at: string;
};

export type AccountTaxResidenceTable = {
  account_code: string;
  source: LoginSource;
  position: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  tin: string | null;
  no_tin_reason: NoTinReason | null;
  no_tin_explanation: string | null;
};

export type AccountTaxTables = {
  account_tax_status: AccountTaxStatusTable;
  account_tax_residence: AccountTaxResidenceTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends AccountTaxTables {}
}
