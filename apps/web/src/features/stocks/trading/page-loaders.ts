/*
 * The stock trading pages as the route table loads them: through this small module, whose own chunk carries the
 * pages' preload lists, so that each page costs the login page's first load a file name, not a list (ADR 009; as
 * market/page-loaders.ts does for the market pages).
 */
export const loadStockOrderPage = () => import('./stock-order-page').then((module) => module.StockOrderPage);

export const loadStockPortfolioPage = () =>
  import('./stock-portfolio-page').then((module) => module.StockPortfolioPage);

export const loadStockHistoryPage = () => import('./stock-history-page').then((module) => module.StockHistoryPage);

export const loadStockDocumentPage = () => import('./stock-document-page').then((module) => module.StockDocumentPage);
