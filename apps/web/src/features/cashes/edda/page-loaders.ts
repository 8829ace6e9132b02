/*
 * The eDDA pages as the route table loads them: through this small module, so the login page's first load carries a
 * file name instead of the pages (ADR 009).
 */
export const loadEddaSetupPage = () => import('./edda-setup-page').then((module) => module.EddaSetupPage);

export const loadEddaDebitPage = () => import('./edda-debit-page').then((module) => module.EddaDebitPage);
