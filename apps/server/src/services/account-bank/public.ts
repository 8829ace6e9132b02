/*
 * What other modules may use of registered bank accounts (ADR 015, ADR 039): account-bank owns cash_bank_account and
 * account_bank_statement. Withdrawals (cash-withdrawal) offer and accept only verified accounts; a past withdrawal
 * still names its account by id whatever the account's status now. The seed registers the demo clients' accounts.
 */
export {
  bankAccountsByIds,
  registerVerifiedBankAccount,
  seedDemoBankAccounts,
  verifiedBankAccountOf,
  verifiedBankAccountsOf,
  type RegisteredBankAccountRecord,
} from './bank-accounts';
