/* SPEC §2 stocks/portfolio: positions with live prices, values in the stock's and the reporting currency, P/L,
 * allocation by market and sector, a Sell button per row (issue 15 part 5). */
import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StockPosition } from '@portal/contract';
import type { BrandCurrency } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { displayStockCode, isStockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { DonutChart } from '../../../shared/charts/donut-chart';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { money, oneLine } from '../../../shared/ui/money';
import { usePhone } from '../../../shared/history-list/history-list';
import { useStockLiveQuotes } from '../market/live-quotes';
import { LoadFailed, Loading, Section } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import {
  directionArrows,
  directionColours,
  directionOf,
  formatPrice,
  priceDecimalsOf,
  signed,
  tabular,
} from '../market/stock-format';
import { allocationBy, livePosition, marketOf, portfolioTotals } from './portfolio-values';
import type { LivePosition } from './portfolio-values';
import { stockOrderPath } from './order-path';

export function stockPositionsQuery(client: Api, account: TradingAccount, reportingCurrency: string) {
  const input = { ...account, reportingCurrency };
  return {
    queryKey: ['stockOrder', 'stockPositions', input] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockOrder.stockPositions(input, { signal }),
  };
}

export function StockPortfolioPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <Portfolio key={`${account.source}:${account.accountCode}`} account={account} />;
}

function Portfolio({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('stockTrading');
  const brand = useBrand();
  const preferences = usePreferences();
  const client = useStockApi();
  const [reportingCurrency, setReportingCurrency] = useState<BrandCurrency>(() =>
    reportingCurrencyFor(brand, preferences.reportingCurrency),
  );
  const positions = useQuery(stockPositionsQuery(client, account, reportingCurrency), queryClient);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('portfolio.heading')}
        </Title>
        {brand.reportingCurrencies.length > 1 && (
          <NativeSelect
            aria-label={t('portfolio.marketValueReporting', { currency: reportingCurrency })}
            value={reportingCurrency}
            onChange={(event) => {
              const chosen = brand.reportingCurrencies.find((code) => code === event.currentTarget.value);
              if (chosen) setReportingCurrency(chosen);
            }}
            data={brand.reportingCurrencies.map((code) => ({ value: code, label: code }))}
            data-testid="reporting-currency"
          />
        )}
      </Group>
      {positions.data && positions.data.positions.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="rate-time">
          {t('portfolio.rateAsOf', { time: formatTime24(positions.data.rateTime) })}
        </Text>
      )}
      {positions.data ? (
        <StockPortfolioView
          positions={positions.data.positions}
          reportingCurrency={positions.data.reportingCurrency}
          canTrade={offers(brand.flags, brandFeatures.stockTrading)}
        />
      ) : positions.isError ? (
        <LoadFailed onRetry={() => void positions.refetch()} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

/** A signed amount in the colour of its direction (a sign and an arrow too: colour is never the only sign). */
export function SignedAmount({
  value,
  currency,
  percent,
  testId,
}: {
  readonly value: string;
  readonly currency?: string;
  readonly percent?: string | null;
  readonly testId?: string;
}) {
  const direction = directionOf(value);
  const text = signed(formatAmount(value, 2), direction);
  return (
    <Text span size="sm" c={directionColours[direction]} style={{ ...tabular, ...oneLine }} data-testid={testId}>
      {direction !== 'flat' && <span aria-hidden="true">{directionArrows[direction]} </span>}
      {text}
      {currency ? ` ${currency}` : ''}
      {percent !== undefined && percent !== null
        ? ` (${signed(formatNumber(percent, { decimals: 2 }), directionOf(percent))}%)`
        : ''}
    </Text>
  );
}

export function StockPortfolioView({
  positions,
  reportingCurrency,
  canTrade,
}: {
  readonly positions: readonly StockPosition[];
  readonly reportingCurrency: string;
  readonly canTrade: boolean;
}) {
  const { t } = useTranslation('stockTrading');
  const tStocks = useTranslation('stocks').t;
  const live = useStockLiveQuotes(positions.map((position) => position.stockId));
  const narrow = usePhone();
  if (positions.length === 0) {
    return (
      <Section title={t('portfolio.positions')} testId="positions">
        <Text c="dimmed" data-testid="portfolio-empty">
          {t('portfolio.empty')}
        </Text>
        <Anchor component={Link} to="/stocks/dashboard" size="sm">
          {t('portfolio.findStocks')}
        </Anchor>
      </Section>
    );
  }
  const valued = positions.map((position) => livePosition(position, live[position.stockId]?.last));
  const totals = portfolioTotals(valued);
  const byMarket = allocationBy(valued, (position) => marketOf(position));
  const bySector = allocationBy(valued, (position) => position.sector);
  const marketLabel = (key: string) =>
    key === 'HKEX' || key === 'US' || key === 'CN' ? tStocks(`markets.${key}`) : key;
  const sectorLabel = (key: string) => t(`sectors.${key}`, { defaultValue: key });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="portfolio-totals">
        <Section title={t('portfolio.total', { currency: reportingCurrency })}>
          <Text fw={700} size="xl" style={tabular} data-testid="total-market-value">
            {money(totals.marketValue, reportingCurrency)}
          </Text>
        </Section>
        <Section title={t('portfolio.unrealised')}>
          <SignedAmount value={totals.unrealisedProfit} currency={reportingCurrency} testId="total-unrealised" />
        </Section>
        <Section title={t('portfolio.today')}>
          <SignedAmount value={totals.todayProfit} currency={reportingCurrency} testId="total-today" />
        </Section>
      </SimpleGrid>
      <Section title={t('portfolio.positions')} testId="positions">
        {narrow ? (
          <Stack gap="sm">
            {valued.map((position) => (
              <PositionCard key={position.stockId} position={position} canTrade={canTrade} />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={960}>
            <Table verticalSpacing="xs" style={tabular}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('portfolio.stock')}</Table.Th>
                  <Table.Th ta="right">{t('portfolio.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('portfolio.averageCost')}</Table.Th>
                  <Table.Th ta="right">{t('portfolio.lastPrice')}</Table.Th>
                  <Table.Th ta="right">{t('portfolio.marketValue')}</Table.Th>
                  <Table.Th ta="right">{t('portfolio.marketValueReporting', { currency: reportingCurrency })}</Table.Th>
                  <Table.Th ta="right">{t('portfolio.unrealised')}</Table.Th>
                  <Table.Th ta="right">{t('portfolio.today')}</Table.Th>
                  {canTrade && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {valued.map((position) => (
                  <PositionRow key={position.stockId} position={position} canTrade={canTrade} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
      <Section title={t('portfolio.allocation')} testId="allocation">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DonutChart
            label={t('portfolio.byMarket')}
            emptyText={t('portfolio.empty')}
            testId="allocation-market"
            slices={byMarket.map((share) => ({
              key: share.key,
              label: marketLabel(share.key),
              percent: share.percent,
              valueText: money(share.value, reportingCurrency),
            }))}
          />
          <DonutChart
            label={t('portfolio.bySector')}
            emptyText={t('portfolio.empty')}
            testId="allocation-sector"
            slices={bySector.map((share) => ({
              key: share.key,
              label: sectorLabel(share.key),
              percent: share.percent,
              valueText: money(share.value, reportingCurrency),
            }))}
          />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

function PositionRow({ position, canTrade }: { readonly position: LivePosition; readonly canTrade: boolean }) {
  const { t } = useTranslation('stockTrading');
  const language = useShownLanguage();
  const name = nameIn(position.names, language);
  const code = isStockExchangeCode(position.exchange)
    ? displayStockCode(position.exchange, position.code)
    : position.code;
  const shares = (value: string) => formatNumber(value, { decimals: 0 });
  return (
    <Table.Tr data-testid="position-row" data-stock={position.stockId}>
      <Table.Td>
        <Anchor component={Link} to={`/stocks/quote/${position.stockId}`} size="sm">
          <Text span fw={600} size="sm">
            {code}
          </Text>{' '}
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td ta="right" style={oneLine}>
        <Text size="sm" data-testid="position-quantity">
          {shares(position.quantity)}
        </Text>
        <Text size="xs" c="dimmed" title={t('portfolio.availableOnHold')}>
          {shares(position.available)} / {shares(position.onHold)}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={oneLine}>
        {formatNumber(position.averageCost, { decimals: 3 })}
      </Table.Td>
      <Table.Td ta="right" style={oneLine} data-testid="position-last" data-live={position.live}>
        {formatPrice(
          position.lastPrice,
          isStockExchangeCode(position.exchange) ? priceDecimalsOf(position.exchange) : undefined,
        )}
      </Table.Td>
      <Table.Td ta="right" style={oneLine} data-testid="position-market-value">
        {money(position.marketValue, position.currency)}
      </Table.Td>
      <Table.Td ta="right" style={oneLine} data-testid="position-market-value-reporting">
        {money(position.marketValueReporting, position.reportingCurrency)}
      </Table.Td>
      <Table.Td ta="right">
        <SignedAmount
          value={position.unrealisedProfit}
          percent={position.unrealisedProfitPercent}
          testId="position-unrealised"
        />
      </Table.Td>
      <Table.Td ta="right">
        <SignedAmount value={position.todayProfit} testId="position-today" />
      </Table.Td>
      {canTrade && (
        <Table.Td ta="right">
          <Button
            component={Link}
            to={stockOrderPath(position.stockId, 'S')}
            size="xs"
            variant="light"
            aria-label={t('portfolio.sellStock', { name })}
            data-testid="sell"
          >
            {t('portfolio.sell')}
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** A position on a phone: the stock, quantity, values and P/L, and Sell. */
function PositionCard({ position, canTrade }: { readonly position: LivePosition; readonly canTrade: boolean }) {
  const { t } = useTranslation('stockTrading');
  const language = useShownLanguage();
  const name = nameIn(position.names, language);
  const code = isStockExchangeCode(position.exchange)
    ? displayStockCode(position.exchange, position.code)
    : position.code;
  const decimals = isStockExchangeCode(position.exchange) ? priceDecimalsOf(position.exchange) : undefined;
  const shares = (value: string) => formatNumber(value, { decimals: 0 });
  return (
    <Stack
      gap={4}
      data-testid="position-row"
      data-stock={position.stockId}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', paddingBottom: 8 }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Anchor component={Link} to={`/stocks/quote/${position.stockId}`} size="sm" style={{ minWidth: 0 }}>
          <Text span fw={600} size="sm">
            {code}
          </Text>{' '}
          {name}
        </Anchor>
        {canTrade && (
          <Button
            component={Link}
            to={stockOrderPath(position.stockId, 'S')}
            size="xs"
            variant="light"
            aria-label={t('portfolio.sellStock', { name })}
            data-testid="sell"
          >
            {t('portfolio.sell')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={2} spacing={4} style={tabular}>
        <Text size="xs" c="dimmed">
          {t('portfolio.quantity')}
        </Text>
        <Text size="sm" ta="right" data-testid="position-quantity">
          {shares(position.quantity)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('portfolio.averageCost')} / {t('portfolio.lastPrice')}
        </Text>
        <Text size="sm" ta="right" data-testid="position-last" data-live={position.live}>
          {formatNumber(position.averageCost, { decimals: 3 })} / {formatPrice(position.lastPrice, decimals)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('portfolio.marketValue')}
        </Text>
        <Text size="sm" ta="right" data-testid="position-market-value">
          {money(position.marketValue, position.currency)}
        </Text>
        {position.currency !== position.reportingCurrency && (
          <>
            <Text size="xs" c="dimmed">
              {t('portfolio.marketValueReporting', { currency: position.reportingCurrency })}
            </Text>
            <Text size="sm" ta="right" data-testid="position-market-value-reporting">
              {money(position.marketValueReporting, position.reportingCurrency)}
            </Text>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('portfolio.unrealised')}
        </Text>
        <Text ta="right">
          <SignedAmount
            value={position.unrealisedProfit}
            percent={position.unrealisedProfitPercent}
            testId="position-unrealised"
          />
        </Text>
        <Text size="xs" c="dimmed">
          {t('portfolio.today')}
        </Text>
        <Text ta="right">
          <SignedAmount value={position.todayProfit} testId="position-today" />
        </Text>
      </SimpleGrid>
    </Stack>
  );
}
