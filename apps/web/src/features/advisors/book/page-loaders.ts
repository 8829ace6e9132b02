/*
 * The advisor book pages as the route table loads them: through this small module, so the first load carries a file
 * name instead of the pages (ADR 009).
 */
export const loadAdvisorDashboardPage = () =>
  import('./advisor-dashboard-page').then((module) => module.AdvisorDashboardPage);
export const loadHoldingsDashboardPage = () =>
  import('./holdings-dashboard-page').then((module) => module.HoldingsDashboardPage);
