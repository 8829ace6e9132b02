import { brandFeatures } from '@portal/contract/domain/brand-features';
import { rankOf } from '@portal/contract/domain/roles';
import type { FeatureModule } from '../../app/feature-module';
import { isStaff } from '../../app/routing/guards';
import { offered } from '../../app/routing/route-conditions';
import type { PortalRoute } from '../../app/routing/route-model';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { cryptoMarketEnglish } from './market/i18n';
import type { cryptoTradingEnglish } from './trading/i18n';
import type { cryptoWithdrawalEnglish } from './withdrawal/i18n';
import type { cryptoAdvisorEnglish } from './advisor/i18n';
import type { cryptoWalletEnglish } from './wallet/i18n';

const texts = {
  cryptoMarket: namespaceTexts<typeof cryptoMarketEnglish>('features/cryptos/market/i18n'),
  cryptoTrading: namespaceTexts<typeof cryptoTradingEnglish>('features/cryptos/trading/i18n'),
  cryptoWithdrawal: namespaceTexts<typeof cryptoWithdrawalEnglish>('features/cryptos/withdrawal/i18n'),
  cryptoAdvisor: namespaceTexts<typeof cryptoAdvisorEnglish>('features/cryptos/advisor/i18n'),
  cryptoWallet: namespaceTexts<typeof cryptoWalletEnglish>('features/cryptos/wallet/i18n'),
};

// Through one small module per sub-area, whose chunk holds the pages' preload lists (ADR 009).
const pages = {
  cryptoDashboard: withLazyTexts(['cryptoMarket', 'cryptoTrading'], () =>
    import('./market/page-loaders').then((module) => module.loadCryptoDashboardPage()),
  ),
  cryptoPortfolio: withLazyTexts(['cryptoMarket', 'cryptoTrading'], () =>
    import('./market/page-loaders').then((module) => module.loadCryptoPortfolioPage()),
  ),
  cryptoOrder: withLazyTexts(['cryptoMarket', 'cryptoTrading', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadCryptoOrderPage()),
  ),
  cryptoHistory: withLazyTexts(['cryptoMarket', 'cryptoTrading', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadCryptoHistoryPage()),
  ),
  cryptoWhitelist: withLazyTexts(['cryptoWithdrawal', 'ticket', 'stepUp'], () =>
    import('./withdrawal/page-loaders').then((module) => module.loadCryptoWhitelistPage()),
  ),
  cryptoWithdraw: withLazyTexts(['cryptoWithdrawal', 'ticket', 'stepUp'], () =>
    import('./withdrawal/page-loaders').then((module) => module.loadCryptoWithdrawPage()),
  ),
  cryptoVaOrder: withLazyTexts(['cryptoMarket', 'cryptoTrading', 'cryptoAdvisor', 'ticket'], () =>
    import('./advisor/page-loaders').then((module) => module.loadVaOrderPage()),
  ),
  cryptoDeposit: withLazyTexts(['cryptoWallet', 'ticket'], () =>
    import('./wallet/page-loaders').then((module) => module.loadCryptoDepositPage()),
  ),
  cryptoWalletManagement: withLazyTexts(['cryptoWallet', 'ticket'], () =>
    import('./wallet/page-loaders').then((module) => module.loadCryptoWalletManagementPage()),
  ),
  cryptoWalletHistory: withLazyTexts(['cryptoWallet', 'ticket'], () =>
    import('./wallet/page-loaders').then((module) => module.loadCryptoWalletHistoryPage()),
  ),
};

/** Virtual assets (SPEC §2 Crypto): market, trading, wallet, withdrawal, and the advisor's VA order panel. */
export const cryptosModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
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
  ],
};
