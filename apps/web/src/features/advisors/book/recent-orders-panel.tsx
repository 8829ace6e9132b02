/* The newest orders placed by or for the book's clients (issue 28 part 1), fund, stock and crypto together, newest
 * first, with who placed each as its own area records it. */
import { Badge, Text } from '@mantine/core';
import type { BookOrder } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useApiQuery } from '../../../shared/api/api-query';
import { useFundName } from '../../../shared/funds/fund-names';
import { ShownRows, type HistoryColumn } from '../../../shared/history-list/history-list';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';
import { ClientLink } from './attention-panel';
import { BookQueryState, BookSection } from './book-section';
import type { BookFilter } from './book-queries';

export function RecentOrdersPanel({
  filter,
  severalBooks,
}: {
  readonly filter: BookFilter;
  readonly severalBooks: boolean;
}) {
  const { t } = useTranslation('advisorBook');
  const nameOf = useFundName();
  const orders = useApiQuery('advisorBook', 'bookRecentOrders', { ...filter, limit: 20 });
  const amountOf = (order: BookOrder) =>
    order.amount !== null
      ? money(order.amount, order.currency)
      : order.quantity !== null
        ? t('orders.units', { quantity: formatNumber(order.quantity) })
        : '';
  const columns: HistoryColumn<BookOrder>[] = [
    { header: t('orders.placedAt'), cell: (order) => `${formatDate(order.placedAt)} ${formatTime24(order.placedAt)}` },
    { header: t('orders.client'), cell: (order) => <ClientLink client={order.client} />, wraps: true },
    ...(severalBooks
      ? [{ header: t('attention.advisor'), cell: (order: BookOrder) => order.client.advisorName, wraps: true }]
      : []),
    {
      header: t('orders.instrument'),
      cell: (order) => (
        <>
          <Text span size="xs" c="dimmed">
            {t(`orders.areas.${order.area}`)}
          </Text>{' '}
          {nameOf(order.names)}
        </>
      ),
      wraps: true,
    },
    { header: t('orders.side'), cell: (order) => t(`orders.${order.side}`) },
    { header: t('orders.amount'), cell: amountOf, figure: true },
    {
      header: t('orders.status'),
      cell: (order) => (
        <Badge variant="light" color={order.open ? 'info' : 'neutral'} radius="sm" tt="none">
          {t(`orders.statuses.${order.status}`, { defaultValue: order.status })}
        </Badge>
      ),
    },
    {
      header: t('orders.placedBy'),
      cell: (order) =>
        order.placedBy === 'advisor'
          ? t('orders.byAdvisor', { code: order.placedByAdvisorCode ?? '' })
          : order.placedBy === 'client'
            ? t('orders.byClient')
            : t('orders.notRecorded'),
    },
  ];
  return (
    <BookSection heading={t('orders.heading')} testId="recent-orders">
      {orders.data === undefined ? (
        <BookQueryState failed={orders.isError} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <Text c="dimmed" data-testid="recent-orders-empty">
          {t('orders.empty')}
        </Text>
      ) : (
        <ShownRows
          rows={orders.data.orders}
          columns={columns}
          rowKey={(order) => `${order.area}:${order.orderId}`}
          rowAttributes={(order) => ({ 'data-testid': 'recent-order', 'data-order-id': order.orderId })}
          testIds={{ table: 'recent-orders-table' }}
          label={t('orders.heading')}
          minWidth={880}
        />
      )}
    </BookSection>
  );
}
