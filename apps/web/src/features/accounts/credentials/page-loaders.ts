/*
 * The accounts area's password pages as the route table loads them: through this small module, so that the pages cost
 * the login page's first load a file name, not a list (ADR 009).
 */
export const loadChangePasswordPage = () =>
  import('./change-password-page').then((module) => module.ChangePasswordPage);
export const loadChangeTradePasswordPage = () =>
  import('./change-trade-password-page').then((module) => module.ChangeTradePasswordPage);
