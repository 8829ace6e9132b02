/* SPEC §2 /plans/subscriptions: the client's subscriptions with status (SPEC §4), monthly investment, invested, value
 * and return; pause, resume, change the monthly amount or day, cancel (each asked first), redeem; and each one's
 * orders and monthly runs. A table on a wide screen, a card each on a phone. */
import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { PlanSubscription } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { useFundName } from '../../../shared/funds/fund-names';
import { usePhone } from '../../../shared/history-list/history-list';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money, oneLine } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import { PlanPage } from '../plan-page';
import { PlanQueryState } from '../research/research-states';
import { planQueryKey, usePlanAccount, usePlansApi } from '../plans-api';
import { ChangeMonthlyDialog, SubscriptionActionDialog, type SubscriptionAction } from './subscription-actions';
import { SubscriptionDetail } from './subscription-detail';
import { SubscriptionStatusBadge } from './subscription-status';

/** The client's subscriptions, newest first (shared by the subscriptions, redeem and statistic pages). */
export function useMySubscriptions() {
  const api = usePlansApi();
  const account = usePlanAccount();
  return useQuery(
    {
      queryKey: [...planQueryKey, 'subscriptions', account],
      queryFn: ({ signal }) =>
        account
          ? api.planSubscription.myPlanSubscriptions({ ...account, statuses: [] }, { signal })
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
}

export function PlanSubscriptionsPage() {
  const { t } = useTranslation('planTrading');
  const subscriptions = useMySubscriptions();
  return (
    <PlanPage heading={t('subscriptions.title')} size="xl">
      {subscriptions.data === undefined ? (
        <PlanQueryState
          loading={!subscriptions.isError}
          error={subscriptions.error}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : subscriptions.data.subscriptions.length === 0 ? (
        <Paper withBorder radius="md" p="lg" data-testid="subscriptions-empty">
          <Stack gap="xs" align="flex-start">
            <Text>{t('subscriptions.empty')}</Text>
            <Button component={Link} to="/plans/search">
              {t('subscriptions.toSearch')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SubscriptionList subscriptions={subscriptions.data.subscriptions} />
      )}
    </PlanPage>
  );
}

type Open = { readonly subscriptionId: string; readonly action: SubscriptionAction | 'change' };

export function SubscriptionList({ subscriptions }: { readonly subscriptions: readonly PlanSubscription[] }) {
  const phone = usePhone();
  const [open, setOpen] = useState<Open>();
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const toggle = (subscriptionId: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(subscriptionId)) next.delete(subscriptionId);
      else next.add(subscriptionId);
      return next;
    });
  const opened = subscriptions.find((one) => one.subscriptionId === open?.subscriptionId);
  const rows = {
    subscriptions,
    shown,
    onToggle: toggle,
    onAction: (subscriptionId: string, action: Open['action']) => setOpen({ subscriptionId, action }),
  };
  return (
    <>
      {phone ? <SubscriptionCards {...rows} /> : <SubscriptionTable {...rows} />}
      {opened && open && open.action !== 'change' && (
        <SubscriptionActionDialog subscription={opened} action={open.action} onClose={() => setOpen(undefined)} />
      )}
      {opened && open?.action === 'change' && (
        <ChangeMonthlyDialog subscription={opened} opened onClose={() => setOpen(undefined)} />
      )}
    </>
  );
}

type RowsProps = {
  readonly subscriptions: readonly PlanSubscription[];
  readonly shown: ReadonlySet<string>;
  readonly onToggle: (subscriptionId: string) => void;
  readonly onAction: (subscriptionId: string, action: Open['action']) => void;
};

function MonthlyText({ subscription }: { readonly subscription: PlanSubscription }) {
  const { t } = useTranslation('planTrading');
  if (subscription.monthlyAmount === null || subscription.monthlyDay === null)
    return <>{t('subscriptions.noMonthly')}</>;
  return (
    <>
      {t('subscriptions.monthlyValue', {
        amount: money(subscription.monthlyAmount, subscription.currency),
        day: subscription.monthlyDay,
      })}
    </>
  );
}

function ReturnText({ subscription }: { readonly subscription: PlanSubscription }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" style={{ ...tabular, ...oneLine }}>
        {money(subscription.returnAmount, subscription.currency)}
      </Text>
      <PerformancePercent value={subscription.returnPercent} size="xs" />
    </Stack>
  );
}

/** The buttons of a subscription: what its status allows. */
function Actions({
  subscription,
  onAction,
  shown,
  onToggle,
}: { readonly subscription: PlanSubscription } & Omit<RowsProps, 'subscriptions'>) {
  const { t } = useTranslation('planTrading');
  const { status, subscriptionId } = subscription;
  const live = status === 'activated' || status === 'inactivated' || status === 'submitted';
  const row = (label: string) => `${label}: ${subscription.planCode}`;
  return (
    <Group gap={6} wrap="wrap">
      {status === 'activated' && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onAction(subscriptionId, 'pause')}
          aria-label={row(t('subscriptions.pause'))}
          data-testid="pause"
        >
          {t('subscriptions.pause')}
        </Button>
      )}
      {status === 'inactivated' && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onAction(subscriptionId, 'resume')}
          aria-label={row(t('subscriptions.resume'))}
          data-testid="resume"
        >
          {t('subscriptions.resume')}
        </Button>
      )}
      {live && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onAction(subscriptionId, 'change')}
          aria-label={row(t('subscriptions.change'))}
          data-testid="change"
        >
          {t('subscriptions.change')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={`/plans/redeems?subscription=${encodeURIComponent(subscriptionId)}`}
        aria-label={row(t('subscriptions.redeem'))}
        data-testid="redeem"
      >
        {t('subscriptions.redeem')}
      </Button>
      {live && (
        <Button
          size="compact-sm"
          variant="light"
          color="danger"
          onClick={() => onAction(subscriptionId, 'cancel')}
          aria-label={row(t('subscriptions.cancel'))}
          data-testid="cancel"
        >
          {t('subscriptions.cancel')}
        </Button>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => onToggle(subscriptionId)}
        aria-expanded={shown.has(subscriptionId)}
        data-testid="show-detail"
      >
        {shown.has(subscriptionId) ? t('subscriptions.hide') : t('subscriptions.show')}
      </Anchor>
    </Group>
  );
}

function SubscriptionTable(props: RowsProps) {
  const { t } = useTranslation('planTrading');
  const nameOf = useFundName();
  const figure = { ...tabular, ...oneLine, textAlign: 'right' } as const;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table data-testid="subscriptions-table" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('subscriptions.columns.plan')}</Table.Th>
            <Table.Th style={{ minWidth: 120 }}>{t('subscriptions.columns.status')}</Table.Th>
            <Table.Th>{t('subscriptions.columns.monthly')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('subscriptions.columns.invested')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('subscriptions.columns.value')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('subscriptions.columns.return')}</Table.Th>
            <Table.Th style={{ minWidth: 110 }}>{t('subscriptions.columns.nextRun')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.subscriptions.map((subscription) => (
            <Fragment key={subscription.subscriptionId}>
              <Table.Tr
                data-testid="subscription-row"
                data-subscription-id={subscription.subscriptionId}
                style={{ borderBottom: 'none' }}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/plans/detail/${encodeURIComponent(subscription.planId)}`}
                    size="sm"
                    fw={600}
                  >
                    {nameOf(subscription.planNames)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {subscription.subscriptionId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SubscriptionStatusBadge status={subscription.status} />
                </Table.Td>
                <Table.Td fz="sm" data-testid="subscription-monthly">
                  <MonthlyText subscription={subscription} />
                </Table.Td>
                <Table.Td style={figure} data-testid="subscription-invested" data-amount={subscription.invested}>
                  {money(subscription.invested, subscription.currency)}
                </Table.Td>
                <Table.Td style={figure} data-testid="subscription-value">
                  {money(subscription.value, subscription.currency)}
                </Table.Td>
                <Table.Td>
                  <ReturnText subscription={subscription} />
                </Table.Td>
                <Table.Td style={{ ...tabular, ...oneLine }} fz="sm">
                  {subscription.nextInvestmentDate ?? '—'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td colSpan={7} pt={0}>
                  <Actions subscription={subscription} {...props} />
                  {props.shown.has(subscription.subscriptionId) && (
                    <Stack mt="sm">
                      <SubscriptionDetail subscription={subscription} />
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SubscriptionCards(props: RowsProps) {
  const { t } = useTranslation('planTrading');
  const nameOf = useFundName();
  return (
    <Stack gap="sm" data-testid="subscriptions-cards">
      {props.subscriptions.map((subscription) => (
        <Card
          key={subscription.subscriptionId}
          withBorder
          radius="md"
          p="sm"
          data-testid="subscription-row"
          data-subscription-id={subscription.subscriptionId}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Anchor component={Link} to={`/plans/detail/${encodeURIComponent(subscription.planId)}`} fw={600}>
                {nameOf(subscription.planNames)}
              </Anchor>
              <SubscriptionStatusBadge status={subscription.status} />
            </Group>
            <Text size="xs" c="dimmed" data-testid="subscription-monthly">
              <MonthlyText subscription={subscription} />
            </Text>
            <SimpleGrid cols={3} spacing="xs">
              <div>
                <Text size="xs" c="dimmed">
                  {t('subscriptions.columns.invested')}
                </Text>
                <Text size="sm" style={tabular} data-testid="subscription-invested" data-amount={subscription.invested}>
                  {money(subscription.invested, subscription.currency)}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('subscriptions.columns.value')}
                </Text>
                <Text size="sm" style={tabular} data-testid="subscription-value">
                  {money(subscription.value, subscription.currency)}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('subscriptions.columns.return')}
                </Text>
                <PerformancePercent value={subscription.returnPercent} size="sm" />
              </div>
            </SimpleGrid>
            <Actions subscription={subscription} {...props} />
            {props.shown.has(subscription.subscriptionId) && <SubscriptionDetail subscription={subscription} />}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
