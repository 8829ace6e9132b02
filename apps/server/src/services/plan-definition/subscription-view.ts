import { Decimal } from 'decimal.js';
import type { PlanSummary } from '@portal/contract';
import type { BrandConfig } from '@portal/contract/brands';
import type { RiskLevel } from '@portal/contract/domain/fund';
import type { PlanStatus } from '@portal/contract/domain/plan';
import { backTestStartValue, dailyModelValues, modelValues, navHistoryOf, rebalancingDays } from './back-test';
import { loadPlans, minimumsOf, riskLevelOf, statusOf, type Executor, type PlanWeight } from './plans';

/*
 * What the subscription area reads of a plan (issue 27 parts 4-7), through public.ts: the plan with its allocation in
 * force, its allocation versions since a time, and the model's values between two days for the statistic page.
 */

/** A plan as a subscription needs it; minimums are the brand's (times minimumAmountMultiplyFactor). */
export type PlanForSubscription = {
  readonly planId: string;
  readonly code: string;
  readonly names: PlanSummary['names'];
  readonly status: PlanStatus;
  readonly currency: string;
  readonly riskLevel: RiskLevel;
  readonly minimumLumpSum: string;
  readonly minimumMonthlyAmount: string;
  readonly amountMultiple: string;
  readonly allocationVersion: number;
  readonly allocationEffectiveFrom: string;
  /** Whole basis points in the allocation's order, summing to 10 000. */
  readonly weights: readonly PlanWeight[];
};

/** The plan of any status (deleted included: a subscription outlives it); undefined when there is none. */
export async function findPlan(
  deps: { readonly db: Executor; readonly brand: Pick<BrandConfig, 'minimumAmountMultiplyFactor'> },
  planId: string,
): Promise<PlanForSubscription | undefined> {
  const [plan] = await loadPlans(deps.db, {
    statuses: ['draft', 'active', 'inactive', 'deleted'],
    planIds: [planId],
  });
  if (plan === undefined) return undefined;
  const { row } = plan;
  return {
    planId: row.id,
    code: row.id,
    names: { en: row.name_en, 'zh-HK': row.name_zh_hk, 'zh-CN': row.name_zh_cn },
    status: statusOf(row.status),
    currency: row.currency,
    riskLevel: riskLevelOf(row.risk_level),
    ...minimumsOf(row, deps.brand),
    allocationVersion: Number(row.allocation_version),
    allocationEffectiveFrom: plan.effectiveFrom,
    weights: plan.weights,
  };
}

export type PlanAllocationVersion = {
  readonly version: number;
  readonly effectiveFrom: string;
  readonly weights: readonly PlanWeight[];
};

/** The plan's allocation versions that took effect after `since` (an ISO instant), oldest first: two queries. */
export async function allocationVersionsSince(
  db: Executor,
  planId: string,
  since: string,
): Promise<PlanAllocationVersion[]> {
  const versions = await db
    .selectFrom('plan_allocation_version')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('effective_from', '>', since)
    .orderBy('version')
    .execute();
  if (versions.length === 0) return [];
  const rows = await db
    .selectFrom('plan_allocation')
    .selectAll()
    .where('plan_id', '=', planId)
    .where(
      'version',
      'in',
      versions.map((version) => version.version),
    )
    .orderBy('version')
    .orderBy('position')
    .execute();
  return versions.map((version) => ({
    version: Number(version.version),
    effectiveFrom: version.effective_from,
    weights: rows
      .filter((row) => Number(row.version) === Number(version.version))
      .map((row) => ({ fundId: row.fund_id, weightBasisPoints: Number(row.weight_basis_points) })),
  }));
}

/**
 * The model of these weights between two market days, as the back-test computes it (rebalanced at each month's end,
 * NAVs on or before each day), starting at `startValue` (10 000 by default): at the back-test's points (the month
 * ends), or on each of `everyDay`; undefined when a fund has no NAV by `fromDay`. Values with two decimals.
 */
export async function modelValuesBetween(
  db: Executor,
  weights: readonly PlanWeight[],
  fromDay: string,
  toDay: string,
  startValue: string = backTestStartValue,
  /** Every day to value (ascending, from `fromDay` to `toDay`): the model's value day by day, not only at month ends. */
  everyDay?: readonly string[],
): Promise<{ readonly date: string; readonly value: string }[] | undefined> {
  const history = await navHistoryOf(db, weights);
  const days = everyDay ?? rebalancingDays(fromDay, toDay);
  const values =
    everyDay === undefined
      ? modelValues(history, weights, days, startValue)
      : dailyModelValues(history, weights, days, startValue);
  return values?.map((value, index) => ({
    date: days[index] ?? toDay,
    value: value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
  }));
}
