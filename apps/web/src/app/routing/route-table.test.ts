import { describe, expect, it } from 'vitest';
import { flattenRoutes } from './route-model';
import { routeTable } from './route-table';

/** Every route and sub-route SPEC §2 names, as the route table writes it. */
const specPaths = [
  '/',
  '/none',
  '/exit',
  '/invalidSession',
  '/maintenance',
  '/news',
  '/notifications',
  '/portfolios/detail/:key',
  ...['login', 'setting', 'switcher', 'logout', 'inactiveLogout', 'sessionLogin', 'resetPassword'].map(
    (path) => `/users/${path}`,
  ),
  ...[
    'account',
    'account/add',
    'account/:id',
    'banner',
    'banner/add',
    'banner/:type',
    'legalAgreement',
    'legalAgreement/:type',
    'disclaimerNote',
    'disclaimerNote/:type',
    'theme',
    'plans',
    'plans/edit/:planId',
    'plans/subscriptions/:planCode',
    'news',
    'news/add',
    'news/:id',
    'raq',
    'document',
    'funds/pick',
    'funds',
    'funds/edit/:fundId',
    'funds/prices/:fundId',
    'stocks/pick',
  ].map((path) => `/admins/${path}`),
  ...['advancedSearch', 'dashboard', 'details', 'holdingsDashboard'].map((path) => `/advisors/${path}`),
  ...[
    'dashboard',
    'portfolio',
    'search',
    'subscribe/:id?',
    'bulkSubscribe/:id?',
    'redeem/:id?',
    'history',
    'watchlist',
    'document',
    'switch/:id?',
    'switchSingle/:id?',
    'comparer',
    'selector',
    'detail/:id',
  ].map((path) => `/funds/${path}`),
  ...[
    'information',
    'raq',
    'riskCheck',
    'taxStatus',
    'bank',
    'tour',
    'changePassword',
    'changeTradePassword',
    'userSettings',
  ].map((path) => `/accounts/${path}`),
  ...[
    'movement',
    'history',
    'request',
    'requests/instruction',
    'withdraw',
    'withdraws/instruction',
    'requests/ddi/:ddaReference?',
    'withdraws/fps',
    'sdda',
    'exchange',
  ].map((path) => `/cashes/${path}`),
  ...[
    'dashboard',
    'portfolio',
    'history',
    'order',
    'deposit',
    'withdraw',
    'whitelist',
    'walletManagement',
    'walletHistory',
    'vaOrder',
  ].map((path) => `/cryptos/${path}`),
  ...['holdings', 'holdings/add', 'holdings/:id', 'portfolio'].map((path) => `/assets/${path}`),
  ...['dashboard', 'portfolio', 'order', 'history', 'ipo', 'corporateAction', 'document'].map(
    (path) => `/stocks/${path}`,
  ),
  ...[
    'statistic',
    'suggests/search',
    'suggests/result',
    'detail/:planId',
    'search',
    'subscribes/:planId',
    'questionnaire',
    'talk',
    'redeems',
    'subscriptions',
  ].map((path) => `/plans/${path}`),
];

const flat = flattenRoutes(routeTable);

describe('the route table', () => {
  it('declares every route and sub-route of SPEC §2', () => {
    const declared = new Set(flat.map((route) => route.fullPath));
    expect(specPaths.filter((path) => !declared.has(path))).toEqual([]);
  });

  it('declares each path once and each id once', () => {
    const pages = flat.filter((route) => !route.route.index);
    expect(new Set(pages.map((route) => route.fullPath)).size).toBe(pages.length);
    expect(new Set(flat.map((route) => route.route.id)).size).toBe(flat.length);
  });

  it('gives every area index a redirect (portfolios has no index: /portfolios shows not found)', () => {
    const areasWithIndex = flat
      .filter((route) => route.route.index && route.route.redirect)
      .map((route) => route.fullPath);
    expect(areasWithIndex).toEqual([
      '/',
      '/funds',
      '/stocks',
      '/cryptos',
      '/cashes',
      '/assets',
      '/plans',
      '/accounts',
      '/advisors',
      '/admins',
      '/users',
    ]);
  });

  it('gives every leaf a page or a redirect', () => {
    const leaves = flat.filter((route) => !route.route.children);
    expect(leaves.filter((route) => !route.route.page && !route.route.redirect).map((route) => route.fullPath)).toEqual(
      [],
    );
  });
});
