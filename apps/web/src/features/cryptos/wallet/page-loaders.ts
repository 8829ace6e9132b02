/*
 * The crypto deposit, wallet and wallet history pages as the route table loads them: through this small module, so the
 * login page's first load carries file names instead (ADR 009). The QR code library is loaded by the deposit page.
 */
export const loadCryptoDepositPage = () => import('./deposit-page').then((module) => module.CryptoDepositPage);
export const loadCryptoWalletManagementPage = () =>
  import('./wallet-management-page').then((module) => module.CryptoWalletManagementPage);
export const loadCryptoWalletHistoryPage = () =>
  import('./wallet-history-page').then((module) => module.CryptoWalletHistoryPage);
