/* The stocks dashboard's trading cards (issue 15 part 5): today's orders and buying power. */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StockBuyingPower, StockOrder } from '@portal/contract';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { formatNumber } from '@portal/contract/domain/number-format';
import { displayStockCode, isStockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { exchangeDayOf } from '@portal/contract/domain/stock/trading-sessions';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { money } from '../../../shared/ui/money';
import { LoadFailed, Loading, Section } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import { formatPrice, priceDecimalsOf, tabular } from '../market/stock-format';
import { stockOrderPath } from './order-path';
import { StockOrderStatusBadge, useStockLabels } from './trading-parts';

/** How many of today's orders the card lists. */
export const todaysOrdersShown = 5;

/** Today's orders: placed on or after today's Hong Kong market day (the portal's home market). */
export function todaysOrdersQuery(client: Api, account: TradingAccount, now: Date = new Date()) {
  const input = { ...account, fromDate: exchangeDayOf('HKEX', now), pageSize: todaysOrdersShown };
  return {
    queryKey: ['stockOrder', 'queryStockOrders', 'today', input] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockOrder.queryStockOrders(input, { signal }),
  };
}

export function buyingPowerQuery(client: Api, account: TradingAccount) {
  return {
    queryKey: ['stockOrder', 'stockBuyingPower', account] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockOrder.stockBuyingPower(account, { signal }),
  };
}

export function StockTradingCards() {
  const account = useTradingAccount();
  if (!account) return null;
  return <Cards account={account} />;
}

function Cards({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('stockTrading');
  const brand = useBrand();
  const client = useStockApi();
  const canTrade = offers(brand.flags, brandFeatures.stockTrading);
  const orders = useQuery(todaysOrdersQuery(client, account), queryClient);
  const power = useQuery(buyingPowerQuery(client, account), queryClient);
  return (
    <Stack gap="md">
      <Section
        title={t('dashboard.todaysOrders')}
        testId="todays-orders"
        aside={
          <Group gap="sm">
            {canTrade && (
              <Anchor component={Link} to="/stocks/order" size="sm" data-testid="new-order">
                {t('dashboard.newOrder')}
              </Anchor>
            )}
            <Anchor component={Link} to="/stocks/history" size="sm">
              {t('dashboard.allOrders')}
            </Anchor>
          </Group>
        }
      >
        {orders.data ? (
          <TodaysOrders orders={orders.data.orders} />
        ) : orders.isError ? (
          <LoadFailed onRetry={() => void orders.refetch()} />
        ) : (
          <Loading />
        )}
      </Section>
      <Section
        title={t('dashboard.buyingPower')}
        testId="buying-power"
        aside={
          <Anchor component={Link} to="/stocks/portfolio" size="sm">
            {t('dashboard.portfolio')}
          </Anchor>
        }
      >
        {power.data ? (
          <BuyingPower balances={power.data.balances} />
        ) : power.isError ? (
          <LoadFailed onRetry={() => void power.refetch()} />
        ) : (
          <Loading />
        )}
      </Section>
    </Stack>
  );
}

export function TodaysOrders({ orders }: { readonly orders: readonly StockOrder[] }) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  if (orders.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.noOrdersToday')}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {orders.map((order) => (
        <Group
          component="li"
          key={order.orderId}
          justify="space-between"
          gap="xs"
          wrap="nowrap"
          data-testid="today-order"
        >
          <div style={{ minWidth: 0 }}>
            <Text size="sm" lineClamp={1}>
              <Text span c={order.side === 'B' ? 'priceUp' : 'priceDown'} fw={600} size="sm">
                {labels.side(order.side)}
              </Text>{' '}
              {isStockExchangeCode(order.exchange) ? displayStockCode(order.exchange, order.code) : order.code}{' '}
              {nameIn(order.names, language)}
            </Text>
            <Text size="xs" c="dimmed" style={tabular}>
              {formatTime24(order.placedAt)} · {formatNumber(order.filledQuantity, { decimals: 0 })}/
              {formatNumber(order.quantity, { decimals: 0 })}
              {order.price !== null
                ? ` @ ${formatPrice(order.price, isStockExchangeCode(order.exchange) ? priceDecimalsOf(order.exchange) : undefined)}`
                : ''}
            </Text>
          </div>
          <StockOrderStatusBadge status={order.status} />
        </Group>
      ))}
    </Stack>
  );
}

export function BuyingPower({ balances }: { readonly balances: readonly StockBuyingPower[] }) {
  const { t } = useTranslation('stockTrading');
  if (balances.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.noBuyingPower')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {balances.map((balance) => (
        <Stack key={balance.currency} gap={2} data-testid="buying-power-row" data-currency={balance.currency}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{t('dashboard.available')}</Text>
            <Text fw={700} style={tabular}>
              {money(balance.available, balance.currency)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('dashboard.onHold')}
            </Text>
            <Text size="xs" c="dimmed" style={tabular}>
              {money(balance.onHold, balance.currency)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('dashboard.unsettled')}
            </Text>
            <Text size="xs" c="dimmed" style={tabular}>
              {money(balance.unsettled, balance.currency)}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** A watchlist row's Buy: the ticket of the stock, where stock trading is offered and the stock trades. */
export function WatchlistBuyLink({
  stockId,
  name,
  status,
}: {
  readonly stockId: string;
  readonly name: string;
  readonly status: string;
}) {
  const { t } = useTranslation('stockTrading');
  const brand = useBrand();
  if (!offers(brand.flags, brandFeatures.stockTrading) || status !== 'active') return null;
  return (
    <Button
      component={Link}
      to={stockOrderPath(stockId, 'B')}
      variant="light"
      size="compact-xs"
      aria-label={t('dashboard.buyStock', { name })}
      data-testid="watchlist-buy"
    >
      {t('dashboard.buy')}
    </Button>
  );
}
