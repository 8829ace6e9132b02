import type { Language } from '@portal/contract/domain/language';
import type { Translations, TranslationTree } from '../shared/i18n/translations';

/**
 * Where the texts of each area come from, per language: one chunk per namespace and language (ADR 027). This table is
 * a chunk of its own, fetched with the first area's texts, so the login page's first load does not carry it.
 *
 * A new area adds its namespace here in the three languages (the compiler asks for the Chinese ones) and names it in
 * the `withLazyTexts` of its routes (app/routing/route-table.ts; app/lazy-texts-coverage.test.ts checks the names
 * against the components each route loads).
 */
export const lazyEnglishTexts = {
  users: () => import('../features/users/i18n').then((module) => module.usersEnglish),
  access: () => import('../features/users/i18n-access').then((module) => module.accessEnglish),
  session: () => import('./session/i18n').then((module) => module.sessionEnglish),
  home: () => import('../features/home/i18n').then((module) => module.homeEnglish),
  advisors: () => import('../features/advisors/i18n').then((module) => module.advisorsEnglish),
  notifications: () => import('../features/notifications/i18n').then((module) => module.notificationsEnglish),
  fundResearch: () => import('../features/funds/research/i18n').then((module) => module.fundResearchEnglish),
  fundTrading: () => import('../features/funds/trading/i18n').then((module) => module.fundTradingEnglish),
  ticket: () => import('../shared/ticket/i18n').then((module) => module.ticketEnglish),
  stocks: () => import('../features/stocks/market/i18n').then((module) => module.stocksEnglish),
  stockTrading: () => import('../features/stocks/trading/i18n').then((module) => module.stockTradingEnglish),
  stockIpo: () => import('../features/stocks/ipo/i18n').then((module) => module.stockIpoEnglish),
  cashMovement: () => import('../features/cashes/movement/i18n').then((module) => module.cashMovementEnglish),
  cashFx: () => import('../features/cashes/fx/i18n').then((module) => module.cashFxEnglish),
  cashDeposit: () => import('../features/cashes/deposit/i18n').then((module) => module.cashDepositEnglish),
  cashEdda: () => import('../features/cashes/edda/i18n').then((module) => module.cashEddaEnglish),
  cashWithdraw: () => import('../features/cashes/withdraw/i18n').then((module) => module.cashWithdrawEnglish),
  accountBank: () => import('../features/accounts/bank/i18n').then((module) => module.accountBankEnglish),
  accountTax: () => import('../features/accounts/tax/i18n').then((module) => module.accountTaxEnglish),
  accountInformation: () =>
    import('../features/accounts/information/i18n').then((module) => module.accountInformationEnglish),
  accountCredentials: () =>
    import('../features/accounts/credentials/i18n').then((module) => module.accountCredentialsEnglish),
  cryptoMarket: () => import('../features/cryptos/market/i18n').then((module) => module.cryptoMarketEnglish),
  cryptoTrading: () => import('../features/cryptos/trading/i18n').then((module) => module.cryptoTradingEnglish),
  cryptoWithdrawal: () =>
    import('../features/cryptos/withdrawal/i18n').then((module) => module.cryptoWithdrawalEnglish),
  cryptoAdvisor: () => import('../features/cryptos/advisor/i18n').then((module) => module.cryptoAdvisorEnglish),
  cryptoWallet: () => import('../features/cryptos/wallet/i18n').then((module) => module.cryptoWalletEnglish),
  areaNav: () => import('../shared/navigation/i18n').then((module) => module.areaNavEnglish),
  stepUp: () => import('../shared/step-up/i18n').then((module) => module.stepUpEnglish),
  accountSuitability: () =>
    import('../features/accounts/suitability/i18n').then((module) => module.accountSuitabilityEnglish),
  riskProfileReminder: () => import('../shared/risk-profile/i18n').then((module) => module.riskProfileReminderEnglish),
  accountSettings: () => import('../features/accounts/settings/i18n').then((module) => module.accountSettingsEnglish),
  accountTour: () => import('../features/accounts/tour/i18n').then((module) => module.accountTourEnglish),
};

/** The English of the areas' namespaces, as components and i18next.d.ts know them. */
export type LazyEnglishTexts = {
  [Namespace in keyof typeof lazyEnglishTexts]: Awaited<ReturnType<(typeof lazyEnglishTexts)[Namespace]>>;
};

/** Each area namespace's texts in a language besides English, as a fetch: the compiler refuses a namespace left out. */
type TranslatedLoaders = {
  readonly [Namespace in keyof LazyEnglishTexts]: () => Promise<Translations<LazyEnglishTexts[Namespace]>>;
};

const zhHKTexts = {
  users: () => import('../features/users/i18n-zh-hk').then((module) => module.usersZhHK),
  access: () => import('../features/users/i18n-access-zh-hk').then((module) => module.accessZhHK),
  session: () => import('./session/i18n-zh-hk').then((module) => module.sessionZhHK),
  home: () => import('../features/home/i18n-zh-hk').then((module) => module.homeZhHK),
  advisors: () => import('../features/advisors/i18n-zh-hk').then((module) => module.advisorsZhHK),
  notifications: () => import('../features/notifications/i18n-zh-hk').then((module) => module.notificationsZhHK),
  fundResearch: () => import('../features/funds/research/i18n-zh-hk').then((module) => module.fundResearchZhHK),
  fundTrading: () => import('../features/funds/trading/i18n-zh-hk').then((module) => module.fundTradingZhHK),
  ticket: () => import('../shared/ticket/i18n-zh-hk').then((module) => module.ticketZhHK),
  stocks: () => import('../features/stocks/market/i18n-zh-hk').then((module) => module.stocksZhHK),
  stockTrading: () => import('../features/stocks/trading/i18n-zh-hk').then((module) => module.stockTradingZhHK),
  stockIpo: () => import('../features/stocks/ipo/i18n-zh-hk').then((module) => module.stockIpoZhHK),
  cashMovement: () => import('../features/cashes/movement/i18n-zh-hk').then((module) => module.cashMovementZhHK),
  cashFx: () => import('../features/cashes/fx/i18n-zh-hk').then((module) => module.cashFxZhHK),
  cashDeposit: () => import('../features/cashes/deposit/i18n-zh-hk').then((module) => module.cashDepositZhHK),
  cashEdda: () => import('../features/cashes/edda/i18n-zh-hk').then((module) => module.cashEddaZhHK),
  cashWithdraw: () => import('../features/cashes/withdraw/i18n-zh-hk').then((module) => module.cashWithdrawZhHK),
  accountBank: () => import('../features/accounts/bank/i18n-zh-hk').then((module) => module.accountBankZhHK),
  accountTax: () => import('../features/accounts/tax/i18n-zh-hk').then((module) => module.accountTaxZhHK),
  accountInformation: () =>
    import('../features/accounts/information/i18n-zh-hk').then((module) => module.accountInformationZhHK),
  accountCredentials: () =>
    import('../features/accounts/credentials/i18n-zh-hk').then((module) => module.accountCredentialsZhHK),
  cryptoMarket: () => import('../features/cryptos/market/i18n-zh-hk').then((module) => module.cryptoMarketZhHK),
  cryptoTrading: () => import('../features/cryptos/trading/i18n-zh-hk').then((module) => module.cryptoTradingZhHK),
  cryptoWithdrawal: () =>
    import('../features/cryptos/withdrawal/i18n-zh-hk').then((module) => module.cryptoWithdrawalZhHK),
  cryptoAdvisor: () => import('../features/cryptos/advisor/i18n-zh-hk').then((module) => module.cryptoAdvisorZhHK),
  cryptoWallet: () => import('../features/cryptos/wallet/i18n-zh-hk').then((module) => module.cryptoWalletZhHK),
  areaNav: () => import('../shared/navigation/i18n-zh-hk').then((module) => module.areaNavZhHK),
  stepUp: () => import('../shared/step-up/i18n-zh-hk').then((module) => module.stepUpZhHK),
  accountSuitability: () =>
    import('../features/accounts/suitability/i18n-zh-hk').then((module) => module.accountSuitabilityZhHK),
  riskProfileReminder: () =>
    import('../shared/risk-profile/i18n-zh-hk').then((module) => module.riskProfileReminderZhHK),
  accountSettings: () =>
    import('../features/accounts/settings/i18n-zh-hk').then((module) => module.accountSettingsZhHK),
  accountTour: () => import('../features/accounts/tour/i18n-zh-hk').then((module) => module.accountTourZhHK),
} satisfies TranslatedLoaders;

const zhCNTexts = {
  users: () => import('../features/users/i18n-zh-cn').then((module) => module.usersZhCN),
  access: () => import('../features/users/i18n-access-zh-cn').then((module) => module.accessZhCN),
  session: () => import('./session/i18n-zh-cn').then((module) => module.sessionZhCN),
  home: () => import('../features/home/i18n-zh-cn').then((module) => module.homeZhCN),
  advisors: () => import('../features/advisors/i18n-zh-cn').then((module) => module.advisorsZhCN),
  notifications: () => import('../features/notifications/i18n-zh-cn').then((module) => module.notificationsZhCN),
  fundResearch: () => import('../features/funds/research/i18n-zh-cn').then((module) => module.fundResearchZhCN),
  fundTrading: () => import('../features/funds/trading/i18n-zh-cn').then((module) => module.fundTradingZhCN),
  ticket: () => import('../shared/ticket/i18n-zh-cn').then((module) => module.ticketZhCN),
  stocks: () => import('../features/stocks/market/i18n-zh-cn').then((module) => module.stocksZhCN),
  stockTrading: () => import('../features/stocks/trading/i18n-zh-cn').then((module) => module.stockTradingZhCN),
  stockIpo: () => import('../features/stocks/ipo/i18n-zh-cn').then((module) => module.stockIpoZhCN),
  cashMovement: () => import('../features/cashes/movement/i18n-zh-cn').then((module) => module.cashMovementZhCN),
  cashFx: () => import('../features/cashes/fx/i18n-zh-cn').then((module) => module.cashFxZhCN),
  cashDeposit: () => import('../features/cashes/deposit/i18n-zh-cn').then((module) => module.cashDepositZhCN),
  cashEdda: () => import('../features/cashes/edda/i18n-zh-cn').then((module) => module.cashEddaZhCN),
  cashWithdraw: () => import('../features/cashes/withdraw/i18n-zh-cn').then((module) => module.cashWithdrawZhCN),
  accountBank: () => import('../features/accounts/bank/i18n-zh-cn').then((module) => module.accountBankZhCN),
  accountTax: () => import('../features/accounts/tax/i18n-zh-cn').then((module) => module.accountTaxZhCN),
  accountInformation: () =>
    import('../features/accounts/information/i18n-zh-cn').then((module) => module.accountInformationZhCN),
  accountCredentials: () =>
    import('../features/accounts/credentials/i18n-zh-cn').then((module) => module.accountCredentialsZhCN),
  cryptoMarket: () => import('../features/cryptos/market/i18n-zh-cn').then((module) => module.cryptoMarketZhCN),
  cryptoTrading: () => import('../features/cryptos/trading/i18n-zh-cn').then((module) => module.cryptoTradingZhCN),
  cryptoWithdrawal: () =>
    import('../features/cryptos/withdrawal/i18n-zh-cn').then((module) => module.cryptoWithdrawalZhCN),
  cryptoAdvisor: () => import('../features/cryptos/advisor/i18n-zh-cn').then((module) => module.cryptoAdvisorZhCN),
  cryptoWallet: () => import('../features/cryptos/wallet/i18n-zh-cn').then((module) => module.cryptoWalletZhCN),
  areaNav: () => import('../shared/navigation/i18n-zh-cn').then((module) => module.areaNavZhCN),
  stepUp: () => import('../shared/step-up/i18n-zh-cn').then((module) => module.stepUpZhCN),
  accountSuitability: () =>
    import('../features/accounts/suitability/i18n-zh-cn').then((module) => module.accountSuitabilityZhCN),
  riskProfileReminder: () =>
    import('../shared/risk-profile/i18n-zh-cn').then((module) => module.riskProfileReminderZhCN),
  accountSettings: () =>
    import('../features/accounts/settings/i18n-zh-cn').then((module) => module.accountSettingsZhCN),
  accountTour: () => import('../features/accounts/tour/i18n-zh-cn').then((module) => module.accountTourZhCN),
} satisfies TranslatedLoaders;

/** The areas' texts chunks per language. */
export const areaTexts: { readonly [L in Language]: { readonly [namespace: string]: () => Promise<TranslationTree> } } =
  { en: lazyEnglishTexts, 'zh-HK': zhHKTexts, 'zh-CN': zhCNTexts };

/** Fetches one area namespace in one language. */
export function loadAreaTexts(language: Language, namespace: string): Promise<TranslationTree> {
  const load = areaTexts[language][namespace];
  if (!load) return Promise.reject(new Error(`The ${language} texts have no namespace '${namespace}'`));
  return load();
}
