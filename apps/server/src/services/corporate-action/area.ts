import { brandFeatures } from '@portal/contract/domain/brand-features';
import { corporateActionsMigration } from '../../db/migrations/0016-corporate-actions';
import { defineArea, tablesOf } from '../../platform/area';
import type { CorporateActionTables } from './corporate-action-tables';
import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { seedCorporateActions } from './corporate-action-seed';
import { corporateActionImplementation } from './corporate-action-service';
import { corporateActionLifecycleJob, registerCorporateActionDevSupport } from './dev-support';
import { advanceCorporateActions } from './entitlements';

/** Corporate actions: holders recorded on the ex-date, elections, and the actions applied on their dates (ADR 030). */
export const corporateActionArea = defineArea({
  name: 'corporate-action',
  uses: ['stock-market', 'stock-order'],
  services: [corporateActionImplementation],
  tables: tablesOf<CorporateActionTables>()(['corporate_action', 'corporate_action_entitlement']),
  migrations: { '0016-corporate-actions': corporateActionsMigration },
  dependencies: ledgerServiceDependenciesOf,
  jobs: [{ ...corporateActionLifecycleJob, feature: brandFeatures.corporateActions, run: advanceCorporateActions }],
  devSupport: (app, actions, { config }) => registerCorporateActionDevSupport(app, config, actions),
  // The demo client's stock holdings and the corporate actions on them, around the clock's day.
  seeds: { demoActivity: (db, { clock }) => seedCorporateActions(db, clock) },
});
