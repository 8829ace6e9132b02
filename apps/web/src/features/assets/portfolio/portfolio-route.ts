import type { PortalRoute } from '../../../app/routing/route-model';
import { withLazyTexts } from '../../../shared/i18n/lazy-texts';

/*
 * The one portfolio's route (issue 26 part 2), kept apart from module.ts so the other assets' pages (part 1) and this
 * one change different files. Part of the first load (the route table is): the page itself is named only by import().
 * Its texts are the shared 'wealthPortfolio' namespace (shared/portfolio), with the fund regions' words.
 */
export const assetPortfolioPage = withLazyTexts(['wealthPortfolio', 'fundResearch', 'ticket'], () =>
  import('./page-loaders').then((module) => module.loadAssetPortfolioPage()),
);

export const assetPortfolioRoute: PortalRoute = {
  id: 'assets.portfolio',
  path: 'portfolio',
  page: assetPortfolioPage,
  nav: { labelKey: 'areaNav:assets.portfolio' },
};
