/*
 * What other areas may use of the plan definitions (ADR 015, ADR 048; issue 27): plan-definition owns plan_definition,
 * plan_allocation_version, plan_allocation and plan_document. The subscription area reads a plan with its allocation
 * in force (`findPlan`), the versions since a time (`allocationVersionsSince`) and the model between two days
 * (`modelValuesBetween`); it hears of weight changes by registering `onPlanAllocationChange` from its subscribers.
 * `changePlanAllocation` and `setPlanStatus` are the admin console's (dev support and tests use them today).
 */
export {
  findPlan,
  allocationVersionsSince,
  modelValuesBetween,
  type PlanForSubscription,
  type PlanAllocationVersion,
} from './subscription-view';
export {
  changePlanAllocation,
  setPlanStatus,
  onPlanAllocationChange,
  type PlanAllocationChange,
  type PlanAllocationListener,
} from './plan-changes';
export type { PlanWeight, PlanDefinitionDependencies } from './plans';
export { loadPlans, minimumsOf, type LoadedPlan } from './plans';
export { navHistoryOf, modelValues, rebalancingDays, backTestStartValue } from './back-test';
export { seedPlans } from './plan-seed';
