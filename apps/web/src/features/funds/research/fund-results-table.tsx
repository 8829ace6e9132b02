/* A page of results as a table (from the md breakpoint): compare, fund, risk, category, latest NAV, performance over
 * the chosen period, dividend yield, watchlist; the headers of the sortable columns sort. */
import { Anchor, Checkbox, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { FundSortKey } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useFundName } from '../../../shared/funds/fund-names';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ui/tabular';
import { DividendYield, FundFlags, type ResultsProps } from './fund-result-parts';
import type { FundSearchFilters } from './search-filters';
import { WatchlistStar } from './watchlist-star';

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

export function ResultsTable({
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
