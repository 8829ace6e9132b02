/* SPEC §2 funds/search. The page holds the address (its filters live in the query string), the search, the compare
 * selection and the layout; its parts stand beside it: the filters (search-filter-panel.tsx, with the sort box in
 * sort-control.tsx), the compare bar (compare-bar.tsx) and the results as a table or as cards (fund-results-table.tsx,
 * fund-result-cards.tsx). */
import { Anchor, Button, Container, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiQueryOptions } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CompareBar } from './compare-bar';
import { useCompareSelection } from './compare-selection';
import { ResultCards } from './fund-result-cards';
import { ResultsTable } from './fund-results-table';
import { ErrorState, LoadingState } from './research-states';
import { SearchFilterPanel } from './search-filter-panel';
import { filtersFromParams, paramsOfFilters, searchInput, searchPageSize } from './search-filters';
import type { FundSearchFilters } from './search-filters';
import { useWatchlist } from './watchlist-queries';

export function FundSearchPage() {
  const { t } = useTranslation('fundResearch');
  const language = useShownLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const change = (next: Partial<FundSearchFilters>) =>
    setParams(paramsOfFilters({ ...filters, pageIndex: 0, ...next }), { replace: true });
  const search = useQuery(
    {
      ...apiQueryOptions('fundDefinition', 'searchFunds', searchInput(filters, language)),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const watchlist = useWatchlist();
  const [compared, selection] = useCompareSelection();
  const [compareRefused, setCompareRefused] = useState(false);
  const toggleCompare = (fundId: string) => setCompareRefused(!selection.toggle(fundId));

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {t('search.title')}
          </Title>
          <Anchor component={Link} to="/funds/selector" size="sm">
            {t('search.toSelector')}
          </Anchor>
        </Group>
        <SearchFilterPanel filters={filters} onChange={change} />
        <CompareBar ids={compared} refused={compareRefused} onClear={() => selection.set([])} />
        {search.isLoading ? (
          <LoadingState />
        ) : search.isError || !search.data ? (
          <ErrorState error={search.error} onRetry={() => void search.refetch()} />
        ) : search.data.total === 0 ? (
          <Paper withBorder p="xl" radius="md">
            <Stack align="center" gap="xs">
              <Text fw={600}>{t('search.empty')}</Text>
              <Button variant="light" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                {t('search.clearFilters')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="sm" style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }} aria-busy={search.isFetching}>
            <Text size="sm" c="dimmed" role="status" data-testid="search-total">
              {t('search.total', { count: search.data.total })}
            </Text>
            <ResultsTable
              funds={search.data.funds}
              filters={filters}
              onSort={(sortBy) =>
                change({
                  sortBy,
                  direction: filters.sortBy === sortBy && filters.direction === 'asc' ? 'desc' : 'asc',
                  pageIndex: filters.pageIndex,
                })
              }
              compared={compared}
              onCompare={toggleCompare}
              watchlist={watchlist}
            />
            <ResultCards
              funds={search.data.funds}
              filters={filters}
              compared={compared}
              onCompare={toggleCompare}
              watchlist={watchlist}
            />
            {search.data.total > searchPageSize && (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(search.data.total / searchPageSize)}
                  value={filters.pageIndex + 1}
                  onChange={(page) => change({ pageIndex: page - 1 })}
                  siblings={1}
                  boundaries={1}
                  getControlProps={(control) => ({
                    'aria-label': t(`search.pager.${control}`),
                  })}
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
