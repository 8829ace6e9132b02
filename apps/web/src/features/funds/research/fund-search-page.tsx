import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  MultiSelect,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FundSortKey, FundSummary } from '@portal/contract';
import {
  fundAssetClasses,
  fundCategories,
  fundDividendYieldBands,
  fundPerformancePeriods,
  fundRegions,
  riskLevels,
} from '@portal/contract/domain/fund';
import { formatNumber } from '@portal/contract/domain/number-format';
import { apiQueryOptions } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { maximumComparedFunds, useCompareSelection } from './compare-selection';
import { ErrorState, LoadingState } from './research-states';
import {
  activeFilterCount,
  defaultFilters,
  fundCurrencies,
  filtersFromParams,
  paramsOfFilters,
  searchInput,
  searchPageSize,
} from './search-filters';
import type { FundSearchFilters } from './search-filters';
import { useWatchlist } from './watchlist-queries';
import type { WatchlistControl } from './watchlist-queries';
import { WatchlistStar } from './watchlist-star';

/** Debounce of the text search while typing. */
const typingDelayMs = 350;

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

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
        <SearchFilters filters={filters} onChange={change} />
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

function SearchFilters({
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

/** The orders the sort box offers, each a sort key and a direction. */
const sortChoices = {
  'name.asc': { sortBy: 'name', direction: 'asc' },
  'name.desc': { sortBy: 'name', direction: 'desc' },
  'performance.desc': { sortBy: 'performance', direction: 'desc' },
  'performance.asc': { sortBy: 'performance', direction: 'asc' },
  'latestNav.desc': { sortBy: 'latestNav', direction: 'desc' },
  'latestNav.asc': { sortBy: 'latestNav', direction: 'asc' },
  'riskLevel.asc': { sortBy: 'riskLevel', direction: 'asc' },
  'riskLevel.desc': { sortBy: 'riskLevel', direction: 'desc' },
} as const satisfies Record<string, { sortBy: FundSortKey; direction: 'asc' | 'desc' }>;
type SortChoice = keyof typeof sortChoices;
const sortChoiceNames = Object.keys(sortChoices) as SortChoice[]; // the keys of the object just above

function SortControl({
  filters,
  onChange,
}: {
  readonly filters: FundSearchFilters;
  readonly onChange: (next: Partial<FundSearchFilters>) => void;
}) {
  const { t } = useTranslation('fundResearch');
  const choices = sortChoiceNames.filter(
    (choice) => filters.performancePeriod !== 'none' || sortChoices[choice].sortBy !== 'performance',
  );
  return (
    <Select
      label={t('search.sortLabel')}
      data={choices.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
      value={`${filters.sortBy}.${filters.direction}`}
      allowDeselect={false}
      onChange={(value) => {
        const choice = sortChoiceNames.find((one) => one === value);
        if (choice) onChange({ ...sortChoices[choice] });
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="sort"
    />
  );
}

function CompareBar({
  ids,
  refused,
  onClear,
}: {
  readonly ids: readonly string[];
  readonly refused: boolean;
  readonly onClear: () => void;
}) {
  const { t } = useTranslation('fundResearch');
  if (ids.length === 0) return null;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      role="region"
      aria-label={t('compare.barLabel')}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {t('compare.selected', { count: ids.length, maximum: maximumComparedFunds })}
          {refused && (
            <Text span c="danger" size="sm" ml="xs" role="alert">
              {t('compare.full', { maximum: maximumComparedFunds })}
            </Text>
          )}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t('compare.clear')}
          </Button>
          <Button component={Link} to={`/funds/comparer?ids=${ids.join(',')}`} size="xs" data-testid="compare-open">
            {t('compare.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

type ResultsProps = {
  readonly funds: readonly FundSummary[];
  readonly filters: FundSearchFilters;
  readonly compared: readonly string[];
  readonly onCompare: (fundId: string) => void;
  readonly watchlist: WatchlistControl;
};

function SortHeader({
  sortKey,
  filters,
  onSort,
  children,
  align,
}: {
  readonly sortKey: FundSortKey;
  readonly filters: FundSearchFilters;
  readonly onSort: (sortKey: FundSortKey) => void;
  readonly children: string;
  readonly align?: 'right';
}) {
  const active = filters.sortBy === sortKey;
  const sort = active ? (filters.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={sort} style={{ textAlign: align }}>
      <UnstyledButton onClick={() => onSort(sortKey)} fw={600} fz="sm">
        {children}
        <span aria-hidden="true">{active ? (filters.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

function ResultsTable({
  funds,
  filters,
  onSort,
  compared,
  onCompare,
  watchlist,
}: ResultsProps & { readonly onSort: (sortKey: FundSortKey) => void }) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const nameOf = useFundName();
  const period = filters.performancePeriod;
  return (
    <Table.ScrollContainer minWidth={900} visibleFrom="md">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="fund-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('compare.column')}</VisuallyHidden>
            </Table.Th>
            <SortHeader sortKey="name" filters={filters} onSort={onSort}>
              {t('columns.fund')}
            </SortHeader>
            <SortHeader sortKey="riskLevel" filters={filters} onSort={onSort}>
              {t('columns.riskLevel')}
            </SortHeader>
            <Table.Th>{t('columns.category')}</Table.Th>
            <SortHeader sortKey="latestNav" filters={filters} onSort={onSort} align="right">
              {t('columns.latestNav')}
            </SortHeader>
            {period === 'none' ? (
              <Table.Th style={{ textAlign: 'right' }}>{t('columns.performance')}</Table.Th>
            ) : (
              <SortHeader sortKey="performance" filters={filters} onSort={onSort} align="right">
                {t('columns.performanceOver', { period: words.periodShort(period) })}
              </SortHeader>
            )}
            <Table.Th style={{ textAlign: 'right' }}>{t('columns.dividendYield')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('watchlist.column')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {funds.map((fund) => {
            const name = nameOf(fund.names);
            return (
              <Table.Tr key={fund.fundId} data-testid={`fund-row-${fund.fundId}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('compare.toggle', { name })}
                    checked={compared.includes(fund.fundId)}
                    onChange={() => onCompare(fund.fundId)}
                    data-testid={`compare-${fund.fundId}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/funds/detail/${fund.fundId}`} fw={600} size="sm">
                    {name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {fund.code} · {fund.house}
                  </Text>
                  <FundFlags fund={fund} />
                </Table.Td>
                <Table.Td>
                  <RiskLevelBadge level={fund.riskLevel} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{words.category(fund.category)}</Text>
                  <Text size="xs" c="dimmed">
                    {words.region(fund.region)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', ...tabular }}>
                  <Text size="sm" style={tabular}>
                    {fund.currency} {formatNumber(fund.latestNav)}
                  </Text>
                  <Text size="xs" c="dimmed" style={tabular}>
                    {fund.latestNavDate}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <PerformancePercent value={fund.performance} size="sm" />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', ...tabular }}>
                  <DividendYield fund={fund} />
                </Table.Td>
                <Table.Td>
                  <WatchlistStar fundId={fund.fundId} fundName={name} watchlist={watchlist} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DividendYield({ fund }: { readonly fund: FundSummary }) {
  const { t } = useTranslation('fundResearch');
  return (
    <Text size="sm" span style={tabular}>
      {fund.dividendYieldPercent === null
        ? t('fund.noValue')
        : `${formatNumber(fund.dividendYieldPercent, { decimals: 2 })}%`}
    </Text>
  );
}

function FundFlags({ fund }: { readonly fund: FundSummary }) {
  const { t } = useTranslation('fundResearch');
  if (!fund.professionalOnly && !fund.suspended) return null;
  return (
    <Group gap={4} mt={2}>
      {fund.professionalOnly && (
        <Badge size="xs" variant="outline" color="neutral">
          {t('fund.professionalOnly')}
        </Badge>
      )}
      {fund.suspended && (
        <Badge size="xs" variant="outline" color="danger">
          {t('fund.suspended')}
        </Badge>
      )}
    </Group>
  );
}

function ResultCards({ funds, filters, compared, onCompare, watchlist }: ResultsProps) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const nameOf = useFundName();
  return (
    <Stack gap="sm" hiddenFrom="md" data-testid="fund-cards">
      {funds.map((fund) => {
        const name = nameOf(fund.names);
        return (
          <Card key={fund.fundId} withBorder radius="md" padding="sm" data-testid={`fund-card-${fund.fundId}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/funds/detail/${fund.fundId}`} fw={600} size="sm">
                  {name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {fund.code} · {words.category(fund.category)} · {words.region(fund.region)}
                </Text>
                <FundFlags fund={fund} />
              </Stack>
              <WatchlistStar fundId={fund.fundId} fundName={name} watchlist={watchlist} />
            </Group>
            <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
              <RiskLevelBadge level={fund.riskLevel} />
              <Stack gap={0} align="flex-end">
                <Text size="sm" style={tabular}>
                  {fund.currency} {formatNumber(fund.latestNav)}
                </Text>
                <Text size="xs" c="dimmed">
                  {filters.performancePeriod === 'none'
                    ? t('columns.performance')
                    : words.periodShort(filters.performancePeriod)}{' '}
                  <PerformancePercent value={fund.performance} size="xs" />
                </Text>
              </Stack>
            </Group>
            <Checkbox
              mt="xs"
              size="xs"
              label={t('compare.add')}
              aria-label={t('compare.toggle', { name })}
              checked={compared.includes(fund.fundId)}
              onChange={() => onCompare(fund.fundId)}
            />
          </Card>
        );
      })}
    </Stack>
  );
}
