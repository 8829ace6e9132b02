import type { FeatureModule } from '../../app/feature-module';
import { comingPage, flag } from '../../app/routing/route-conditions';
import { isStaff } from '../../app/routing/guards';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { assetHoldingsEnglish } from './holdings/i18n';

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
};

/**
 * Other assets (SPEC §2 Assets): the holdings kept elsewhere, adding one and each one's page (issue 26 part 1); the
 * portfolio still shows "not available yet". Every path is the not-found page where assetEnabled is off.
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
        comingPage('assets.portfolio', 'portfolio', { nav: { labelKey: 'areaNav:assets.portfolio' } }),
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
