import type { Kysely, Transaction } from 'kysely';
import type { RegisteredBankAccount } from '@portal/contract';
import { maskAccountNumber, maskFpsProxy } from '@portal/contract/domain/cash/withdrawal-rules';
import type { Database } from '../../platform/db';
import type { CashBankAccountTable } from './cash-withdrawal-tables';

type Executor = Kysely<Database> | Transaction<Database>;
export type AccountKey = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/**
 * The demo clients' registered bank accounts (ADR 033): real Hong Kong bank names and codes, made-up numbers. Until the
 * accounts area owns the client's bank data, a withdrawal may go only to one of these.
 */
const demoBankAccounts: readonly Omit<CashBankAccountTable, 'created_at'>[] = [
  {
    id: 'BA-C10001-HKD',
    account_code: 'C10001',
    source: 'gateway',
    bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
    bank_code: '004',
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
    account_number: '015-514-68-112358',
    account_holder: 'CHEUNG WING KEI',
    currency: 'USD',
    fps_proxy: null,
  },
];

/** Seeds the demo clients' bank accounts; idempotent (rows already there are left alone). */
export async function seedDemoBankAccounts(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .insertInto('cash_bank_account')
    .values(demoBankAccounts.map((row) => ({ ...row, created_at: at.toISOString() })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Registers a bank account for an account (tests; the accounts area later). */
export async function registerBankAccount(
  db: Executor,
  row: Omit<CashBankAccountTable, 'created_at'>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('cash_bank_account')
    .values({ ...row, created_at: at.toISOString() })
    .execute();
}

/** The account's registered bank accounts, in a stable order (currency, then id). */
export function bankAccountsOf(db: Executor, account: AccountKey): Promise<CashBankAccountTable[]> {
  return db
    .selectFrom('cash_bank_account')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('currency')
    .orderBy('id')
    .execute();
}

/** One of the account's bank accounts; undefined when the id is unknown or another client's. */
export function ownBankAccount(
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

export function bankAccountsById(db: Executor, ids: readonly string[]): Promise<CashBankAccountTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cash_bank_account')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** A bank account as the client sees it: the number and the FPS proxy masked. */
export function toRegisteredBankAccount(row: CashBankAccountTable): RegisteredBankAccount {
  return {
    bankAccountId: row.id,
    bankName: row.bank_name,
    bankCode: row.bank_code,
    maskedAccountNumber: maskAccountNumber(row.account_number),
    accountHolder: row.account_holder,
    currency: row.currency,
    maskedFpsProxy: row.fps_proxy === null ? null : maskFpsProxy(row.fps_proxy),
  };
}
