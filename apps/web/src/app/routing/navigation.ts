import type { NavLabelKey } from '../../shared/i18n/shell-translations';
import { evaluateGuard, showsPlaceholder } from './guards';
import { joinPath } from './route-model';
import type { GuardContext, PortalRoute } from './route-model';

export type NavItem = {
  readonly id: string;
  readonly labelKey: NavLabelKey;
  readonly to: string;
  /** The route's own path: the item is current anywhere under it. */
  readonly path: string;
  readonly children: readonly NavItem[];
};

export type Navigation = {
  /** The areas and their pages. */
  readonly main: readonly NavItem[];
  /** Sign in, switch account, settings, log out, exit. */
  readonly user: readonly NavItem[];
};

/** A route's link target: its full path without optional parameters ('/funds/redeem/:id?' -> '/funds/redeem'). */
export function linkPath(fullPath: string): string {
  return fullPath.replace(/\/:[^/]+\?/g, '') || '/';
}

function hasNavDescendant(route: PortalRoute): boolean {
  return (route.children ?? []).some((child) => child.nav !== undefined || hasNavDescendant(child));
}

type Placed = { readonly item: NavItem; readonly placement: 'main' | 'user' };

function collect(
  routes: readonly PortalRoute[],
  parentPath: string,
  parents: readonly PortalRoute[],
  context: GuardContext,
): Placed[] {
  return routes.flatMap((route): Placed[] => {
    const fullPath = joinPath(parentPath, route.path);
    const chain = [...parents, route];
    const children = collect(route.children ?? [], fullPath === '/' ? '' : fullPath, chain, context);
    if (!route.nav) return children;
    const flat = { route, fullPath, chain };
    const visible =
      evaluateGuard(flat, context).kind === 'allow' &&
      !showsPlaceholder(flat, context) &&
      !route.nav.hiddenFor?.(context) &&
      // An area whose pages are all hidden is hidden too.
      (!hasNavDescendant(route) || children.length > 0);
    if (!visible) return [];
    const item: NavItem = {
      id: route.id,
      labelKey: route.nav.labelKey,
      to: route.nav.to?.(context) ?? linkPath(fullPath),
      path: linkPath(fullPath),
      children: children.map((child) => child.item),
    };
    return [{ item, placement: route.nav.placement ?? 'main' }];
  });
}

/** The navigation a visitor sees, derived from the route table: the guards, then the navigation rules. */
export function navigationFor(routes: readonly PortalRoute[], context: GuardContext): Navigation {
  const placed = collect(routes, '', [], context);
  return {
    main: placed.filter((entry) => entry.placement === 'main').map((entry) => entry.item),
    user: placed.filter((entry) => entry.placement === 'user').map((entry) => entry.item),
  };
}

/** True when `pathname` is `path` or a page under it. */
export function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(path === '/' ? '/' : `${path}/`);
}
