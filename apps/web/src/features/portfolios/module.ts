import { brandFeatures } from '@portal/contract/domain/brand-features';
import type { FeatureModule } from '../../app/feature-module';
import { offered } from '../../app/routing/route-conditions';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';

// A named portfolio (issue 26 part 3): its texts are the shared 'wealthPortfolio' namespace (shared/portfolio).
const pages = {
  namedPortfolio: withLazyTexts(['wealthPortfolio', 'fundResearch', 'ticket'], () =>
    import('./detail/page-loaders').then((module) => module.loadNamedPortfolioPage()),
  ),
};

/** A named portfolio's detail (SPEC §2 Portfolios, issue 26 part 3). No index: /portfolios is not found. */
export const portfoliosModule: FeatureModule<Record<never, never>> = {
  texts: {},
  pages,
  routes: [
    {
      id: 'portfolios',
      path: 'portfolios',
      guard: { enabled: offered(brandFeatures.namedPortfolios), access: 'signedIn' },
      children: [{ id: 'portfolios.detail', path: 'detail/:key', page: pages.namedPortfolio }],
    },
  ],
};
