import type { Kysely, Transaction } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { BankAccountView } from '@portal/contract';
import { hongKongBankOf } from '@portal/contract/domain/accounts/hong-kong-banks';
import { maskAccountNumber, maskFpsProxy } from '@portal/contract/domain/cash/withdrawal-rules';
import type { Database } from '../../platform/db/db';
import type { AccountBankStatementTable, CashBankAccountTable } from './account-bank-tables';

export type Executor = Kysely<Database> | Transaction<Database>;
export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };

/**
 * A registered bank account as other services see it (public.ts): what a withdrawal needs and shows, never the
 * statement or the review.
 */
export type RegisteredBankAccountRecord = {
  readonly id: string;
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly bankName: string;
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly accountHolder: string;
  readonly currency: string;
  readonly fpsProxy: string | null;
  readonly status: CashBankAccountTable['status'];
};

export function toRecord(row: CashBankAccountTable): RegisteredBankAccountRecord {
  return {
    id: row.id,
    accountCode: row.account_code,
    source: row.source,
    bankName: row.bank_name,
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    accountHolder: row.account_holder,
    currency: row.currency,
    fpsProxy: row.fps_proxy,
    status: row.status,
  };
}

type SeededAccount = Pick<
  CashBankAccountTable,
  | 'id'
  | 'account_code'
  | 'source'
  | 'bank_name'
  | 'bank_code'
  | 'branch_code'
  | 'account_number'
  | 'account_holder'
  | 'currency'
  | 'fps_proxy'
>;

/**
 * The demo clients' registered bank accounts (ADR 033, moved here by ADR 039): real Hong Kong bank names and codes,
 * made-up numbers, verified from the start.
 */
const demoBankAccounts: readonly SeededAccount[] = [
  {
    id: 'BA-C10001-HKD',
    account_code: 'C10001',
    source: 'gateway',
    bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
    bank_code: '004',
    branch_code: '123',
    account_number: '004-123-456789-838',
    account_holder: 'CHAN TAI MAN',
    currency: 'HKD',
    fps_proxy: '+852-91234567',
  },
  {
    id: 'BA-C10001-USD',
    account_code: 'C10001',
    source: 'gateway',
    bank_name: 'Hang Seng Bank Limited',
    bank_code: '024',
    branch_code: '387',
    account_number: '024-387-654321-201',
    account_holder: 'CHAN TAI MAN',
    currency: 'USD',
    fps_proxy: null,
  },
  {
    id: 'BA-C10001-CNY',
    account_code: 'C10001',
    source: 'gateway',
    bank_name: 'Bank of China (Hong Kong) Limited',
    bank_code: '012',
    branch_code: '875',
    account_number: '012-875-0-246813',
    account_holder: 'CHAN TAI MAN',
    currency: 'CNY',
    fps_proxy: 'chan.taiman@example.com',
  },
  {
    id: 'BA-C10002-HKD',
    account_code: 'C10002',
    source: 'gateway',
    bank_name: 'Standard Chartered Bank (Hong Kong) Limited',
    bank_code: '003',
    branch_code: '447',
    account_number: '003-447-1-135792',
    account_holder: 'WONG SIU LING',
    currency: 'HKD',
    fps_proxy: '+852-98765432',
  },
  {
    id: 'BA-C10002-USD',
    account_code: 'C10002',
    source: 'gateway',
    bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
    bank_code: '004',
    branch_code: '555',
    account_number: '004-555-112233-001',
    account_holder: 'WONG SIU LING',
    currency: 'USD',
    fps_proxy: null,
  },
  {
    id: 'BA-C10004-HKD',
    account_code: 'C10004',
    source: 'gateway',
    bank_name: 'DBS Bank (Hong Kong) Limited',
    bank_code: '016',
    branch_code: '478',
    account_number: '016-478-0-998877',
    account_holder: 'CHEUNG WING KEI',
    currency: 'HKD',
    fps_proxy: '+852-61234567',
  },
  {
    id: 'BA-C10004-USD',
    account_code: 'C10004',
    source: 'gateway',
    bank_name: 'Bank of East Asia, Limited',
    bank_code: '015',
    branch_code: '514',
    account_number: '015-514-68-112358',
    account_holder: 'CHEUNG WING KEI',
    currency: 'USD',
    fps_proxy: null,
  },
];

/** Seeds the demo clients' verified bank accounts; idempotent (rows already there are left alone). */
export async function seedDemoBankAccounts(db: Kysely<Database>, at: Date): Promise<void> {
  const now = at.toISOString();
  await db
    .insertInto('cash_bank_account')
    .values(
      demoBankAccounts.map((row) => ({
        ...row,
        status: 'verified' as const,
        statement_id: null,
        verified_at: now,
        reviewed_by: 'seed',
        reason: null,
        removed_at: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Registers a verified bank account straight away (tests of other services, e.g. withdrawals). */
export async function registerVerifiedBankAccount(
  db: Executor,
  row: Omit<SeededAccount, 'branch_code'> & { readonly branch_code?: string | null },
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  await db
    .insertInto('cash_bank_account')
    .values({
      ...row,
      branch_code: row.branch_code ?? null,
      status: 'verified',
      statement_id: null,
      verified_at: now,
      reviewed_by: 'seed',
      reason: null,
      removed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The account's bank accounts, removed ones left out, in a stable order (currency, then when added). */
export function bankAccountRowsOf(db: Executor, account: AccountKey): Promise<CashBankAccountTable[]> {
  return db
    .selectFrom('cash_bank_account')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('status', '!=', 'removed')
    .orderBy('currency')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The account's verified bank accounts: the only ones a withdrawal may go to. */
export async function verifiedBankAccountsOf(
  db: Executor,
  account: AccountKey,
): Promise<RegisteredBankAccountRecord[]> {
  const rows = await db
    .selectFrom('cash_bank_account')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('status', '=', 'verified')
    .orderBy('currency')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** One verified bank account of the account; undefined when unknown, another client's or not verified. */
export async function verifiedBankAccountOf(
  db: Executor,
  account: AccountKey,
  bankAccountId: string,
): Promise<RegisteredBankAccountRecord | undefined> {
  const row = await db
    .selectFrom('cash_bank_account')
    .selectAll()
    .where('id', '=', bankAccountId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('status', '=', 'verified')
    .executeTakeFirst();
  return row === undefined ? undefined : toRecord(row);
}

/** Bank accounts by id, whatever their status (a past withdrawal still names the account it went to). */
export async function bankAccountsByIds(db: Executor, ids: readonly string[]): Promise<RegisteredBankAccountRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('cash_bank_account')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(toRecord);
}

export function ownBankAccountRow(
  db: Executor,
  account: AccountKey,
  bankAccountId: string,
): Promise<CashBankAccountTable | undefined> {
  return db
    .selectFrom('cash_bank_account')
    .selectAll()
    .where('id', '=', bankAccountId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
}

export async function statementFactsOf(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, Pick<AccountBankStatementTable, 'id' | 'file_name' | 'file_type'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('account_bank_statement')
    .select(['id', 'file_name', 'file_type'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The bank account as the client sees it: the number and the FPS proxy masked. */
export function toBankAccountView(
  row: CashBankAccountTable,
  statement: Pick<AccountBankStatementTable, 'file_name' | 'file_type'> | undefined,
  mayChange: boolean,
): BankAccountView {
  const bank = hongKongBankOf(row.bank_code);
  return {
    bankAccountId: row.id,
    bankCode: row.bank_code,
    bankName: bank?.name ?? { en: row.bank_name, 'zh-HK': row.bank_name, 'zh-CN': row.bank_name },
    branchCode: row.branch_code,
    maskedAccountNumber: maskAccountNumber(row.account_number),
    accountHolder: row.account_holder,
    currency: row.currency,
    maskedFpsProxy: row.fps_proxy === null ? null : maskFpsProxy(row.fps_proxy),
    status: row.status,
    reason: row.reason,
    submittedAt: row.created_at,
    verifiedAt: row.verified_at,
    removable: mayChange && (row.status === 'pending' || row.status === 'verified'),
    statement: statement === undefined ? null : { fileName: statement.file_name, fileType: statement.file_type },
  };
}

/** Rows with their statements' facts, as views. */
export async function bankAccountViews(
  db: Executor,
  rows: readonly CashBankAccountTable[],
  mayChange: boolean,
): Promise<BankAccountView[]> {
  const statements = await statementFactsOf(
    db,
    rows.flatMap((row) => (row.statement_id === null ? [] : [row.statement_id])),
  );
  return rows.map((row) =>
    toBankAccountView(row, row.statement_id === null ? undefined : statements.get(row.statement_id), mayChange),
  );
}
