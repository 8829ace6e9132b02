/* The stock history's orders: on the history-list kit (a table, a card each on a phone, more on demand), with the
 * amend and cancel dialogs. */
import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { StockOrder } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { HistoryList } from '../../../shared/history-list/history-list';
import type { HistoryColumn } from '../../../shared/history-list/history-list';
import { useHistoryList } from '../../../shared/history-list/history-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { useStockQueryStateTexts } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import { formatPrice } from '../market/stock-format';
import { AmendDialog } from './amend-order-dialog';
import { CancelDialog } from './cancel-order-dialog';
import { decimalsOf, formatMoment } from './stock-history-format';
import { stockOrderListQuery } from './stock-history-queries';
import type { StockHistoryFilters } from './stock-history-queries';
import { OrderCard } from './stock-order-card';
import { OrderChangeButtons, PlacedByAdvisor, StockCodeName } from './stock-order-row-parts';
import { StockOrderStatusBadge, useStockLabels } from './trading-parts';

export function OrdersList(props: {
  readonly account: TradingAccount;
  readonly filters: StockHistoryFilters;
  readonly canTrade: boolean;
  readonly overrideOutOfSpread: boolean;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const list = useHistoryList(stockOrderListQuery(client, props.account, props.filters), (page) => page.orders);
  const states = useStockQueryStateTexts();
  const [amending, setAmending] = useState<StockOrder | undefined>();
  const [cancelling, setCancelling] = useState<StockOrder | undefined>();
  const columns = useStockOrderColumns({ canTrade: props.canTrade, onAmend: setAmending, onCancel: setCancelling });
  return (
    <>
      <HistoryList
        list={list}
        texts={{ ...states, empty: t('history.empty'), more: t('history.more') }}
        columns={columns}
        rowKey={(order) => order.orderId}
        rowAttributes={(order) => ({ 'data-testid': 'order-row', 'data-order': order.orderId })}
        card={(order) => (
          <OrderCard order={order} canTrade={props.canTrade} onAmend={setAmending} onCancel={setCancelling} />
        )}
        testIds={{ empty: 'orders-empty', table: 'orders' }}
        minWidth={900}
      />
      {amending && (
        <AmendDialog
          account={props.account}
          order={amending}
          overrideOutOfSpread={props.overrideOutOfSpread}
          onClose={() => setAmending(undefined)}
        />
      )}
      {cancelling && (
        <CancelDialog account={props.account} order={cancelling} onClose={() => setCancelling(undefined)} />
      )}
    </>
  );
}

/** The orders' columns: placed, stock, side, type, price, quantity, filled, average, status, and the changes allowed. */
function useStockOrderColumns(props: {
  readonly canTrade: boolean;
  readonly onAmend: (order: StockOrder) => void;
  readonly onCancel: (order: StockOrder) => void;
}): readonly HistoryColumn<StockOrder>[] {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const columns: HistoryColumn<StockOrder>[] = [
    { header: t('history.placedAt'), cell: (order) => formatMoment(order.placedAt) },
    {
      header: t('history.stock'),
      wraps: true,
      cell: (order) => (
        <>
          <StockCodeName exchange={order.exchange} code={order.code} names={order.names} />
          <PlacedByAdvisor advisorCode={order.advisorCode} />
        </>
      ),
    },
    {
      header: t('history.side'),
      cell: (order) => labels.side(order.side),
      look: (order) => ({ c: order.side === 'B' ? 'priceUp' : 'priceDown' }),
    },
    {
      header: t('history.orderType'),
      wraps: true,
      cell: (order) => (
        <>
          {labels.orderType(order.orderType)}
          {order.programOrderType === 'goodTillDate' && order.goodTillDate && (
            <Text size="xs" c="dimmed">
              {labels.programOrderType(order.programOrderType)} {order.goodTillDate}
            </Text>
          )}
          {order.prePostMarket && (
            <Text size="xs" c="dimmed" data-testid="order-pre-post-market">
              {t('history.prePostMarket')}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('history.price'),
      figure: true,
      cell: (order) =>
        order.price === null ? t('common.noValue') : formatPrice(order.price, decimalsOf(order.exchange)),
      look: () => ({ 'data-testid': 'order-price' }),
    },
    {
      header: t('history.quantity'),
      figure: true,
      cell: (order) => formatNumber(order.quantity, { decimals: 0 }),
      look: () => ({ 'data-testid': 'order-quantity' }),
    },
    {
      header: t('history.filled'),
      figure: true,
      cell: (order) => formatNumber(order.filledQuantity, { decimals: 0 }),
      look: () => ({ 'data-testid': 'order-filled' }),
    },
    {
      header: t('history.averagePrice'),
      figure: true,
      cell: (order) =>
        order.averageFillPrice === null
          ? t('common.noValue')
          : formatPrice(order.averageFillPrice, decimalsOf(order.exchange)),
    },
    { header: t('history.status'), cell: (order) => <StockOrderStatusBadge status={order.status} /> },
  ];
  if (!props.canTrade) return columns;
  return [
    ...columns,
    {
      header: t('history.actions'),
      cell: (order) => (
        <Group gap={6} wrap="nowrap">
          <OrderChangeButtons order={order} onAmend={props.onAmend} onCancel={props.onCancel} />
        </Group>
      ),
    },
  ];
}
