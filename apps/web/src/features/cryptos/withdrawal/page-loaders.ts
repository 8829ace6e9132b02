/*
 * The whitelist and withdraw pages as the route table loads them: through this small module, so the login page's first
 * load carries file names instead (ADR 009).
 */
export const loadCryptoWhitelistPage = () =>
  import('./crypto-whitelist-page').then((module) => module.CryptoWhitelistPage);
export const loadCryptoWithdrawPage = () =>
  import('./crypto-withdraw-page').then((module) => module.CryptoWithdrawPage);
