import type { RiskLevel } from '@portal/contract';

/*
 * What a subscription needs of a plan, read from the plan definitions' public entry (services/plan-definition): its
 * status, minimums (already × minimumAmountMultiplyFactor), the multiple amounts must be of, the current allocation
 * version with its weights, and the model's back-test growth between two days (the statistic's comparison).
 */

export type PlanDefinitionStatus = 'draft' | 'active' | 'inactive' | 'deleted';

export type PlanNames = { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };

export type PlanWeight = {
  readonly fundId: string;
  readonly fundNames: PlanNames;
  /** Percent, a decimal string; a version's weights add up to 100. */
  readonly weightPercent: string;
};

export type SubscribablePlan = {
  readonly planId: string;
  readonly code: string;
  readonly names: PlanNames;
  readonly currency: string;
  readonly status: PlanDefinitionStatus;
  readonly riskLevel: RiskLevel;
  readonly minimumLumpSum: string;
  readonly minimumMonthlyAmount: string;
  readonly amountMultiple: string;
  readonly allocationVersion: number;
  readonly allocation: readonly PlanWeight[];
};

/** A day of the model's growth (its value on that day, any base). */
export type ModelGrowthPoint = { readonly day: string; readonly value: string };

export type PlanCatalogue = {
  plan(planId: string): Promise<SubscribablePlan | undefined>;
  /** The model's back-test value on each of `days` (ascending; rebalanced monthly), one point a day. */
  modelGrowth(planId: string, days: readonly string[]): Promise<readonly ModelGrowthPoint[]>;
};
