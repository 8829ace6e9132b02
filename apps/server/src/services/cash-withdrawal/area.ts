import { brandFeatures } from '@portal/contract/domain/brand-features';
import { cashWithdrawalsMigration } from '../../db/migrations/0019-cash-withdrawals';
import { dropCashStepUpFailureMigration } from '../../db/migrations/0034-drop-cash-step-up-failure';
import { defineArea, simulatedBackOffice, tablesOf } from '../../platform/area';
import type { CashWithdrawalTables } from './cash-withdrawal-tables';
import { cashImplementation, cashWithdrawalDependenciesOf } from './cash-withdrawal-service';
import { cashWithdrawalJob, registerCashWithdrawalDevSupport } from './dev-support';
import { runWithdrawalBackOffice } from './lifecycle';
import { withdrawalBackOfficeOf } from './withdrawal-back-office';

/** Cash withdrawals to a registered bank account, behind a step-up grant (ADR 036), paid by the back office (ADR 033). */
export const cashWithdrawalArea = defineArea({
  name: 'cash-withdrawal',
  uses: ['account-bank', 'cash-movement', 'step-up'],
  services: [cashImplementation],
  tables: tablesOf<CashWithdrawalTables>()(['cash_withdrawal']),
  // 0019 also made account-bank's cash_bank_account, before areas owned their migrations.
  migrations: {
    '0019-cash-withdrawals': cashWithdrawalsMigration,
    '0034-drop-cash-step-up-failure': dropCashStepUpFailureMigration,
  },
  dependencies: (platform) => ({
    ...cashWithdrawalDependenciesOf(platform),
    backOffice: withdrawalBackOfficeOf(platform.config),
  }),
  // Taken up at the withdraw cut-off and paid or returned at 15:00 (the back-office simulator).
  // With PORTAL_BACK_OFFICE=operator they wait for an operator and the job does not run (ADR 051).
  jobs: [
    {
      ...cashWithdrawalJob,
      feature: brandFeatures.cashWithdrawal,
      when: simulatedBackOffice,
      run: runWithdrawalBackOffice,
    },
  ],
  devSupport: (app, withdrawals, { config }) => registerCashWithdrawalDevSupport(app, config, withdrawals),
});
