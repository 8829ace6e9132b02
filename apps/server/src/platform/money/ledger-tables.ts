import type { LoginSource } from '@portal/contract/brands';
import type { DecimalColumn } from '../db/column-types';

/** Where an account's asset sits: free to use, or reserved for something in progress (an order, a request). */
export type LedgerBucket = 'available' | 'onHold';

/**
 * One posting to the ledger (platform/money/ledger.ts): a movement of cash or units whose entries sum to zero per asset.
 * The account and reference make it idempotent: (account_code, source, kind, reference) is unique.
 */
export type LedgerJournalTable = {
  id: string;
  /** What the movement is: deposit, hold, releaseHold, settleHold, or a kind of a later service. */
  kind: string;
  /** The client account the journal is for (whose reference it carries). */
  account_code: string;
  source: LoginSource;
  /** The client reference or business key that makes a retry idempotent. */
  reference: string;
  /** The domain event that caused it, if any (no foreign key: the event may be published after the posting). */
  event_id: string | null;
  /** ISO-8601 UTC instant. */
  created_at: string;
};

/** One line of a journal: a signed amount of an asset in one bucket of one account. */
export type LedgerEntryTable = {
  id: string;
  journal_id: string;
  /** The line's position in its journal, from 0. */
  line_number: number;
  /** A client code, or a house account ('HOUSE:CASH', 'HOUSE:FUND:<fundId>'): the world outside the client books. */
  account_code: string;
  source: LoginSource;
  /** A currency code (HKD) or an instrument id. */
  asset: string;
  bucket: LedgerBucket;
  /** Signed: positive credits the bucket, negative debits it. */
  amount: DecimalColumn;
  created_at: string;
};

/** The cached balance of one (account, source, asset), updated in the transaction that posts its entries. */
export type LedgerBalanceTable = {
  account_code: string;
  source: LoginSource;
  asset: string;
  available: DecimalColumn;
  on_hold: DecimalColumn;
  updated_at: string;
};

/** The ledger's tables (issue 6), merged into `Database` by platform/db/db.ts. */
export type LedgerTables = {
  ledger_journal: LedgerJournalTable;
  ledger_entry: LedgerEntryTable;
  ledger_balance: LedgerBalanceTable;
};
