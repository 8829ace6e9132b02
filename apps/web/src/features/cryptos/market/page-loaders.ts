/*
 * The crypto dashboard and portfolio as the route table loads them: through this small module, so the login page's
 * first load carries file names instead (ADR 009).
 */
export const loadCryptoDashboardPage = () =>
  import('./crypto-dashboard-page').then((module) => module.CryptoDashboardPage);
export const loadCryptoPortfolioPage = () =>
  import('./crypto-portfolio-page').then((module) => module.CryptoPortfolioPage);
