/*
 * The stock market pages as the route table loads them. The route table is part of the first load, and each
 * `import()` of a page there carries the list of every chunk the page needs (Vite's preload list, about 45 names);
 * the route table imports this small module instead, whose own chunk carries those lists. A stock page thus costs
 * the login page's first load a file name, not two lists (ADR 009), at the price of this module's request before
 * the page's.
 */
export const loadStockDashboardPage = () =>
  import('./stock-dashboard-page').then((module) => module.StockDashboardPage);

export const loadQuotePage = () => import('./quote-page').then((module) => module.QuotePage);
