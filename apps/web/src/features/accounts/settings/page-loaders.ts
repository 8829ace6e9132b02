/*
 * The user settings page as the route table loads it: through this small module, so the login page's first load
 * carries a file name instead of the page's preload list (ADR 009).
 */
export const loadUserSettingsPage = () => import('./user-settings-page').then((module) => module.UserSettingsPage);
