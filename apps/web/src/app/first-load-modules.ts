import { homeModule } from '../features/home/module';
import { maintenanceModule } from '../features/maintenance/module';
import { usersModule } from '../features/users/module';
import type { PortalRoute } from './routing/route-model';

/**
 * The features whose routes are in the login page's first load (ADR 009, 049): the site root's redirect, signing in
 * and out, and the maintenance page the keep-alive opens while no chunk can be fetched. Kept short by hand: every
 * other feature is in `feature-modules.ts`, whose routes the router fetches on the first navigation that needs them.
 */
export const firstLoadModules = [homeModule, usersModule, maintenanceModule] as const;

/** The routes the router starts with. */
export const firstLoadRoutes: readonly PortalRoute[] = firstLoadModules.flatMap((module) => module.routes);
