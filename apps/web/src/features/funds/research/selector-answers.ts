/*
 * The fund selector's answers (goal, risk, regions, currencies) as search filters: a newcomer's guided way into the
 * same search the search page runs.
 */
import { riskLevels, riskRank } from '@portal/contract/domain/fund';
import type { FundCategory, FundRegion, RiskLevel } from '@portal/contract/domain/fund';
import { defaultFilters } from './search-filters';
import type { FundSearchFilters } from './search-filters';

export const selectorGoals = ['growth', 'income', 'balance', 'preserve'] as const;
export type SelectorGoal = (typeof selectorGoals)[number];

/** The fund categories that serve each goal. */
export const goalCategories = {
  growth: ['equity', 'index', 'thematic'],
  income: ['bond', 'balanced'],
  balance: ['balanced', 'bond', 'equity'],
  preserve: ['moneyMarket', 'bond'],
} as const satisfies Record<SelectorGoal, readonly FundCategory[]>;

/** The risk levels a newcomer may pick as the most they accept (None and Locked are not offered). */
export const selectorRiskLevels = [
  'Low',
  'LowToMedium',
  'Medium',
  'MediumToHigh',
  'High',
] as const satisfies readonly RiskLevel[];

export type SelectorAnswers = {
  readonly goal: SelectorGoal | null;
  readonly maximumRisk: RiskLevel | null;
  /** Empty: any region. */
  readonly regions: readonly FundRegion[];
  /** Empty: any currency. */
  readonly currencies: readonly string[];
};

export const noAnswers: SelectorAnswers = { goal: null, maximumRisk: null, regions: [], currencies: [] };

/** Every risk level up to the most accepted (None included, Locked never). */
export function riskLevelsUpTo(maximum: RiskLevel): RiskLevel[] {
  return riskLevels.filter((level) => level !== 'Locked' && riskRank(level) <= riskRank(maximum));
}

/** The search the answers make: best one-year performance first. */
export function filtersOfAnswers(answers: SelectorAnswers): FundSearchFilters {
  return {
    ...defaultFilters,
    categories: answers.goal ? [...goalCategories[answers.goal]] : [],
    riskLevels: answers.maximumRisk ? riskLevelsUpTo(answers.maximumRisk) : [],
    regions: [...answers.regions],
    currencies: [...answers.currencies],
    performancePeriod: '1year',
    sortBy: 'performance',
    direction: 'desc',
  };
}
