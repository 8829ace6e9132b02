/*
 * The cash movements page as the route table loads it: through this small module, whose own chunk carries the
 * page's preload list, so that the page costs the login page's first load a file name, not a list (ADR 009).
 */
export const loadCashMovementPage = () => import('./movement-page').then((module) => module.CashMovementPage);
