import type { FeatureModule } from '../../app/feature-module';
import { flag } from '../../app/routing/route-conditions';
import { isStaff } from '../../app/routing/guards';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { assetHoldingsEnglish } from './holdings/i18n';
import { assetPortfolioPage, assetPortfolioRoute } from './portfolio/portfolio-route';

const texts = {
  assetHoldings: namespaceTexts<typeof assetHoldingsEnglish>('features/assets/holdings/i18n'),
};

// Through one small module, whose chunk holds the pages' preload lists (ADR 009).
const pages = {
  holdings: withLazyTexts(['assetHoldings', 'ticket'], () =>
    import('./holdings/page-loaders').then((module) => module.loadHoldingsPage()),
  ),
  holdingAdd: withLazyTexts(['assetHoldings', 'ticket'], () =>
    import('./holdings/page-loaders').then((module) => module.loadHoldingAddPage()),
  ),
  holding: withLazyTexts(['assetHoldings', 'ticket'], () =>
    import('./holdings/page-loaders').then((module) => module.loadHoldingDetailPage()),
  ),
  assetPortfolio: assetPortfolioPage,
};

/**
 * Other assets (SPEC §2 Assets, issue 26): the one portfolio across everything the client holds, the holdings kept
 * elsewhere, adding one and each one's page. Every path is the not-found page where assetEnabled is off.
 */
export const assetsModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    {
      id: 'assets',
      path: 'assets',
      guard: { enabled: flag('assetEnabled'), access: 'signedIn' },
      nav: { labelKey: 'areaNav:assets.title', hiddenFor: isStaff },
      children: [
        { id: 'assets.index', index: true, redirect: ['/assets/portfolio'] },
        assetPortfolioRoute,
        {
          id: 'assets.holdings',
          path: 'holdings',
          page: pages.holdings,
          nav: { labelKey: 'areaNav:assets.holdings' },
        },
        { id: 'assets.holdingAdd', path: 'holdings/add', page: pages.holdingAdd },
        { id: 'assets.holding', path: 'holdings/:id', page: pages.holding },
      ],
    },
  ],
};
