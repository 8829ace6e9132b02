/*
 * The advisor client pages as the route table loads them: through this small module, so the first load carries a
 * file name instead of the pages (ADR 009).
 */
export const loadAdvancedSearchPage = () =>
  import('./advanced-search-page').then((module) => module.AdvancedSearchPage);
export const loadClientDetailsPage = () => import('./client-details-page').then((module) => module.ClientDetailsPage);
