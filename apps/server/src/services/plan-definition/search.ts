import { Decimal } from 'decimal.js';
import type { PlanSearchPage, PlanSummary } from '@portal/contract';
import { riskRank, type RiskLevel } from '@portal/contract/domain/fund';
import type { Language } from '@portal/contract/domain/language';
import type { PlanSortKey, PlanTheme } from '@portal/contract/domain/plan';
import { loadPlans, summaryOf, type PlanDefinitionDependencies } from './plans';

export type PlanSearch = {
  readonly riskLevels: readonly RiskLevel[];
  readonly currencies: readonly string[];
  readonly themes: readonly PlanTheme[];
  readonly lumpSumAtMost?: string | undefined;
  readonly monthlyAmountAtMost?: string | undefined;
  readonly sortBy: PlanSortKey;
  readonly direction: 'asc' | 'desc';
  readonly language: Language;
  readonly pageIndex: number;
  readonly pageSize: number;
};

const collators = new Map<Language, Intl.Collator>();
function collatorOf(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (collator === undefined) {
    collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

function compareBy(search: PlanSearch): (a: PlanSummary, b: PlanSummary) => number {
  switch (search.sortBy) {
    case 'name': {
      const collator = collatorOf(search.language);
      return (a, b) => collator.compare(a.names[search.language], b.names[search.language]);
    }
    case 'riskLevel':
      return (a, b) => riskRank(a.riskLevel) - riskRank(b.riskLevel);
    case 'minimumLumpSum':
      return (a, b) => new Decimal(a.minimumLumpSum).comparedTo(b.minimumLumpSum);
    case 'minimumMonthlyAmount':
      return (a, b) => new Decimal(a.minimumMonthlyAmount).comparedTo(b.minimumMonthlyAmount);
  }
}

/**
 * One page of the active plans matching every filter. A brand's plans are a catalogue an admin keeps (tens, not
 * thousands), so they are read whole and filtered, sorted (ties by code, whichever the direction) and paged here:
 * the minimums are decimals (text in SQLite) and are compared exactly, times the brand's factor, as the client sees
 * them.
 */
export async function searchPlans(deps: PlanDefinitionDependencies, search: PlanSearch): Promise<PlanSearchPage> {
  const plans = (await loadPlans(deps.db, { statuses: ['active'] })).map((plan) => summaryOf(plan, deps.brand));
  const matching = plans.filter(
    (plan) =>
      (search.riskLevels.length === 0 || search.riskLevels.includes(plan.riskLevel)) &&
      (search.currencies.length === 0 || search.currencies.includes(plan.currency)) &&
      (search.themes.length === 0 || search.themes.includes(plan.theme)) &&
      (search.lumpSumAtMost === undefined || new Decimal(plan.minimumLumpSum).lte(search.lumpSumAtMost)) &&
      (search.monthlyAmountAtMost === undefined ||
        new Decimal(plan.minimumMonthlyAmount).lte(search.monthlyAmountAtMost)),
  );
  const compare = compareBy(search);
  const sign = search.direction === 'asc' ? 1 : -1;
  matching.sort((a, b) => sign * compare(a, b) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const start = search.pageIndex * search.pageSize;
  return {
    plans: matching.slice(start, start + search.pageSize),
    total: matching.length,
    pageIndex: search.pageIndex,
    pageSize: search.pageSize,
    hasMore: start + search.pageSize < matching.length,
  };
}
