/*
 * The fund research pages as the route table loads them: the route table is part of the first load, and each `import()` of
 * a page there would carry the list of every chunk the page needs (Vite's preload list); this small module's own chunk
 * carries those lists instead (ADR 009).
 */
export const loadFundSearchPage = () => import('./fund-search-page').then((module) => module.FundSearchPage);

export const loadFundSelectorPage = () => import('./fund-selector-page').then((module) => module.FundSelectorPage);

export const loadFundComparerPage = () => import('./fund-comparer-page').then((module) => module.FundComparerPage);

export const loadFundDetailPage = () => import('./fund-detail-page').then((module) => module.FundDetailPage);

export const loadWatchlistPage = () => import('./watchlist-page').then((module) => module.WatchlistPage);
