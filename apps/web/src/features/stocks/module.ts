import { brandFeatures } from '@portal/contract/domain/brand-features';
import type { FeatureModule } from '../../app/feature-module';
import { isStaff } from '../../app/routing/guards';
import { offered, signedIn } from '../../app/routing/route-conditions';
import type { PortalRoute } from '../../app/routing/route-model';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { stocksEnglish } from './market/i18n';
import type { stockTradingEnglish } from './trading/i18n';
import type { stockIpoEnglish } from './ipo/i18n';

const texts = {
  stocks: namespaceTexts<typeof stocksEnglish>('features/stocks/market/i18n'),
  stockTrading: namespaceTexts<typeof stockTradingEnglish>('features/stocks/trading/i18n'),
  stockIpo: namespaceTexts<typeof stockIpoEnglish>('features/stocks/ipo/i18n'),
};

// Through one small module per sub-area, whose chunk holds the pages' preload lists (ADR 009).
const pages = {
  // The dashboard's net worth card speaks the shared 'wealthPortfolio' namespace.
  // One module loads both market pages, so both wait for its texts: the dashboard's net worth card needs the portfolio's
  // and the ticket's (its retry).
  stockDashboard: withLazyTexts(['stocks', 'stockTrading', 'ticket', 'wealthPortfolio'], () =>
    import('./market/page-loaders').then((module) => module.loadStockDashboardPage()),
  ),
  stockQuote: withLazyTexts(['stocks', 'stockTrading', 'ticket', 'wealthPortfolio'], () =>
    import('./market/page-loaders').then((module) => module.loadQuotePage()),
  ),
  stockIpo: withLazyTexts(['stockIpo', 'ticket'], () =>
    import('./ipo/page-loaders').then((module) => module.loadIpoPage()),
  ),
  stockCorporateAction: withLazyTexts(['stockIpo', 'ticket'], () =>
    import('./ipo/page-loaders').then((module) => module.loadCorporateActionPage()),
  ),
  stockOrder: withLazyTexts(['stocks', 'stockTrading', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadStockOrderPage()),
  ),
  stockPortfolio: withLazyTexts(['stocks', 'stockTrading', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadStockPortfolioPage()),
  ),
  stockHistory: withLazyTexts(['stocks', 'stockTrading', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadStockHistoryPage()),
  ),
  stockDocument: withLazyTexts(['stocks', 'stockTrading', 'ticket'], () =>
    import('./trading/page-loaders').then((module) => module.loadStockDocumentPage()),
  ),
};

/** Stocks (SPEC §2): the market (dashboard, quote), trading (order, portfolio, history, documents), IPOs and corporate actions. */
export const stocksModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
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
  ],
};
