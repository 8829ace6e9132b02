import type { LoginSource } from '@portal/contract/brands';
import type { DecimalColumn, FlagColumn } from '../../platform/db/column-types';

/**
 * A client's deposit request (migration 0017; owner services/cash-deposit). Status (SPEC §4): pending → processing →
 * accept | reject, or cancel by the client while pending. Acceptance credits the ledger once (journal
 * cashDeposit.credit, reference the request's id). Instants are ISO-8601 UTC; the expected credit date is a
 * business day in Asia/Hong_Kong.
 */
export type CashDepositRequestTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  /** bankTransfer | fps | cheque | edda. */
  method: string;
  currency: string;
  amount: DecimalColumn;
  /** pending | processing | accept | reject | cancel. */
  status: string;
  submitted_at: string;
  after_cut_off: FlagColumn;
  expected_credit_date: string;
  processing_at: string | null;
  decided_at: string | null;
  /** 'backOffice' (the simulator job) or the operator's account code. */
  decided_by: string | null;
  reason: string | null;
  cancelled_at: string | null;
  /** The eDDA authorisation a direct debit deposit was made against. */
  dda_reference: string | null;
  proof_id: string | null;
  updated_at: string;
};

/** A proof of payment (migration 0017; owner services/cash-deposit): its type recognised from its bytes. */
export type CashDepositProofTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  file_name: string;
  /** png | jpeg | pdf. */
  file_type: string;
  size_bytes: number;
  /** SHA-256 of content, hex. */
  sha256: string;
  content: Uint8Array;
  created_at: string;
};

/** The deposit tables, merged into `Database` by platform/db/db.ts. */
export type CashDepositTables = {
  cash_deposit_request: CashDepositRequestTable;
  cash_deposit_proof: CashDepositProofTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends CashDepositTables {}
}
