import type { ComponentType } from 'react';
import type { BrandConfig, LoginSource } from '@portal/contract/brands';
import type { NavLabelKey } from '../../shared/i18n/shell-translations';
import type { SessionFacts } from '../../shared/session/session-store';

/** What a guard decides from: the brand this deployment runs and the active session, if any. */
export type GuardContext = {
  readonly brand: BrandConfig;
  readonly session: SessionFacts | undefined;
};

/**
 * The conditions of a route. A route inherits every condition of its ancestors; a condition left out here adds
 * nothing.
 */
export type Guard = {
  /** 'signedIn' needs an active session; children of a signed-in route cannot become public. */
  readonly access?: 'public' | 'signedIn';
  /** Minimum rank of the active session's role (SPEC §6). */
  readonly minimumRank?: number;
  /** Brand flags: when false the route does not exist for this brand (not-found screen). */
  readonly enabled?: (brand: BrandConfig) => boolean;
  /** Login sources the active session must be on (SPEC §2: funds are gateway, crypto is fos). */
  readonly sources?: readonly LoginSource[];
  /**
   * The first-login agreement and forced-password-change gates (SPEC §2, §4): while either is pending only its
   * screen shows, so every signed-in page sends the visitor to it. `false` exempts a route and its children (the
   * funds comparer, selector and detail, settings, logout).
   */
  readonly gates?: boolean;
};

/** A page, loaded as its own chunk the first time its route is shown. */
export type PageLoader = () => Promise<ComponentType>;

/** A page whose area has not landed: one shared screen named after the route's navigation label. */
export const notAvailableYet = 'notAvailableYet';
export type Page = PageLoader | typeof notAvailableYet;

/**
 * Where an index route sends the visitor: the first of these paths the guard allows (the last one when none is),
 * or a rule that picks one.
 */
export type IndexRedirect =
  readonly [string, ...string[]] | ((context: GuardContext, allows: (path: string) => boolean) => string);

export type NavMeta = {
  readonly labelKey: NavLabelKey;
  /** The header's user corner (sign in, settings, log out) rather than the main navigation. */
  readonly placement?: 'main' | 'user';
  /** Hides the item from viewers the guard lets in (SPEC §2 Navigation and §6: advisors see no stocks ...). */
  readonly hiddenFor?: (context: GuardContext) => boolean;
  /** Where the item leads when not to the route's own path (an advisor's Funds goes to the watchlist). */
  readonly to?: (context: GuardContext) => string;
};

export type PortalRoute = {
  /** Unique, stable: the route's id in the router and in tests. */
  readonly id: string;
  /** Path relative to the parent; absent on an index route. */
  readonly path?: string;
  readonly index?: true;
  readonly guard?: Guard;
  readonly page?: Page;
  readonly redirect?: IndexRedirect;
  readonly nav?: NavMeta;
  /** The name of a page without a navigation entry (the not-available screen shows it). */
  readonly titleKey?: NavLabelKey;
  /**
   * While `enabled(brand)` is false, every path of this subtree (index, children, unknown ones, signed in or not)
   * shows this page instead: the advisor area's Estimated Completion Date placeholder (SPEC §2).
   */
  readonly placeholder?: { readonly enabled: (brand: BrandConfig) => boolean; readonly page: PageLoader };
  readonly children?: readonly PortalRoute[];
};

/** A route with its place in the tree: the full path and the chain of routes from the top to it. */
export type FlatRoute = {
  readonly route: PortalRoute;
  readonly fullPath: string;
  readonly chain: readonly PortalRoute[];
};

export function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined || path === '') return parent === '' ? '/' : parent;
  return `${parent === '/' ? '' : parent}/${path}`;
}

/** Every route of the table with its full path ('/funds/subscribe/:id?') and its ancestors. */
export function flattenRoutes(routes: readonly PortalRoute[], parentPath = '', parents: readonly PortalRoute[] = []) {
  const flat: FlatRoute[] = [];
  for (const route of routes) {
    const fullPath = joinPath(parentPath, route.path);
    const chain = [...parents, route];
    flat.push({ route, fullPath, chain });
    if (route.children) flat.push(...flattenRoutes(route.children, fullPath === '/' ? '' : fullPath, chain));
  }
  return flat;
}
