import { Decimal } from 'decimal.js';
import {
  fundOrderResultCatalogue,
  type PlanSuggestion,
  type PlanSuggestions,
  type PlanSummary,
} from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { riskRank, type RiskLevel } from '@portal/contract/domain/fund';
import { planFitsRiskLevel, type PlanGoal } from '@portal/contract/domain/plan';
import { investorProfileOf, riskProfileExpired } from '../../platform/identity/account-directory';
import { loadPlans, summaryOf, type PlanDefinitionDependencies } from './plans';
import { projectionAssumptions, projectionOf, zOf90thPercentile } from './projection';

export type GoalAnswers = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly goal: PlanGoal;
  readonly horizonYears: number;
  readonly lumpSum: string;
  readonly monthlyAmount: string;
  readonly currency?: string | undefined;
};

/** Whether the amounts meet a plan's minimums: a zero amount is "none" and asks nothing of the plan. */
function amountsFit(plan: PlanSummary, answers: GoalAnswers): boolean {
  const lumpSum = new Decimal(answers.lumpSum);
  const monthly = new Decimal(answers.monthlyAmount);
  return (
    (lumpSum.isZero() || lumpSum.gte(plan.minimumLumpSum)) &&
    (monthly.isZero() || monthly.gte(plan.minimumMonthlyAmount))
  );
}

/** How far the amounts are above the minimums: the smaller of amount ÷ minimum over the amounts given. */
function headroomOf(plan: PlanSummary, answers: GoalAnswers): Decimal {
  const ratios = [
    [answers.lumpSum, plan.minimumLumpSum],
    [answers.monthlyAmount, plan.minimumMonthlyAmount],
  ]
    .filter(([amount]) => !new Decimal(amount ?? '0').isZero())
    .map(([amount, minimum]) =>
      new Decimal(minimum ?? '0').isZero() ? new Decimal(Infinity) : new Decimal(amount ?? '0').div(minimum ?? '1'),
    );
  return Decimal.min(...ratios);
}

/**
 * The order of the suggestions: first the plans the client may subscribe, the risk level nearest theirs first (the
 * highest at or below it), then the plans above it, the nearest first; within a level the larger headroom over the
 * minimums first; then by code.
 */
function rankKey(plan: PlanSummary, clientLevel: RiskLevel): [number, number] {
  const fits = planFitsRiskLevel(plan.riskLevel, clientLevel);
  const distance = Math.abs(riskRank(clientLevel) - riskRank(plan.riskLevel));
  return [fits ? 0 : 1, distance];
}

export async function suggestPlans(deps: PlanDefinitionDependencies, answers: GoalAnswers): Promise<PlanSuggestions> {
  const profile = await investorProfileOf(deps.db, { accountCode: answers.accountCode, source: answers.source });
  const clientRiskLevel: RiskLevel = profile?.riskLevel ?? 'None';
  const expired = profile !== undefined && riskProfileExpired(profile, deps.clock.now());
  const active = (await loadPlans(deps.db, { statuses: ['active'] })).map((plan) => summaryOf(plan, deps.brand));
  const fitting = active.filter(
    (plan) => (answers.currency === undefined || plan.currency === answers.currency) && amountsFit(plan, answers),
  );
  const keyed = fitting.map((plan) => ({
    plan,
    key: rankKey(plan, clientRiskLevel),
    headroom: headroomOf(plan, answers),
  }));
  keyed.sort(
    (a, b) =>
      a.key[0] - b.key[0] ||
      a.key[1] - b.key[1] ||
      b.headroom.comparedTo(a.headroom) ||
      (a.plan.code < b.plan.code ? -1 : a.plan.code > b.plan.code ? 1 : 0),
  );
  const suggestions = keyed.map(({ plan }, index): PlanSuggestion => {
    const fitsRisk = planFitsRiskLevel(plan.riskLevel, clientRiskLevel);
    return {
      rank: index + 1,
      plan,
      subscribable: fitsRisk && !expired && plan.status === 'active',
      refusal: fitsRisk
        ? null
        : { reason: 'riskLevelViolation', resultCode: fundOrderResultCatalogue.codes.riskLevelViolation },
      assumption: { riskLevel: plan.riskLevel, ...projectionAssumptions[plan.riskLevel] },
      projection: projectionOf({
        riskLevel: plan.riskLevel,
        horizonYears: answers.horizonYears,
        lumpSum: answers.lumpSum,
        monthlyAmount: answers.monthlyAmount,
      }),
    };
  });
  return {
    goal: answers.goal,
    horizonYears: answers.horizonYears,
    lumpSum: answers.lumpSum,
    monthlyAmount: answers.monthlyAmount,
    clientRiskLevel,
    riskProfileExpired: expired,
    method: { model: 'lognormal', contributions: 'monthlyAtMonthStart', zOf10thAnd90th: zOf90thPercentile },
    suggestions,
    leftOut: active.length - fitting.length,
  };
}
