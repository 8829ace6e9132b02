/*
 * The suitability pages as the route table loads them: through this small module, so the login page's first load
 * carries a file name instead (ADR 009).
 */
export const loadRiskQuestionnairePage = () => import('./raq-page').then((module) => module.RiskQuestionnairePage);
export const loadRiskCheckPage = () => import('./risk-check-page').then((module) => module.RiskCheckPage);
