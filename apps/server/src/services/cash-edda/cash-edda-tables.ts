import type { LoginSource } from '@portal/contract/brands';
import type { EddaStatusCode } from '@portal/contract';
import type { DecimalColumn } from '../../platform/db/column-types';

/**
 * A direct debit authorisation (migration 0018; owner services/cash-edda): the client's bank account the broker may
 * debit, up to `debit_limit` per debit, in one currency. Status (SPEC §4): P pending → S submitted → C completing →
 * A completed, or R rejected / E errored by the bank; D deleted by the client.
 */
export type CashEddaAuthorisationTable = {
  /** The DDA reference (DDA<yyyymmdd><hex>). */
  id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  bank_code: string;
  account_number: string;
  account_holder_name: string;
  currency: string;
  debit_limit: DecimalColumn;
  status: EddaStatusCode;
  reason: string | null;
  agreement_accepted_at: string;
  created_at: string;
  updated_at: string;
};

/** The eDDA tables, merged into `Database` by platform/db/db.ts. */
export type CashEddaTables = {
  cash_edda_authorisation: CashEddaAuthorisationTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends CashEddaTables {}
}
