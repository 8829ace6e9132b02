/* One subscription's fund orders and monthly runs, loaded when the client opens them. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlanSubscription } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PlanQueryState } from '../research/research-states';
import { usePlanSubscriptionDetail } from './chosen-subscription';
import { PlanOrdersTable, PlanRunsTable } from './plan-orders';

export function SubscriptionDetail({ subscription }: { readonly subscription: PlanSubscription }) {
  const { t } = useTranslation('planTrading');
  const detail = usePlanSubscriptionDetail(subscription.subscriptionId);
  if (detail.data === undefined)
    return <PlanQueryState loading={!detail.isError} error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <SimpleGrid cols={1} spacing="md" data-testid="subscription-detail">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('subscriptions.runsHeading')}
        </Text>
        <PlanRunsTable investments={detail.data.investments} currency={subscription.currency} />
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('subscriptions.ordersHeading')}
        </Text>
        <PlanOrdersTable orders={detail.data.orders} currency={subscription.currency} />
      </Stack>
    </SimpleGrid>
  );
}
