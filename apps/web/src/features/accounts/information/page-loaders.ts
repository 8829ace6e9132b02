/*
 * The account information page as the route table loads it: through this small module, so the login page's first
 * load carries a file name instead of the page (ADR 009).
 */
export const loadAccountInformationPage = () =>
  import('./account-information-page').then((module) => module.AccountInformationPage);
