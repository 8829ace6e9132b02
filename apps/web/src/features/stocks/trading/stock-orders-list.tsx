/* The stock history's orders: a table (a card each on a phone), more on demand, and the amend and cancel dialogs. */
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StockOrder } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { oneLine } from '../../../shared/ui/money';
import { LoadFailed, Loading } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import { formatPrice, tabular } from '../market/stock-format';
import { AmendDialog } from './amend-order-dialog';
import { CancelDialog } from './cancel-order-dialog';
import { codeOf, decimalsOf, formatMoment } from './stock-history-format';
import { stockOrderListQuery } from './stock-history-queries';
import type { StockHistoryFilters } from './stock-history-queries';
import { OrderCard } from './stock-order-card';
import { OrderChangeButtons, PlacedByAdvisor } from './stock-order-row-parts';
import { StockOrderStatusBadge, phoneQuery, useStockLabels } from './trading-parts';

export function OrdersList(props: {
  readonly account: TradingAccount;
  readonly filters: StockHistoryFilters;
  readonly canTrade: boolean;
  readonly overrideOutOfSpread: boolean;
}) {
  const client = useStockApi();
  const list = useInfiniteQuery(stockOrderListQuery(client, props.account, props.filters), queryClient);
  const [amending, setAmending] = useState<StockOrder | undefined>();
  const [cancelling, setCancelling] = useState<StockOrder | undefined>();
  if (!list.data) return list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : <Loading />;
  return (
    <>
      <StockOrdersView
        orders={list.data.pages.flatMap((page) => page.orders)}
        canTrade={props.canTrade}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        onAmend={setAmending}
        onCancel={setCancelling}
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

export function StockOrdersView(props: {
  readonly orders: readonly StockOrder[];
  readonly canTrade: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onMore: () => void;
  readonly onAmend: (order: StockOrder) => void;
  readonly onCancel: (order: StockOrder) => void;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  const narrow = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
  if (props.orders.length === 0) {
    return (
      <Text c="dimmed" data-testid="orders-empty">
        {t('history.empty')}
      </Text>
    );
  }
  const more = props.hasMore && (
    <Button variant="default" onClick={props.onMore} loading={props.loadingMore} data-testid="more">
      {t('history.more')}
    </Button>
  );
  if (narrow) {
    return (
      <Stack gap="sm">
        {props.orders.map((order) => (
          <OrderCard key={order.orderId} order={order} {...props} />
        ))}
        {more}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" style={tabular} data-testid="orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.placedAt')}</Table.Th>
              <Table.Th>{t('history.stock')}</Table.Th>
              <Table.Th>{t('history.side')}</Table.Th>
              <Table.Th>{t('history.orderType')}</Table.Th>
              <Table.Th ta="right">{t('history.price')}</Table.Th>
              <Table.Th ta="right">{t('history.quantity')}</Table.Th>
              <Table.Th ta="right">{t('history.filled')}</Table.Th>
              <Table.Th ta="right">{t('history.averagePrice')}</Table.Th>
              <Table.Th>{t('history.status')}</Table.Th>
              {props.canTrade && <Table.Th>{t('history.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.orders.map((order) => {
              const decimals = decimalsOf(order.exchange);
              return (
                <Table.Tr key={order.orderId} data-testid="order-row" data-order={order.orderId}>
                  <Table.Td style={oneLine}>{formatMoment(order.placedAt)}</Table.Td>
                  <Table.Td>
                    <Text span fw={600} size="sm">
                      {codeOf(order.exchange, order.code)}
                    </Text>{' '}
                    <Text span size="sm">
                      {nameIn(order.names, language)}
                    </Text>
                    <PlacedByAdvisor advisorCode={order.advisorCode} />
                  </Table.Td>
                  <Table.Td c={order.side === 'B' ? 'priceUp' : 'priceDown'} style={oneLine}>
                    {labels.side(order.side)}
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine} data-testid="order-price">
                    {order.price === null ? t('common.noValue') : formatPrice(order.price, decimals)}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine} data-testid="order-quantity">
                    {formatNumber(order.quantity, { decimals: 0 })}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine} data-testid="order-filled">
                    {formatNumber(order.filledQuantity, { decimals: 0 })}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    {order.averageFillPrice === null
                      ? t('common.noValue')
                      : formatPrice(order.averageFillPrice, decimals)}
                  </Table.Td>
                  <Table.Td>
                    <StockOrderStatusBadge status={order.status} />
                  </Table.Td>
                  {props.canTrade && (
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <OrderChangeButtons order={order} onAmend={props.onAmend} onCancel={props.onCancel} />
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more}
    </Stack>
  );
}
