/*
 * The pages that show both the 'access' and the 'users' texts (leaving the portal, resetting a password), as the route
 * table loads them: through this small module, so the login page's first load carries one file name instead of each
 * page's preload list (ADR 009).
 */
export const loadExitPage = () => import('./exit-page').then((module) => module.ExitPage);
export const loadResetPasswordPage = () => import('./reset-password-page').then((module) => module.ResetPasswordPage);
