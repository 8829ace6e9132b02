/*
 * The notifications page as the route table loads it: through this small module, so the login page's first load
 * carries a file name instead of the page's preload list (ADR 009).
 */
export const loadNotificationsPage = () => import('./notifications-page').then((module) => module.NotificationsPage);
