import type { FeatureModule } from '../../app/feature-module';
import { MaintenancePage } from './maintenance-page';

const pages = {
  // Part of the first load, with its texts: the keep-alive opens it when the server (which serves the chunks) does
  // not answer (ADR 009).
  maintenance: () => Promise.resolve(MaintenancePage),
};

/** The page shown while the server is out of reach. Its texts are a first-load namespace, not a chunk. */
export const maintenanceModule: FeatureModule<Record<never, never>> = {
  texts: {},
  pages,
  routes: [{ id: 'maintenance', path: 'maintenance', page: pages.maintenance }],
};
