/*
 * The advisor's virtual-asset order panel (vaOrder) as the route table loads it: through this small module, so the
 * login page's first load carries a file name instead (ADR 009).
 */
export const loadVaOrderPage = () => import('./va-order-page').then((module) => module.VaOrderPage);
