/*
 * The crypto order ticket and history as the route table loads them: through this small module, so the login page's
 * first load carries file names instead (ADR 009).
 */
export const loadCryptoOrderPage = () => import('./crypto-order-page').then((module) => module.CryptoOrderPage);
export const loadCryptoHistoryPage = () => import('./crypto-history-page').then((module) => module.CryptoHistoryPage);
