/*
 * The IPO and corporate action pages as the route table loads them: through this small module, whose chunk carries
 * the pages' preload lists, so the login page's first load carries a file name instead (ADR 009; as the market
 * pages do).
 */
export const loadIpoPage = () => import('./ipo-page').then((module) => module.IpoPage);

export const loadCorporateActionPage = () =>
  import('./corporate-action-page').then((module) => module.CorporateActionPage);
