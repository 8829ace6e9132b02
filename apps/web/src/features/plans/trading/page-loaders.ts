/*
 * The plan subscription pages as the route table loads them: through this small module, so the first load carries a
 * file name instead of the pages (ADR 009).
 */
export const loadPlanSubscribePage = () => import('./subscribe-page').then((module) => module.PlanSubscribePage);
export const loadPlanSubscriptionsPage = () =>
  import('./subscriptions-page').then((module) => module.PlanSubscriptionsPage);
export const loadPlanRedeemPage = () => import('./redeem-page').then((module) => module.PlanRedeemPage);
export const loadPlanStatisticPage = () => import('./statistic-page').then((module) => module.PlanStatisticPage);
export const loadPlanTalkPage = () => import('./talk-page').then((module) => module.PlanTalkPage);
