/*
 * The other-asset pages as the route table loads them: through this small module, so the first load carries a file
 * name instead of the pages (ADR 009).
 */
export const loadHoldingsPage = () => import('./holdings-page').then((module) => module.HoldingsPage);
export const loadHoldingAddPage = () => import('./holding-add-page').then((module) => module.HoldingAddPage);
export const loadHoldingDetailPage = () => import('./holding-detail-page').then((module) => module.HoldingDetailPage);
