import {
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { portfolioHistoryPeriods } from '@portal/contract';
import type { AllocationSlice, CashBalance, FundPortfolio, PortfolioHistoryPeriod } from '@portal/contract';
import type { FundAssetClass, FundRegion } from '@portal/contract/domain/fund';
import { fundAssetClasses, fundRegions } from '@portal/contract/domain/fund';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import type { BrandCurrency } from '@portal/contract/brands';
import { useApiQuery } from '../../../shared/api/api-query';
import { useBrand } from '../../../shared/brand/brand-context';
import { DonutChart } from '../../../shared/charts/donut-chart';
import type { DonutSlice } from '../../../shared/charts/donut-chart';
import { LineChart } from '../../../shared/charts/line-chart';
import { useFundName } from '../../../shared/funds/fund-names';
import { useFundTradingVisible } from '../../../shared/funds/fund-trading-visible';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { currencyDecimals, isZero, money, oneLine } from '../../../shared/ui/money';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';

/** A value coloured by its sign (profit green, loss red), in the shared number format. */
export function SignedMoney({ value, currency, size = 'sm' }: { value: string; currency: string; size?: 'sm' | 'lg' }) {
  const sign = value.trim().startsWith('-') ? 'down' : /^[0.]*$/.test(value.trim()) ? 'flat' : 'up';
  return (
    <Text
      span
      size={size}
      fw={size === 'lg' ? 600 : undefined}
      style={{ ...tabular, ...oneLine }}
      c={sign === 'up' ? 'gain' : sign === 'down' ? 'loss' : undefined}
      data-trend={sign}
    >
      {sign === 'up' ? '+' : ''}
      {money(value, currency)}
    </Text>
  );
}

function isAssetClass(key: string): key is FundAssetClass {
  return (fundAssetClasses as readonly string[]).includes(key);
}
function isRegion(key: string): key is FundRegion {
  return (fundRegions as readonly string[]).includes(key);
}

/** A holding's trade buttons: redeem it, or switch out of it. */
function HoldingActions({ fundId }: { fundId: string }) {
  const { t } = useTranslation('fundTrading');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={`/funds/redeem/${fundId}`} size="compact-xs" variant="light">
        {t('portfolio.redeem')}
      </Button>
      <Button component={Link} to={`/funds/switch/${fundId}`} size="compact-xs" variant="subtle">
        {t('portfolio.switch')}
      </Button>
    </Group>
  );
}

/** A totals card: a label and a figure. */
export function TotalCard({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} style={tabular} component="div">
        {children}
      </Text>
    </Paper>
  );
}

/** The portfolio's totals as cards. */
export function PortfolioTotals({ portfolio }: { portfolio: FundPortfolio }) {
  const { t } = useTranslation('fundTrading');
  const currency = portfolio.reportingCurrency;
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
      <TotalCard label={t('portfolio.totals.marketValue')} testId="total-market-value">
        {money(portfolio.totals.marketValue, currency)}
      </TotalCard>
      <TotalCard label={t('portfolio.totals.unrealisedProfit')} testId="total-profit">
        <SignedMoney value={portfolio.totals.unrealisedProfit} currency={currency} size="lg" />
      </TotalCard>
      <TotalCard label={t('portfolio.totals.returnPercent')} testId="total-return">
        <PerformancePercent value={portfolio.totals.returnPercent} size="lg" fw={600} />
      </TotalCard>
      <TotalCard label={t('portfolio.totals.cash')} testId="total-cash">
        {money(portfolio.totals.cash, currency)}
      </TotalCard>
      <TotalCard label={t('portfolio.totals.dividendsReceived')} testId="total-dividends">
        {money(portfolio.totals.dividendsReceived, currency)}
      </TotalCard>
    </SimpleGrid>
  );
}

export type FundPortfolioViewProps = {
  readonly portfolio: FundPortfolio;
  readonly reportingCurrencies: readonly string[];
  readonly onReportingCurrency: (currency: string) => void;
  readonly period: PortfolioHistoryPeriod;
  readonly onPeriod: (period: PortfolioHistoryPeriod) => void;
  /** The value-over-time points, or undefined while loading. */
  readonly history?: readonly { readonly date: string; readonly value: string }[];
  readonly historyFailed: boolean;
  readonly onHistoryRetry: () => void;
};

/** SPEC §2 funds/portfolio: totals, holdings, allocation, value over time, cash, in a chosen reporting currency. */
export function FundPortfolioView(props: FundPortfolioViewProps) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const vocabulary = useFundVocabulary();
  const tradingVisible = useFundTradingVisible();
  const { portfolio } = props;
  const currency = portfolio.reportingCurrency;
  const slicesOf = (slices: readonly AllocationSlice[], label: (key: string) => string): DonutSlice[] =>
    slices.map((slice) => ({
      key: slice.key,
      label: label(slice.key),
      percent: slice.percent,
      valueText: money(slice.value, currency),
    }));
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t('portfolio.heading')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('portfolio.asOf', { date: formatDate(portfolio.asOf), time: formatTime24(portfolio.asOf) })}
            </Text>
            <Text size="xs" c="dimmed" data-testid="rate-time">
              {t('portfolio.rateAsOf', { time: formatTime24(portfolio.rateTime) })}
            </Text>
          </div>
          <NativeSelect
            label={t('portfolio.reportingCurrency')}
            value={currency}
            onChange={(event) => props.onReportingCurrency(event.currentTarget.value)}
            data={props.reportingCurrencies.map((code) => ({ value: code, label: code }))}
            data-testid="reporting-currency"
          />
        </Group>
        <PortfolioTotals portfolio={portfolio} />
        {portfolio.holdings.length === 0 ? (
          <Paper withBorder radius="md" p="lg" data-testid="portfolio-empty">
            <Stack gap="sm" align="flex-start">
              <Text c="dimmed">{t('portfolio.empty')}</Text>
              <Button component={Link} to="/funds/search">
                {t('portfolio.emptyAction')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text fw={600}>{t('portfolio.holdings')}</Text>
                <Stack gap="xs" hiddenFrom="md" data-testid="holding-cards">
                  {portfolio.holdings.map((holding) => (
                    <Paper key={holding.fundId} withBorder radius="sm" p="sm" data-fund-id={holding.fundId}>
                      <Stack gap={6}>
                        <div>
                          <Anchor component={Link} to={`/funds/detail/${holding.fundId}`} size="sm" fw={500}>
                            {nameOf(holding.fundNames)}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {holding.fundId} · {t('portfolio.columns.units')} {formatNumber(holding.units)} ·{' '}
                            {t('portfolio.columns.nav')} {formatNumber(holding.nav)}
                            {!isZero(holding.dividendsReceived) &&
                              ` · ${t('portfolio.columns.dividends')} ${money(holding.dividendsReceived, holding.currency)}`}
                          </Text>
                        </div>
                        <Group justify="space-between" gap="xs" style={tabular}>
                          <Text size="sm" fw={500}>
                            {money(holding.marketValueReporting, currency)}
                          </Text>
                          <Group gap="xs">
                            <SignedMoney value={holding.unrealisedProfit} currency={holding.currency} />
                            <PerformancePercent value={holding.returnPercent} size="sm" />
                          </Group>
                        </Group>
                        {tradingVisible && <HoldingActions fundId={holding.fundId} />}
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
                <Table.ScrollContainer minWidth={1060} visibleFrom="md">
                  <Table verticalSpacing="xs" striped style={tabular} data-testid="holdings-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('portfolio.columns.fund')}</Table.Th>
                        <Table.Th ta="right">{t('portfolio.columns.units')}</Table.Th>
                        <Table.Th ta="right">{t('portfolio.columns.averageCost')}</Table.Th>
                        <Table.Th ta="right">{t('portfolio.columns.nav')}</Table.Th>
                        <Table.Th ta="right">{t('portfolio.columns.marketValue')}</Table.Th>
                        <Table.Th ta="right">{t('portfolio.columns.marketValueReporting', { currency })}</Table.Th>
                        <Table.Th ta="right">{t('portfolio.columns.unrealisedProfit')}</Table.Th>
                        <Table.Th ta="right">{t('portfolio.columns.returnPercent')}</Table.Th>
                        <Table.Th ta="right">{t('portfolio.columns.dividends')}</Table.Th>
                        {tradingVisible && <Table.Th>{t('portfolio.columns.actions')}</Table.Th>}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {portfolio.holdings.map((holding) => (
                        <Table.Tr key={holding.fundId} data-testid="holding-row" data-fund-id={holding.fundId}>
                          <Table.Td>
                            <Anchor component={Link} to={`/funds/detail/${holding.fundId}`} size="sm" fw={500}>
                              {nameOf(holding.fundNames)}
                            </Anchor>
                            <Text size="xs" c="dimmed">
                              {holding.fundId} · {holding.currency}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right" style={oneLine}>
                            {formatNumber(holding.units)}
                            {!isZero(holding.onHoldUnits) && (
                              <Text size="xs" c="dimmed">
                                {t('ticket.holding.onHoldUnits')} {formatNumber(holding.onHoldUnits)}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td ta="right" style={oneLine}>
                            {formatNumber(holding.averageCost)}
                          </Table.Td>
                          <Table.Td ta="right" style={oneLine}>
                            {formatNumber(holding.nav)}
                            <Text size="xs" c="dimmed">
                              {holding.navDate}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right" style={oneLine}>
                            {money(holding.marketValue, holding.currency)}
                          </Table.Td>
                          <Table.Td ta="right" style={oneLine}>
                            {money(holding.marketValueReporting, currency)}
                          </Table.Td>
                          <Table.Td ta="right" style={oneLine}>
                            <SignedMoney value={holding.unrealisedProfit} currency={holding.currency} />
                          </Table.Td>
                          <Table.Td ta="right" style={oneLine}>
                            <PerformancePercent value={holding.returnPercent} size="sm" />
                          </Table.Td>
                          <Table.Td ta="right" style={oneLine} data-testid="holding-dividends">
                            {money(holding.dividendsReceived, holding.currency)}
                          </Table.Td>
                          {tradingVisible && (
                            <Table.Td>
                              <HoldingActions fundId={holding.fundId} />
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text fw={600}>{t('portfolio.allocation.heading')}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                  <DonutChart
                    label={t('portfolio.allocation.byAssetClass')}
                    slices={slicesOf(portfolio.allocation.byAssetClass, (key) =>
                      isAssetClass(key) ? vocabulary.assetClass(key) : key,
                    )}
                    emptyText={t('portfolio.empty')}
                    testId="allocation-asset-class"
                  />
                  <DonutChart
                    label={t('portfolio.allocation.byRegion')}
                    slices={slicesOf(portfolio.allocation.byRegion, (key) =>
                      isRegion(key) ? vocabulary.region(key) : key,
                    )}
                    emptyText={t('portfolio.empty')}
                    testId="allocation-region"
                  />
                  <DonutChart
                    label={t('portfolio.allocation.byCurrency')}
                    slices={slicesOf(portfolio.allocation.byCurrency, (key) => key)}
                    emptyText={t('portfolio.empty')}
                    testId="allocation-currency"
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
          </>
        )}
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>{t('portfolio.valueOverTime')}</Text>
              <SegmentedControl
                size="xs"
                value={props.period}
                onChange={(value) => {
                  const period = portfolioHistoryPeriods.find((known) => known === value);
                  if (period) props.onPeriod(period);
                }}
                data={portfolioHistoryPeriods.map((period) => ({
                  value: period,
                  label: t(`portfolio.periods.${period}`),
                }))}
                data-testid="history-period"
              />
            </Group>
            {props.history === undefined ? (
              <QueryState failed={props.historyFailed} onRetry={props.onHistoryRetry} />
            ) : (
              <LineChart
                label={`${t('portfolio.valueOverTime')} (${currency})`}
                series={[{ id: 'value', label: currency, points: props.history }]}
                valueDecimals={0}
                formatValue={(value) => money(value, currency)}
                emptyText={t('portfolio.noHistory')}
                testId="value-chart"
              />
            )}
          </Stack>
        </Paper>
        <CashTable cash={portfolio.cash} />
      </Stack>
    </Container>
  );
}

/** The client's cash by currency: available (purchasing power) and on hold. */
export function CashTable({ cash }: { cash: readonly CashBalance[] }) {
  const { t } = useTranslation('fundTrading');
  return (
    <Paper withBorder radius="md" p="md" data-testid="cash-table">
      <Stack gap="xs">
        <Text fw={600}>{t('portfolio.cash')}</Text>
        <Table verticalSpacing={4} style={tabular}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('portfolio.cashColumns.currency')}</Table.Th>
              <Table.Th ta="right">{t('portfolio.cashColumns.available')}</Table.Th>
              <Table.Th ta="right">{t('portfolio.cashColumns.onHold')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cash.map((balance) => (
              <Table.Tr key={balance.currency} data-currency={balance.currency}>
                <Table.Td>{balance.currency}</Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatAmount(balance.available, currencyDecimals(balance.currency))}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatAmount(balance.onHold, currencyDecimals(balance.currency))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

export function FundPortfolioPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInPortfolio key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInPortfolio({ account }: { account: TradingAccount }) {
  const brand = useBrand();
  const preferences = usePreferences();
  const [reportingCurrency, setReportingCurrency] = useState<BrandCurrency>(() =>
    reportingCurrencyFor(brand, preferences.reportingCurrency),
  );
  const [period, setPeriod] = useState<PortfolioHistoryPeriod>('6months');
  const portfolio = useApiQuery('fundHolding', 'fundPortfolio', { ...account, reportingCurrency });
  const history = useApiQuery('fundHolding', 'portfolioValueHistory', { ...account, period, reportingCurrency });
  if (portfolio.data === undefined) {
    return (
      <Container size="xl" py="lg">
        <QueryState failed={portfolio.isError} onRetry={() => void portfolio.refetch()} />
      </Container>
    );
  }
  return (
    <FundPortfolioView
      portfolio={portfolio.data}
      reportingCurrencies={brand.reportingCurrencies}
      onReportingCurrency={(code) => {
        const offered = brand.reportingCurrencies.find((currency) => currency === code);
        if (offered) setReportingCurrency(offered);
      }}
      period={period}
      onPeriod={setPeriod}
      {...(history.data ? { history: history.data.points } : {})}
      historyFailed={history.isError}
      onHistoryRetry={() => void history.refetch()}
    />
  );
}
