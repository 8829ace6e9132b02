import { getBrand } from '@portal/contract/brands';
import type { BrandConfig, BrandFlags, PortalVariant } from '@portal/contract/brands';
import type { SessionFacts } from '../../shared/session/session-store';
import type { Role } from '@portal/contract/domain/roles';
import { flattenRoutes } from './route-model';
import type { FlatRoute, GuardContext } from './route-model';
import { routeTable } from './route-table';

/** Test fixtures: fabricated sessions (nobody can sign in yet) and brands with a flag changed. */

export function session(role: Role, facts: Partial<SessionFacts> = {}): SessionFacts {
  return {
    accountCode: `${role.toUpperCase()}001`,
    source: 'gateway',
    role,
    loginTime: Date.UTC(2026, 10, 15, 9),
    sessionExpiresAt: Date.UTC(2026, 10, 15, 10),
    refreshExpiresAt: Date.UTC(2026, 10, 16),
    isSessionLogin: false,
    agreementConfirmed: true,
    forceChangePassword: false,
    passwordDuration: 0,
    alertChangePasswordOption: 0,
    lastChangePasswordAt: Date.UTC(2026, 0, 1),
    ...facts,
  };
}

export function brandWith(
  variant: PortalVariant,
  flags: Partial<BrandFlags> = {},
  adminFlags: Partial<BrandConfig['adminFlags']> = {},
): BrandConfig {
  const brand = getBrand(variant);
  return { ...brand, flags: { ...brand.flags, ...flags }, adminFlags: { ...brand.adminFlags, ...adminFlags } };
}

export function context(brand: BrandConfig, facts?: SessionFacts): GuardContext {
  return { brand, session: facts };
}

const flatRoutes = flattenRoutes(routeTable);

/** The route declared at a full path ('/funds/redeem/:id?'); the area rather than its index where both match. */
export function routeAt(fullPath: string): FlatRoute {
  const flat = flatRoutes.find((candidate) => candidate.fullPath === fullPath && !candidate.route.index);
  if (!flat) throw new Error(`No route at ${fullPath}`);
  return flat;
}

export function indexOf(fullPath: string): FlatRoute {
  const flat = flatRoutes.find((candidate) => candidate.fullPath === fullPath && candidate.route.index);
  if (!flat) throw new Error(`No index route at ${fullPath}`);
  return flat;
}
