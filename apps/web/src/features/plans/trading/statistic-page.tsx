/* SPEC §2 /plans/statistic: the client's plan performance, the time-weighted return of what they hold in a plan (the
 * wealth area's method) against the plan's model over the same days, as a chart and figures. */
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { PlanStatistic, PlanSubscription } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { LineChart } from '../../../shared/charts/line-chart';
import { useFundName } from '../../../shared/funds/fund-names';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';
import { PlanPage } from '../plan-page';
import { PlanQueryState } from '../research/research-states';
import { planQueryKey, usePlanAccount, usePlansApi } from '../plans-api';
import { SubscriptionChooser } from './chosen-subscription';
import { useMySubscriptions } from './subscriptions-page';

export function PlanStatisticPage() {
  const { t } = useTranslation('planTrading');
  const [params] = useSearchParams();
  const subscriptions = useMySubscriptions();
  const list = (subscriptions.data?.subscriptions ?? []).filter((one) => one.status !== 'failed');
  const chosen = list.find((one) => one.subscriptionId === params.get('subscription')) ?? list[0];
  return (
    <PlanPage heading={t('statistic.title')} size="lg">
      <Text size="sm" c="dimmed">
        {t('statistic.intro')}
      </Text>
      {subscriptions.data === undefined ? (
        <PlanQueryState
          loading={!subscriptions.isError}
          error={subscriptions.error}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : chosen === undefined ? (
        <Paper withBorder radius="md" p="lg" data-testid="statistic-empty">
          <Text>{t('statistic.empty')}</Text>
        </Paper>
      ) : (
        <Stack gap="md">
          <SubscriptionChooser
            label={t('statistic.subscription')}
            subscriptions={list}
            chosen={chosen}
            testId="statistic-subscription"
          />
          <Statistic key={chosen.subscriptionId} subscription={chosen} />
        </Stack>
      )}
    </PlanPage>
  );
}

function Statistic({ subscription }: { readonly subscription: PlanSubscription }) {
  const api = usePlansApi();
  const account = usePlanAccount();
  const statistic = useQuery(
    {
      queryKey: [...planQueryKey, 'statistic', account, subscription.subscriptionId],
      queryFn: ({ signal }) =>
        account
          ? api.planSubscription.planStatistic({ ...account, subscriptionId: subscription.subscriptionId }, { signal })
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (statistic.data === undefined)
    return (
      <PlanQueryState loading={!statistic.isError} error={statistic.error} onRetry={() => void statistic.refetch()} />
    );
  return <StatisticView subscription={subscription} statistic={statistic.data} />;
}

export function StatisticView({
  subscription,
  statistic,
}: {
  readonly subscription: PlanSubscription;
  readonly statistic: PlanStatistic;
}) {
  const { t } = useTranslation('planTrading');
  const nameOf = useFundName();
  const pointsOf = (key: 'plan' | 'model') =>
    statistic.series.flatMap((point) => {
      const value = point[key];
      return value === null ? [] : [{ date: point.day, value }];
    });
  return (
    <Stack gap="md" data-testid="plan-statistic">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Figure label={t('statistic.invested')}>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(subscription.invested, subscription.currency)}
          </Text>
        </Figure>
        <Figure label={t('statistic.value')}>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(subscription.value, subscription.currency)}
          </Text>
        </Figure>
        <Figure label={t('statistic.twr')} testId="statistic-twr">
          <PerformancePercent value={statistic.timeWeighted} fw={600} />
        </Figure>
        <Figure label={t('statistic.modelReturn')} testId="statistic-model">
          <PerformancePercent value={statistic.model} fw={600} />
        </Figure>
        <Figure label={t('statistic.difference')} testId="statistic-difference">
          <PerformancePercent value={statistic.difference} fw={600} />
        </Figure>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <LineChart
          series={[
            { id: 'plan', label: t('statistic.yours'), points: pointsOf('plan') },
            { id: 'model', label: t('statistic.model'), points: pointsOf('model') },
          ]}
          label={t('statistic.chart', { plan: nameOf(subscription.planNames) })}
          emptyText={t('statistic.chartEmpty')}
          valueDecimals={2}
          legend
          testId="statistic-chart"
        />
      </Paper>
      <Text size="xs" c="dimmed" data-testid="statistic-method">
        {t('statistic.method')}: {t('statistic.methodText')}
      </Text>
    </Stack>
  );
}

function Figure({ label, testId, children }: { label: string; testId?: string; children: React.ReactNode }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}
