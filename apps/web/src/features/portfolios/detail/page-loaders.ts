/* The named portfolio's page as the route table loads it (ADR 009). */
export const loadNamedPortfolioPage = () =>
  import('./named-portfolio-page').then((module) => module.NamedPortfolioPage);
