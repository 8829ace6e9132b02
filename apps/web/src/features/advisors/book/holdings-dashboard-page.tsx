/* SPEC §2 /advisors/holdingsDashboard (issue 28 parts 4 and 5): the book's holdings by instrument, asset class,
 * currency or risk level, each a donut and a table; an instrument opens its holders. A manager sees every book below
 * them, or one with the advisor filter. */
import {
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { formatNumber } from '@portal/contract/domain/number-format';
import type { BookHoldings, BookInstrument, BookInstrumentSort, PortfolioSlice } from '@portal/contract';
import { apiQueryOptions } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { DonutChart, type DonutSlice } from '../../../shared/charts/donut-chart';
import { useFundName } from '../../../shared/funds/fund-names';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { PhoneCards, usePhone } from '../../../shared/history-list/history-list';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePortfolioVocabulary } from '../../../shared/portfolio/portfolio-vocabulary';
import { money, oneLine } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import { BookFrame, useSeesSeveralBooks } from './book-frame';
import { useBookFilter } from './book-queries';
import { BookQueryState, BookSection } from './book-section';
import { HoldersDrawer } from './holders-drawer';

const views = ['instrument', 'category', 'currency', 'riskLevel'] as const;
type View = (typeof views)[number];
const instrumentsPageSize = 20;
/** The instruments the donut names; the rest of the book is one slice. */
const donutInstruments = 8;

type Sorting = { readonly sort: BookInstrumentSort; readonly direction: 'asc' | 'desc' };

function SortHeader({
  column,
  label,
  sorting,
  onSort,
  figure,
}: {
  readonly column: BookInstrumentSort;
  readonly label: string;
  readonly sorting: Sorting;
  readonly onSort: (sort: BookInstrumentSort) => void;
  readonly figure?: boolean;
}) {
  const { t } = useTranslation('advisorBook');
  const sorted = sorting.sort === column;
  return (
    <Table.Th
      aria-sort={sorted ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={figure ? 'right' : undefined}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={t('holdings.sortBy', { column: label })}
        fw={700}
        fz="sm"
      >
        {label}
        {sorted ? (sorting.direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

function InstrumentTable({
  holdings,
  sorting,
  onSort,
  onHolders,
}: {
  readonly holdings: BookHoldings;
  readonly sorting: Sorting;
  readonly onSort: (sort: BookInstrumentSort) => void;
  readonly onHolders: (instrument: BookInstrument) => void;
}) {
  const { t } = useTranslation('advisorBook');
  const nameOf = useFundName();
  const vocabulary = usePortfolioVocabulary();
  const phone = usePhone();
  const currency = holdings.reportingCurrency;
  const rows = holdings.instruments.rows;
  const holdersButton = (instrument: BookInstrument) => (
    <Button
      size="xs"
      variant="light"
      onClick={() => onHolders(instrument)}
      aria-label={`${t('holdings.showHolders')}: ${nameOf(instrument.names)}`}
      data-testid="show-holders"
    >
      {t('holdings.showHolders')}
    </Button>
  );
  if (phone) {
    return (
      <PhoneCards
        rows={rows}
        columns={[]}
        rowKey={(instrument) => instrument.holdingId}
        rowAttributes={(instrument) => ({ 'data-testid': 'book-instrument', 'data-holding-id': instrument.holdingId })}
        testId="book-instruments"
        card={(instrument) => (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {nameOf(instrument.names)}
              </Text>
              <Text style={oneLine}>{money(instrument.valueReporting, currency)}</Text>
            </Group>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {vocabulary.category(instrument.category)} · {t('holdings.holders')} {instrument.holders}
              </Text>
              <Text size="sm" c="dimmed" style={oneLine}>
                {`${formatNumber(instrument.sharePercent, { decimals: 2 })}%`}
              </Text>
            </Group>
            <Group justify="flex-end">{holdersButton(instrument)}</Group>
          </Stack>
        )}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" style={tabular} data-testid="book-instruments">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" label={t('holdings.instrument')} sorting={sorting} onSort={onSort} />
            <Table.Th>{t('holdings.category')}</Table.Th>
            <Table.Th>{t('holdings.riskLevel')}</Table.Th>
            <SortHeader column="quantity" label={t('holdings.quantity')} sorting={sorting} onSort={onSort} figure />
            <Table.Th ta="right">{t('holdings.value')}</Table.Th>
            <SortHeader
              column="value"
              label={t('holdings.valueReporting', { currency })}
              sorting={sorting}
              onSort={onSort}
              figure
            />
            <SortHeader column="holders" label={t('holdings.holders')} sorting={sorting} onSort={onSort} figure />
            <Table.Th ta="right">{t('holdings.share')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('holdings.showHolders')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((instrument) => (
            <Table.Tr key={instrument.holdingId} data-testid="book-instrument" data-holding-id={instrument.holdingId}>
              <Table.Td>{nameOf(instrument.names)}</Table.Td>
              <Table.Td>{vocabulary.category(instrument.category)}</Table.Td>
              <Table.Td>
                <RiskLevelBadge level={instrument.riskLevel} />
              </Table.Td>
              <Table.Td ta="right" style={oneLine}>
                {formatNumber(instrument.quantity)}
              </Table.Td>
              <Table.Td ta="right" style={oneLine}>
                {money(instrument.value, instrument.currency)}
              </Table.Td>
              <Table.Td ta="right" style={oneLine}>
                {money(instrument.valueReporting, currency)}
              </Table.Td>
              <Table.Td ta="right">{instrument.holders}</Table.Td>
              <Table.Td ta="right" style={oneLine}>
                {`${formatNumber(instrument.sharePercent, { decimals: 2 })}%`}
              </Table.Td>
              <Table.Td>{holdersButton(instrument)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A breakdown's slices as a table: the name, the value and the share. */
function SliceTable({
  slices,
  labelOf,
  currency,
}: {
  readonly slices: readonly PortfolioSlice[];
  readonly labelOf: (key: string) => string;
  readonly currency: string;
}) {
  const { t } = useTranslation('advisorBook');
  return (
    <Table striped verticalSpacing="xs" style={tabular} data-testid="book-slices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('holdings.key')}</Table.Th>
          <Table.Th ta="right">{t('holdings.valueReporting', { currency })}</Table.Th>
          <Table.Th ta="right">{t('holdings.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {slices.map((slice) => (
          <Table.Tr key={slice.key} data-testid="book-slice" data-key={slice.key}>
            <Table.Td>{labelOf(slice.key)}</Table.Td>
            <Table.Td ta="right" style={oneLine}>
              {money(slice.value, currency)}
            </Table.Td>
            <Table.Td ta="right" style={oneLine}>{`${formatNumber(slice.percent, { decimals: 2 })}%`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The donut of the instruments: the largest on the page by name, the rest of the book as one slice. */
function instrumentSlices(holdings: BookHoldings, nameOf: (names: BookInstrument['names']) => string, others: string) {
  const largest = [...holdings.instruments.rows]
    .sort((a, b) => new ExactDecimal(b.valueReporting).comparedTo(a.valueReporting))
    .slice(0, donutInstruments);
  const named = largest.reduce((sum, instrument) => sum.plus(instrument.sharePercent), new ExactDecimal(0));
  const rest = new ExactDecimal(100).minus(named);
  const slices: DonutSlice[] = largest.map((instrument) => ({
    key: instrument.holdingId,
    label: nameOf(instrument.names),
    percent: instrument.sharePercent,
    valueText: money(instrument.valueReporting, holdings.reportingCurrency),
  }));
  return rest.greaterThan(0) ? [...slices, { key: 'others', label: others, percent: rest.toFixed(2) }] : slices;
}

export function HoldingsDashboardPage() {
  const { t } = useTranslation('advisorBook');
  const language = useShownLanguage();
  const nameOf = useFundName();
  const vocabulary = usePortfolioVocabulary();
  const { filter, setAdvisor } = useBookFilter();
  const severalBooks = useSeesSeveralBooks(filter);
  const phone = usePhone();
  const [view, setView] = useState<View>('instrument');
  const [sorting, setSorting] = useState<Sorting>({ sort: 'value', direction: 'desc' });
  const [pageIndex, setPageIndex] = useState(0);
  const [opened, setOpened] = useState<BookInstrument | undefined>(undefined);
  const holdings = useQuery(
    {
      ...apiQueryOptions('advisorBook', 'bookHoldings', {
        ...filter,
        ...sorting,
        language,
        pageIndex,
        pageSize: instrumentsPageSize,
      }),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const onSort = (sort: BookInstrumentSort) => {
    setSorting((current) =>
      current.sort === sort
        ? { sort, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { sort, direction: sort === 'name' ? 'asc' : 'desc' },
    );
    setPageIndex(0);
  };
  const data = holdings.data;
  const breakdowns = data && {
    category: { slices: data.byCategory, labelOf: vocabulary.category },
    currency: { slices: data.byCurrency, labelOf: (key: string) => key },
    riskLevel: { slices: data.byRiskLevel, labelOf: vocabulary.riskLevel },
  };
  return (
    <BookFrame heading={t('holdingsHeading')} valuedFrom={data?.valuedFrom} filter={filter} onAdvisor={setAdvisor}>
      {data === undefined || breakdowns === undefined ? (
        <BookQueryState failed={holdings.isError} onRetry={() => void holdings.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                {t('holdings.total')}
              </Text>
              <Text size="xl" fw={700} style={tabular} data-testid="book-total">
                {money(data.total, data.reportingCurrency)}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                {t('holdings.holdersCount')}
              </Text>
              <Text size="xl" fw={700} style={tabular}>
                {formatNumber(data.holders, { decimals: 0 })}
              </Text>
            </Paper>
          </SimpleGrid>
          <SegmentedControl
            value={view}
            onChange={(value) => setView(views.find((candidate) => candidate === value) ?? 'instrument')}
            data={views.map((value) => ({ value, label: t(`holdings.views.${value}`) }))}
            aria-label={t('holdings.views.label')}
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth
            data-testid="holdings-view"
          />
          <BookSection heading={t(`holdings.views.${view}`)} testId="holdings-breakdown">
            {data.instruments.total === 0 ? (
              <Text c="dimmed" data-testid="holdings-empty">
                {t('holdings.empty')}
              </Text>
            ) : view === 'instrument' ? (
              <Stack gap="md">
                <Box maw={640}>
                  <DonutChart
                    label={t('holdings.donut')}
                    slices={instrumentSlices(data, nameOf, t('holdings.others'))}
                    emptyText={t('holdings.empty')}
                    testId="holdings-donut"
                  />
                </Box>
                <InstrumentTable holdings={data} sorting={sorting} onSort={onSort} onHolders={setOpened} />
                {data.instruments.total > instrumentsPageSize && (
                  <Group justify="center">
                    <Pagination
                      total={Math.ceil(data.instruments.total / instrumentsPageSize)}
                      value={pageIndex + 1}
                      onChange={(page) => setPageIndex(page - 1)}
                      siblings={1}
                      boundaries={1}
                      getControlProps={(control) => ({ 'aria-label': t(`holdings.pager.${control}`) })}
                      getItemProps={(page) => ({ 'aria-label': t('holdings.pager.page', { page: String(page) }) })}
                    />
                  </Group>
                )}
              </Stack>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <DonutChart
                  label={t('holdings.donut')}
                  slices={breakdowns[view].slices.map((slice) => ({
                    key: slice.key,
                    label: breakdowns[view].labelOf(slice.key),
                    percent: slice.percent,
                    valueText: money(slice.value, data.reportingCurrency),
                  }))}
                  emptyText={t('holdings.empty')}
                  testId="holdings-donut"
                />
                <SliceTable
                  slices={breakdowns[view].slices}
                  labelOf={breakdowns[view].labelOf}
                  currency={data.reportingCurrency}
                />
              </SimpleGrid>
            )}
          </BookSection>
        </>
      )}
      <HoldersDrawer
        filter={filter}
        instrument={opened}
        severalBooks={severalBooks}
        onClose={() => setOpened(undefined)}
      />
    </BookFrame>
  );
}
