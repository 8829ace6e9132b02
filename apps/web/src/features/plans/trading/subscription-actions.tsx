/* What a client may do with a subscription, each asked before it is done: pause, resume, cancel (a dialog with keep
 * and confirm), and change the monthly amount and day (a dialog with the fields, checked against the plan's minimum
 * and multiple before anything is sent). */
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlanSubscription } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuantityErrorText } from '../../../shared/ticket/quantity-input';
import { money } from '../../../shared/ui/money';
import { planQueryKey, refreshAfterPlanChange, usePlanAccount, usePlansApi } from '../plans-api';
import { readMonthlyDay, readPlanAmount } from './subscribe-rules';

export type SubscriptionAction = 'pause' | 'resume' | 'cancel';

const confirmLabels = {
  pause: 'subscriptions.confirmPause',
  resume: 'subscriptions.confirmResume',
  cancel: 'subscriptions.confirmCancel',
} as const;

/** The dialog that asks before a pause, a resume or a cancellation, and does it. */
export function SubscriptionActionDialog(props: {
  readonly subscription: PlanSubscription;
  readonly action: SubscriptionAction | undefined;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planTrading');
  const nameOf = useFundName();
  const api = usePlansApi();
  const account = usePlanAccount();
  const { subscription, action } = props;
  const run = useMutation(
    {
      mutationFn: (chosen: SubscriptionAction) => {
        if (!account) return Promise.reject(new Error('No session'));
        const input = { ...account, subscriptionId: subscription.subscriptionId };
        if (chosen === 'pause') return api.planSubscription.pausePlanSubscription(input);
        if (chosen === 'resume') return api.planSubscription.resumePlanSubscription(input);
        return api.planSubscription.cancelPlanSubscription(input);
      },
      onSuccess: () => {
        refreshAfterPlanChange();
        props.onClose();
      },
    },
    queryClient,
  );
  const plan = nameOf(subscription.planNames);
  return (
    <Modal
      opened={action !== undefined}
      onClose={() => {
        run.reset();
        props.onClose();
      }}
      title={action ? t(`subscriptions.${action}Title`, { plan }) : ''}
      centered
    >
      <Stack gap="md" data-testid="subscription-action-dialog">
        <Text size="sm">{action ? t(`subscriptions.${action}Text`) : ''}</Text>
        {run.isError && (
          <Alert color="danger" variant="light" role="alert">
            {t('subscriptions.failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={run.isPending}>
            {t('subscriptions.keep')}
          </Button>
          <Button
            color={action === 'cancel' ? 'danger' : undefined}
            loading={run.isPending}
            onClick={() => action && run.mutate(action)}
            data-testid="confirm-action"
          >
            {action ? t(confirmLabels[action]) : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const days = Array.from({ length: 31 }, (_, index) => String(index + 1));

/** The dialog that changes the monthly amount and day, from the next run on. */
export function ChangeMonthlyDialog(props: {
  readonly subscription: PlanSubscription;
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const { subscription } = props;
  const { t } = useTranslation('planTrading');
  const nameOf = useFundName();
  const quantityText = useQuantityErrorText();
  const api = usePlansApi();
  const account = usePlanAccount();
  const [amount, setAmount] = useState(subscription.monthlyAmount ?? '');
  const [day, setDay] = useState(subscription.monthlyDay === null ? '' : String(subscription.monthlyDay));
  const [showErrors, setShowErrors] = useState(false);
  const terms = useQuery(
    {
      queryKey: [...planQueryKey, 'terms', account, subscription.planId],
      queryFn: ({ signal }) =>
        account
          ? api.planSubscription.planSubscriptionTerms({ ...account, planId: subscription.planId }, { signal })
          : Promise.reject(new Error('No session')),
      enabled: props.opened && account !== undefined,
    },
    queryClient,
  );
  const change = useMutation(
    {
      mutationFn: (monthly: { amount: string; day: number }) =>
        account
          ? api.planSubscription.changePlanSubscription({
              ...account,
              subscriptionId: subscription.subscriptionId,
              monthly,
            })
          : Promise.reject(new Error('No session')),
      onSuccess: () => {
        refreshAfterPlanChange();
        props.onClose();
      },
    },
    queryClient,
  );
  const read = terms.data ? readPlanAmount(amount, terms.data, terms.data.minimumMonthlyAmount) : undefined;
  const readDay = readMonthlyDay(day);
  const amountError =
    !showErrors || !read
      ? undefined
      : read.value === null
        ? t('subscribe.errors.neither')
        : read.error?.key === 'ticket'
          ? quantityText(read.error.error)
          : read.error?.key === 'belowMinimum'
            ? t('subscribe.errors.belowMinimum', { minimum: money(read.error.minimum, subscription.currency) })
            : read.error?.key === 'notMultiple'
              ? t('subscribe.errors.notMultiple', { multiple: money(read.error.multiple, subscription.currency) })
              : undefined;
  const valid = read?.value !== undefined && read.value !== null && readDay !== undefined;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('subscriptions.changeTitle', { plan: nameOf(subscription.planNames) })}
      centered
    >
      <Stack
        gap="md"
        component="form"
        data-testid="change-monthly-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          setShowErrors(true);
          if (valid && read.value) change.mutate({ amount: read.value.toFixed(), day: readDay });
        }}
      >
        <TextInput
          label={t('subscribe.monthly')}
          description={
            terms.data
              ? t('subscribe.monthlyDescription', {
                  minimum: money(terms.data.minimumMonthlyAmount, subscription.currency),
                  multiple: money(terms.data.amountMultiple, subscription.currency),
                })
              : undefined
          }
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={amountError}
          data-testid="change-amount"
        />
        <NativeSelect
          label={t('subscribe.day')}
          description={t('subscribe.dayDescription')}
          data={[{ value: '', label: '—' }, ...days]}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={showErrors && readDay === undefined ? t('subscribe.errors.day') : undefined}
          data-testid="change-day"
        />
        {valid && read.value && (
          <Text size="sm" c="dimmed">
            {t('subscriptions.changeConfirm', {
              amount: money(read.value.toFixed(), subscription.currency),
              day: readDay,
            })}
          </Text>
        )}
        {change.isError && (
          <Alert color="danger" variant="light" role="alert">
            {t('subscriptions.failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={change.isPending}>
            {t('subscriptions.keep')}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={showErrors && !valid} data-testid="save-change">
            {t('subscriptions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
