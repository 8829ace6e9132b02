import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FundHolding, FundOrder, FundPortfolio, WatchlistItem } from '@portal/contract';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useApiQuery } from '../../../shared/api/api-query';
import { useBrand } from '../../../shared/brand/brand-context';
import { useFundName } from '../../../shared/funds/fund-names';
import { useFundTradingVisible } from '../../../shared/funds/fund-trading-visible';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { OrderStatusBadge } from './fund-order-status-badge';
import { CashTable } from './cash-table';
import { PortfolioTotals } from './portfolio-totals';
import { money } from '../../../shared/ui/money';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { orderQuantityText, useUnitsText } from './fund-order-texts';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { NetWorthCard } from '../../../shared/portfolio/net-worth-card';
import { RiskProfileReminder } from '../../../shared/risk-profile/risk-profile-reminder';

/** Holdings by the size of their NAV's day change, largest first (rises and falls alike); those without one last. */
export function topMovers(holdings: readonly FundHolding[], count = 5): FundHolding[] {
  const size = (holding: FundHolding) =>
    holding.dayChangePercent === null ? toDecimal(-1) : toDecimal(holding.dayChangePercent).abs();
  return [...holdings].sort((a, b) => size(b).comparedTo(size(a))).slice(0, count);
}

function Section({
  title,
  link,
  children,
  testId,
}: {
  title: string;
  link?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('fundTrading');
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          {link && (
            <Anchor component={Link} to={link} size="sm">
              {t('dashboard.viewAll')}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function Row({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      {children}
    </Group>
  );
}

export type FundDashboardViewProps = {
  readonly portfolio?: FundPortfolio;
  readonly portfolioFailed: boolean;
  readonly orders?: readonly FundOrder[];
  readonly ordersFailed: boolean;
  readonly watchlist?: readonly WatchlistItem[];
  readonly watchlistFailed: boolean;
  readonly onRetry: () => void;
};

/** SPEC §2 funds/dashboard: totals, top movers, the latest orders, the watchlist and cash. */
export function FundDashboardView(props: FundDashboardViewProps) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const tradingVisible = useFundTradingVisible();
  const unitsText = useUnitsText();
  const pending = (failed: boolean) => <QueryState failed={failed} onRetry={props.onRetry} />;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('dashboard.heading')}
          </Title>
          {tradingVisible && (
            <Button component={Link} to="/funds/subscribe">
              {t('dashboard.subscribe')}
            </Button>
          )}
        </Group>
        {props.portfolio ? <PortfolioTotals portfolio={props.portfolio} /> : pending(props.portfolioFailed)}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('dashboard.topMovers')} link="/funds/portfolio" testId="top-movers">
            {props.portfolio === undefined ? (
              pending(props.portfolioFailed)
            ) : props.portfolio.holdings.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('dashboard.noMovers')}
              </Text>
            ) : (
              topMovers(props.portfolio.holdings).map((holding) => (
                <Row key={holding.fundId} testId="mover">
                  <div style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/funds/detail/${holding.fundId}`} size="sm" lineClamp={1}>
                      {nameOf(holding.fundNames)}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={tabular}>
                      {money(holding.marketValue, holding.currency)}
                    </Text>
                  </div>
                  <PerformancePercent value={holding.dayChangePercent} size="sm" />
                </Row>
              ))
            )}
          </Section>
          <Section title={t('dashboard.recentOrders')} link="/funds/history" testId="recent-orders">
            {props.orders === undefined ? (
              pending(props.ordersFailed)
            ) : props.orders.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('dashboard.noOrders')}
              </Text>
            ) : (
              props.orders.map((order) => (
                <Row key={order.orderId} testId="recent-order">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" lineClamp={1}>
                      {nameOf(order.fundNames)}
                    </Text>
                    <Text size="xs" c="dimmed" style={tabular}>
                      {t(`kinds.${order.kind}`)} · {orderQuantityText(order, unitsText)} · {order.orderDate}
                    </Text>
                  </div>
                  <OrderStatusBadge status={order.status} />
                </Row>
              ))
            )}
          </Section>
          <Section title={t('dashboard.watchlist')} link="/funds/watchlist" testId="dashboard-watchlist">
            {props.watchlist === undefined ? (
              pending(props.watchlistFailed)
            ) : props.watchlist.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('dashboard.noWatchlist')}
              </Text>
            ) : (
              props.watchlist.slice(0, 5).map((item) => (
                <Row key={item.fundId} testId="watchlist-item">
                  <div style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/funds/detail/${item.fundId}`} size="sm" lineClamp={1}>
                      {nameOf(item.fundNames)}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={tabular}>
                      {formatNumber(item.latestNav)} {item.currency} · {item.latestNavDate}
                    </Text>
                  </div>
                  <PerformancePercent value={item.dayChangePercent} size="sm" />
                </Row>
              ))
            )}
          </Section>
          {props.portfolio ? <CashTable cash={props.portfolio.cash} /> : pending(props.portfolioFailed)}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

export function FundDashboardPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInDashboard key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInDashboard({ account }: { account: TradingAccount }) {
  const brand = useBrand();
  const preferences = usePreferences();
  const reportingCurrency = reportingCurrencyFor(brand, preferences.reportingCurrency);
  const portfolio = useApiQuery('fundHolding', 'fundPortfolio', { ...account, reportingCurrency });
  const orders = useApiQuery('fundOrder', 'queryFundOrders', { ...account, pageSize: 5 });
  const watchlist = useApiQuery('fundHolding', 'listWatchlist', { ...account });
  return (
    <>
      {/* The risk questionnaire's expiry reminder (ADR 037). */}
      <RiskProfileReminder />
      <NetWorthCard account={account} />
      <FundDashboardView
        {...(portfolio.data ? { portfolio: portfolio.data } : {})}
        portfolioFailed={portfolio.isError}
        {...(orders.data ? { orders: orders.data.orders } : {})}
        ordersFailed={orders.isError}
        {...(watchlist.data ? { watchlist: watchlist.data.items } : {})}
        watchlistFailed={watchlist.isError}
        onRetry={() => {
          if (portfolio.isError) void portfolio.refetch();
          if (orders.isError) void orders.refetch();
          if (watchlist.isError) void watchlist.refetch();
        }}
      />
    </>
  );
}
