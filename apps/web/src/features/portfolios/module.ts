import type { FeatureModule } from '../../app/feature-module';
import { comingPage, flag } from '../../app/routing/route-conditions';

/** A portfolio's detail (SPEC §2 Portfolios): "not available yet" until the area lands. No index: /portfolios is not found. */
export const portfoliosModule: FeatureModule<Record<never, never>> = {
  texts: {},
  pages: {},
  routes: [
    {
      id: 'portfolios',
      path: 'portfolios',
      guard: { enabled: flag('portfolioEnabled'), access: 'signedIn' },
      children: [comingPage('portfolios.detail', 'detail/:key', { titleKey: 'areaNav:portfolios.title' })],
    },
  ],
};
