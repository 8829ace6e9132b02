import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRouteObjects, guardLoader } from './router';
import { routeTable } from './route-table';
import { brandWith, context, indexOf, routeAt, session } from './routing-fixtures';
import type { GuardContext } from './route-model';
import type { BrandConfig } from '@portal/contract/brands';

const Page: ComponentType = () => null;

function routesFor(brand: BrandConfig) {
  return buildRouteObjects(routeTable, {
    brand,
    context: () => context(brand),
    loadPage: () => async () => Page,
  });
}

function matchedId(brand: BrandConfig, path: string): string | undefined {
  return matchRoutes(routesFor(brand), path)?.at(-1)?.route.id;
}

/** What a guard loader does: nothing (null), or the redirect or 404 it throws. */
function runLoader(loader: () => unknown): { redirect: string | null } | { status: number } | null {
  try {
    loader();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') };
    if (typeof thrown === 'object' && thrown !== null && 'init' in thrown) {
      const init: unknown = thrown.init;
      if (typeof init === 'object' && init !== null && 'status' in init && typeof init.status === 'number') {
        return { status: init.status };
      }
    }
    throw thrown;
  }
}

function loaderFor(route: ReturnType<typeof routeAt>, guardContext: GuardContext) {
  return guardLoader(route, routeTable, {
    brand: guardContext.brand,
    context: () => guardContext,
    loadPage: () => async () => Page,
  });
}

describe('the router built from the route table', () => {
  it('matches declared pages and sends unknown paths, also inside an area, to the not-found screen', () => {
    const demo = brandWith('demo');
    expect(matchedId(demo, '/funds/redeem/F123')).toBe('funds.redeem');
    expect(matchedId(demo, '/funds/redeem')).toBe('funds.redeem');
    expect(matchedId(demo, '/funds/no-such-page')).toBe('notFound');
    expect(matchedId(demo, '/no/such/page')).toBe('notFound');
    expect(matchedId(demo, '/portfolios')).toBe('portfolios.notFound');
  });

  it('tells the not-available screen the area and the page it stands in for', () => {
    const match = matchRoutes(routesFor(brandWith('demo')), '/admins/banner')?.at(-1);
    expect(match?.route.handle).toEqual({
      notAvailableYet: { areaKey: 'areaNav:admins.title', pageKey: 'areaNav:admins.banner' },
    });
  });

  it('shows the placeholder on every /advisors path where the advisor flag is off', () => {
    const team = brandWith('team');
    for (const path of ['/advisors', '/advisors/dashboard', '/advisors/details', '/advisors/anything/at/all']) {
      expect(matchedId(team, path), path).toBe('advisors');
    }
    expect(matchedId(brandWith('demo'), '/advisors/dashboard')).toBe('advisors.dashboard');
    expect(matchedId(brandWith('demo'), '/advisors/anything')).toBe('notFound');
  });

  it('leaves the sign-in gates to the pages of an area: a fund detail opens, the dashboard goes to the gate', () => {
    const gated = context(brandWith('demo'), session('user', { forceChangePassword: true }));
    // The loaders of the area and of the page both run; only the page's decides the gate (SPEC §2, ADR 020).
    expect(runLoader(loaderFor(routeAt('/funds'), gated))).toBeNull();
    expect(runLoader(loaderFor(routeAt('/funds/detail/:id'), gated))).toBeNull();
    expect(runLoader(loaderFor(routeAt('/funds/dashboard'), gated))).toEqual({ redirect: '/users/login' });
    expect(runLoader(loaderFor(indexOf('/funds'), gated))).toEqual({ redirect: '/users/login' });
  });

  it('redirects in the loader: signed out to login, an area index to its first page', () => {
    const demo = brandWith('demo');
    expect(runLoader(loaderFor(routeAt('/funds/dashboard'), context(demo)))).toEqual({ redirect: '/users/login' });
    expect(runLoader(loaderFor(indexOf('/'), context(demo)))).toEqual({ redirect: '/users/login' });
    expect(runLoader(loaderFor(indexOf('/funds'), context(demo, session('user'))))).toEqual({
      redirect: '/funds/dashboard',
    });
    expect(runLoader(loaderFor(routeAt('/funds/dashboard'), context(demo, session('user'))))).toBeNull();
  });

  it('answers 404 for a route the brand switches off, so the not-found screen shows', () => {
    const noCrypto = brandWith('demo', { cryptoEnabled: false });
    expect(runLoader(loaderFor(routeAt('/cryptos/dashboard'), context(noCrypto)))).toEqual({ status: 404 });
  });
});
