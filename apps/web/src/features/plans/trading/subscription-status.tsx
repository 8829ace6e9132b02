/* A plan subscription's status (SPEC §4) as a coloured badge in the reader's language. */
import { Badge } from '@mantine/core';
import type { PlanSubscriptionStatus } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';

const statusColours = {
  submitted: 'neutral',
  activated: 'success',
  inactivated: 'warning',
  cancelled: 'neutral',
  failed: 'danger',
} as const satisfies Record<PlanSubscriptionStatus, string>;

export function SubscriptionStatusBadge({ status }: { readonly status: PlanSubscriptionStatus }) {
  const { t } = useTranslation('planTrading');
  return (
    <Badge variant="light" color={statusColours[status]} data-testid="subscription-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
