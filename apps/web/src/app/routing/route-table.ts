import { featureModules } from '../feature-modules';
import { firstLoadRoutes } from '../first-load-modules';
import type { PortalRoute } from './route-model';

/**
 * Every route of SPEC §2, declared once by its feature's module (guard, page, index redirect, navigation entry) and
 * composed here: the first load's, then the other features' in the order of their list. The guards and the
 * navigation are derived from this table; the router starts with the first load's routes and fetches this module
 * (a chunk of its own, with the features') when a navigation needs the rest.
 */
export const routeTable: readonly PortalRoute[] = [
  ...firstLoadRoutes,
  ...featureModules.flatMap((module) => module.routes),
];
