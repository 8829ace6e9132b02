/* SPEC §2 cryptos/history (issue 18 part 3, ADR 042): the account's crypto orders, newest first, filtered by pair,
 * side and status, paged with "load more", each with its fills' average price, amount and fee; an open order can be
 * cancelled after a confirm; the filtered list exports as CSV. */
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cryptoOrderSides,
  cryptoOrderStatuses,
  type CryptoOrder,
  type CryptoOrderSide,
  type CryptoOrderStatus,
  type CryptoPair,
} from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { CsvExportButton } from '../../../shared/ui/csv-export-button';
import { oneLine } from '../../../shared/ui/money';
import {
  cryptoBoardQuery,
  formatMoney,
  formatPrice,
  formatQuantity,
  CryptoAccountPage,
  type CryptoAccount,
} from '../crypto-common';
import { CancelOrderButton, OrderCancelledStatus, useCancelCryptoOrder } from './cancel-order';

const pageSize = 20;

export type CryptoOrderFilters = {
  readonly pairId: string;
  readonly side: CryptoOrderSide | '';
  readonly status: CryptoOrderStatus | '';
};

const noFilters: CryptoOrderFilters = { pairId: '', side: '', status: '' };

function filterInput(account: CryptoAccount, filters: CryptoOrderFilters) {
  return {
    ...account,
    ...(filters.pairId === '' ? {} : { pairId: filters.pairId }),
    ...(filters.side === '' ? {} : { side: filters.side }),
    statuses: filters.status === '' ? [] : [filters.status],
  };
}

function ordersQuery(account: CryptoAccount, filters: CryptoOrderFilters) {
  const input = { ...filterInput(account, filters), pageSize };
  return infiniteQueryOptions({
    queryKey: ['cryptoOrder', 'orders', 'list', input] as const,
    queryFn: ({ pageParam, signal }) =>
      api.cryptoOrder.searchCryptoOrders(pageParam ? { ...input, cursor: pageParam } : input, { signal }),
    initialPageParam: '',
    getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
    refetchInterval: 10_000,
  });
}

/** The orders table (also what the component test renders). */
export function CryptoOrdersTable(props: {
  orders: readonly CryptoOrder[];
  pairs: readonly CryptoPair[];
  onCancel: (order: CryptoOrder) => void;
}) {
  const { t } = useTranslation('cryptoTrading');
  const brand = useBrand();
  return (
    <ScrollArea type="auto">
      <Table data-testid="crypto-orders" style={tabular} verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.placedAt')}</Table.Th>
            <Table.Th>{t('history.columns.pair')}</Table.Th>
            <Table.Th>{t('history.columns.side')}</Table.Th>
            <Table.Th>{t('history.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.price')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.filled')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.averagePrice')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.amount')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.fee')}</Table.Th>
            <Table.Th>{t('history.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('history.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.orders.map((order) => {
            const pair = props.pairs.find((candidate) => candidate.pairId === order.pairId);
            return (
              <Table.Tr key={order.orderId} data-testid="crypto-order-row" data-order-id={order.orderId}>
                <Table.Td style={oneLine}>
                  {`${formatDate(order.placedAt, brand.marketTimeZone)} ${formatTime24(order.placedAt, brand.marketTimeZone)}`}
                </Table.Td>
                <Table.Td style={oneLine} fw={600}>
                  {order.pairId}
                  {order.advisorCode !== null && (
                    <Text size="xs" c="dimmed" fw={400} data-testid="order-placed-by">
                      {t('history.placedBy', { advisorCode: order.advisorCode })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={oneLine} c={order.side === 'buy' ? 'priceUp' : 'priceDown'}>
                  {t(`sides.${order.side}`)}
                </Table.Td>
                <Table.Td style={oneLine}>{t(`types.${order.orderType}`)}</Table.Td>
                <Table.Td ta="right" style={oneLine} data-testid="order-quantity" data-value={order.quantity}>
                  {formatQuantity(order.quantity)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatPrice(order.price, pair)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine} data-testid="order-filled" data-value={order.filledQuantity}>
                  {formatQuantity(order.filledQuantity)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {order.averagePrice === null ? '–' : formatPrice(order.averagePrice, pair)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {`${formatMoney(order.filledConsideration)} ${order.currency}`}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatMoney(order.fee)}
                </Table.Td>
                <Table.Td style={oneLine} data-testid="order-status" data-status={order.status}>
                  {t(`statuses.${order.status}`)}
                </Table.Td>
                <Table.Td>
                  {order.cancellable && (
                    <CancelOrderButton orderId={order.orderId} onClick={() => props.onCancel(order)} />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function History({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoTrading');
  const language = useShownLanguage();
  const [filters, setFilters] = useState<CryptoOrderFilters>(noFilters);
  const cancel = useCancelCryptoOrder();
  const board = useQuery(cryptoBoardQuery, queryClient);
  const list = useInfiniteQuery(ordersQuery(account, filters), queryClient);
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  const all = t('history.all');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('history.heading')}
        </Title>
        <CsvExportButton
          label={t('history.export')}
          failedText={t('history.exportFailed')}
          doneText={(count) => t('history.exported', { count })}
          fetchFile={() => api.cryptoOrder.exportCryptoOrders({ ...filterInput(account, filters), language })}
        />
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('history.pair')}
            value={filters.pairId}
            onChange={(event) => setFilters({ ...filters, pairId: event.currentTarget.value })}
            data={[
              { value: '', label: all },
              ...(board.data?.pairs ?? []).map((pair) => ({ value: pair.pairId, label: pair.pairId })),
            ]}
            data-testid="filter-pair"
          />
          <NativeSelect
            label={t('history.side')}
            value={filters.side}
            onChange={(event) => {
              const side = cryptoOrderSides.find((candidate) => candidate === event.currentTarget.value);
              setFilters({ ...filters, side: side ?? '' });
            }}
            data={[
              { value: '', label: all },
              ...cryptoOrderSides.map((side) => ({ value: side, label: t(`sides.${side}`) })),
            ]}
            data-testid="filter-side"
          />
          <NativeSelect
            label={t('history.status')}
            value={filters.status}
            onChange={(event) => {
              const status = cryptoOrderStatuses.find((candidate) => candidate === event.currentTarget.value);
              setFilters({ ...filters, status: status ?? '' });
            }}
            data={[
              { value: '', label: all },
              ...cryptoOrderStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            ]}
            data-testid="filter-status"
          />
        </Group>
      </Paper>
      <OrderCancelledStatus orderId={cancel.cancelledId} />
      {list.isPending || list.isError ? (
        <QueryState failed={list.isError} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <Text c="dimmed" data-testid="orders-empty">
          {filters === noFilters ? t('history.none') : t('history.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <CryptoOrdersTable
            orders={orders}
            pairs={board.data?.pairs ?? []}
            onCancel={(order) => cancel.ask(account, order)}
          />
          {list.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('history.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {cancel.dialog}
    </Stack>
  );
}

export function CryptoHistoryPage() {
  return <CryptoAccountPage>{(account) => <History account={account} />}</CryptoAccountPage>;
}
