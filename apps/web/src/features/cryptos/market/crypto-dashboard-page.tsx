/* SPEC §2 cryptos/dashboard (issue 18 part 2, ADR 042): the virtual-asset account at a glance — its value in the
 * reporting currency with the 24-hour change, the assets held, the markets with live bid/ask, a price chart per pair
 * and the recent orders. */
import { Anchor, Button, Container, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CryptoOrder, CryptoPair } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { oneLine } from '../../../shared/ui/money';
import {
  ChangePercent,
  cryptoBoardQuery,
  formatMoney,
  formatPrice,
  formatQuantity,
  useCryptoAccount,
  useLiveCryptoQuotes,
  type CryptoAccount,
} from '../crypto-common';
import { CryptoPriceChart } from './crypto-chart';
import { HoldingsTable, QueryWait, Section, tabular } from './crypto-market-parts';

/** The portfolio is valued again this often (prices move every 2 s; the live table shows them). */
const portfolioRefreshMs = 10_000;

export function useCryptoPortfolio(account: CryptoAccount, reportingCurrency: string) {
  return useQuery(
    {
      queryKey: ['cryptoOrder', 'portfolio', account, reportingCurrency],
      queryFn: ({ signal }) => api.cryptoOrder.cryptoPortfolio({ ...account, reportingCurrency }, { signal }),
      refetchInterval: portfolioRefreshMs,
    },
    queryClient,
  );
}

function Figure({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} style={tabular} data-value={value}>
        {value}
      </Text>
      {children}
    </div>
  );
}

function MarketsTable({ pairs }: { pairs: readonly CryptoPair[] }) {
  const { t } = useTranslation('cryptoMarket');
  const quotes = useLiveCryptoQuotes(pairs.map((pair) => pair.pairId));
  return (
    <ScrollArea type="auto">
      <Table data-testid="crypto-markets" style={tabular} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.pair')}</Table.Th>
            <Table.Th ta="right">{t('table.bid')}</Table.Th>
            <Table.Th ta="right">{t('table.ask')}</Table.Th>
            <Table.Th ta="right">{t('table.change')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pairs.map((pair) => {
            const quote = quotes[pair.pairId];
            return (
              <Table.Tr key={pair.pairId} data-testid={`market-${pair.pairId}`}>
                <Table.Td fw={600} style={oneLine}>
                  {pair.pairId}
                </Table.Td>
                <Table.Td ta="right" style={oneLine} data-testid="bid">
                  {quote === undefined ? '–' : formatPrice(quote.bid, pair)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine} data-testid="ask">
                  {quote === undefined ? '–' : formatPrice(quote.ask, pair)}
                </Table.Td>
                <Table.Td ta="right">
                  {quote === undefined ? '–' : <ChangePercent value={quote.changePercent24h} />}
                </Table.Td>
                <Table.Td ta="right">
                  <Anchor component={Link} to={`/cryptos/order?pair=${pair.pairId}`} size="sm">
                    {t('dashboard.trade')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function RecentCryptoOrders({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoMarket');
  const trading = useTranslation('cryptoTrading').t;
  const brand = useBrand();
  const orders = useQuery(
    {
      queryKey: ['cryptoOrder', 'orders', account, 'recent'],
      queryFn: ({ signal }) => api.cryptoOrder.searchCryptoOrders({ ...account, pageSize: 5 }, { signal }),
      refetchInterval: portfolioRefreshMs,
    },
    queryClient,
  );
  return (
    <Section
      title={t('dashboard.recentOrders')}
      testId="recent-orders"
      aside={
        <Anchor component={Link} to="/cryptos/history" size="sm">
          {t('dashboard.allOrders')}
        </Anchor>
      }
    >
      {orders.isPending || orders.isError ? (
        <QueryWait failed={orders.isError} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.noOrders')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table style={tabular} verticalSpacing="xs">
            <Table.Tbody>
              {orders.data.orders.map((order: CryptoOrder) => (
                <Table.Tr key={order.orderId} data-testid="recent-order">
                  <Table.Td style={oneLine}>
                    {`${formatDate(order.placedAt, brand.marketTimeZone)} ${formatTime24(order.placedAt, brand.marketTimeZone)}`}
                  </Table.Td>
                  <Table.Td style={oneLine}>
                    {`${trading(`sides.${order.side}`)} ${formatQuantity(order.quantity)} ${order.asset}`}
                  </Table.Td>
                  <Table.Td style={oneLine}>{trading(`types.${order.orderType}`)}</Table.Td>
                  <Table.Td style={oneLine} data-testid="recent-order-status">
                    {trading(`statuses.${order.status}`)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Section>
  );
}

function Dashboard({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoMarket');
  const brand = useBrand();
  const preferences = usePreferences();
  const language = useShownLanguage();
  const reportingCurrency = reportingCurrencyFor(brand, preferences.reportingCurrency);
  const board = useQuery(cryptoBoardQuery, queryClient);
  const portfolio = useCryptoPortfolio(account, reportingCurrency);
  if (board.isPending || board.isError) {
    return <QueryWait failed={board.isError} onRetry={() => void board.refetch()} />;
  }
  const pairCurrency = reportingCurrency === 'HKD' ? 'HKD' : 'USD';
  const pairs = board.data.pairs.filter((pair) => pair.currency === pairCurrency);
  return (
    <Stack gap="md">
      {portfolio.isPending || portfolio.isError ? (
        <QueryWait failed={portfolio.isError} onRetry={() => void portfolio.refetch()} />
      ) : (
        <Section
          title={t('dashboard.holdings')}
          testId="crypto-summary"
          aside={
            <Text size="xs" c="dimmed">
              {t('valuedAt', {
                time: formatTime24(portfolio.data.valuedAt, brand.marketTimeZone),
                currency: portfolio.data.reportingCurrency,
              })}
            </Text>
          }
        >
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure
              label={t('dashboard.totalValue')}
              value={`${formatMoney(portfolio.data.totalValue)} ${portfolio.data.reportingCurrency}`}
              testId="total-value"
            />
            <Figure
              label={t('dashboard.cryptoValue')}
              value={`${formatMoney(portfolio.data.cryptoValue)} ${portfolio.data.reportingCurrency}`}
              testId="crypto-value"
            >
              <Text size="sm">
                {`${t('dashboard.change24h')} `}
                <ChangePercent value={portfolio.data.changePercent24h} testId="crypto-change" />
              </Text>
            </Figure>
            <Figure
              label={t('dashboard.cashValue')}
              value={portfolio.data.cash.map((cash) => `${formatMoney(cash.available)} ${cash.currency}`).join(' · ')}
              testId="cash-value"
            />
          </SimpleGrid>
          <HoldingsTable
            holdings={portfolio.data.holdings}
            assets={board.data.assets}
            currency={portfolio.data.reportingCurrency}
            detailed={false}
          />
          <Group gap="sm">
            <Button component={Link} to="/cryptos/order" size="sm">
              {t('dashboard.trade')}
            </Button>
            <Button component={Link} to="/cryptos/portfolio" size="sm" variant="default">
              {t('dashboard.portfolio')}
            </Button>
          </Group>
        </Section>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Section title={t('dashboard.markets')} testId="markets">
          <MarketsTable pairs={pairs} />
        </Section>
        <Stack gap="md" style={{ minWidth: 0 }}>
          <CryptoPriceChart pairs={board.data.pairs} initialPair={`BTC-${pairCurrency}`} key={language} />
          <RecentCryptoOrders account={account} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

export function CryptoDashboardPage() {
  const { t } = useTranslation('cryptoMarket');
  const account = useCryptoAccount();
  if (account === undefined) return null;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('dashboard.heading')}
        </Title>
        <Dashboard account={account} />
      </Stack>
    </Container>
  );
}
