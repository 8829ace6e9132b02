import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { measuredFundPerformancePeriods } from '@portal/contract';
import type { FundDetail, MeasuredFundPerformancePeriod } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { money } from '../../../shared/ui/money';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { apiQueryOptions } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { LineChart } from '../../../shared/charts/line-chart';
import { useFundName } from '../../../shared/funds/fund-names';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { latestChangePercent } from './price-change';
import { ErrorState, LoadingState } from './research-states';
import { useWatchlist } from './watchlist-queries';
import { WatchlistStar } from './watchlist-star';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

export function FundDetailPage() {
  const { t } = useTranslation('fundResearch');
  const fundId = useParams().id ?? '';
  const fund = useQuery({ ...apiQueryOptions('fundDefinition', 'getFund', { fundId }), retry: 1 }, queryClient);
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/funds/search" size="sm">
          {t('detail.backToSearch')}
        </Anchor>
        {fund.isLoading ? (
          <LoadingState />
        ) : fund.isError || !fund.data ? (
          <ErrorState error={fund.error} onRetry={() => void fund.refetch()} />
        ) : (
          <FundDetailView fund={fund.data} />
        )}
      </Stack>
    </Container>
  );
}

function FundDetailView({ fund }: { readonly fund: FundDetail }) {
  const { t } = useTranslation('fundResearch');
  const nameOf = useFundName();
  const words = useFundVocabulary();
  const watchlist = useWatchlist();
  const name = nameOf(fund.names);
  const recent = useQuery(
    apiQueryOptions('fundDefinition', 'fundPrices', { fundId: fund.fundId, period: '1week' }),
    queryClient,
  );
  const change = recent.data ? latestChangePercent(recent.data.points) : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h2" data-testid="fund-name">
            {name}
          </Title>
          <WatchlistStar fundId={fund.fundId} fundName={name} watchlist={watchlist} size="xl" />
        </Group>
        <Group gap="xs" wrap="wrap">
          <RiskLevelBadge level={fund.riskLevel} />
          <Badge variant="light" color="neutral" size="sm">
            {words.category(fund.category)}
          </Badge>
          <Badge variant="light" color="neutral" size="sm">
            {words.region(fund.region)}
          </Badge>
          {fund.professionalOnly && (
            <Badge variant="outline" color="neutral" size="sm">
              {t('fund.professionalOnly')}
            </Badge>
          )}
          {fund.suspended && (
            <Badge variant="outline" color="danger" size="sm">
              {t('fund.suspended')}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {fund.code} · {fund.house}
          </Text>
        </Group>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('detail.latestNav', { date: fund.latestNavDate })}
            </Text>
            <Group gap="sm" align="baseline">
              <Text fz={28} fw={700} style={tabular} data-testid="latest-nav">
                {fund.currency} {formatNumber(fund.latestNav)}
              </Text>
              <PerformancePercent value={change} fw={600} />
            </Group>
            {change !== null && (
              <Text size="xs" c="dimmed">
                {t('detail.dayChange')}
              </Text>
            )}
          </Stack>
          <TradeButtons fundId={fund.fundId} suspended={fund.suspended} />
        </Group>
      </Paper>
      <NavChart fund={fund} name={name} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PerformanceTable fund={fund} />
        <KeyFacts fund={fund} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Dividends fund={fund} />
        <Documents fundId={fund.fundId} />
      </SimpleGrid>
    </Stack>
  );
}

function TradeButtons({ fundId, suspended }: { readonly fundId: string; readonly suspended: boolean }) {
  const { t } = useTranslation('fundResearch');
  const { flags } = useBrand();
  if (!offers(flags, brandFeatures.fundTrading)) return null;
  const switchable = offers(flags, brandFeatures.fundSwitching);
  const switchableOne = offers(flags, brandFeatures.oneToOneFundSwitching);
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('detail.trade')}>
      <Button component={Link} to={`/funds/subscribe/${fundId}`} disabled={suspended} data-testid="trade-subscribe">
        {t('detail.subscribe')}
      </Button>
      <Button component={Link} to={`/funds/redeem/${fundId}`} variant="light" data-testid="trade-redeem">
        {t('detail.redeem')}
      </Button>
      {switchable && (
        <Button component={Link} to={`/funds/switch/${fundId}`} variant="light">
          {t('detail.switch')}
        </Button>
      )}
      {switchableOne && (
        <Button component={Link} to={`/funds/switchSingle/${fundId}`} variant="light">
          {t('detail.switchSingle')}
        </Button>
      )}
    </Group>
  );
}

function NavChart({ fund, name }: { readonly fund: FundDetail; readonly name: string }) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const [period, setPeriod] = useState<MeasuredFundPerformancePeriod>('1year');
  const prices = useQuery(
    apiQueryOptions('fundDefinition', 'fundPrices', { fundId: fund.fundId, period }),
    queryClient,
  );
  const series = prices.data
    ? [
        {
          id: fund.fundId,
          label: name,
          points: prices.data.points.map((point) => ({ date: point.date, value: point.nav })),
        },
      ]
    : [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nav-chart-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="nav-chart-title">
            {t('detail.navChart')}
          </Title>
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
              data-testid="chart-period"
            />
          </div>
        </Group>
        {prices.isLoading ? (
          <LoadingState />
        ) : prices.isError ? (
          <ErrorState error={prices.error} onRetry={() => void prices.refetch()} />
        ) : (
          <div style={{ opacity: prices.isFetching ? 0.6 : 1 }} data-period={period}>
            <LineChart
              series={series}
              label={t('detail.chartLabel', { name, period: words.period(period) })}
              emptyText={t('detail.noPrices')}
              formatValue={(value) => `${fund.currency} ${formatNumber(value)}`}
              testId="nav-chart"
            />
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function PerformanceTable({ fund }: { readonly fund: FundDetail }) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  return (
    <Section title={t('detail.performance')}>
      <Table verticalSpacing={4} data-testid="performance-table">
        <Table.Tbody>
          {measuredFundPerformancePeriods.map((period) => (
            <Table.Tr key={period}>
              <Table.Th scope="row" fw={400}>
                {words.period(period)}
              </Table.Th>
              <Table.Td style={{ textAlign: 'right' }}>
                <PerformancePercent value={fund.performance[period]} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function FactRows({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Table verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td style={{ textAlign: 'right', ...tabular }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function KeyFacts({ fund }: { readonly fund: FundDetail }) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const percent = (value: string) => `${formatNumber(value, { decimals: 2 })}%`;
  return (
    <Section title={t('detail.keyFacts')}>
      <FactRows
        rows={[
          [t('facts.code'), fund.code],
          [t('facts.house'), fund.house],
          [t('facts.launchDate'), fund.launchDate],
          [t('facts.currency'), fund.currency],
          [t('facts.assetClass'), words.assetClass(fund.assetClass)],
          [
            t('facts.dividendYield'),
            fund.dividendYieldPercent === null ? t('fund.noValue') : percent(fund.dividendYieldPercent),
          ],
          [t('facts.minimumSubscription'), money(fund.minimumSubscription, fund.currency)],
          [t('facts.subscriptionFee'), percent(fund.subscriptionFeePercent)],
          [t('facts.redemptionFee'), percent(fund.redemptionFeePercent)],
          [t('facts.managementFee'), percent(fund.managementFeePercent)],
          [t('facts.dealing'), t('facts.businessDays', { days: fund.dealingDays })],
          [t('facts.settlement'), t('facts.businessDays', { days: fund.settlementDays })],
        ]}
      />
    </Section>
  );
}

function Dividends({ fund }: { readonly fund: FundDetail }) {
  const { t } = useTranslation('fundResearch');
  return (
    <Section title={t('detail.dividends')}>
      {fund.dividends.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('detail.noDividends')}
        </Text>
      ) : (
        // The list scrolls within its card (a long-lived fund has paid many dividends).
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <Table verticalSpacing={4} striped miw={260}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.exDate')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('detail.amountPerUnit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fund.dividends.map((dividend) => (
                <Table.Tr key={dividend.exDate}>
                  <Table.Td style={tabular}>{dividend.exDate}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', ...tabular }}>
                    {dividend.currency} {formatNumber(dividend.amountPerUnit)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Section>
  );
}

function Documents({ fundId }: { readonly fundId: string }) {
  const { t } = useTranslation('fundResearch');
  const documents = useQuery(
    { ...apiQueryOptions('fundDocument', 'fundDocuments', { fundId }), retry: 1 },
    queryClient,
  );
  return (
    <Section title={t('detail.documents')}>
      {documents.isLoading ? (
        <LoadingState />
      ) : documents.isError || !documents.data ? (
        <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data.documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('detail.noDocuments')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="fund-documents">
          {documents.data.documents.map((document) => (
            <Group key={document.documentId} justify="space-between" wrap="nowrap">
              <Anchor href={document.url} download={document.name} size="sm">
                {t(`documentKinds.${document.kind}`)}
              </Anchor>
              <Text size="xs" c="dimmed" style={tabular}>
                {document.date} ·{' '}
                {t('detail.documentSize', { size: formatNumber(Math.max(1, Math.round(document.sizeBytes / 1024))) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
