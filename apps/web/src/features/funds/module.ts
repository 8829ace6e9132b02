import { brandFeatures } from '@portal/contract/domain/brand-features';
import type { FeatureModule } from '../../app/feature-module';
import { isStaff } from '../../app/routing/guards';
import { hiddenForAdmins, offered } from '../../app/routing/route-conditions';
import type { Guard } from '../../app/routing/route-model';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { fundResearchEnglish } from './research/i18n';
import type { fundTradingEnglish } from './trading/i18n';

const texts = {
  fundResearch: namespaceTexts<typeof fundResearchEnglish>('features/funds/research/i18n'),
  fundTrading: namespaceTexts<typeof fundTradingEnglish>('features/funds/trading/i18n'),
};

// Through one small module per sub-area, whose chunk holds the pages' preload lists (ADR 009).
// The trading pages share one chunk of page loaders: each waits for the dashboard's net worth card's texts too.
const pages = {
  fundSearch: withLazyTexts(['fundResearch'], () =>
    import('./research/page-loaders').then((module) => module.loadFundSearchPage()),
  ),
  fundSelector: withLazyTexts(['fundResearch'], () =>
    import('./research/page-loaders').then((module) => module.loadFundSelectorPage()),
  ),
  fundComparer: withLazyTexts(['fundResearch'], () =>
    import('./research/page-loaders').then((module) => module.loadFundComparerPage()),
  ),
  fundDetail: withLazyTexts(['fundResearch'], () =>
    import('./research/page-loaders').then((module) => module.loadFundDetailPage()),
  ),
  fundWatchlist: withLazyTexts(['fundResearch'], () =>
    import('./research/page-loaders').then((module) => module.loadFundWatchlistPage()),
  ),
  fundSubscribe: withLazyTexts(
    ['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'],
    () => import('./trading/page-loaders').then((module) => module.loadSubscribePage()),
  ),
  fundBulkSubscribe: withLazyTexts(
    ['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'],
    () => import('./trading/page-loaders').then((module) => module.loadBulkSubscribePage()),
  ),
  fundRedeem: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'], () =>
    import('./trading/page-loaders').then((module) => module.loadRedeemPage()),
  ),
  fundSwitch: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'], () =>
    import('./trading/page-loaders').then((module) => module.loadSwitchPage()),
  ),
  fundSwitchSingle: withLazyTexts(
    ['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'],
    () => import('./trading/page-loaders').then((module) => module.loadSwitchSinglePage()),
  ),
  fundHistory: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'], () =>
    import('./trading/page-loaders').then((module) => module.loadFundHistoryPage()),
  ),
  fundPortfolio: withLazyTexts(
    ['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'],
    () => import('./trading/page-loaders').then((module) => module.loadFundPortfolioPage()),
  ),
  fundDashboard: withLazyTexts(
    ['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'],
    () => import('./trading/page-loaders').then((module) => module.loadFundDashboardPage()),
  ),
  fundDocument: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder', 'wealthPortfolio'], () =>
    import('./trading/page-loaders').then((module) => module.loadFundDocumentPage()),
  ),
};

/** Funds behind the first-login agreement and forced-password gates (SPEC §2 Funds routes). */
const fundGate: Guard = { gates: true };
/** Reachable while the agreement or a forced password change is pending (SPEC §2: comparer, selector, detail). */
const outsideGates: Guard = { gates: false };

/** Funds (SPEC §2): research (search, selector, comparer, detail, watchlist) and trading (tickets, history, portfolio). */
export const fundsModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    {
      id: 'funds',
      path: 'funds',
      guard: { enabled: offered(brandFeatures.funds), access: 'signedIn', sources: ['gateway'] },
      nav: {
        labelKey: 'areaNav:funds.title',
        hiddenFor: hiddenForAdmins,
        // An advisor's Funds entry goes to the watchlist (SPEC §6).
        to: (context) => (isStaff(context) ? '/funds/watchlist' : '/funds'),
      },
      children: [
        { id: 'funds.index', index: true, redirect: ['/funds/dashboard'] },
        {
          id: 'funds.dashboard',
          path: 'dashboard',
          page: pages.fundDashboard,
          guard: fundGate,
          nav: { labelKey: 'areaNav:funds.dashboard' },
        },
        {
          id: 'funds.watchlist',
          path: 'watchlist',
          page: pages.fundWatchlist,
          guard: fundGate,
          nav: { labelKey: 'areaNav:funds.watchlist' },
        },
        {
          id: 'funds.portfolio',
          path: 'portfolio',
          page: pages.fundPortfolio,
          guard: fundGate,
          nav: { labelKey: 'areaNav:funds.portfolio' },
        },
        {
          id: 'funds.search',
          path: 'search',
          page: pages.fundSearch,
          guard: fundGate,
          nav: { labelKey: 'areaNav:funds.search' },
        },
        {
          id: 'funds.redeem',
          path: 'redeem/:id?',
          page: pages.fundRedeem,
          guard: { ...fundGate, enabled: offered(brandFeatures.fundTrading) },
          nav: { labelKey: 'areaNav:funds.redeem' },
        },
        {
          id: 'funds.switch',
          path: 'switch/:id?',
          page: pages.fundSwitch,
          guard: { ...fundGate, enabled: offered(brandFeatures.fundSwitching) },
          nav: { labelKey: 'areaNav:funds.switch' },
        },
        {
          id: 'funds.switchSingle',
          path: 'switchSingle/:id?',
          page: pages.fundSwitchSingle,
          guard: { ...fundGate, enabled: offered(brandFeatures.oneToOneFundSwitching) },
          nav: { labelKey: 'areaNav:funds.switchSingle' },
        },
        {
          id: 'funds.history',
          path: 'history',
          page: pages.fundHistory,
          guard: fundGate,
          nav: { labelKey: 'areaNav:funds.history' },
        },
        {
          id: 'funds.document',
          path: 'document',
          page: pages.fundDocument,
          guard: fundGate,
          nav: { labelKey: 'areaNav:funds.document' },
        },
        // Outside the gate (SPEC §2).
        {
          id: 'funds.selector',
          path: 'selector',
          page: pages.fundSelector,
          guard: outsideGates,
          nav: { labelKey: 'areaNav:funds.selector' },
        },
        { id: 'funds.comparer', path: 'comparer', page: pages.fundComparer, guard: outsideGates },
        { id: 'funds.detail', path: 'detail/:id', page: pages.fundDetail, guard: outsideGates },
        {
          id: 'funds.subscribe',
          path: 'subscribe/:id?',
          page: pages.fundSubscribe,
          guard: { ...fundGate, enabled: offered(brandFeatures.fundTrading) },
        },
        {
          id: 'funds.bulkSubscribe',
          path: 'bulkSubscribe/:id?',
          page: pages.fundBulkSubscribe,
          guard: { ...fundGate, enabled: offered(brandFeatures.bulkFundSubscribe) },
        },
      ],
    },
  ],
};
