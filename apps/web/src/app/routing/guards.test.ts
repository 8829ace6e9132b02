import { describe, expect, it } from 'vitest';
import { evaluateGuard, landingPath, pathAllower, resolveIndexRedirect, showsPlaceholder } from './guards';
import { routeTable } from './route-table';
import { brandWith, context, indexOf, routeAt, session } from './routing-fixtures';
import type { GuardContext } from './route-model';

const demo = brandWith('demo');

function guard(path: string, guardContext: GuardContext) {
  return evaluateGuard(routeAt(path), guardContext);
}

function indexRedirect(path: string, guardContext: GuardContext) {
  const { redirect } = indexOf(path).route;
  if (!redirect) throw new Error(`${path} has no index redirect`);
  return resolveIndexRedirect(redirect, guardContext, pathAllower(routeTable, guardContext));
}

describe('guards', () => {
  it('send a signed-out visitor to /users/login from every signed-in area', () => {
    for (const path of [
      '/funds/dashboard',
      '/stocks/dashboard',
      '/cryptos/dashboard',
      '/cashes/movement',
      '/assets/portfolio',
      '/plans/search',
      '/accounts/information',
      '/advisors/dashboard',
      '/admins/account',
      '/notifications',
      '/users/switcher',
      '/none',
    ]) {
      expect(guard(path, context(demo)), path).toEqual({ kind: 'redirect', to: '/users/login' });
    }
  });

  it('let a signed-out visitor see the login, settings, maintenance, exit and signed-out pages', () => {
    for (const path of ['/users/login', '/users/setting', '/users/inactiveLogout', '/maintenance', '/invalidSession']) {
      expect(guard(path, context(demo)), path).toEqual({ kind: 'allow' });
    }
    // /exit exists in session login mode only (SPEC §2).
    expect(guard('/exit', context(brandWith('abci')))).toEqual({ kind: 'allow' });
  });

  it('redirect non-admins out of /admins and let admin rank (500) and above in', () => {
    for (const role of ['user', 'advisor', 'manager'] as const) {
      expect(guard('/admins/banner', context(demo, session(role))), role).toEqual({ kind: 'redirect', to: '/' });
    }
    for (const role of ['admin', 'system', 'god'] as const) {
      expect(guard('/admins/banner', context(demo, session(role))), role).toEqual({ kind: 'allow' });
    }
  });

  it('redirect non-advisors out of /advisors and let advisor rank (200) and above in', () => {
    expect(guard('/advisors/dashboard', context(demo, session('user')))).toEqual({ kind: 'redirect', to: '/' });
    for (const role of ['advisor', 'manager', 'admin'] as const) {
      expect(guard('/advisors/dashboard', context(demo, session(role))), role).toEqual({ kind: 'allow' });
    }
  });

  it('redirect gateway users out of /cryptos and let virtual-asset (fos) users in', () => {
    expect(guard('/cryptos/dashboard', context(demo, session('user')))).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/cryptos/dashboard', context(demo, session('user', { source: 'fos' })))).toEqual({ kind: 'allow' });
  });

  it('open /cryptos/vaOrder to FOS advisors where the brand has advisor VA orders; not to clients; not on vademo', () => {
    const fosAdvisor = session('advisor', { source: 'fos' });
    expect(guard('/cryptos/vaOrder', context(demo, fosAdvisor))).toEqual({ kind: 'allow' });
    expect(guard('/cryptos/vaOrder', context(demo, session('user', { source: 'fos' })))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guard('/cryptos/vaOrder', context(demo, session('advisor')))).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/cryptos/vaOrder', context(brandWith('vademo'), fosAdvisor))).toEqual({ kind: 'notFound' });
    expect(indexRedirect('/cryptos', context(demo, fosAdvisor))).toBe('/cryptos/vaOrder');
  });

  it('keep funds to the gateway source', () => {
    expect(guard('/funds/dashboard', context(demo, session('user', { source: 'fos' })))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('answer not found where the brand switches the route off, signed in or not', () => {
    const noFunds = brandWith('demo', { fundEnabled: false });
    expect(guard('/funds/dashboard', context(noFunds))).toEqual({ kind: 'notFound' });
    expect(guard('/funds/dashboard', context(noFunds, session('user')))).toEqual({ kind: 'notFound' });
    const noBulk = brandWith('demo', { bulkFundSubscribeEnabled: false });
    expect(guard('/funds/bulkSubscribe/:id?', context(noBulk, session('user')))).toEqual({ kind: 'notFound' });
    expect(guard('/funds/subscribe/:id?', context(noBulk, session('user')))).toEqual({ kind: 'allow' });
  });

  it('open fund switching only with both the switching and the trade document flags', () => {
    const user = session('user');
    expect(guard('/funds/switch/:id?', context(demo, user))).toEqual({ kind: 'allow' });
    expect(guard('/funds/switch/:id?', context(brandWith('demo', { tradeDocumentEnabled: false }), user))).toEqual({
      kind: 'notFound',
    });
    expect(
      guard('/funds/switchSingle/:id?', context(brandWith('demo', { oneToOneFundSwitchingEnabled: false }), user)),
    ).toEqual({ kind: 'notFound' });
  });

  it('open the users pages only in their modes: logout, sessionLogin and resetPassword', () => {
    const user = session('user');
    expect(guard('/users/logout', context(demo, user))).toEqual({ kind: 'allow' });
    expect(guard('/users/logout', context(brandWith('demo', { passwordLoginMode: false }), user))).toEqual({
      kind: 'notFound',
    });
    expect(guard('/users/sessionLogin', context(demo))).toEqual({ kind: 'notFound' });
    expect(guard('/users/sessionLogin', context(brandWith('abci')))).toEqual({ kind: 'allow' });
    // SPEC §2 ties /exit to session login mode: without it /exit is not found, signed in or not.
    expect(guard('/exit', context(demo))).toEqual({ kind: 'notFound' });
    expect(guard('/exit', context(demo, user))).toEqual({ kind: 'notFound' });
    expect(guard('/exit', context(brandWith('abci'), user))).toEqual({ kind: 'allow' });
    expect(guard('/exit', context(brandWith('demo', { sessionLoginMode: true }), user))).toEqual({ kind: 'allow' });
    expect(guard('/users/resetPassword', context(brandWith('demo', { resetPasswordEnabled: false })))).toEqual({
      kind: 'notFound',
    });
  });

  it('hold a plain client behind the first-login agreement and a forced password change on the gated funds routes', () => {
    const unconfirmed = session('user', { agreementConfirmed: false });
    expect(guard('/funds/dashboard', context(demo, unconfirmed))).toEqual({ kind: 'redirect', to: '/users/login' });
    expect(guard('/funds/selector', context(demo, unconfirmed))).toEqual({ kind: 'allow' });
    expect(guard('/funds/dashboard', context(demo, session('advisor', { agreementConfirmed: false })))).toEqual({
      kind: 'allow',
    });
    expect(guard('/funds/history', context(demo, session('user', { forceChangePassword: true })))).toEqual({
      kind: 'redirect',
      to: '/users/login',
    });
  });

  it('show only the change screen while a password change is forced, for every role and area (SPEC §4)', () => {
    const forcedAdmin = session('admin', { forceChangePassword: true });
    const forcedUser = session('user', { forceChangePassword: true });
    for (const [path, facts] of [
      ['/admins/account', forcedAdmin],
      ['/stocks/dashboard', forcedUser],
      ['/accounts/information', forcedUser],
      ['/none', forcedUser],
    ] as const) {
      expect(guard(path, context(demo, facts)), path).toEqual({ kind: 'redirect', to: '/users/login' });
    }
    // Still reachable: logging out, the settings, and the funds pages outside the gate.
    for (const path of ['/users/logout', '/users/setting', '/funds/comparer', '/funds/detail/:id']) {
      expect(guard(path, context(demo, forcedUser)), path).toEqual({ kind: 'allow' });
    }
    // The agreement holds a plain client out of every signed-in area, not only funds.
    expect(guard('/stocks/dashboard', context(demo, session('user', { agreementConfirmed: false })))).toEqual({
      kind: 'redirect',
      to: '/users/login',
    });
  });

  it('show the advisor placeholder on every /advisors path, signed in or not, where the advisor flag is off', () => {
    const team = brandWith('team');
    expect(team.flags.advisorEnabled).toBe(false);
    for (const path of ['/advisors', '/advisors/dashboard', '/advisors/details']) {
      expect(showsPlaceholder(routeAt(path), { brand: team }), path).toBe(true);
      expect(guard(path, context(team)), path).toEqual({ kind: 'allow' });
      expect(guard(path, context(team, session('user'))), path).toEqual({ kind: 'allow' });
    }
    expect(showsPlaceholder(routeAt('/advisors/dashboard'), { brand: demo })).toBe(false);
  });
});

describe('index redirects (SPEC §2)', () => {
  const user = context(demo, session('user'));

  it('send each area index to its first page', () => {
    expect(indexRedirect('/funds', user)).toBe('/funds/dashboard');
    expect(indexRedirect('/stocks', user)).toBe('/stocks/dashboard');
    expect(indexRedirect('/cryptos', context(demo, session('user', { source: 'fos' })))).toBe('/cryptos/dashboard');
    expect(indexRedirect('/assets', user)).toBe('/assets/portfolio');
    expect(indexRedirect('/plans', user)).toBe('/plans/search');
    expect(indexRedirect('/advisors', context(demo, session('advisor')))).toBe('/advisors/dashboard');
  });

  it('send the admin index to account, else the funds admin, else the banners', () => {
    expect(indexRedirect('/admins', context(demo, session('admin')))).toBe('/admins/account');
    const noAccount = brandWith('demo', {}, { adminAccountEnabled: false });
    expect(indexRedirect('/admins', context(noAccount, session('admin')))).toBe('/admins/funds');
    const neither = brandWith('demo', {}, { adminAccountEnabled: false, adminEditFundEnabled: false });
    expect(indexRedirect('/admins', context(neither, session('admin')))).toBe('/admins/banner');
  });

  it('send the cash index to the deposit request with top-up, else to the movements', () => {
    expect(indexRedirect('/cashes', user)).toBe('/cashes/request');
    expect(indexRedirect('/cashes', context(brandWith('demo', { cashTopUpEnabled: false }), session('user')))).toBe(
      '/cashes/movement',
    );
  });

  it('send the accounts index to the first enabled of information, raq, riskCheck ...', () => {
    expect(indexRedirect('/accounts', user)).toBe('/accounts/information');
  });

  it('send the users index to login when nobody is signed in, else home', () => {
    expect(indexRedirect('/users', context(demo))).toBe('/users/login');
    expect(indexRedirect('/users', user)).toBe('/');
  });
});

describe('landing after login (SPEC §2)', () => {
  function landing(guardContext: GuardContext) {
    return landingPath(guardContext, pathAllower(routeTable, guardContext));
  }

  it('is the login page when nobody is signed in', () => {
    expect(landing(context(demo))).toBe('/users/login');
  });

  it('is the admin account page for admins, the advisor dashboard for advisors', () => {
    expect(landing(context(demo, session('admin')))).toBe('/admins/account');
    expect(landing(context(demo, session('advisor')))).toBe('/advisors/dashboard');
  });

  it('is the advisor dashboard for a manager (rank 300, between advisor and admin; issue 28)', () => {
    expect(landing(context(demo, session('manager')))).toBe('/advisors/dashboard');
  });

  it('is the funds or stocks dashboard for a gateway client, the crypto dashboard for a virtual-asset client', () => {
    expect(landing(context(demo, session('user')))).toBe('/funds/dashboard');
    expect(landing(context(brandWith('demo', { fundEnabled: false }), session('user')))).toBe('/stocks/dashboard');
    expect(landing(context(demo, session('user', { source: 'fos' })))).toBe('/cryptos/dashboard');
  });

  it('is the VA order panel for an FOS advisor where the brand has it, else the advisor dashboard (SPEC §2)', () => {
    const fosAdvisor = session('advisor', { source: 'fos' });
    expect(landing(context(demo, fosAdvisor))).toBe('/cryptos/vaOrder');
    expect(landing(context(brandWith('vademo'), fosAdvisor))).toBe('/advisors/dashboard');
  });

  it('is the stocks dashboard for an advisee session', () => {
    expect(landing(context(demo, session('user', { advisorAccountCode: 'ADVISOR001' })))).toBe('/stocks/dashboard');
  });

  it('is /none when no area is open to the account', () => {
    const closed = brandWith('demo', { fundEnabled: false, stockEnabled: false });
    expect(landing(context(closed, session('user')))).toBe('/none');
  });
});
