import type { ComponentType } from 'react';
import { createBrowserRouter, data, matchRoutes, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import type { BrandConfig } from '@portal/contract/brands';
import { lazyTextsLoaded, withLazyTexts } from '../../shared/i18n/lazy-texts';
import type { NavLabelKey } from '../../shared/i18n/shell-translations';
import { activeSession } from '../../shared/session/session-store';
import type { SessionStore } from '../../shared/session/session-store';
import { browserStorage } from '../../shared/storage/memory-storage';
import type { NotAvailableYetHandle } from '../../shared/ui/not-available-yet';
import { firstLoadRoutes } from '../first-load-modules';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { PageLoading } from '../layouts/page-loading';
import { PortalLayout } from '../layouts/portal-layout';
import { evaluateGuard, pathAllower, resolveIndexRedirect } from './guards';
import { lazyPage } from './lazy-page';
import type { ChunkReloadDeps } from './lazy-page';
import { joinPath, notAvailableYet } from './route-model';
import type { FlatRoute, GuardContext, PageLoader, PortalRoute } from './route-model';
import { loadAllRoutes } from './known-routes';

export type RouteBuildDeps = {
  readonly brand: BrandConfig;
  /** The guard context at the moment a navigation happens. */
  readonly context: () => GuardContext;
  /** Wraps a page loader (the reload-once policy of lazyPage). */
  readonly loadPage: (load: PageLoader) => () => Promise<ComponentType>;
  /**
   * The whole route table, when the routes built are part of it (the first load's, ADR 058): a signed-in visitor's
   * index redirect picks among all routes and their header names every area, so both wait for it. Absent: `table`
   * is all.
   */
  readonly allRoutes?: () => Promise<readonly PortalRoute[]>;
};

const loadNotAvailableYet: PageLoader = withLazyTexts(['areaNav'], () =>
  import('../../shared/ui/not-available-yet').then((module) => module.NotAvailableYet),
);

/** What the not-available screen names: the area (the first named route of the chain) and the page (the last). */
function notAvailableYetHandle(chain: readonly PortalRoute[]): NotAvailableYetHandle | undefined {
  const names = chain.flatMap((route): NavLabelKey[] => {
    const key = route.titleKey ?? route.nav?.labelKey;
    return key ? [key] : [];
  });
  const [areaKey] = names;
  const pageKey = names.at(-1);
  return areaKey && pageKey ? { notAvailableYet: { areaKey, pageKey } } : undefined;
}

export function guardLoader(flat: FlatRoute, table: readonly PortalRoute[], deps: RouteBuildDeps) {
  // An area leaves the sign-in gates to its pages, some of which are outside them (SPEC §2).
  const gatesDecidedBelow = flat.route.children !== undefined;
  return () => {
    const context = deps.context();
    const result = evaluateGuard(flat, context, { gatesDecidedBelow });
    if (result.kind === 'redirect') throw redirect(result.to);
    if (result.kind === 'notFound') throw data(null, { status: 404, statusText: 'Not Found' });
    const { redirect: to } = flat.route;
    if (to) {
      const redirectAmong = (routes: readonly PortalRoute[]): never => {
        throw redirect(resolveIndexRedirect(to, context, pathAllower(routes, context)));
      };
      // Signed out, a redirect needs no route outside the first load (the site root sends to the login page).
      return deps.allRoutes && context.session ? deps.allRoutes().then(redirectAmong) : redirectAmong(table);
    }
    // A signed-in visitor's header names the areas: their names and routes come before the page (no key, no empty
    // header).
    if (!context.session) return null;
    return Promise.all([lazyTextsLoaded(['areaNav']), deps.allRoutes?.()]).then(() => null);
  };
}

function toRouteObject(
  route: PortalRoute,
  parentPath: string,
  parents: readonly PortalRoute[],
  table: readonly PortalRoute[],
  deps: RouteBuildDeps,
): RouteObject {
  const fullPath = joinPath(parentPath, route.path);
  const chain = [...parents, route];
  const flat: FlatRoute = { route, fullPath, chain };

  if (route.placeholder && !route.placeholder.enabled(deps.brand)) {
    // Every path of the subtree, known or not, shows the placeholder (SPEC §2 Advisor area).
    return { id: route.id, path: `${route.path ?? ''}/*`, lazy: { Component: deps.loadPage(route.placeholder.page) } };
  }

  if (route.children) {
    const children = route.children.map((child) => toRouteObject(child, fullPath, chain, table, deps));
    // A parent without an index page would render an empty page at its own path: show not-found there.
    if (!route.children.some((child) => child.index)) {
      children.push({ id: `${route.id}.notFound`, index: true, Component: NotFoundPage });
    }
    return {
      id: route.id,
      path: route.path,
      loader: route.guard ? guardLoader(flat, table, deps) : undefined,
      children,
    };
  }

  const page = route.page === notAvailableYet ? loadNotAvailableYet : route.page;
  const handle = route.page === notAvailableYet ? notAvailableYetHandle(chain) : undefined;
  const common = {
    id: route.id,
    loader: guardLoader(flat, table, deps),
    handle,
    // An index route that only redirects never renders; the loading view stands in for the router's sake.
    ...(page ? { lazy: { Component: deps.loadPage(page) } } : { Component: PageLoading }),
  };
  return route.index ? { ...common, index: true } : { ...common, path: route.path };
}

/** The router's routes of `routes`, each a child of the 'pages' route, guarded within `table`. */
export function buildPageRoutes(
  routes: readonly PortalRoute[],
  table: readonly PortalRoute[],
  deps: RouteBuildDeps,
): RouteObject[] {
  return routes.map((route) => toRouteObject(route, '', [], table, deps));
}

/**
 * The router's routes, derived from the route table: a layout around every page (the login and not-found pages
 * included), route errors shown inside that layout, and a catch-all not-found screen.
 */
export function buildRouteObjects(table: readonly PortalRoute[], deps: RouteBuildDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: PortalLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoading,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: PageLoading,
          children: [...buildPageRoutes(table, table, deps), { id: 'notFound', path: '*', Component: NotFoundPage }],
        },
      ],
    },
  ];
}

export type PortalRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router of the portal; it re-checks the guards whenever the sessions change. A signed-out visitor on a
 * page of the first load's routes (the login page, ADR 058) starts with those alone; the router fetches every
 * feature's routes (`route-table.ts`, a chunk of its own) on the first navigation to a path they do not hold, and a
 * guard fetches them as soon as a session is active. Anyone else's router starts with the whole table.
 */
export async function createPortalRouter(brand: BrandConfig, sessions: SessionStore): Promise<PortalRouter> {
  // The router exists only after its routes do; the chunk loader reads its pending navigation when a chunk loads.
  const created: { router?: PortalRouter; patched?: boolean } = {};
  const chunkReload: ChunkReloadDeps = {
    storage: browserStorage(() => window.sessionStorage),
    targetPath: () => created.router?.state.navigation.location?.pathname ?? window.location.pathname,
    now: Date.now,
    reloadAt: (path) => {
      if (path === window.location.pathname) window.location.reload();
      else window.location.assign(path);
    },
  };
  const allRoutes = () =>
    loadAllRoutes(lazyPage(() => import('./route-table').then((module) => module.routeTable), chunkReload));
  const deps: RouteBuildDeps = {
    brand,
    context: () => ({ brand, session: activeSession(sessions.getSnapshot()) }),
    loadPage: (load) => lazyPage(load, chunkReload),
    allRoutes,
  };
  const firstLoad = buildRouteObjects(firstLoadRoutes, deps);
  const router = startsWithFirstLoad(firstLoad, sessions)
    ? createBrowserRouter(firstLoad, {
        // A path the first load's routes hold only through the not-found catch-all: every feature's routes are added
        // (once), then the router matches again.
        async patchRoutesOnNavigation({ patch }) {
          const table = await allRoutes();
          if (created.patched) return;
          created.patched = true;
          patch(
            'pages',
            buildPageRoutes(
              table.filter((route) => !firstLoadRoutes.includes(route)),
              table,
              deps,
            ),
          );
        },
      })
    : createBrowserRouter(buildRouteObjects(await allRoutes(), deps));
  created.router = router;
  sessions.subscribe(() => void router.revalidate());
  return router;
}

/** Signed out, on a page of the first load's routes (not the not-found catch-all). */
function startsWithFirstLoad(firstLoad: RouteObject[], sessions: SessionStore): boolean {
  if (activeSession(sessions.getSnapshot())) return false;
  const matched = matchRoutes(firstLoad, window.location)?.at(-1)?.route;
  return matched !== undefined && matched.id !== 'notFound' && !matched.path?.includes('*');
}
