/* The one portfolio's page as the route table loads it (ADR 009). */
export const loadAssetPortfolioPage = () =>
  import('./asset-portfolio-page').then((module) => module.AssetPortfolioPage);
