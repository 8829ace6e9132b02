/*
 * The tax residency page as the route table loads it: through this small module, so the login page's first load
 * carries a file name instead of the page (ADR 009).
 */
export const loadTaxStatusPage = () => import('./tax-status-page').then((module) => module.TaxStatusPage);
