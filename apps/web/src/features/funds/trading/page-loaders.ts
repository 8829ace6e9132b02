/*
 * The fund trading pages as the route table loads them: the route table is part of the first load, and each `import()` of
 * a page there would carry the list of every chunk the page needs (Vite's preload list); this small module's own chunk
 * carries those lists instead (ADR 009).
 */
export const loadSubscribePage = () => import('./subscribe-page').then((module) => module.SubscribePage);

export const loadBulkSubscribePage = () => import('./bulk-subscribe-page').then((module) => module.BulkSubscribePage);

export const loadRedeemPage = () => import('./redeem-page').then((module) => module.RedeemPage);

export const loadSwitchPage = () => import('./switch-page').then((module) => module.SwitchPage);

export const loadSwitchSinglePage = () => import('./switch-single-page').then((module) => module.SwitchSinglePage);

export const loadFundHistoryPage = () => import('./fund-history-page').then((module) => module.FundHistoryPage);

export const loadFundPortfolioPage = () => import('./fund-portfolio-page').then((module) => module.FundPortfolioPage);

export const loadFundDashboardPage = () => import('./fund-dashboard-page').then((module) => module.FundDashboardPage);

export const loadFundDocumentPage = () => import('./fund-document-page').then((module) => module.FundDocumentPage);
