import type { FeatureModule } from '../../app/feature-module';
import { comingPage, flag } from '../../app/routing/route-conditions';
import { isStaff } from '../../app/routing/guards';
import { assetPortfolioPage, assetPortfolioRoute } from './portfolio/portfolio-route';

/** Other assets (SPEC §2 Assets): its routes only, each showing "not available yet" until the area lands. */
export const assetsModule: FeatureModule<Record<never, never>> = {
  texts: {},
  pages: { assetPortfolio: assetPortfolioPage },
  routes: [
    {
      id: 'assets',
      path: 'assets',
      guard: { enabled: flag('assetEnabled'), access: 'signedIn' },
      nav: { labelKey: 'areaNav:assets.title', hiddenFor: isStaff },
      children: [
        { id: 'assets.index', index: true, redirect: ['/assets/portfolio'] },
        assetPortfolioRoute,
        comingPage('assets.holdings', 'holdings', { nav: { labelKey: 'areaNav:assets.holdings' } }),
        comingPage('assets.holdingAdd', 'holdings/add'),
        comingPage('assets.holding', 'holdings/:id'),
      ],
    },
  ],
};
