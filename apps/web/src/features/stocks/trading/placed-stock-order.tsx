/* A stock order the ticket placed: its status, read again while it is open, and the ways on. */
import { Button, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PlacedStockOrder, StockOrder } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { isOpenStockOrderStatus, isStockOrderStatus } from '@portal/contract/domain/stock/stock-order-status';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import { Fact, PlacedOrder } from '../../../shared/ticket/ticket-parts';
import { useStockApi } from '../market/stock-api';
import { StockOrderStatusBadge } from './trading-parts';

/** The placed order and its status, read again while it is open (the matching moves it on). */
export function PlacedStockOrderView({
  placed,
  onNewOrder,
}: {
  readonly placed: PlacedStockOrder;
  readonly onNewOrder: () => void;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const account = useTradingAccount();
  const initial = placed.order;
  const open = isStockOrderStatus(initial.status) && isOpenStockOrderStatus(initial.status);
  const current = useQuery(
    {
      queryKey: ['stockOrder', 'getStockOrder', { orderId: initial.orderId }] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.stockOrder.getStockOrder(
          {
            accountCode: account?.accountCode ?? initial.accountCode,
            source: account?.source ?? 'gateway',
            orderId: initial.orderId,
          },
          { signal },
        ),
      enabled: open,
      refetchInterval: (query) => {
        const status = query.state.data?.order.status;
        return status !== undefined && isStockOrderStatus(status) && !isOpenStockOrderStatus(status) ? false : 5000;
      },
    },
    queryClient,
  );
  const order: StockOrder = current.data?.order ?? initial;
  return (
    <PlacedOrder
      message={t('ticket.placed.message', { orderId: order.orderId })}
      replayed={placed.replayed}
      onNewOrder={onNewOrder}
      links={
        <>
          <Button component={Link} to="/stocks/history" variant="default">
            {t('ticket.placed.history')}
          </Button>
          <Button component={Link} to="/stocks/portfolio" variant="default">
            {t('ticket.placed.portfolio')}
          </Button>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('ticket.placed.status')} testId="placed-status">
          <StockOrderStatusBadge status={order.status} />
        </Fact>
        <Fact label={t('ticket.placed.filled')} testId="placed-filled">
          {formatNumber(order.filledQuantity, { decimals: 0 })} / {formatNumber(order.quantity, { decimals: 0 })}
        </Fact>
        {order.prePostMarket && (
          <Fact label={t('ticket.confirm.prePostMarket')} testId="placed-pre-post-market">
            {t('ticket.confirm.prePostMarketAllowed')}
          </Fact>
        )}
      </SimpleGrid>
    </PlacedOrder>
  );
}
