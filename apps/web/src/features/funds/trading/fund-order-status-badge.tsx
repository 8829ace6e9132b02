/* A fund order's status as a badge: the history, its phone cards and the dashboard's recent orders show it. */
import { Badge } from '@mantine/core';
import type { FundOrderStatus } from '@portal/contract/domain/fund';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ColourToken } from '../../../shared/ui/colour-tokens';

/** The colour of each status badge (semantic tokens, ADR 022: AA in both colour modes). */
export const statusColours = {
  pending: 'statusPending',
  submitted: 'statusSubmitted',
  processing: 'statusProcessing',
  deducted: 'statusDeducted',
  priced: 'statusPriced',
  settled: 'statusSettled',
  cancelled: 'statusCancelled',
  rejected: 'statusRejected',
  failed: 'statusFailed',
} as const satisfies Record<FundOrderStatus, ColourToken>;

export function OrderStatusBadge({ status }: { status: FundOrderStatus }) {
  const { t } = useTranslation('fundTrading');
  return (
    <Badge
      color={statusColours[status]}
      variant="light"
      radius="sm"
      data-status={status}
      style={{ flexShrink: 0, overflow: 'visible' }}
      // The label's own ellipsis would let a narrow table column cut a status to "PEN…": the whole word shows.
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}
