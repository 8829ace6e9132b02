import { brandFeatures } from '@portal/contract/domain/brand-features';
import { cashEddaMigration } from '../../db/migrations/0018-cash-edda';
import { defineArea, tablesOf } from '../../platform/area';
import type { CashEddaTables } from './cash-edda-tables';
import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { advanceEddaAuthorisations } from './authorisations';
import { cashEddaImplementation } from './cash-edda-service';
import { cashEddaBankJob, registerCashEddaDevSupport } from './dev-support';
import { eddaBankOf } from '../../adapters/edda-bank/edda-bank-simulator';

/** eDDA authorisations with the client's bank and the deposits drawn through them (ADR 032). */
export const cashEddaArea = defineArea({
  name: 'cash-edda',
  uses: ['cash-deposit', 'cash-movement'],
  services: [cashEddaImplementation],
  tables: tablesOf<CashEddaTables>()(['cash_edda_authorisation']),
  migrations: { '0018-cash-edda': cashEddaMigration },
  dependencies: (platform) => ({ ...ledgerServiceDependenciesOf(platform), bank: eddaBankOf(platform.config) }),
  // The simulated bank moves authorisations through their statuses as the clock passes.
  jobs: [{ ...cashEddaBankJob, feature: brandFeatures.edda, run: advanceEddaAuthorisations }],
  devSupport: (app, edda, { config }) => registerCashEddaDevSupport(app, config, edda),
});
