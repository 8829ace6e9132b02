/* The plan search's filters as the address holds them (so a search can be shared and survives a reload), and the
 * request they make. */
import { riskLevels, type RiskLevel } from '@portal/contract/domain/fund';
import { planSortKeys, planThemes, type PlanSortKey, type PlanTheme } from '@portal/contract/domain/plan';
import type { Language } from '@portal/contract/domain/language';

/** The currencies a plan may be in (SPEC §3: from HKD, USD, CNY). */
export const planCurrencies = ['HKD', 'USD', 'CNY'] as const;

export const planPageSize = 10;

export type PlanSearchFilters = {
  readonly riskLevel: RiskLevel | '';
  readonly currency: string;
  readonly theme: PlanTheme | '';
  /** As typed: the plans whose minimum lump sum is at most this. */
  readonly lumpSumAtMost: string;
  readonly sortBy: PlanSortKey;
  readonly direction: 'asc' | 'desc';
  readonly pageIndex: number;
};

const plainAmount = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Whether a typed maximum can be sent (empty means no filter). */
export function isAmountFilter(text: string): boolean {
  return text === '' || plainAmount.test(text);
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function filtersFromParams(params: URLSearchParams): PlanSearchFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    riskLevel: oneOf(riskLevels, params.get('risk')) ?? '',
    currency: oneOf(planCurrencies, params.get('currency')) ?? '',
    theme: oneOf(planThemes, params.get('theme')) ?? '',
    lumpSumAtMost: params.get('lumpSumAtMost') ?? '',
    sortBy: oneOf(planSortKeys, params.get('sort')) ?? 'riskLevel',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    pageIndex: Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

export function paramsOfFilters(filters: PlanSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.riskLevel) params.set('risk', filters.riskLevel);
  if (filters.currency) params.set('currency', filters.currency);
  if (filters.theme) params.set('theme', filters.theme);
  if (filters.lumpSumAtMost) params.set('lumpSumAtMost', filters.lumpSumAtMost);
  if (filters.sortBy !== 'riskLevel') params.set('sort', filters.sortBy);
  if (filters.direction !== 'asc') params.set('direction', filters.direction);
  if (filters.pageIndex > 0) params.set('page', String(filters.pageIndex + 1));
  return params;
}

/** The searchPlans request of the filters (a maximum that is not an amount is left out: the field shows why). */
export function searchInput(filters: PlanSearchFilters, language: Language) {
  return {
    riskLevels: filters.riskLevel ? [filters.riskLevel] : [],
    currencies: filters.currency ? [filters.currency] : [],
    themes: filters.theme ? [filters.theme] : [],
    ...(filters.lumpSumAtMost && isAmountFilter(filters.lumpSumAtMost) ? { lumpSumAtMost: filters.lumpSumAtMost } : {}),
    sortBy: filters.sortBy,
    direction: filters.direction,
    language,
    pageIndex: filters.pageIndex,
    pageSize: planPageSize,
  };
}

/** Whether any filter is set. */
export function filtered(filters: PlanSearchFilters): boolean {
  return filters.riskLevel !== '' || filters.currency !== '' || filters.theme !== '' || filters.lumpSumAtMost !== '';
}
