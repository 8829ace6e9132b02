/*
 * What other modules may import from cash-withdrawal (ADR 015, ADR 033): it owns cash_withdrawal (migration 0034
 * dropped cash_step_up_failure: withdrawals take step-up grants, ADR 036). The bank accounts are account-bank's since
 * issue 17 (ADR 039).
 */
export { withdrawalLedgerKinds } from './withdrawal-events';
