import type { LedgerServiceDependencies } from '../../platform/service-dependencies';
import type { PasswordHasher } from '../../platform/passwords';

/** What submitting, moving and reading withdrawals needs. */
export type CashWithdrawalDependencies = LedgerServiceDependencies & {
  readonly passwords: PasswordHasher;
};
