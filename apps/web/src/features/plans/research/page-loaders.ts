/*
 * The plan research pages as the route table loads them: through this small module, so the first load carries a file
 * name instead of the pages (ADR 009).
 */
export const loadPlanSearchPage = () => import('./plan-search-page').then((module) => module.PlanSearchPage);
export const loadPlanDetailPage = () => import('./plan-detail-page').then((module) => module.PlanDetailPage);
export const loadGoalQuestionnairePage = () =>
  import('./goal-questionnaire-page').then((module) => module.GoalQuestionnairePage);
export const loadSuggestedPlansPage = () =>
  import('./suggested-plans-page').then((module) => module.SuggestedPlansPage);
