/*
 * Investment plans (issue 27; SPEC §3 plan definition status, planEnabled, minimumAmountMultiplyFactor): the words and
 * the pure rules server and web share. Plain values free of zod, so a page may import them without the schemas.
 * Weights are whole basis points (10 000 = 100 %), so "sums to exactly 100 %" is an integer equality; amounts are
 * decimal strings, checked with decimal.js (never floats).
 */
import { Decimal } from 'decimal.js';
import { riskRank, type RiskLevel } from './fund';

/** SPEC §3: plan definition status. Clients see active plans (and inactive ones they may hold); never draft or deleted. */
export const planStatuses = ['draft', 'active', 'inactive', 'deleted'] as const;
export type PlanStatus = (typeof planStatuses)[number];

/** What a plan is built around: the search's theme filter. */
export const planThemes = ['preservation', 'income', 'balanced', 'growth', 'thematic'] as const;
export type PlanTheme = (typeof planThemes)[number];

/** The goals of the plans questionnaire (/plans/questionnaire). */
export const planGoals = ['retirement', 'education', 'home', 'wealth', 'reserve'] as const;
export type PlanGoal = (typeof planGoals)[number];

/** How a plan search may be ordered; ties are broken by plan code. */
export const planSortKeys = ['name', 'riskLevel', 'minimumLumpSum', 'minimumMonthlyAmount'] as const;
export type PlanSortKey = (typeof planSortKeys)[number];

/** The back-test's periods (issue 27 part 2: 1, 3 and 5 years). */
export const planBackTestPeriods = ['1year', '3years', '5years'] as const;
export type PlanBackTestPeriod = (typeof planBackTestPeriods)[number];
export const yearsOfBackTestPeriod = { '1year': 1, '3years': 3, '5years': 5 } as const satisfies Record<
  PlanBackTestPeriod,
  number
>;

/** The projection's percentiles (issue 27 part 3: 10th, 50th, 90th). */
export const planProjectionPercentiles = ['p10', 'p50', 'p90'] as const;
export type PlanProjectionPercentile = (typeof planProjectionPercentiles)[number];

/** The questionnaire's horizon bounds in whole years. */
export const minimumPlanHorizonYears = 1;
export const maximumPlanHorizonYears = 40;

/** 100 % in basis points: a plan's weights sum to exactly this. */
export const fullWeightBasisPoints = 10_000;
/** The most funds one plan holds. */
export const maximumPlanFunds = 10;

/** Why a weight list is not a plan's allocation; undefined when it is one. */
export type AllocationProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'tooMany'; readonly count: number }
  | { readonly kind: 'notWhole'; readonly fundId: string }
  | { readonly kind: 'notPositive'; readonly fundId: string }
  | { readonly kind: 'repeated'; readonly fundId: string }
  | { readonly kind: 'sum'; readonly basisPoints: number };

/** Checks a plan's weights: 1 to 10 funds, each once, each a positive whole number of basis points, summing to 10 000. */
export function allocationProblemOf(
  weights: readonly { readonly fundId: string; readonly weightBasisPoints: number }[],
): AllocationProblem | undefined {
  if (weights.length === 0) return { kind: 'empty' };
  if (weights.length > maximumPlanFunds) return { kind: 'tooMany', count: weights.length };
  const seen = new Set<string>();
  let sum = 0;
  for (const { fundId, weightBasisPoints } of weights) {
    if (!Number.isSafeInteger(weightBasisPoints)) return { kind: 'notWhole', fundId };
    if (weightBasisPoints <= 0) return { kind: 'notPositive', fundId };
    if (seen.has(fundId)) return { kind: 'repeated', fundId };
    seen.add(fundId);
    sum += weightBasisPoints;
  }
  return sum === fullWeightBasisPoints ? undefined : { kind: 'sum', basisPoints: sum };
}

/** The English sentence of an allocation problem (the server's field error message). */
export function allocationProblemText(problem: AllocationProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'A plan holds at least one fund.';
    case 'tooMany':
      return `A plan holds at most ${maximumPlanFunds} funds, not ${problem.count}.`;
    case 'notWhole':
      return `The weight of ${problem.fundId} must be a whole number of basis points.`;
    case 'notPositive':
      return `The weight of ${problem.fundId} must be above zero.`;
    case 'repeated':
      return `${problem.fundId} is listed twice.`;
    case 'sum':
      return `The weights must sum to exactly 100 % (10000 basis points), not ${new Decimal(problem.basisPoints).div(100).toFixed(2)} %.`;
  }
}

/** A weight in basis points as a percent with two decimals ('2500' → '25.00'): exact, since 1 bp is 0.01 %. */
export function weightPercentOf(weightBasisPoints: number): string {
  return new Decimal(weightBasisPoints).div(100).toFixed(2);
}

/**
 * A plan's stored minimum as the client sees it: times the brand's minimumAmountMultiplyFactor (SPEC §3), rounded up to
 * the plan's multiple, so the shown minimum is always an amount the plan accepts. The factor is a brand number such as
 * 1 or 1.5; it is read through its decimal text, never multiplied as a float.
 */
export function scaledMinimum(stored: string, factor: number, multiple: string): string {
  const scaled = new Decimal(stored).times(new Decimal(String(factor)));
  const step = new Decimal(multiple);
  return scaled.div(step).ceil().times(step).toFixed();
}

/** Why an amount is refused for a plan; undefined when accepted. Zero means "none" and is accepted. */
export type PlanAmountProblem =
  | { readonly kind: 'belowMinimum'; readonly minimum: string }
  | { readonly kind: 'notMultiple'; readonly multiple: string };

/** Checks an amount against a plan's (scaled) minimum and its multiple; '0' is no amount and passes. */
export function planAmountProblemOf(amount: string, minimum: string, multiple: string): PlanAmountProblem | undefined {
  const value = new Decimal(amount);
  if (value.isZero()) return undefined;
  if (value.lt(minimum)) return { kind: 'belowMinimum', minimum };
  if (!value.mod(multiple).isZero()) return { kind: 'notMultiple', multiple };
  return undefined;
}

/** Whether a client at `clientLevel` may subscribe a plan of `planLevel` (SPEC §8 riskLevelViolation otherwise). */
export function planFitsRiskLevel(planLevel: RiskLevel, clientLevel: RiskLevel): boolean {
  return planLevel !== 'Locked' && riskRank(planLevel) <= riskRank(clientLevel);
}
