/* A client's newest orders of every area and its cash (issue 28 part 3): a table on a wide screen, a card each on a
 * phone; who placed each order where the area records it. */
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fundOrderKinds, type ClientOrder } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { fundOrderStatuses } from '@portal/contract/domain/fund';
import { formatNumber } from '@portal/contract/domain/number-format';
import { stockOrderSideLabels } from '@portal/contract/domain/stock/order-types';
import { isStockOrderStatus, stockOrderStatusLabels } from '@portal/contract/domain/stock/stock-order-status';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { ShownRows } from '../../../shared/history-list/history-list';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { money, oneLine } from '../../../shared/ui/money';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { advisorClientsKey, useAdvisorClientsApi } from './clients-api';

export function ClientActivitySection({ client }: { readonly client: { readonly accountCode: string } }) {
  const { t } = useTranslation('advisorClients');
  const fundWords = useTranslation('fundTrading').t;
  const language = useShownLanguage();
  const zone = useBrand().marketTimeZone;
  const api = useAdvisorClientsApi();
  const activity = useQuery(
    {
      queryKey: [...advisorClientsKey, 'clientActivity', client.accountCode],
      queryFn: ({ signal }) => api.advisorClient.clientActivity(client, { signal }),
    },
    queryClient,
  );
  /** The status in words: a fund order's as the fund history says it; the others are SPEC §4's order statuses. */
  const statusOf = (order: ClientOrder) => {
    const fund = fundOrderStatuses.find((status) => status === order.status);
    if (order.area === 'fund' && fund !== undefined) return fundWords(`statuses.${fund}`);
    return isStockOrderStatus(order.status) ? stockOrderStatusLabels[order.status][language] : order.status;
  };
  /** The side in words: a fund order's kind as the fund history says it, a stock's Buy or Sell, a coin's. */
  const sideOf = (order: ClientOrder) => {
    const kind = fundOrderKinds.find((known) => known === order.side);
    if (order.area === 'fund' && kind !== undefined) return fundWords(`kinds.${kind}`);
    if (order.side === 'B' || order.side === 'S') return stockOrderSideLabels[order.side][language];
    return order.side === 'buy' || order.side === 'sell' ? t(`details.orders.sides.${order.side}`) : order.side;
  };
  const placedByOf = (order: ClientOrder) =>
    order.placedByAdvisor === null
      ? t('details.orders.byClient')
      : t('details.orders.byAdvisor', { code: order.placedByAdvisor });
  let body;
  if (activity.data === undefined) {
    body = activity.isError ? (
      <RetryAlert
        message={t('details.orders.loadFailed')}
        retryLabel={t('results.retry')}
        onRetry={() => void activity.refetch()}
      />
    ) : (
      <LoadingStatus text={t('details.orders.loading')} />
    );
  } else {
    const { orders, cash } = activity.data;
    body = (
      <Stack gap="md">
        {orders.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="client-orders-empty">
            {t('details.orders.empty')}
          </Text>
        ) : (
          <ShownRows<ClientOrder>
            rows={orders}
            columns={[
              {
                header: t('details.orders.columns.placed'),
                cell: (order) => `${formatDate(order.placedAt, zone)} ${formatTime24(order.placedAt, zone)}`,
              },
              {
                header: t('details.orders.columns.area'),
                cell: (order) => t(`details.orders.areaNames.${order.area}`),
              },
              {
                header: t('details.orders.columns.instrument'),
                cell: (order) => nameIn(order.names, language),
                wraps: true,
              },
              { header: t('details.orders.columns.side'), cell: sideOf },
              { header: t('details.orders.columns.status'), cell: statusOf },
              {
                header: t('details.orders.columns.quantity'),
                cell: (order) => (order.quantity === null ? '' : formatNumber(order.quantity)),
                figure: true,
              },
              {
                header: t('details.orders.columns.amount'),
                cell: (order) =>
                  order.amount === null || order.currency === null ? '' : money(order.amount, order.currency),
                figure: true,
              },
              { header: t('details.orders.columns.placedBy'), cell: placedByOf },
            ]}
            card={(order) => (
              <Stack gap={2}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {nameIn(order.names, language)}
                  </Text>
                  <Text size="sm" style={oneLine}>
                    {order.amount === null || order.currency === null ? '' : money(order.amount, order.currency)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {[t(`details.orders.areaNames.${order.area}`), sideOf(order), statusOf(order)].join(' · ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    `${formatDate(order.placedAt, zone)} ${formatTime24(order.placedAt, zone)}`,
                    ...(order.quantity === null ? [] : [formatNumber(order.quantity)]),
                    placedByOf(order),
                  ].join(' · ')}
                </Text>
              </Stack>
            )}
            rowKey={(order) => `${order.area}:${order.orderId}`}
            rowAttributes={(order) => ({ 'data-testid': 'client-order', 'data-area': order.area })}
            testIds={{ table: 'client-orders' }}
            label={t('details.orders.heading')}
            minWidth={880}
          />
        )}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('details.cash.heading')}
          </Title>
          {cash.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('details.cash.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="client-cash">
              {cash.map((balance) => (
                <Paper key={balance.currency} withBorder radius="md" p="sm" data-currency={balance.currency}>
                  <Text fw={600}>{balance.currency}</Text>
                  <Text size="sm">
                    {t('details.cash.available')}: {money(balance.available, balance.currency)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('details.cash.onHold')}: {money(balance.onHold, balance.currency)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-orders-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-orders-heading">
          {t('details.orders.heading')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
