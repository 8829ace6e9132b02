import type { Kysely, Transaction } from 'kysely';
import type { RegisteredBankAccount } from '@portal/contract';
import { maskAccountNumber, maskFpsProxy } from '@portal/contract/domain/cash/withdrawal-rules';
import type { Database } from '../../platform/db/db';
import {
  bankAccountsByIds as registeredBankAccountsByIds,
  verifiedBankAccountOf,
  verifiedBankAccountsOf,
  type RegisteredBankAccountRecord,
} from '../account-bank/public';

type Executor = Kysely<Database> | Transaction<Database>;
export type AccountKey = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };
export type WithdrawalBankAccount = RegisteredBankAccountRecord;

/*
 * The one place withdrawals read bank accounts (ADR 033): since issue 17 the accounts area owns them
 * (services/account-bank, ADR 039), and a withdrawal may go only to one the operator has verified.
 */

/** The account's verified bank accounts, in a stable order (currency, then id). */
export function bankAccountsOf(db: Executor, account: AccountKey): Promise<WithdrawalBankAccount[]> {
  return verifiedBankAccountsOf(db, account);
}

/** One of the account's verified bank accounts; undefined when unknown, another client's, or not verified. */
export function ownBankAccount(
  db: Executor,
  account: AccountKey,
  bankAccountId: string,
): Promise<WithdrawalBankAccount | undefined> {
  return verifiedBankAccountOf(db, account, bankAccountId);
}

/** Bank accounts by id, whatever their status now (the withdrawals already made name them). */
export function bankAccountsById(db: Executor, ids: readonly string[]): Promise<WithdrawalBankAccount[]> {
  return registeredBankAccountsByIds(db, ids);
}

/** A bank account as the client sees it: the number and the FPS proxy masked. */
export function toRegisteredBankAccount(account: WithdrawalBankAccount): RegisteredBankAccount {
  return {
    bankAccountId: account.id,
    bankName: account.bankName,
    bankCode: account.bankCode,
    maskedAccountNumber: maskAccountNumber(account.accountNumber),
    accountHolder: account.accountHolder,
    currency: account.currency,
    maskedFpsProxy: account.fpsProxy === null ? null : maskFpsProxy(account.fpsProxy),
  };
}
