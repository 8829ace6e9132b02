import { featureModules } from '../feature-modules';
import type { PortalRoute } from './route-model';

/**
 * Every route of SPEC §2, declared once by its feature's module (guard, page, index redirect, navigation entry) and
 * composed here in the order of the list. The router, the guards and the navigation are all derived from this table.
 */
export const routeTable: readonly PortalRoute[] = featureModules.flatMap((module) => module.routes);
