/*
 * The tour page as the route table loads it: through this small module, so the login page's first load carries a
 * file name instead of the page's preload list (ADR 009). driver.js is not in the page's chunk either: it loads when
 * a tour starts.
 */
export const loadTourPage = () => import('./tour-page').then((module) => module.TourPage);

/** The first visit's offer of the tour, which the signed-in layout shows (app/layouts/portal-layout). */
export const loadFirstVisitTour = () => import('./first-visit-tour').then((module) => module.FirstVisitTour);
