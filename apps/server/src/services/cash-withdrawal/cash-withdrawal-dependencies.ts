import type { LedgerServiceDependencies } from '../../platform/runtime/service-dependencies';

/** What submitting, moving and reading withdrawals needs. */
export type CashWithdrawalDependencies = LedgerServiceDependencies;
