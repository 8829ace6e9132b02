import type { LoginSource } from '@portal/contract/brands';
import type { BankAccountStatus, BankStatementType } from '@portal/contract';

/*
 * The registered bank account tables (owner services/account-bank, ADR 039). `cash_bank_account` was made by migration
 * 0019 for withdrawals (ADR 033) and passed to this service by 0025, which added the status and review columns.
 * Instants are ISO-8601 UTC.
 */

/** A client's bank account: pending → verified | rejected; pending or verified → removed by the client. */
export type CashBankAccountTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  /** The bank's English name when registered (the list in contract domain/accounts/hong-kong-banks names it now). */
  bank_name: string;
  /** The Hong Kong three-digit bank code. */
  bank_code: string;
  /** Three digits; null for an account registered before 0025 without one. */
  branch_code: string | null;
  /** Digits only for accounts registered here (the demo's seeded ones keep their bank-branch-account form). */
  account_number: string;
  account_holder: string;
  currency: string;
  /** The FPS proxy (a phone such as +852-91234567, an e-mail address or an FPS id); null: no FPS. */
  fps_proxy: string | null;
  status: BankAccountStatus;
  statement_id: string | null;
  verified_at: string | null;
  /** The admin's account code, or 'backOffice' (the simulator job). */
  reviewed_by: string | null;
  /** Why it was rejected. */
  reason: string | null;
  removed_at: string | null;
  created_at: string;
  updated_at: string | null;
};

/** A bank statement uploaded with an account: its type recognised from its bytes. */
export type AccountBankStatementTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  file_name: string;
  file_type: BankStatementType;
  size_bytes: number;
  /** SHA-256 of content, hex. */
  sha256: string;
  content: Uint8Array;
  created_at: string;
};

export type AccountBankTables = {
  cash_bank_account: CashBankAccountTable;
  account_bank_statement: AccountBankStatementTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends AccountBankTables {}
}
