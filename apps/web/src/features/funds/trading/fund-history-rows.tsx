/* A fund order in the history: its columns in the table, its card on a phone, and its cancel button in both. */
import { Group, Stack, Text } from '@mantine/core';
import type { FundOrder } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useFundName } from '../../../shared/funds/fund-names';
import type { HistoryColumn } from '../../../shared/history-list/history-list';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';
import { RowActionButton } from '../../../shared/ui/row-action-button';
import { formatMoment } from './fund-order-texts';
import { OrderStatusBadge } from './fund-order-status-badge';

/** The amount column: what was paid (subscription) or the amount in the fund's currency. */
function orderAmountText(order: FundOrder): string {
  if (order.kind === 'subscription' && order.payAmount !== null) return money(order.payAmount, order.payCurrency);
  return order.amount === null ? '—' : money(order.amount, order.fundCurrency);
}

/** A code of SPEC §3 (a fund order's type S/R, its direction I/O) in words, the code beside them. */
function CodeInWords({ words, code }: { words: string; code: string }) {
  return (
    <>
      {words}{' '}
      <Text span size="xs" c="dimmed">
        ({code})
      </Text>
    </>
  );
}

/** Cancel, named by its order (a row's button among many), while the order may still be cancelled. */
function CancelOrderButton({ order, onCancel }: { order: FundOrder; onCancel: (order: FundOrder) => void }) {
  const { t } = useTranslation('fundTrading');
  if (!order.cancellable) return null;
  return (
    <RowActionButton
      action={t('history.cancel')}
      row={order.orderId}
      onClick={() => onCancel(order)}
      testId="cancel-order"
      danger
    />
  );
}

/** The table's columns: placed, fund, status, type, direction, amount, units, NAV, fee, dates, cancel. */
export function useFundOrderColumns(onCancel: (order: FundOrder) => void): readonly HistoryColumn<FundOrder>[] {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const none = t('common.none');
  return [
    { header: t('history.columns.placedAt'), cell: (order) => formatMoment(order.placedAt) },
    {
      header: t('history.columns.fund'),
      wraps: true,
      cell: (order) => (
        <>
          <Text size="sm" fw={500}>
            {nameOf(order.fundNames)}
          </Text>
          <Text size="xs" c="dimmed">
            {order.fundId} · {t(`kinds.${order.kind}`)}
          </Text>
        </>
      ),
    },
    { header: t('history.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      header: t('history.columns.type'),
      cell: (order) => <CodeInWords words={t(`types.${order.type}`)} code={order.type} />,
      look: () => ({ 'data-testid': 'order-type' }),
    },
    {
      header: t('history.columns.direction'),
      cell: (order) => <CodeInWords words={t(`directions.${order.direction}`)} code={order.direction} />,
      look: () => ({ 'data-testid': 'order-direction' }),
    },
    {
      header: t('history.columns.amount'),
      figure: true,
      cell: (order) => (order.kind === 'subscription' || order.amount !== null ? orderAmountText(order) : none),
    },
    {
      header: t('history.columns.units'),
      figure: true,
      cell: (order) => (order.units === null ? none : formatNumber(order.units)),
    },
    {
      header: t('history.columns.nav'),
      figure: true,
      cell: (order) => (order.nav === null ? none : formatNumber(order.nav)),
    },
    {
      header: t('history.columns.fee'),
      figure: true,
      cell: (order) => (order.fee === null ? none : money(order.fee, order.fundCurrency)),
    },
    { header: t('history.columns.dealingDate'), cell: (order) => order.dealingDate },
    { header: t('history.columns.settlementDate'), cell: (order) => order.settlementDate },
    {
      header: t('history.columns.actions'),
      cell: (order) => <CancelOrderButton order={order} onCancel={onCancel} />,
    },
  ];
}

/** An order on a phone: the fund and its status, the size, the dates, NAV and fee once priced, and cancel. */
export function FundOrderCard({ order, onCancel }: { order: FundOrder; onCancel: (order: FundOrder) => void }) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const none = t('common.none');
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {nameOf(order.fundNames)}
          </Text>
          <Text size="xs" c="dimmed">
            {order.fundId} · {t(`kinds.${order.kind}`)} · {order.type}/{order.direction}
          </Text>
        </div>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{orderAmountText(order)}</Text>
        <Text size="sm">
          {order.units === null ? none : `${t('history.columns.units')} ${formatNumber(order.units)}`}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {formatMoment(order.placedAt)} · {t('history.columns.dealingDate')} {order.dealingDate} ·{' '}
        {t('history.columns.settlementDate')} {order.settlementDate}
      </Text>
      {(order.nav !== null || order.fee !== null) && (
        <Text size="xs" c="dimmed">
          {t('history.columns.nav')} {order.nav === null ? none : formatNumber(order.nav)} · {t('history.columns.fee')}{' '}
          {order.fee === null ? none : money(order.fee, order.fundCurrency)}
        </Text>
      )}
      {order.cancellable && (
        <Group>
          <CancelOrderButton order={order} onCancel={onCancel} />
        </Group>
      )}
    </Stack>
  );
}
