import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { ipoMigration } from '../../db/migrations/0015-ipo';
import { defineArea, tablesOf } from '../../platform/area';
import type { StockIpoTables } from './stock-ipo-tables';
import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { registerStockIpoDevSupport, stockIpoLifecycleJob } from './dev-support';
import { seedIpoOfferings } from './ipo-seed';
import { advanceIpos } from './lifecycle';
import { registerProspectusFiles } from './prospectus-route';
import { stockIpoImplementation } from './stock-ipo-service';

/** IPO offerings, applications and allotment (ADR 030). */
export const stockIpoArea = defineArea({
  name: 'stock-ipo',
  uses: ['stock-order'],
  services: [stockIpoImplementation],
  tables: tablesOf<StockIpoTables>()(['ipo_offering', 'ipo_application']),
  migrations: { '0015-ipo': ipoMigration },
  dependencies: ledgerServiceDependenciesOf,
  // IPOs open (newIPO), close (applications submitted) and allot on their result day as the clock passes.
  jobs: [{ ...stockIpoLifecycleJob, feature: brandFeatures.ipo, run: advanceIpos }],
  routes: (app, { db, clock, brand }) =>
    registerProspectusFiles(app, { db, clock, offered: offers(brand.flags, brandFeatures.ipo) }),
  devSupport: (app, ipos, { config }) => registerStockIpoDevSupport(app, config, ipos),
  // The demo offerings, around the clock's day.
  seeds: { catalogue: (db, { clock }) => seedIpoOfferings(db, clock) },
});
