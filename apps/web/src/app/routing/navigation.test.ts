import { describe, expect, it } from 'vitest';
import { linkPath, navigationFor } from './navigation';
import type { NavItem } from './navigation';
import { routeTable } from './route-table';
import { brandWith, context, session } from './routing-fixtures';
import type { GuardContext } from './route-model';

const demo = brandWith('demo');

function areas(guardContext: GuardContext): string[] {
  return navigationFor(routeTable, guardContext).main.map((item) => item.id);
}

function area(guardContext: GuardContext, id: string): NavItem {
  const item = navigationFor(routeTable, guardContext).main.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No ${id} in the navigation`);
  return item;
}

describe('navigation', () => {
  it('offers a signed-out visitor only Sign in and Settings (only Settings where people sign in from a host app)', () => {
    expect(navigationFor(routeTable, context(demo))).toEqual({
      main: [],
      user: [
        { id: 'users.login', labelKey: 'nav.users.login', to: '/users/login', path: '/users/login', children: [] },
        {
          id: 'users.setting',
          labelKey: 'nav.users.setting',
          to: '/users/setting',
          path: '/users/setting',
          children: [],
        },
      ],
    });
    expect(navigationFor(routeTable, context(brandWith('abci'))).user.map((item) => item.id)).toEqual([
      'users.setting',
    ]);
  });

  it('gives a session-login user Exit and no Log out (SPEC §2, §6)', () => {
    const user = navigationFor(routeTable, context(brandWith('abci'), session('user', { isSessionLogin: true }))).user;
    expect(user.map((item) => item.id)).toEqual(['users.switcher', 'users.setting', 'exit']);
  });

  it('shows a gateway client its areas, without crypto, the advisor desk or admin', () => {
    expect(areas(context(demo, session('user')))).toEqual([
      'funds',
      'stocks',
      'cashes',
      'assets',
      'plans',
      'news',
      'accounts',
    ]);
    expect(areas(context(demo, session('user', { source: 'fos' })))).toContain('cryptos');
  });

  it('lists the funds pages of SPEC §2 in order, linking without optional parameters', () => {
    const funds = area(context(demo, session('user')), 'funds');
    expect(funds.children.map((item) => item.labelKey)).toEqual([
      'areaNav:funds.dashboard',
      'areaNav:funds.watchlist',
      'areaNav:funds.portfolio',
      'areaNav:funds.search',
      'areaNav:funds.redeem',
      'areaNav:funds.switch',
      'areaNav:funds.switchSingle',
      'areaNav:funds.history',
      'areaNav:funds.document',
      'areaNav:funds.selector',
    ]);
    expect(funds.children.find((item) => item.id === 'funds.redeem')?.to).toBe('/funds/redeem');
  });

  it('hides from advisors stocks, cash, assets and crypto, and sends their Funds entry to the watchlist', () => {
    const advisor = context(demo, session('advisor'));
    expect(areas(advisor)).toEqual(['funds', 'plans', 'news', 'accounts', 'advisors']);
    expect(area(advisor, 'funds').to).toBe('/funds/watchlist');
  });

  it('shows a manager what it shows an advisor (SPEC §6; issue 28): the advisor entry, funds, no client areas', () => {
    const manager = context(demo, session('manager'));
    expect(areas(manager)).toEqual(areas(context(demo, session('advisor'))));
    expect(area(manager, 'funds').to).toBe('/funds/watchlist');
  });

  it('hides funds and account items from FOS advisors; they see only the virtual-asset order panel of crypto', () => {
    const fosAdvisor = context(demo, session('advisor', { source: 'fos' }));
    expect(areas(fosAdvisor)).toEqual(['cryptos', 'plans', 'news', 'advisors']);
    const cryptos = area(fosAdvisor, 'cryptos');
    expect(cryptos.to).toBe('/cryptos/vaOrder');
    expect(cryptos.children.map((item) => item.id)).toEqual(['cryptos.vaOrder']);
    expect(
      areas(context(brandWith('demo', { advisorVirtualAssetEnabled: false }), session('advisor', { source: 'fos' }))),
    ).toEqual(['plans', 'news', 'advisors']);
    // A plain VA client has no vaOrder item.
    const client = area(context(demo, session('user', { source: 'fos' })), 'cryptos');
    expect(client.children.map((item) => item.id)).not.toContain('cryptos.vaOrder');
  });

  it('gives admins the Admin entry with the sub-items of SPEC §2 in order, each gated by its admin flag', () => {
    const admin = context(demo, session('admin'));
    expect(areas(admin)).toEqual(['news', 'advisors', 'admins']);
    expect(area(admin, 'admins').children.map((item) => item.to)).toEqual([
      '/admins/account',
      '/admins/funds',
      '/admins/plans',
      '/admins/news',
      '/admins/banner',
      '/admins/raq',
      '/admins/document',
      '/admins/funds/pick',
      '/admins/stocks/pick',
      '/admins/legalAgreement',
      '/admins/disclaimerNote',
      '/admins/theme',
    ]);
    const fewer = brandWith('demo', {}, { adminNewsEnabled: false, adminFundPickEnabled: false });
    const items = area(context(fewer, session('admin')), 'admins').children.map((item) => item.to);
    expect(items).not.toContain('/admins/news');
    expect(items).not.toContain('/admins/funds/pick');
  });

  it('hides an area whose pages are all switched off', () => {
    expect(areas(context(brandWith('demo', { stockEnabled: false }), session('user')))).not.toContain('stocks');
  });

  it('hides the advisor entry where the brand shows the placeholder instead', () => {
    expect(areas(context(brandWith('team'), session('advisor')))).not.toContain('advisors');
  });

  it('offers a signed-in user switch account, settings and log out, but no log out to session-login users or advisees', () => {
    const userItems = (guardContext: GuardContext) =>
      navigationFor(routeTable, guardContext).user.map((item) => item.id);
    expect(userItems(context(demo, session('user')))).toEqual(['users.switcher', 'users.setting', 'users.logout']);
    expect(userItems(context(demo, session('user', { isSessionLogin: true })))).toEqual([
      'users.switcher',
      'users.setting',
    ]);
    expect(userItems(context(demo, session('user', { advisorAccountCode: 'ADVISOR001' })))).toEqual([
      'users.switcher',
      'users.setting',
    ]);
  });
});

describe('link paths', () => {
  it('drop optional parameters', () => {
    expect(linkPath('/funds/subscribe/:id?')).toBe('/funds/subscribe');
    expect(linkPath('/cashes/requests/ddi/:ddaReference?')).toBe('/cashes/requests/ddi');
    expect(linkPath('/users/login')).toBe('/users/login');
  });
});
