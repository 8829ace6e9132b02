/*
 * What other areas may use of plan subscriptions (ADR 048; issue 27): plan-subscription owns plan_subscription,
 * plan_subscription_order, plan_investment and advisor_call_request. The advisor desk reads clients' call requests.
 */
export { advisorCallRequestsOf, openAdvisorCallRequests } from './advisor-calls';
// The advisor desk (issue 28): a whole book's skipped monthly investments and next investment days.
export { planInvestmentDaysOfBook, skippedInvestmentsOfBook } from './book-plans';
