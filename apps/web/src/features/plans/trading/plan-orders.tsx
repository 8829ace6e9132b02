/* A subscription's fund orders (what each investment and redemption placed through the funds area) and its monthly
 * runs (invested, or skipped short of cash): a table on a wide screen, a card each on a phone. */
import { Text } from '@mantine/core';
import type { PlanInvestment, PlanOrder } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useFundName } from '../../../shared/funds/fund-names';
import { ShownRows, type HistoryColumn } from '../../../shared/history-list/history-list';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';

export function PlanOrdersTable({
  orders,
  currency,
}: {
  readonly orders: readonly PlanOrder[];
  readonly currency: string;
}) {
  const { t } = useTranslation('planTrading');
  const nameOf = useFundName();
  if (orders.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('subscriptions.noOrders')}
      </Text>
    );
  const columns: HistoryColumn<PlanOrder>[] = [
    { header: t('subscriptions.orderColumns.day'), cell: (order) => order.placedAt.slice(0, 10) },
    { header: t('subscriptions.orderColumns.fund'), cell: (order) => nameOf(order.fundNames), wraps: true },
    {
      header: t('subscriptions.orderColumns.kind'),
      cell: (order) => `${t(`subscriptions.orderKinds.${order.purpose}`)}${order.month ? ` · ${order.month}` : ''}`,
      wraps: true,
    },
    {
      header: t('subscriptions.orderColumns.amount'),
      figure: true,
      cell: (order) =>
        order.amount !== null ? money(order.amount, currency) : order.units !== null ? formatNumber(order.units) : '—',
      look: (order) => ({ 'data-amount': order.amount ?? '' }),
    },
    { header: t('subscriptions.orderColumns.status'), cell: (order) => t(`orderStatuses.${order.status}`) },
  ];
  return (
    <ShownRows
      rows={orders}
      columns={columns}
      rowKey={(order) => order.orderId}
      rowAttributes={(order) => ({
        'data-testid': 'plan-order',
        'data-purpose': order.purpose,
        'data-month': order.month ?? '',
      })}
      testIds={{ table: 'plan-orders' }}
      minWidth={560}
    />
  );
}

export function PlanRunsTable({
  investments,
  currency,
}: {
  readonly investments: readonly PlanInvestment[];
  readonly currency: string;
}) {
  const { t } = useTranslation('planTrading');
  if (investments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('subscriptions.noRuns')}
      </Text>
    );
  const columns: HistoryColumn<PlanInvestment>[] = [
    { header: t('subscriptions.runColumns.month'), cell: (run) => run.month },
    { header: t('subscriptions.runColumns.day'), cell: (run) => run.scheduledDate },
    { header: t('subscriptions.runColumns.amount'), figure: true, cell: (run) => money(run.amount, currency) },
    {
      header: t('subscriptions.runColumns.outcome'),
      wraps: true,
      cell: (run) =>
        run.outcome === 'skippedShortOfCash'
          ? `${t('subscriptions.runOutcomes.skipped')} · ${t('subscriptions.skippedReason')}`
          : run.rebalanced
            ? t('subscriptions.runOutcomes.rebalanced')
            : t('subscriptions.runOutcomes.invested'),
    },
  ];
  return (
    <ShownRows
      rows={investments}
      columns={columns}
      rowKey={(run) => run.month}
      rowAttributes={(run) => ({ 'data-testid': 'plan-run', 'data-outcome': run.outcome })}
      testIds={{ table: 'plan-runs' }}
      minWidth={420}
    />
  );
}
