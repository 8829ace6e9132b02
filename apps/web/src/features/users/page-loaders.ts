/*
 * The signed-in user's pages that show the 'users' texts, as the route table loads them: through this small module,
 * so the login page's first load carries one file name instead of each page's preload list (ADR 009). The login page
 * itself is part of the first load and stays out of here.
 */
export const loadLogoutPage = () => import('./logout-page').then((module) => module.LogoutPage);
export const loadInactiveLogoutPage = () =>
  import('./inactive-logout-page').then((module) => module.InactiveLogoutPage);
export const loadInvalidSessionPage = () =>
  import('./invalid-session-page').then((module) => module.InvalidSessionPage);
export const loadSwitcherPage = () => import('./switcher-page').then((module) => module.SwitcherPage);
