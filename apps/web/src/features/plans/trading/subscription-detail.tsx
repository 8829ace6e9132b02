/* One subscription's fund orders and monthly runs, loaded when the client opens them. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PlanSubscription } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PlanQueryState } from '../research/research-states';
import { planQueryKey, usePlanAccount, usePlansApi } from '../plans-api';
import { PlanOrdersTable, PlanRunsTable } from './plan-orders';

export function SubscriptionDetail({ subscription }: { readonly subscription: PlanSubscription }) {
  const { t } = useTranslation('planTrading');
  const api = usePlansApi();
  const account = usePlanAccount();
  const detail = useQuery(
    {
      queryKey: [...planQueryKey, 'subscription', account, subscription.subscriptionId],
      queryFn: ({ signal }) =>
        account
          ? api.planSubscription.planSubscription(
              { ...account, subscriptionId: subscription.subscriptionId },
              { signal },
            )
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
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
