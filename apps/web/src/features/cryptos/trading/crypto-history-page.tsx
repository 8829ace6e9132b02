/* SPEC §2 cryptos/history (issue 18 part 3, ADR 042): the account's crypto orders, newest first, filtered by pair,
 * side and status, keyset paged with "load more", each with its fills' average price, amount and fee; an open order
 * can be cancelled after a confirm; the filtered list exports as CSV. The page composes the history-list kit with its
 * filters and columns. */
import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
import { HistoryChoiceFilter, HistoryFilterBar } from '../../../shared/history-list/history-filter-bar';
import { HistoryList } from '../../../shared/history-list/history-list';
import type { HistoryColumn } from '../../../shared/history-list/history-list';
import { keysetListQuery, useHistoryList } from '../../../shared/history-list/history-query';
import type { HistoryListState } from '../../../shared/history-list/history-query';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQueryStateTexts } from '../../../shared/ticket/ticket-parts';
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

/** A page of searchCryptoOrders. */
type CryptoOrderPage = { readonly orders: readonly CryptoOrder[]; readonly nextCursor: string | null };

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
  return keysetListQuery<CryptoOrderPage>({
    queryKey: ['cryptoOrder', 'orders', 'list', input],
    fetchPage: (start, signal) => api.cryptoOrder.searchCryptoOrders({ ...input, ...start }, { signal }),
    refetchInterval: 10_000,
  });
}

/** The orders' columns: placed, pair, side, type, quantity, price, filled, average price, amount, fee, status, cancel. */
function useCryptoOrderColumns(
  pairs: readonly CryptoPair[],
  onCancel: (order: CryptoOrder) => void,
): readonly HistoryColumn<CryptoOrder>[] {
  const { t } = useTranslation('cryptoTrading');
  const brand = useBrand();
  const pairOf = (order: CryptoOrder) => pairs.find((candidate) => candidate.pairId === order.pairId);
  return [
    {
      header: t('history.columns.placedAt'),
      cell: (order) =>
        `${formatDate(order.placedAt, brand.marketTimeZone)} ${formatTime24(order.placedAt, brand.marketTimeZone)}`,
    },
    {
      header: t('history.columns.pair'),
      cell: (order) => (
        <>
          {order.pairId}
          {order.advisorCode !== null && (
            <Text size="xs" c="dimmed" fw={400} data-testid="order-placed-by">
              {t('history.placedBy', { advisorCode: order.advisorCode })}
            </Text>
          )}
        </>
      ),
      look: () => ({ fw: 600 }),
    },
    {
      header: t('history.columns.side'),
      cell: (order) => t(`sides.${order.side}`),
      look: (order) => ({ c: order.side === 'buy' ? 'priceUp' : 'priceDown' }),
    },
    { header: t('history.columns.type'), cell: (order) => t(`types.${order.orderType}`) },
    {
      header: t('history.columns.quantity'),
      figure: true,
      cell: (order) => formatQuantity(order.quantity),
      look: (order) => ({ 'data-testid': 'order-quantity', 'data-value': order.quantity }),
    },
    { header: t('history.columns.price'), figure: true, cell: (order) => formatPrice(order.price, pairOf(order)) },
    {
      header: t('history.columns.filled'),
      figure: true,
      cell: (order) => formatQuantity(order.filledQuantity),
      look: (order) => ({ 'data-testid': 'order-filled', 'data-value': order.filledQuantity }),
    },
    {
      header: t('history.columns.averagePrice'),
      figure: true,
      cell: (order) => (order.averagePrice === null ? '–' : formatPrice(order.averagePrice, pairOf(order))),
    },
    {
      header: t('history.columns.amount'),
      figure: true,
      cell: (order) => `${formatMoney(order.filledConsideration)} ${order.currency}`,
    },
    { header: t('history.columns.fee'), figure: true, cell: (order) => formatMoney(order.fee) },
    {
      header: t('history.columns.status'),
      cell: (order) => t(`statuses.${order.status}`),
      look: (order) => ({ 'data-testid': 'order-status', 'data-status': order.status }),
    },
    {
      header: <VisuallyHidden>{t('history.columns.actions')}</VisuallyHidden>,
      cell: (order) =>
        order.cancellable && <CancelOrderButton orderId={order.orderId} onClick={() => onCancel(order)} />,
    },
  ];
}

/** The orders as a table, a card each on a phone (also what the component test renders). */
export function CryptoOrderList(props: {
  readonly list: HistoryListState<CryptoOrder>;
  readonly pairs: readonly CryptoPair[];
  readonly onCancel: (order: CryptoOrder) => void;
  /** Whether the filters select only some orders (the empty list says so). */
  readonly filtered: boolean;
}) {
  const { t } = useTranslation('cryptoTrading');
  const states = useQueryStateTexts();
  return (
    <HistoryList
      list={props.list}
      texts={{
        ...states,
        empty: props.filtered ? t('history.empty') : t('history.none'),
        more: t('history.loadMore'),
      }}
      columns={useCryptoOrderColumns(props.pairs, props.onCancel)}
      rowKey={(order) => order.orderId}
      rowAttributes={(order) => ({ 'data-testid': 'crypto-order-row', 'data-order-id': order.orderId })}
      testIds={{ empty: 'orders-empty', table: 'crypto-orders' }}
      minWidth={1100}
    />
  );
}

function History({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoTrading');
  const language = useShownLanguage();
  const [filters, setFilters] = useState<CryptoOrderFilters>(noFilters);
  const cancel = useCancelCryptoOrder();
  const board = useQuery(cryptoBoardQuery, queryClient);
  const list = useHistoryList(ordersQuery(account, filters), (page) => page.orders);
  const all = t('history.all');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('history.heading')}
      </Title>
      <HistoryFilterBar
        csvExport={{
          label: t('history.export'),
          failedText: t('history.exportFailed'),
          doneText: (count) => t('history.exported', { count }),
          fetchFile: () => api.cryptoOrder.exportCryptoOrders({ ...filterInput(account, filters), language }),
        }}
      >
        <HistoryChoiceFilter
          label={t('history.pair')}
          value={filters.pairId}
          onChange={(pairId) => setFilters({ ...filters, pairId })}
          options={(board.data?.pairs ?? []).map((pair) => ({ value: pair.pairId, label: pair.pairId }))}
          allLabel={all}
          testId="filter-pair"
        />
        <HistoryChoiceFilter
          label={t('history.side')}
          value={filters.side}
          onChange={(side) => setFilters({ ...filters, side })}
          options={cryptoOrderSides.map((side) => ({ value: side, label: t(`sides.${side}`) }))}
          allLabel={all}
          testId="filter-side"
        />
        <HistoryChoiceFilter
          label={t('history.status')}
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
          options={cryptoOrderStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          allLabel={all}
          testId="filter-status"
        />
      </HistoryFilterBar>
      <OrderCancelledStatus orderId={cancel.cancelledId} />
      <CryptoOrderList
        list={list}
        pairs={board.data?.pairs ?? []}
        onCancel={(order) => cancel.ask(account, order)}
        filtered={filters !== noFilters}
      />
      {cancel.dialog}
    </Stack>
  );
}

export function CryptoHistoryPage() {
  return <CryptoAccountPage>{(account) => <History account={account} />}</CryptoAccountPage>;
}
