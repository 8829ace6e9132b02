/*
 * The fund search's filters, sorting and page as the page's address holds them (?regions=asiaPacific,japan&sort=…),
 * so a search can be shared, reloaded and stepped back through. Unknown values are dropped, never sent.
 */
import {
  fundAssetClasses,
  fundCategories,
  fundDividendYieldBands,
  fundPerformancePeriods,
  fundRegions,
  riskLevels,
} from '@portal/contract/domain/fund';
import type {
  FundAssetClass,
  FundCategory,
  FundDividendYieldBand,
  FundPerformancePeriod,
  FundRegion,
  RiskLevel,
} from '@portal/contract/domain/fund';
import { fundSortKeys } from '@portal/contract';
import type { FundSortKey } from '@portal/contract';

/** The currencies the catalogue's funds are priced in (the seeded catalogue's; the filters offer them all). */
export const fundCurrencies = ['HKD', 'USD', 'CNY', 'EUR', 'GBP', 'JPY'] as const;

export type SortDirection = 'asc' | 'desc';
export const searchPageSize = 20;

export type FundSearchFilters = {
  readonly regions: readonly FundRegion[];
  readonly categories: readonly FundCategory[];
  readonly assetClasses: readonly FundAssetClass[];
  readonly riskLevels: readonly RiskLevel[];
  readonly currencies: readonly string[];
  readonly dividendYieldBands: readonly FundDividendYieldBand[];
  readonly text: string;
  readonly performancePeriod: FundPerformancePeriod;
  readonly sortBy: FundSortKey;
  readonly direction: SortDirection;
  readonly pageIndex: number;
};

export const defaultFilters: FundSearchFilters = {
  regions: [],
  categories: [],
  assetClasses: [],
  riskLevels: [],
  currencies: [],
  dividendYieldBands: [],
  text: '',
  performancePeriod: '1year',
  sortBy: 'name',
  direction: 'asc',
  pageIndex: 0,
};

/** The list filters and their allowed values (currencies: three capital letters). */
const listFilters = {
  regions: fundRegions,
  categories: fundCategories,
  assetClasses: fundAssetClasses,
  riskLevels,
  dividendYieldBands: fundDividendYieldBands,
} as const;

function listOf<T extends string>(param: string | null, allowed: readonly T[]): T[] {
  if (!param) return [];
  const values = param.split(',').filter((value): value is T => (allowed as readonly string[]).includes(value));
  return [...new Set(values)];
}

function oneOf<T extends string>(param: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((value) => value === param) ?? fallback;
}

export function filtersFromParams(params: URLSearchParams): FundSearchFilters {
  const currencies = (params.get('currencies') ?? '').split(',').filter((code) => /^[A-Z]{3}$/.test(code));
  const page = Number(params.get('page') ?? '1');
  const performancePeriod = oneOf(params.get('period'), fundPerformancePeriods, defaultFilters.performancePeriod);
  const sortBy = oneOf(params.get('sort'), fundSortKeys, defaultFilters.sortBy);
  return {
    regions: listOf(params.get('regions'), listFilters.regions),
    categories: listOf(params.get('categories'), listFilters.categories),
    assetClasses: listOf(params.get('assetClasses'), listFilters.assetClasses),
    riskLevels: listOf(params.get('riskLevels'), listFilters.riskLevels),
    dividendYieldBands: listOf(params.get('dividendYieldBands'), listFilters.dividendYieldBands),
    currencies: [...new Set(currencies)].slice(0, 20),
    text: (params.get('q') ?? '').trim().slice(0, 100),
    performancePeriod,
    // Sorting by performance needs a period (the contract refuses 'none' with it).
    sortBy: sortBy === 'performance' && performancePeriod === 'none' ? 'name' : sortBy,
    direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
    pageIndex: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0,
  };
}

/** The address parameters of the filters; defaults are left out so a plain search has a plain address. */
export function paramsOfFilters(filters: FundSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const lists = ['regions', 'categories', 'assetClasses', 'riskLevels', 'currencies', 'dividendYieldBands'] as const;
  for (const name of lists) if (filters[name].length > 0) params.set(name, filters[name].join(','));
  if (filters.text) params.set('q', filters.text);
  if (filters.performancePeriod !== defaultFilters.performancePeriod) params.set('period', filters.performancePeriod);
  if (filters.sortBy !== defaultFilters.sortBy) params.set('sort', filters.sortBy);
  if (filters.direction !== defaultFilters.direction) params.set('dir', filters.direction);
  if (filters.pageIndex > 0) params.set('page', String(filters.pageIndex + 1));
  return params;
}

/** The searchFunds input of the filters, in the reader's language (name sorting follows it). */
export function searchInput(filters: FundSearchFilters, language: 'en' | 'zh-HK' | 'zh-CN') {
  return {
    regions: [...filters.regions],
    categories: [...filters.categories],
    assetClasses: [...filters.assetClasses],
    riskLevels: [...filters.riskLevels],
    currencies: [...filters.currencies],
    dividendYieldBands: [...filters.dividendYieldBands],
    ...(filters.text ? { text: filters.text } : {}),
    performancePeriod: filters.performancePeriod,
    sortBy: filters.sortBy,
    direction: filters.direction,
    language,
    pageIndex: filters.pageIndex,
    pageSize: searchPageSize,
  };
}

/** How many filters (list values and text) narrow the search. */
export function activeFilterCount(filters: FundSearchFilters): number {
  return (
    filters.regions.length +
    filters.categories.length +
    filters.assetClasses.length +
    filters.riskLevels.length +
    filters.currencies.length +
    filters.dividendYieldBands.length +
    (filters.text ? 1 : 0)
  );
}
