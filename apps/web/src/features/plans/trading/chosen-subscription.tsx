/* One subscription as the detail panel, the redeem ticket and the statistic page reach it: its query (one cache
 * entry for all of them) and the choice of it, kept in the address. */
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { PlanSubscription } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { planQueryKey, usePlanAccount, usePlansApi } from '../plans-api';

/** One subscription with its orders and runs (the detail panel and the redeem ticket share its query). */
export function usePlanSubscriptionDetail(subscriptionId: string) {
  const api = usePlansApi();
  const account = usePlanAccount();
  return useQuery(
    {
      queryKey: [...planQueryKey, 'subscription', account, subscriptionId],
      queryFn: ({ signal }) =>
        account
          ? api.planSubscription.planSubscription({ ...account, subscriptionId }, { signal })
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
}

/** The choice of one of the client's subscriptions, kept in the address (`?subscription=`). */
export function SubscriptionChooser({
  label,
  subscriptions,
  chosen,
  testId,
}: {
  readonly label: string;
  readonly subscriptions: readonly PlanSubscription[];
  readonly chosen: PlanSubscription;
  readonly testId: string;
}) {
  const nameOf = useFundName();
  const [, setParams] = useSearchParams();
  return (
    <NativeSelect
      label={label}
      data={subscriptions.map((one) => ({
        value: one.subscriptionId,
        label: `${nameOf(one.planNames)} · ${one.subscriptionId}`,
      }))}
      value={chosen.subscriptionId}
      onChange={(event) => setParams({ subscription: event.currentTarget.value }, { replace: true })}
      data-testid={testId}
    />
  );
}
