import type { LoginSource } from '@portal/contract/brands';
import type { CashWithdrawalMethod, CashWithdrawalStatus } from '@portal/contract';
import type { DecimalColumn } from '../../platform/db/column-types';

/*
 * The cash withdrawal service's tables (migration 0019, ADR 033). Amounts are decimal strings; instants ISO-8601
 * UTC; days Hong Kong business days yyyy-mm-dd. Owner: services/cash-withdrawal. The bank accounts a withdrawal goes
 * to (`cash_bank_account`) belong to services/account-bank since issue 17 (ADR 039), read through its public.ts.
 */

/** A withdrawal request: held at submission, then pending → processing → accept | reject, or cancel. */
export type CashWithdrawalTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  bank_account_id: string;
  method: CashWithdrawalMethod;
  currency: string;
  amount: DecimalColumn;
  status: CashWithdrawalStatus;
  /** The business day it is processed on (after the cut-off: the next); the daily limit counts per this day. */
  processing_date: string;
  reject_reason: string | null;
  /** Who took the last operator step (an admin's account code), or 'backOffice' (its desk, ADR 051); null before any. */
  operated_by: string | null;
  created_at: string;
  updated_at: string;
};

export type CashWithdrawalTables = {
  cash_withdrawal: CashWithdrawalTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends CashWithdrawalTables {}
}
