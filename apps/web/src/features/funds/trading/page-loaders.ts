/*
 * The fund trading pages as the route table loads them: through this small module, whose own chunk carries the
 * pages' preload lists, so that each page costs the login page's first load a file name, not a list (ADR 009, the
 * lever its issue 15 section measured).
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
