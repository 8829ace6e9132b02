import type { BrandConfig } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import type { BooleanBrandFlag, BrandFeature } from '@portal/contract/domain/brand-features';
import { rankOf } from '@portal/contract/domain/roles';
import { MaintenancePage } from '../../features/maintenance/maintenance-page';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { isAdmin, isStaff, landingPath, loginPath } from './guards';
import { notAvailableYet } from './route-model';
import type { Guard, GuardContext, PortalRoute } from './route-model';

/** Brand flags as a guard condition: all of them on. */
const flag =
  (...names: BooleanBrandFlag[]) =>
  (brand: BrandConfig) =>
    names.every((name) => brand.flags[name]);
/** A brand feature as a guard condition: the contract's rule, the one its operations are refused by (ADR 018). */
const offered = (feature: BrandFeature) => (brand: BrandConfig) => offers(brand.flags, feature);
const adminFlag = (name: keyof BrandConfig['adminFlags']) => (brand: BrandConfig) => brand.adminFlags[name];

const signedIn: Guard = { access: 'signedIn' };
/** Funds behind the first-login agreement and forced-password gates (SPEC §2 Funds routes). */
const fundGate: Guard = { gates: true };
/** Reachable while the agreement or a forced password change is pending (SPEC §2: comparer, selector, detail). */
const outsideGates: Guard = { gates: false };

/**
 * The pages that exist today, each its own chunk. All but the login page (the first load) wait for the texts of
 * the namespaces outside the first load.
 */
const pages = {
  login: () => import('../../features/users/login-page').then((module) => module.LoginPage),
  setting: withLazyTexts(['users'], () =>
    import('../../features/users/page-loaders').then((module) => module.loadSettingPage()),
  ),
  logout: withLazyTexts(['users'], () =>
    import('../../features/users/page-loaders').then((module) => module.loadLogoutPage()),
  ),
  inactiveLogout: withLazyTexts(['users'], () =>
    import('../../features/users/page-loaders').then((module) => module.loadInactiveLogoutPage()),
  ),
  invalidSession: withLazyTexts(['users'], () =>
    import('../../features/users/page-loaders').then((module) => module.loadInvalidSessionPage()),
  ),
  exit: withLazyTexts(['access', 'users'], () =>
    import('../../features/users/access-page-loaders').then((module) => module.loadExitPage()),
  ),
  switcher: withLazyTexts(['users'], () =>
    import('../../features/users/page-loaders').then((module) => module.loadSwitcherPage()),
  ),
  sessionLogin: withLazyTexts(['access'], () =>
    import('../../features/users/session-login-page').then((module) => module.SessionLoginPage),
  ),
  resetPassword: withLazyTexts(['access', 'users'], () =>
    import('../../features/users/access-page-loaders').then((module) => module.loadResetPasswordPage()),
  ),
  // Part of the first load: the keep-alive opens it when the server (which serves the chunks) does not answer.
  maintenance: () => Promise.resolve(MaintenancePage),
  none: withLazyTexts(['home'], () => import('../../features/home/none-page').then((module) => module.NonePage)),
  notifications: withLazyTexts(['notifications'], () =>
    import('../../features/notifications/page-loaders').then((module) => module.loadNotificationsPage()),
  ),
  fundSearch: withLazyTexts(['fundResearch'], () =>
    import('../../features/funds/research/page-loaders').then((module) => module.loadFundSearchPage()),
  ),
  fundSelector: withLazyTexts(['fundResearch'], () =>
    import('../../features/funds/research/page-loaders').then((module) => module.loadFundSelectorPage()),
  ),
  fundComparer: withLazyTexts(['fundResearch'], () =>
    import('../../features/funds/research/page-loaders').then((module) => module.loadFundComparerPage()),
  ),
  fundDetail: withLazyTexts(['fundResearch'], () =>
    import('../../features/funds/research/page-loaders').then((module) => module.loadFundDetailPage()),
  ),
  fundWatchlist: withLazyTexts(['fundResearch'], () =>
    import('../../features/funds/research/page-loaders').then((module) => module.loadFundWatchlistPage()),
  ),
  fundSubscribe: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadSubscribePage()),
  ),
  fundBulkSubscribe: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadBulkSubscribePage()),
  ),
  fundRedeem: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadRedeemPage()),
  ),
  fundSwitch: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadSwitchPage()),
  ),
  fundSwitchSingle: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadSwitchSinglePage()),
  ),
  fundHistory: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadFundHistoryPage()),
  ),
  fundPortfolio: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadFundPortfolioPage()),
  ),
  fundDashboard: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadFundDashboardPage()),
  ),
  fundDocument: withLazyTexts(['fundResearch', 'fundTrading', 'ticket', 'riskProfileReminder'], () =>
    import('../../features/funds/trading/page-loaders').then((module) => module.loadFundDocumentPage()),
  ),
  riskQuestionnaire: withLazyTexts(['accountSuitability', 'riskProfileReminder', 'ticket'], () =>
    import('../../features/accounts/suitability/page-loaders').then((module) => module.loadRiskQuestionnairePage()),
  ),
  riskCheck: withLazyTexts(['accountSuitability', 'riskProfileReminder', 'ticket'], () =>
    import('../../features/accounts/suitability/page-loaders').then((module) => module.loadRiskCheckPage()),
  ),
  // Through one small module of the area, which holds the pages' preload lists (ADR 009).
  stockDashboard: withLazyTexts(['stocks', 'stockTrading'], () =>
    import('../../features/stocks/market/page-loaders').then((module) => module.loadStockDashboardPage()),
  ),
  stockQuote: withLazyTexts(['stocks', 'stockTrading'], () =>
    import('../../features/stocks/market/page-loaders').then((module) => module.loadQuotePage()),
  ),
  stockIpo: withLazyTexts(['stockIpo', 'ticket'], () =>
    import('../../features/stocks/ipo/page-loaders').then((module) => module.loadIpoPage()),
  ),
  stockOrder: withLazyTexts(['stocks', 'stockTrading', 'ticket'], () =>
    import('../../features/stocks/trading/page-loaders').then((module) => module.loadStockOrderPage()),
  ),
  stockPortfolio: withLazyTexts(['stocks', 'stockTrading', 'ticket'], () =>
    import('../../features/stocks/trading/page-loaders').then((module) => module.loadStockPortfolioPage()),
  ),
  stockHistory: withLazyTexts(['stocks', 'stockTrading', 'ticket'], () =>
    import('../../features/stocks/trading/page-loaders').then((module) => module.loadStockHistoryPage()),
  ),
  stockDocument: withLazyTexts(['stocks', 'stockTrading', 'ticket'], () =>
    import('../../features/stocks/trading/page-loaders').then((module) => module.loadStockDocumentPage()),
  ),
  cashDepositRequest: withLazyTexts(['cashDeposit', 'cashWithdraw', 'ticket'], () =>
    import('../../features/cashes/deposit/page-loaders').then((module) => module.loadDepositRequestPage()),
  ),
  cashDepositInstruction: withLazyTexts(['cashDeposit', 'cashWithdraw', 'ticket'], () =>
    import('../../features/cashes/deposit/page-loaders').then((module) => module.loadDepositInstructionPage()),
  ),
  cashHistory: withLazyTexts(['cashDeposit', 'cashWithdraw', 'ticket'], () =>
    import('../../features/cashes/deposit/page-loaders').then((module) => module.loadCashHistoryPage()),
  ),
  cashEddaSetup: withLazyTexts(['cashEdda', 'ticket'], () =>
    import('../../features/cashes/edda/page-loaders').then((module) => module.loadEddaSetupPage()),
  ),
  cashEddaDebit: withLazyTexts(['cashEdda', 'ticket'], () =>
    import('../../features/cashes/edda/page-loaders').then((module) => module.loadEddaDebitPage()),
  ),
  stockCorporateAction: withLazyTexts(['stockIpo', 'ticket'], () =>
    import('../../features/stocks/ipo/page-loaders').then((module) => module.loadCorporateActionPage()),
  ),
  cashMovement: withLazyTexts(['cashMovement'], () =>
    import('../../features/cashes/movement/page-loaders').then((module) => module.loadCashMovementPage()),
  ),
  cashExchange: withLazyTexts(['cashFx', 'ticket'], () =>
    import('../../features/cashes/fx/page-loaders').then((module) => module.loadFxExchangePage()),
  ),
  cashWithdraw: withLazyTexts(['cashWithdraw', 'ticket'], () =>
    import('../../features/cashes/withdraw/page-loaders').then((module) => module.loadWithdrawPage()),
  ),
  cashWithdrawFps: withLazyTexts(['cashWithdraw', 'ticket'], () =>
    import('../../features/cashes/withdraw/page-loaders').then((module) => module.loadFpsWithdrawPage()),
  ),
  cashWithdrawInstruction: withLazyTexts(['cashWithdraw', 'ticket'], () =>
    import('../../features/cashes/withdraw/page-loaders').then((module) => module.loadWithdrawInstructionPage()),
  ),
  accountBank: withLazyTexts(['accountBank', 'stepUp', 'ticket'], () =>
    import('../../features/accounts/bank/page-loaders').then((module) => module.loadBankAccountPage()),
  ),
  accountTaxStatus: withLazyTexts(['accountTax', 'ticket'], () =>
    import('../../features/accounts/tax/page-loaders').then((module) => module.loadTaxStatusPage()),
  ),
  accountInformation: withLazyTexts(['accountInformation', 'stepUp', 'ticket'], () =>
    import('../../features/accounts/information/page-loaders').then((module) => module.loadAccountInformationPage()),
  ),
  accountTour: withLazyTexts(['accountTour'], () =>
    import('../../features/accounts/tour/page-loaders').then((module) => module.loadTourPage()),
  ),
  accountUserSettings: withLazyTexts(['accountSettings'], () =>
    import('../../features/accounts/settings/page-loaders').then((module) => module.loadUserSettingsPage()),
  ),
  changePassword: withLazyTexts(['users', 'accountCredentials', 'stepUp'], () =>
    import('../../features/accounts/credentials/page-loaders').then((module) => module.loadChangePasswordPage()),
  ),
  changeTradePassword: withLazyTexts(['users', 'accountCredentials', 'stepUp'], () =>
    import('../../features/accounts/credentials/page-loaders').then((module) => module.loadChangeTradePasswordPage()),
  ),
  cryptoDashboard: withLazyTexts(['cryptoMarket', 'cryptoTrading'], () =>
    import('../../features/cryptos/market/page-loaders').then((module) => module.loadCryptoDashboardPage()),
  ),
  cryptoPortfolio: withLazyTexts(['cryptoMarket', 'cryptoTrading'], () =>
    import('../../features/cryptos/market/page-loaders').then((module) => module.loadCryptoPortfolioPage()),
  ),
  cryptoOrder: withLazyTexts(['cryptoMarket', 'cryptoTrading', 'ticket'], () =>
    import('../../features/cryptos/trading/page-loaders').then((module) => module.loadCryptoOrderPage()),
  ),
  cryptoHistory: withLazyTexts(['cryptoMarket', 'cryptoTrading', 'ticket'], () =>
    import('../../features/cryptos/trading/page-loaders').then((module) => module.loadCryptoHistoryPage()),
  ),
  cryptoWhitelist: withLazyTexts(['cryptoWithdrawal', 'ticket', 'stepUp'], () =>
    import('../../features/cryptos/withdrawal/page-loaders').then((module) => module.loadCryptoWhitelistPage()),
  ),
  cryptoWithdraw: withLazyTexts(['cryptoWithdrawal', 'ticket', 'stepUp'], () =>
    import('../../features/cryptos/withdrawal/page-loaders').then((module) => module.loadCryptoWithdrawPage()),
  ),
  cryptoVaOrder: withLazyTexts(['cryptoMarket', 'cryptoTrading', 'cryptoAdvisor', 'ticket'], () =>
    import('../../features/cryptos/advisor/page-loaders').then((module) => module.loadVaOrderPage()),
  ),
  cryptoDeposit: withLazyTexts(['cryptoWallet', 'ticket'], () =>
    import('../../features/cryptos/wallet/page-loaders').then((module) => module.loadCryptoDepositPage()),
  ),
  cryptoWalletManagement: withLazyTexts(['cryptoWallet', 'ticket'], () =>
    import('../../features/cryptos/wallet/page-loaders').then((module) => module.loadCryptoWalletManagementPage()),
  ),
  cryptoWalletHistory: withLazyTexts(['cryptoWallet', 'ticket'], () =>
    import('../../features/cryptos/wallet/page-loaders').then((module) => module.loadCryptoWalletHistoryPage()),
  ),
  estimatedCompletion: withLazyTexts(['advisors'], () =>
    import('../../features/advisors/estimated-completion-page').then((module) => module.EstimatedCompletionPage),
  ),
};

/** A page of an area that has not landed yet. */
const comingPage = (id: string, path: string, extra: Omit<PortalRoute, 'id' | 'path' | 'page'> = {}): PortalRoute => ({
  id,
  path,
  page: notAvailableYet,
  ...extra,
});

const hiddenForAdmins = (context: GuardContext) => isAdmin(context);

/**
 * Every route of SPEC §2, declared once: its guard, its page, its index redirect and its navigation entry.
 * The router, the guards and the navigation are all derived from this table.
 */
export const routeTable: readonly PortalRoute[] = [
  { id: 'home', index: true, redirect: landingPath },
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
  {
    id: 'stocks',
    path: 'stocks',
    guard: signedIn,
    nav: { labelKey: 'areaNav:stocks.title', hiddenFor: isStaff },
    children: [
      { id: 'stocks.index', index: true, redirect: ['/stocks/dashboard'] },
      {
        id: 'stocks.dashboard',
        path: 'dashboard',
        page: pages.stockDashboard,
        guard: { enabled: offered(brandFeatures.stocks) },
        nav: { labelKey: 'areaNav:stocks.dashboard' },
      },
      // Opened from the dashboard, the watchlist and the search, not from the navigation.
      {
        id: 'stocks.quote',
        path: 'quote/:stockId',
        page: pages.stockQuote,
        guard: { enabled: offered(brandFeatures.stocks) },
        titleKey: 'areaNav:stocks.quote',
      },
      // hideStockTrading: no ticket route (SPEC §3; ADR 018 feature stockTrading).
      ...(
        [
          ['portfolio', offered(brandFeatures.stocks), pages.stockPortfolio],
          ['order', offered(brandFeatures.stockTrading), pages.stockOrder],
          ['history', offered(brandFeatures.stocks), pages.stockHistory],
          ['ipo', offered(brandFeatures.ipo), pages.stockIpo],
          ['corporateAction', offered(brandFeatures.corporateActions), pages.stockCorporateAction],
          ['document', offered(brandFeatures.stockDocuments), pages.stockDocument],
        ] as const
      ).map(([path, enabled, page]): PortalRoute => ({
        id: `stocks.${path}`,
        path,
        page,
        guard: { enabled },
        nav: { labelKey: `areaNav:stocks.${path}` },
      })),
    ],
  },
  {
    id: 'cryptos',
    path: 'cryptos',
    // Gateway users are redirected out of /cryptos (SPEC §2, §6).
    guard: { enabled: offered(brandFeatures.crypto), access: 'signedIn', sources: ['fos'] },
    nav: {
      labelKey: 'areaNav:cryptos.title',
      // Staff see only the virtual-asset order panel, where the brand enables it (SPEC §6).
      hiddenFor: (context) => isStaff(context) && !context.brand.flags.advisorVirtualAssetEnabled,
      to: (context) => (isStaff(context) ? '/cryptos/vaOrder' : '/cryptos'),
    },
    children: [
      // Staff land on the virtual-asset order panel where they have it (SPEC §2, §6), clients on the dashboard.
      {
        id: 'cryptos.index',
        index: true,
        redirect: (context, allows) =>
          isStaff(context) && allows('/cryptos/vaOrder') ? '/cryptos/vaOrder' : '/cryptos/dashboard',
      },
      ...(
        [
          ['dashboard', pages.cryptoDashboard],
          ['portfolio', pages.cryptoPortfolio],
          ['order', pages.cryptoOrder],
        ] as const
      ).map(([path, page]): PortalRoute => ({
        id: `cryptos.${path}`,
        path,
        page,
        nav: { labelKey: `areaNav:cryptos.${path}`, hiddenFor: isStaff },
      })),
      // The advisor's VA order panel (ADR 045): advisors only, where the brand enables it (else not found).
      {
        id: 'cryptos.vaOrder',
        path: 'vaOrder',
        page: pages.cryptoVaOrder,
        guard: { enabled: offered(brandFeatures.advisorVirtualAssetOrders), minimumRank: rankOf.advisor },
        nav: { labelKey: 'areaNav:cryptos.vaOrder', hiddenFor: (context) => !isStaff(context) },
      },
      {
        id: 'cryptos.history',
        path: 'history',
        page: pages.cryptoHistory,
        nav: { labelKey: 'areaNav:cryptos.history', hiddenFor: isStaff },
      },
      ...(
        [
          ['deposit', pages.cryptoDeposit],
          ['withdraw', pages.cryptoWithdraw],
          ['whitelist', pages.cryptoWhitelist],
          ['walletManagement', pages.cryptoWalletManagement],
          ['walletHistory', pages.cryptoWalletHistory],
        ] as const
      ).map(([path, page]): PortalRoute => ({
        id: `cryptos.${path}`,
        path,
        page,
        nav: { labelKey: `areaNav:cryptos.${path}`, hiddenFor: isStaff },
      })),
    ],
  },
  {
    id: 'cashes',
    path: 'cashes',
    guard: { enabled: flag('cashEnabled'), access: 'signedIn' },
    nav: { labelKey: 'areaNav:cashes.title', hiddenFor: isStaff },
    children: [
      // The deposit request when top-up is enabled, else the movements (SPEC §2).
      { id: 'cashes.index', index: true, redirect: ['/cashes/request', '/cashes/movement'] },
      {
        id: 'cashes.request',
        path: 'request',
        page: pages.cashDepositRequest,
        guard: { enabled: offered(brandFeatures.cashTopUp) },
        nav: { labelKey: 'areaNav:cashes.request' },
      },
      {
        id: 'cashes.withdraw',
        path: 'withdraw',
        page: pages.cashWithdraw,
        guard: { enabled: offered(brandFeatures.cashWithdrawal) },
        nav: { labelKey: 'areaNav:cashes.withdraw' },
      },
      {
        id: 'cashes.history',
        path: 'history',
        page: pages.cashHistory,
        guard: { enabled: offered(brandFeatures.cashTopUp) },
        nav: { labelKey: 'areaNav:cashes.history' },
      },
      {
        id: 'cashes.movement',
        path: 'movement',
        page: pages.cashMovement,
        nav: { labelKey: 'areaNav:cashes.movement' },
      },
      {
        id: 'cashes.exchange',
        path: 'exchange',
        page: pages.cashExchange,
        guard: { enabled: offered(brandFeatures.fx) },
        nav: { labelKey: 'areaNav:cashes.exchange' },
      },
      {
        id: 'cashes.sdda',
        path: 'sdda',
        page: pages.cashEddaSetup,
        guard: { enabled: offered(brandFeatures.edda) },
        nav: { labelKey: 'areaNav:cashes.sdda' },
      },
      {
        id: 'cashes.requestInstruction',
        path: 'requests/instruction',
        page: pages.cashDepositInstruction,
        guard: { enabled: offered(brandFeatures.cashTopUp) },
      },
      {
        id: 'cashes.withdrawInstruction',
        path: 'withdraws/instruction',
        page: pages.cashWithdrawInstruction,
        guard: { enabled: offered(brandFeatures.cashWithdrawal) },
      },
      {
        id: 'cashes.ddi',
        path: 'requests/ddi/:ddaReference?',
        page: pages.cashEddaDebit,
        guard: { enabled: offered(brandFeatures.edda) },
      },
      {
        id: 'cashes.fps',
        path: 'withdraws/fps',
        page: pages.cashWithdrawFps,
        guard: { enabled: offered(brandFeatures.cashFpsWithdrawal) },
      },
    ],
  },
  {
    id: 'assets',
    path: 'assets',
    guard: { enabled: flag('assetEnabled'), access: 'signedIn' },
    nav: { labelKey: 'areaNav:assets.title', hiddenFor: isStaff },
    children: [
      { id: 'assets.index', index: true, redirect: ['/assets/portfolio'] },
      comingPage('assets.portfolio', 'portfolio', { nav: { labelKey: 'areaNav:assets.portfolio' } }),
      comingPage('assets.holdings', 'holdings', { nav: { labelKey: 'areaNav:assets.holdings' } }),
      comingPage('assets.holdingAdd', 'holdings/add'),
      comingPage('assets.holding', 'holdings/:id'),
    ],
  },
  {
    id: 'plans',
    path: 'plans',
    guard: { enabled: flag('planEnabled'), access: 'signedIn' },
    nav: { labelKey: 'areaNav:plans.title', hiddenFor: hiddenForAdmins },
    children: [
      { id: 'plans.index', index: true, redirect: ['/plans/search'] },
      comingPage('plans.search', 'search', { nav: { labelKey: 'areaNav:plans.search' } }),
      comingPage('plans.suggestsSearch', 'suggests/search', { nav: { labelKey: 'areaNav:plans.suggests' } }),
      comingPage('plans.subscriptions', 'subscriptions', { nav: { labelKey: 'areaNav:plans.subscriptions' } }),
      comingPage('plans.redeems', 'redeems', { nav: { labelKey: 'areaNav:plans.redeems' } }),
      comingPage('plans.statistic', 'statistic', { nav: { labelKey: 'areaNav:plans.statistic' } }),
      comingPage('plans.questionnaire', 'questionnaire', { nav: { labelKey: 'areaNav:plans.questionnaire' } }),
      comingPage('plans.talk', 'talk', { nav: { labelKey: 'areaNav:plans.talk' } }),
      comingPage('plans.suggestsResult', 'suggests/result'),
      comingPage('plans.detail', 'detail/:planId'),
      comingPage('plans.subscribe', 'subscribes/:planId'),
    ],
  },
  {
    id: 'portfolios',
    path: 'portfolios',
    guard: { enabled: flag('portfolioEnabled'), access: 'signedIn' },
    children: [comingPage('portfolios.detail', 'detail/:key', { titleKey: 'areaNav:portfolios.title' })],
  },
  comingPage('news', 'news', {
    guard: { enabled: flag('newsEnabled'), access: 'signedIn' },
    nav: { labelKey: 'areaNav:news.title' },
  }),
  {
    id: 'notifications',
    path: 'notifications',
    page: pages.notifications,
    guard: { enabled: offered(brandFeatures.notifications), access: 'signedIn' },
    titleKey: 'areaNav:notifications.title',
  },
  {
    id: 'accounts',
    path: 'accounts',
    guard: { enabled: flag('accountEnabled'), access: 'signedIn' },
    nav: {
      labelKey: 'areaNav:accounts.title',
      // FOS-source advisors do not see the account items (SPEC §6); admins manage accounts under Admin.
      hiddenFor: (context) => isAdmin(context) || (isStaff(context) && context.session?.source === 'fos'),
    },
    children: [
      {
        id: 'accounts.index',
        index: true,
        redirect: [
          '/accounts/information',
          '/accounts/raq',
          '/accounts/riskCheck',
          '/accounts/taxStatus',
          '/accounts/bank',
          '/accounts/tour',
          '/accounts/userSettings',
        ],
      },
      {
        id: 'accounts.information',
        path: 'information',
        page: pages.accountInformation,
        guard: { enabled: offered(brandFeatures.accountInformation) },
        nav: { labelKey: 'areaNav:accounts.information' },
      },
      {
        id: 'accounts.raq',
        path: 'raq',
        page: pages.riskQuestionnaire,
        guard: { enabled: offered(brandFeatures.riskQuestionnaire) },
        nav: { labelKey: 'areaNav:accounts.raq' },
      },
      {
        id: 'accounts.riskCheck',
        path: 'riskCheck',
        page: pages.riskCheck,
        guard: { enabled: offered(brandFeatures.accounts) },
        nav: { labelKey: 'areaNav:accounts.riskCheck' },
      },
      {
        id: 'accounts.taxStatus',
        path: 'taxStatus',
        page: pages.accountTaxStatus,
        guard: { enabled: offered(brandFeatures.accounts) },
        nav: { labelKey: 'areaNav:accounts.taxStatus' },
      },
      {
        id: 'accounts.bank',
        path: 'bank',
        page: pages.accountBank,
        guard: { enabled: offered(brandFeatures.accounts) },
        nav: { labelKey: 'areaNav:accounts.bank' },
      },
      {
        id: 'accounts.tour',
        path: 'tour',
        page: pages.accountTour,
        guard: { enabled: flag('tourEnabled') },
        nav: { labelKey: 'areaNav:accounts.tour' },
      },
      {
        id: 'accounts.changePassword',
        path: 'changePassword',
        page: pages.changePassword,
        nav: { labelKey: 'areaNav:accounts.changePassword' },
      },
      {
        id: 'accounts.changeTradePassword',
        path: 'changeTradePassword',
        page: pages.changeTradePassword,
        guard: { enabled: offered(brandFeatures.tradePasswordChange) },
        nav: { labelKey: 'areaNav:accounts.changeTradePassword' },
      },
      {
        id: 'accounts.userSettings',
        path: 'userSettings',
        page: pages.accountUserSettings,
        nav: { labelKey: 'areaNav:accounts.userSettings' },
      },
    ],
  },
  {
    id: 'advisors',
    path: 'advisors',
    guard: { access: 'signedIn', minimumRank: rankOf.advisor },
    placeholder: { enabled: flag('advisorEnabled'), page: pages.estimatedCompletion },
    nav: { labelKey: 'areaNav:advisors.title' },
    children: [
      { id: 'advisors.index', index: true, redirect: ['/advisors/dashboard'] },
      comingPage('advisors.dashboard', 'dashboard', { nav: { labelKey: 'areaNav:advisors.dashboard' } }),
      comingPage('advisors.advancedSearch', 'advancedSearch', { nav: { labelKey: 'areaNav:advisors.advancedSearch' } }),
      comingPage('advisors.details', 'details', { nav: { labelKey: 'areaNav:advisors.details' } }),
      comingPage('advisors.holdingsDashboard', 'holdingsDashboard', {
        nav: { labelKey: 'areaNav:advisors.holdingsDashboard' },
      }),
    ],
  },
  {
    id: 'admins',
    path: 'admins',
    guard: { access: 'signedIn', minimumRank: rankOf.admin },
    nav: { labelKey: 'areaNav:admins.title' },
    children: [
      // SPEC §2: the admin index goes to account; where the brand has no admin account pages, to the funds admin,
      // else to the banners (the order of SPEC §2 Redirect after login).
      { id: 'admins.index', index: true, redirect: ['/admins/account', '/admins/funds', '/admins/banner'] },
      // In the order of SPEC §2 Navigation's admin entries.
      comingPage('admins.account', 'account', {
        guard: { enabled: adminFlag('adminAccountEnabled') },
        nav: { labelKey: 'areaNav:admins.account' },
      }),
      comingPage('admins.funds', 'funds', {
        guard: { enabled: adminFlag('adminEditFundEnabled') },
        nav: { labelKey: 'areaNav:admins.funds' },
      }),
      comingPage('admins.plans', 'plans', { nav: { labelKey: 'areaNav:admins.plans' } }),
      comingPage('admins.news', 'news', {
        guard: { enabled: adminFlag('adminNewsEnabled') },
        nav: { labelKey: 'areaNav:admins.news' },
      }),
      comingPage('admins.banner', 'banner', { nav: { labelKey: 'areaNav:admins.banner' } }),
      comingPage('admins.raq', 'raq', {
        guard: { enabled: adminFlag('adminRaqEnabled') },
        nav: { labelKey: 'areaNav:admins.raq' },
      }),
      comingPage('admins.document', 'document', {
        guard: { enabled: adminFlag('adminDocumentEnabled') },
        nav: { labelKey: 'areaNav:admins.document' },
      }),
      comingPage('admins.fundPick', 'funds/pick', {
        guard: { enabled: adminFlag('adminFundPickEnabled') },
        nav: { labelKey: 'areaNav:admins.fundPick' },
      }),
      comingPage('admins.stockPick', 'stocks/pick', {
        guard: { enabled: adminFlag('adminStockPickEnabled') },
        nav: { labelKey: 'areaNav:admins.stockPick' },
      }),
      comingPage('admins.legalAgreement', 'legalAgreement', { nav: { labelKey: 'areaNav:admins.legalAgreement' } }),
      comingPage('admins.disclaimerNote', 'disclaimerNote', { nav: { labelKey: 'areaNav:admins.disclaimerNote' } }),
      comingPage('admins.theme', 'theme', { nav: { labelKey: 'areaNav:admins.theme' } }),
      comingPage('admins.accountAdd', 'account/add', { guard: { enabled: adminFlag('adminAccountEnabled') } }),
      comingPage('admins.accountDetail', 'account/:id', { guard: { enabled: adminFlag('adminAccountEnabled') } }),
      comingPage('admins.bannerAdd', 'banner/add'),
      comingPage('admins.bannerType', 'banner/:type'),
      comingPage('admins.legalAgreementType', 'legalAgreement/:type'),
      comingPage('admins.disclaimerNoteType', 'disclaimerNote/:type'),
      comingPage('admins.planEdit', 'plans/edit/:planId'),
      comingPage('admins.planSubscriptions', 'plans/subscriptions/:planCode'),
      comingPage('admins.newsAdd', 'news/add', { guard: { enabled: adminFlag('adminNewsEnabled') } }),
      comingPage('admins.newsDetail', 'news/:id', { guard: { enabled: adminFlag('adminNewsEnabled') } }),
      comingPage('admins.fundEdit', 'funds/edit/:fundId', { guard: { enabled: adminFlag('adminEditFundEnabled') } }),
      comingPage('admins.fundPrices', 'funds/prices/:fundId', {
        guard: { enabled: adminFlag('adminEditFundEnabled') },
      }),
    ],
  },
  {
    id: 'users',
    path: 'users',
    children: [
      // With nobody signed in the users area opens on the login page (SPEC §2).
      { id: 'users.index', index: true, redirect: (context) => (context.session ? '/' : loginPath) },
      {
        id: 'users.login',
        path: 'login',
        page: pages.login,
        nav: {
          labelKey: 'nav.users.login',
          placement: 'user',
          // Hidden once signed in, and where people sign in only from a host app (session login mode).
          hiddenFor: (context) => context.session !== undefined || !context.brand.flags.passwordLoginMode,
        },
      },
      {
        id: 'users.switcher',
        path: 'switcher',
        page: pages.switcher,
        guard: { ...signedIn, gates: false },
        nav: { labelKey: 'nav.users.switcher', placement: 'user' },
      },
      {
        id: 'users.setting',
        path: 'setting',
        page: pages.setting,
        nav: { labelKey: 'nav.users.setting', placement: 'user' },
      },
      {
        id: 'users.logout',
        path: 'logout',
        page: pages.logout,
        // Logging out stays possible while a forced change or the agreement is pending.
        guard: { enabled: flag('passwordLoginMode'), access: 'signedIn', gates: false },
        nav: {
          labelKey: 'nav.users.logout',
          placement: 'user',
          // Hidden in an advisee session and for session-login users (SPEC §2, §6).
          hiddenFor: (context) =>
            context.session?.isSessionLogin === true || context.session?.advisorAccountCode !== undefined,
        },
      },
      { id: 'users.inactiveLogout', path: 'inactiveLogout', page: pages.inactiveLogout },
      {
        id: 'users.sessionLogin',
        path: 'sessionLogin',
        page: pages.sessionLogin,
        guard: { enabled: offered(brandFeatures.sessionLogin) },
        titleKey: 'nav.users.sessionLogin',
      },
      {
        id: 'users.resetPassword',
        path: 'resetPassword',
        page: pages.resetPassword,
        guard: { enabled: offered(brandFeatures.resetPassword) },
        titleKey: 'nav.users.resetPassword',
      },
    ],
  },
  { id: 'none', path: 'none', guard: signedIn, page: pages.none },
  { id: 'maintenance', path: 'maintenance', page: pages.maintenance },
  { id: 'invalidSession', path: 'invalidSession', page: pages.invalidSession },
  {
    id: 'exit',
    path: 'exit',
    // SPEC §2 ties /exit to session login mode: elsewhere it does not exist (the not-found screen).
    guard: { enabled: flag('sessionLoginMode') },
    page: pages.exit,
    // The Exit row shows only in session login mode (SPEC §2), to someone signed in.
    nav: {
      labelKey: 'nav.users.exit',
      placement: 'user',
      hiddenFor: (context) => !context.brand.flags.sessionLoginMode || context.session === undefined,
    },
  },
];
