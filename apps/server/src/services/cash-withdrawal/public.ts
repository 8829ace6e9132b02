/*
 * What other modules may import from cash-withdrawal (ADR 015, ADR 033): it owns cash_bank_account, cash_withdrawal
 * and cash_step_up_failure. The seed registers the demo clients' bank accounts through it.
 */
export { seedDemoBankAccounts } from './bank-accounts';
export { withdrawalLedgerKinds } from './withdrawal-events';
