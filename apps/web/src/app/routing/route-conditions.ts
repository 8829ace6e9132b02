import type { BrandConfig } from '@portal/contract/brands';
import { offers } from '@portal/contract/domain/brand-features';
import type { BooleanBrandFlag, BrandFeature } from '@portal/contract/domain/brand-features';
import { isAdmin } from './guards';
import { notAvailableYet } from './route-model';
import type { Guard, GuardContext, PortalRoute } from './route-model';

/** Brand flags as a guard condition: all of them on. */
export const flag =
  (...names: BooleanBrandFlag[]) =>
  (brand: BrandConfig) =>
    names.every((name) => brand.flags[name]);
/** A brand feature as a guard condition: the contract's rule, the one its operations are refused by (ADR 018). */
export const offered = (feature: BrandFeature) => (brand: BrandConfig) => offers(brand.flags, feature);
export const adminFlag = (name: keyof BrandConfig['adminFlags']) => (brand: BrandConfig) => brand.adminFlags[name];

export const signedIn: Guard = { access: 'signedIn' };

/** A page of an area that has not landed yet. */
export const comingPage = (
  id: string,
  path: string,
  extra: Omit<PortalRoute, 'id' | 'path' | 'page'> = {},
): PortalRoute => ({
  id,
  path,
  page: notAvailableYet,
  ...extra,
});

export const hiddenForAdmins = (context: GuardContext) => isAdmin(context);
