/*
 * The currency exchange page as the route table loads it: through this small module, so the login page's first load
 * carries a file name instead (ADR 009).
 */
export const loadFxExchangePage = () => import('./fx-exchange-page').then((module) => module.FxExchangePage);
