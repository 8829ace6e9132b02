import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { cashDepositsMigration } from '../../db/migrations/0017-cash-deposits';
import { defineArea, tablesOf } from '../../platform/area';
import type { CashDepositTables } from './cash-deposit-tables';
import { ledgerServiceDependenciesOf } from '../../platform/service-dependencies';
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
  dependencies: ledgerServiceDependenciesOf,
  // Requests are taken up and decided by the back-office simulator as the clock passes their times.
  jobs: [{ ...cashDepositBackOfficeJob, feature: brandFeatures.cashTopUp, run: runDepositBackOffice }],
  routes: (app, { db, clock, brand }) =>
    registerDepositProofFiles(app, { db, clock, offered: offers(brand.flags, brandFeatures.cashTopUp) }),
  devSupport: (app, deposits, { config }) => registerCashDepositDevSupport(app, config, deposits),
});
