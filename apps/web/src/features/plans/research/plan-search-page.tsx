/* SPEC §2 /plans/search, the plans' index: filters (risk level, currency, theme, minimum) held in the address,
 * sortable columns, pages. */
import {
  Anchor,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { riskLevels } from '@portal/contract/domain/fund';
import { planSortKeys, planThemes, type PlanSortKey } from '@portal/contract/domain/plan';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { planQueryKey, usePlansApi } from '../plans-api';
import { PlanResults } from './plan-results';
import { PlanQueryState } from './research-states';
import {
  filtered,
  filtersFromParams,
  isAmountFilter,
  paramsOfFilters,
  planCurrencies,
  planPageSize,
  searchInput,
  type PlanSearchFilters,
} from './search-filters';

const sortChoices = planSortKeys.flatMap((key) => [`${key}.asc`, `${key}.desc`] as const);

export function PlanSearchPage() {
  const { t } = useTranslation('planResearch');
  const language = useShownLanguage();
  const api = usePlansApi();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const change = (next: Partial<PlanSearchFilters>) =>
    setParams(paramsOfFilters({ ...filters, pageIndex: 0, ...next }), { replace: true });
  const input = searchInput(filters, language);
  const search = useQuery(
    {
      queryKey: [...planQueryKey, 'search', input],
      queryFn: ({ signal }) => api.planDefinition.searchPlans(input, { signal }),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const onSort = (sortBy: PlanSortKey) =>
    change({
      sortBy,
      direction: filters.sortBy === sortBy && filters.direction === 'asc' ? 'desc' : 'asc',
      pageIndex: filters.pageIndex,
    });
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('search.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('search.intro')}
            </Text>
          </Stack>
          <Anchor component={Link} to="/plans/questionnaire" size="sm">
            {t('search.toQuestionnaire')}
          </Anchor>
        </Group>
        <SearchFilters filters={filters} onChange={change} />
        {search.data === undefined ? (
          <PlanQueryState loading={!search.isError} error={search.error} onRetry={() => void search.refetch()} />
        ) : search.data.total === 0 ? (
          <Paper withBorder p="xl" radius="md" data-testid="plans-empty">
            <Stack align="center" gap="xs">
              <Text fw={600}>{t('search.empty')}</Text>
              {filtered(filters) && (
                <Button variant="light" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  {t('search.clearFilters')}
                </Button>
              )}
            </Stack>
          </Paper>
        ) : (
          <Stack gap="sm" style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }} aria-busy={search.isFetching}>
            <Text size="sm" c="dimmed" role="status" data-testid="plans-total">
              {t('search.total', { count: search.data.total })}
            </Text>
            <PlanResults plans={search.data.plans} filters={filters} onSort={onSort} />
            {search.data.total > planPageSize && (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(search.data.total / planPageSize)}
                  value={filters.pageIndex + 1}
                  onChange={(page) => change({ pageIndex: page - 1 })}
                  siblings={1}
                  boundaries={1}
                  getControlProps={(control) => ({ 'aria-label': t(`search.pager.${control}`) })}
                  getItemProps={(page) => ({ 'aria-label': t('search.pager.page', { page }) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function SearchFilters({
  filters,
  onChange,
}: {
  readonly filters: PlanSearchFilters;
  readonly onChange: (next: Partial<PlanSearchFilters>) => void;
}) {
  const { t } = useTranslation('planResearch');
  const fundWords = useTranslation('fundResearch').t;
  // The maximum is sent once it is an amount; until then it stays in the field with its error.
  const [lumpSum, setLumpSum] = useState(filters.lumpSumAtMost);
  const lumpSumValid = isAmountFilter(lumpSum.trim());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('search.filtersLabel')}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label={t('search.riskLevel')}
          data={[
            { value: '', label: t('search.anyRiskLevel') },
            ...riskLevels
              .filter((level) => level !== 'None' && level !== 'Locked')
              .map((value) => ({ value, label: fundWords(`fund.riskLevels.${value}`) })),
          ]}
          value={filters.riskLevel}
          onChange={(value) => onChange({ riskLevel: (value ?? '') as PlanSearchFilters['riskLevel'] })}
          allowDeselect={false}
          w={190}
          data-testid="filter-risk"
        />
        <Select
          label={t('search.currency')}
          data={[
            { value: '', label: t('search.anyCurrency') },
            ...planCurrencies.map((value) => ({ value, label: value })),
          ]}
          value={filters.currency}
          onChange={(value) => onChange({ currency: value ?? '' })}
          allowDeselect={false}
          w={150}
          data-testid="filter-currency"
        />
        <Select
          label={t('search.theme')}
          data={[
            { value: '', label: t('search.anyTheme') },
            ...planThemes.map((value) => ({ value, label: t(`plan.themes.${value}`) })),
          ]}
          value={filters.theme}
          onChange={(value) => onChange({ theme: (value ?? '') as PlanSearchFilters['theme'] })}
          allowDeselect={false}
          w={200}
          data-testid="filter-theme"
        />
        <TextInput
          label={t('search.maximumMinimum')}
          placeholder={t('search.maximumMinimumPlaceholder')}
          inputMode="decimal"
          value={lumpSum}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setLumpSum(text);
            if (isAmountFilter(text.trim())) onChange({ lumpSumAtMost: text.trim() });
          }}
          error={lumpSumValid ? undefined : t('search.notAnAmount')}
          w={210}
          data-testid="filter-lump-sum"
        />
        <Select
          label={t('search.sortLabel')}
          data={sortChoices.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
          value={`${filters.sortBy}.${filters.direction}`}
          onChange={(value) => {
            const [sortBy, direction] = (value ?? 'riskLevel.asc').split('.');
            const key = planSortKeys.find((candidate) => candidate === sortBy) ?? 'riskLevel';
            onChange({ sortBy: key, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
          allowDeselect={false}
          w={230}
          data-testid="sort"
        />
      </Group>
    </Paper>
  );
}
