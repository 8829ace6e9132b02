import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { cashDepositsMigration } from '../../db/migrations/0017-cash-deposits';
import { defineArea, simulatedBackOffice, tablesOf } from '../../platform/area';
import { depositBackOfficeOf } from './deposit-back-office';
import type { CashDepositTables } from './cash-deposit-tables';
import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { cashDepositImplementation } from './cash-deposit-service';
import { runDepositBackOffice } from './decisions';
import { cashDepositBackOfficeJob, registerCashDepositDevSupport } from './dev-support';
import { registerDepositProofFiles } from './proof-route';

/** Deposit requests with their proofs, decided by the back office (ADR 032). */
export const cashDepositArea = defineArea({
  name: 'cash-deposit',
  uses: ['cash-movement'],
  services: [cashDepositImplementation],
  tables: tablesOf<CashDepositTables>()(['cash_deposit_request', 'cash_deposit_proof']),
  migrations: { '0017-cash-deposits': cashDepositsMigration },
  dependencies: (platform) => ({
    ...ledgerServiceDependenciesOf(platform),
    backOffice: depositBackOfficeOf(platform.config),
  }),
  // Requests are taken up and decided by the back-office simulator as the clock passes their times.
  // With PORTAL_BACK_OFFICE=operator they wait for an operator and the job does not run (ADR 051).
  jobs: [
    {
      ...cashDepositBackOfficeJob,
      feature: brandFeatures.cashTopUp,
      when: simulatedBackOffice,
      run: runDepositBackOffice,
    },
  ],
  routes: (app, { db, clock, brand }) =>
    registerDepositProofFiles(app, { db, clock, offered: offers(brand.flags, brandFeatures.cashTopUp) }),
  devSupport: (app, deposits, { config }) => registerCashDepositDevSupport(app, config, deposits),
});
