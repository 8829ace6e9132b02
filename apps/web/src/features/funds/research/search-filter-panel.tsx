/* The search's filters: the text (typed with a short delay), the lists (region, category, asset class, risk level,
 * currency, dividend yield), the performance period and the sort; below the md breakpoint the lists fold behind a
 * button. Every change goes to the address (search-filters.ts). */
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import {
  fundAssetClasses,
  fundCategories,
  fundDividendYieldBands,
  fundPerformancePeriods,
  fundRegions,
  riskLevels,
} from '@portal/contract/domain/fund';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { activeFilterCount, defaultFilters, fundCurrencies } from './search-filters';
import type { FundSearchFilters } from './search-filters';
import { SortControl } from './sort-control';

/** Debounce of the text search while typing. */
const typingDelayMs = 350;

export function SearchFilterPanel({
  filters,
  onChange,
}: {
  readonly filters: FundSearchFilters;
  readonly onChange: (next: Partial<FundSearchFilters>) => void;
}) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const [text, setText] = useState(filters.text);
  const [shown, setShown] = useState(filters.text);
  // The address changed the text (back, clear): the box follows.
  if (filters.text !== shown) {
    setShown(filters.text);
    setText(filters.text);
  }
  useEffect(() => {
    if (text.trim() === filters.text) return;
    const timer = window.setTimeout(() => onChange({ text: text.trim() }), typingDelayMs);
    return () => window.clearTimeout(timer);
  });
  const count = activeFilterCount(filters);
  // Below the md breakpoint the lists fold behind a button, so the results are not pushed off the screen.
  const narrow = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });
  const [unfolded, setUnfolded] = useState(false);
  const multi = <T extends string>(
    label: string,
    values: readonly T[],
    selected: readonly T[],
    name: (value: T) => string,
    key: keyof FundSearchFilters,
  ) => (
    <MultiSelect
      label={label}
      data={values.map((value) => ({ value, label: name(value) }))}
      value={[...selected]}
      onChange={(next) => onChange({ [key]: next })}
      clearable
      searchable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
      data-testid={`filter-${key}`}
    />
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('search.filtersLabel')}>
      <Stack gap="sm">
        <TextInput
          label={t('search.textLabel')}
          placeholder={t('search.textPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ text: text.trim() });
          }}
          maxLength={100}
          type="search"
        />
        {narrow && (
          <Button
            variant="default"
            size="xs"
            onClick={() => setUnfolded(!unfolded)}
            aria-expanded={unfolded}
            aria-controls="fund-search-filters"
            style={{ alignSelf: 'flex-start' }}
          >
            {unfolded ? t('search.hideFilters') : t('search.showFilters', { count })}
          </Button>
        )}
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="sm"
          id="fund-search-filters"
          display={narrow && !unfolded ? 'none' : undefined}
        >
          {multi(t('search.filters.region'), fundRegions, filters.regions, words.region, 'regions')}
          {multi(t('search.filters.category'), fundCategories, filters.categories, words.category, 'categories')}
          {multi(
            t('search.filters.assetClass'),
            fundAssetClasses,
            filters.assetClasses,
            words.assetClass,
            'assetClasses',
          )}
          {multi(t('search.filters.riskLevel'), riskLevels, filters.riskLevels, words.riskLevel, 'riskLevels')}
          {multi(
            t('search.filters.currency'),
            fundCurrencies,
            filters.currencies.filter(isFundCurrency),
            (code) => code,
            'currencies',
          )}
          {multi(
            t('search.filters.dividendYield'),
            fundDividendYieldBands,
            filters.dividendYieldBands,
            words.dividendYieldBand,
            'dividendYieldBands',
          )}
          <Select
            label={t('search.filters.period')}
            data={fundPerformancePeriods.map((value) => ({ value, label: words.period(value) }))}
            value={filters.performancePeriod}
            allowDeselect={false}
            onChange={(value) => {
              const period = fundPerformancePeriods.find((one) => one === value);
              if (period)
                onChange({
                  performancePeriod: period,
                  ...(period === 'none' && filters.sortBy === 'performance' ? { sortBy: 'name' } : {}),
                });
            }}
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-period"
          />
          <SortControl filters={filters} onChange={onChange} />
        </SimpleGrid>
        {count > 0 && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="xs"
              onClick={() => onChange({ ...defaultFilters, performancePeriod: filters.performancePeriod })}
            >
              {t('search.clearFiltersCount', { count })}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function isFundCurrency(code: string): code is (typeof fundCurrencies)[number] {
  return (fundCurrencies as readonly string[]).includes(code);
}
