import type { TranslationTree } from './translations';

/**
 * Namespace 'shell': the header, navigation, footer, shared screens and error screens.
 * In English, which is bundled with the first load and gives the keys every language must have.
 */
export const shellEnglish = {
  header: {
    language: 'Language',
    darkMode: 'Dark mode',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    mainNavigation: 'Main navigation',
    areaNavigation: '{{area}} pages',
    userNavigation: 'User',
    skipToContent: 'Skip to main content',
  },
  nav: {
    funds: {
      title: 'Funds',
      dashboard: 'Dashboard',
      watchlist: 'Watchlist',
      portfolio: 'Portfolio',
      search: 'Fund search',
      redeem: 'Redeem',
      switch: 'Switch',
      switchSingle: 'One-to-one switch',
      history: 'Order history',
      document: 'Documents',
      selector: 'Fund selector',
    },
    stocks: {
      title: 'Stocks',
      dashboard: 'Dashboard',
      portfolio: 'Portfolio',
      order: 'Place order',
      history: 'Order history',
      ipo: 'IPO',
      corporateAction: 'Corporate actions',
      document: 'Documents',
    },
    cryptos: {
      title: 'Crypto',
      dashboard: 'Dashboard',
      portfolio: 'Portfolio',
      order: 'Trade',
      vaOrder: 'Virtual asset order',
      history: 'Order history',
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      whitelist: 'Whitelisted addresses',
      walletManagement: 'Wallets',
      walletHistory: 'Wallet history',
    },
    cashes: {
      title: 'Cash',
      request: 'Deposit',
      withdraw: 'Withdraw',
      history: 'Request history',
      movement: 'Cash movements',
      exchange: 'Currency exchange',
      sdda: 'Direct debit',
    },
    assets: { title: 'Assets', portfolio: 'Portfolio', holdings: 'Holdings' },
    plans: {
      title: 'Plans',
      search: 'Plan search',
      suggests: 'Suggested plans',
      subscriptions: 'My subscriptions',
      redeems: 'Redemptions',
      statistic: 'Statistics',
      questionnaire: 'Questionnaire',
      talk: 'Talk to an adviser',
    },
    portfolios: { title: 'Portfolios' },
    news: { title: 'News' },
    notifications: { title: 'Notifications' },
    accounts: {
      title: 'Account',
      information: 'Account information',
      raq: 'Risk assessment',
      riskCheck: 'Risk check',
      taxStatus: 'Tax status',
      bank: 'Bank accounts',
      tour: 'Guided tour',
      changePassword: 'Change password',
      changeTradePassword: 'Change trade password',
      userSettings: 'User settings',
    },
    advisors: {
      title: 'Advisor',
      dashboard: 'Dashboard',
      advancedSearch: 'Advanced search',
      details: 'Advisee details',
      holdingsDashboard: 'Holdings dashboard',
    },
    admins: {
      title: 'Admin',
      account: 'Accounts',
      funds: 'Funds',
      plans: 'Plans',
      news: 'News',
      banner: 'Banners',
      raq: 'Risk questionnaire',
      document: 'Documents',
      fundPick: 'Fund picks',
      stockPick: 'Stock picks',
      legalAgreement: 'Legal agreements',
      disclaimerNote: 'Disclaimers',
      theme: 'Theme',
    },
    users: {
      title: 'User',
      login: 'Sign in',
      switcher: 'Switch account',
      setting: 'Settings',
      logout: 'Log out',
      exit: 'Exit',
      sessionLogin: 'Session sign-in',
      resetPassword: 'Reset password',
    },
  },
  notAvailable: {
    heading: '{{name}}: not available yet',
    body: 'This part of the portal arrives in a later release. Until then nothing can be viewed or changed here.',
  },
  errors: {
    home: 'Go to the home page',
    notFound: {
      heading: 'Page not found',
      body: 'There is no page at this address.',
    },
    route: {
      heading: 'Unexpected Application Error!',
    },
    site: {
      heading: 'An unknown error occurred',
      body: 'Please reload the page. If the problem continues, contact support.',
      reload: 'Reload',
    },
  },

  loading: 'Loading…',
} as const satisfies TranslationTree;

type NavTexts = (typeof shellEnglish)['nav'];

/** A navigation label: 'nav.<area>.<item>', e.g. 'nav.funds.dashboard'. */
export type NavLabelKey = {
  [Area in keyof NavTexts]: `nav.${Area}.${keyof NavTexts[Area] & string}`;
}[keyof NavTexts];
