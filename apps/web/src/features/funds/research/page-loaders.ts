/*
 * The fund research pages as the route table loads them: through this small module, whose own chunk carries the
 * pages' preload lists, so that each page costs the login page's first load a file name, not a list (ADR 009, the
 * lever its issue 15 section measured).
 */
export const loadFundSearchPage = () => import('./fund-search-page').then((module) => module.FundSearchPage);
export const loadFundSelectorPage = () => import('./fund-selector-page').then((module) => module.FundSelectorPage);
export const loadFundComparerPage = () => import('./fund-comparer-page').then((module) => module.FundComparerPage);
export const loadFundDetailPage = () => import('./fund-detail-page').then((module) => module.FundDetailPage);
export const loadFundWatchlistPage = () => import('./watchlist-page').then((module) => module.WatchlistPage);
