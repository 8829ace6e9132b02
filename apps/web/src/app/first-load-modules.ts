import { homeModule } from '../features/home/module';
import { maintenanceModule } from '../features/maintenance/module';
import { usersModule } from '../features/users/module';
import type { PortalRoute } from './routing/route-model';

/**
 * The features whose routes are in the login page's first load (ADR 009, 049, 058): the site root's redirect, signing
 * in and out, and the maintenance page the keep-alive opens while no chunk can be fetched. Every feature, these
 * included, is still listed in `feature-modules.ts`, whose route table (a chunk of its own) the router fetches before
 * anything needs a route outside these.
 */
export const firstLoadModules = [homeModule, usersModule, maintenanceModule] as const;

/** The routes a signed-out visitor's router starts with. */
export const firstLoadRoutes: readonly PortalRoute[] = firstLoadModules.flatMap((module) => module.routes);
