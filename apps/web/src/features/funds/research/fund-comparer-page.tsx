import {
  Anchor,
  CloseButton,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { measuredFundPerformancePeriods } from '@portal/contract';
import type { FundDetail, MeasuredFundPerformancePeriod } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { money } from '../../../shared/ui/money';
import { apiQueryOptions } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { LineChart } from '../../../shared/charts/line-chart';
import { useFundName } from '../../../shared/funds/fund-names';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { fundIdsFromParam, maximumComparedFunds, normaliseFundIds, useCompareSelection } from './compare-selection';
import { rebased } from './rebase';
import { ErrorState, LoadingState } from './research-states';

/** The periods the comparer's table shows (the chart offers every measured one). */
const comparedPeriods = ['1months', '3months', '6months', '1year', '3years', '5years', 'ytd', 'sinceLaunch'] as const;

export function FundComparerPage() {
  const { t } = useTranslation('fundResearch');
  const [params, setParams] = useSearchParams();
  const [stored, selection] = useCompareSelection();
  const fromAddress = fundIdsFromParam(params.get('ids'));
  const ids = params.has('ids') ? fromAddress : [...stored];
  const idsKey = ids.join(',');
  // The address names the funds; the selection keeps them 90 days (SPEC §9) and fills an address without any.
  useEffect(() => {
    if (!params.has('ids') && idsKey) setParams({ ids: idsKey }, { replace: true });
    else if (idsKey !== stored.join(',')) selection.set(idsKey ? idsKey.split(',') : []);
  }, [idsKey, params, setParams, selection, stored]);
  const setIds = (next: readonly string[]) => {
    const normalised = normaliseFundIds(next);
    selection.set(normalised);
    setParams({ ids: normalised.join(',') }, { replace: true });
  };
  const funds = useQueries(
    { queries: ids.map((fundId) => ({ ...apiQueryOptions('fundDefinition', 'getFund', { fundId }), retry: 1 })) },
    queryClient,
  );
  const loaded = funds.flatMap((query) => (query.data ? [query.data] : []));
  const failed = funds.find((query) => query.isError);
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {t('compare.title')}
          </Title>
          <Anchor component={Link} to="/funds/search" size="sm">
            {t('compare.backToSearch')}
          </Anchor>
        </Group>
        <AddFund ids={ids} onAdd={(fundId) => setIds([...ids, fundId])} />
        {ids.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Text ta="center" c="dimmed">
              {t('compare.empty', { maximum: maximumComparedFunds })}
            </Text>
          </Paper>
        ) : funds.some((query) => query.isLoading) ? (
          <LoadingState />
        ) : (
          <>
            {failed && <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />}
            <ComparedChart funds={loaded} />
            <ComparedTable funds={loaded} onRemove={(fundId) => setIds(ids.filter((id) => id !== fundId))} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function AddFund({ ids, onAdd }: { readonly ids: readonly string[]; readonly onAdd: (fundId: string) => void }) {
  const { t } = useTranslation('fundResearch');
  const language = useShownLanguage();
  const nameOf = useFundName();
  const [text, setText] = useState('');
  const candidates = useQuery(
    apiQueryOptions('fundDefinition', 'searchFunds', {
      ...(text.trim() ? { text: text.trim() } : {}),
      language,
      pageSize: 50,
      performancePeriod: 'none',
    }),
    queryClient,
  );
  const full = ids.length >= maximumComparedFunds;
  return (
    <Select
      label={t('compare.addLabel')}
      placeholder={full ? t('compare.full', { maximum: maximumComparedFunds }) : t('compare.addPlaceholder')}
      disabled={full}
      searchable
      searchValue={text}
      onSearchChange={setText}
      value={null}
      onChange={(value) => {
        if (value) onAdd(value);
        setText('');
      }}
      data={(candidates.data?.funds ?? [])
        .filter((fund) => !ids.includes(fund.fundId))
        .map((fund) => ({ value: fund.fundId, label: `${nameOf(fund.names)} (${fund.code})` }))}
      filter={({ options }) => options}
      nothingFoundMessage={candidates.isFetching ? t('common.loading') : t('search.empty')}
      comboboxProps={{ withinPortal: true }}
      maw={520}
      data-testid="compare-add"
    />
  );
}

function ComparedChart({ funds }: { readonly funds: readonly FundDetail[] }) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const nameOf = useFundName();
  const [period, setPeriod] = useState<MeasuredFundPerformancePeriod>('1year');
  const prices = useQueries(
    {
      queries: funds.map((fund) => apiQueryOptions('fundDefinition', 'fundPrices', { fundId: fund.fundId, period })),
    },
    queryClient,
  );
  const series = funds.map((fund, index) => ({
    id: fund.fundId,
    label: nameOf(fund.names),
    points: rebased(prices[index]?.data?.points ?? []),
  }));
  const loading = prices.some((query) => query.isLoading);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="compare-chart-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h4" id="compare-chart-title">
              {t('compare.chartTitle')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('compare.chartHint')}
            </Text>
          </Stack>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <SegmentedControl
              size="xs"
              aria-label={t('detail.chartPeriod')}
              value={period}
              onChange={(value) => {
                const chosen = measuredFundPerformancePeriods.find((one) => one === value);
                if (chosen) setPeriod(chosen);
              }}
              data={measuredFundPerformancePeriods.map((value) => ({ value, label: words.periodShort(value) }))}
            />
          </div>
        </Group>
        {loading ? (
          <LoadingState />
        ) : (
          <LineChart
            series={series}
            label={t('compare.chartLabel', { period: words.period(period) })}
            emptyText={t('detail.noPrices')}
            valueDecimals={2}
            legend
            testId="compare-chart"
          />
        )}
      </Stack>
    </Paper>
  );
}

function ComparedTable({
  funds,
  onRemove,
}: {
  readonly funds: readonly FundDetail[];
  readonly onRemove: (fundId: string) => void;
}) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const nameOf = useFundName();
  const percent = (value: string) => `${formatNumber(value, { decimals: 2 })}%`;
  const row = (label: string, cell: (fund: FundDetail) => ReactNode) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={400} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Table.Th>
      {funds.map((fund) => (
        <Table.Td key={fund.fundId} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {cell(fund)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  const group = (title: string) => (
    <Table.Tr key={`group-${title}`}>
      <Table.Th colSpan={funds.length + 1} pt="md">
        {title}
      </Table.Th>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={160 + funds.length * 200}>
      <Table verticalSpacing={6} layout="fixed" data-testid="compare-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={160}>{t('compare.fundColumn')}</Table.Th>
            {funds.map((fund) => (
              <Table.Th key={fund.fundId} data-testid={`compared-${fund.fundId}`}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
                  <Anchor component={Link} to={`/funds/detail/${fund.fundId}`} fw={600} size="sm">
                    {nameOf(fund.names)}
                  </Anchor>
                  <CloseButton
                    size="sm"
                    aria-label={t('compare.remove', { name: nameOf(fund.names) })}
                    onClick={() => onRemove(fund.fundId)}
                  />
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group(t('detail.keyFacts'))}
          {row(t('facts.code'), (fund) => fund.code)}
          {row(t('columns.riskLevel'), (fund) => (
            <RiskLevelBadge level={fund.riskLevel} />
          ))}
          {row(t('columns.category'), (fund) => words.category(fund.category))}
          {row(t('search.filters.region'), (fund) => words.region(fund.region))}
          {row(t('facts.assetClass'), (fund) => words.assetClass(fund.assetClass))}
          {row(t('facts.currency'), (fund) => fund.currency)}
          {row(
            t('columns.latestNav'),
            (fund) => `${fund.currency} ${formatNumber(fund.latestNav)} (${fund.latestNavDate})`,
          )}
          {row(t('facts.launchDate'), (fund) => fund.launchDate)}
          {row(t('facts.dividendYield'), (fund) =>
            fund.dividendYieldPercent === null ? t('fund.noValue') : percent(fund.dividendYieldPercent),
          )}
          {group(t('compare.fees'))}
          {row(t('facts.minimumSubscription'), (fund) => money(fund.minimumSubscription, fund.currency))}
          {row(t('facts.subscriptionFee'), (fund) => percent(fund.subscriptionFeePercent))}
          {row(t('facts.redemptionFee'), (fund) => percent(fund.redemptionFeePercent))}
          {row(t('facts.managementFee'), (fund) => percent(fund.managementFeePercent))}
          {row(t('facts.dealing'), (fund) => t('facts.businessDays', { days: fund.dealingDays }))}
          {row(t('facts.settlement'), (fund) => t('facts.businessDays', { days: fund.settlementDays }))}
          {group(t('detail.performance'))}
          {comparedPeriods.map((period) =>
            row(words.period(period), (fund) => <PerformancePercent value={fund.performance[period]} size="sm" />),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
