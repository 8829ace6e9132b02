import { brandFeatures } from '@portal/contract/domain/brand-features';
import { accountBankAndTaxMigration } from '../../db/migrations/0025-account-bank-and-tax';
import { defineArea, simulatedBackOffice, tablesOf } from '../../platform/area';
import { bankAccountBackOfficeOf } from './bank-account-back-office';
import type { AccountBankTables } from './account-bank-tables';
import { accountBankDependenciesOf, accountBankImplementation } from './account-bank-service';
import { runBankAccountBackOffice } from './bank-account-changes';
import { seedDemoBankAccounts } from './bank-accounts';
import { accountBankBackOfficeJob, registerAccountBankDevSupport } from './dev-support';

/** The client's registered bank accounts, verified by the back office (ADR 039). */
export const accountBankArea = defineArea({
  name: 'account-bank',
  uses: ['account-notice', 'step-up'],
  services: [accountBankImplementation],
  tables: tablesOf<AccountBankTables>()(['cash_bank_account', 'account_bank_statement']),
  // 0025 also made account-tax's tables, before areas owned their migrations.
  migrations: { '0025-account-bank-and-tax': accountBankAndTaxMigration },
  dependencies: (platform) => ({
    ...accountBankDependenciesOf(platform),
    backOffice: bankAccountBackOfficeOf(platform.config),
  }),
  // New accounts are verified or rejected by the back-office simulator 10 minutes after they were added.
  // With PORTAL_BACK_OFFICE=operator they wait for an operator and the job does not run (ADR 051).
  jobs: [
    {
      ...accountBankBackOfficeJob,
      feature: brandFeatures.accounts,
      when: simulatedBackOffice,
      run: runBankAccountBackOffice,
    },
  ],
  devSupport: (app, bankAccounts, { config }) => registerAccountBankDevSupport(app, config, bankAccounts),
  // Where the demo accounts' withdrawals go (ADR 033 and 039).
  seeds: { demo: (db, { seededAt }) => seedDemoBankAccounts(db, seededAt) },
});
