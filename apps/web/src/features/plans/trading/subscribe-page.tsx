/* SPEC §2 /plans/subscribes/{planId}: a lump sum and/or a monthly amount on a day, paid from cash in the plan's
 * currency, through the shared ticket flow (review, confirm, one client reference per subscription); the split across
 * the funds with its rounding stated before confirming, and the subscription with its orders as the result. */
import { Alert, Anchor, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PlanSubscriptionDetail } from '@portal/contract';
import { fundOrderResultCatalogue } from '@portal/contract/domain/order/fund-order-results';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { useQuantityErrorText } from '../../../shared/ticket/quantity-input';
import { useTicketFlow, type TicketStepProps } from '../../../shared/ticket/ticket-flow';
import { ConfirmStep, Fact, PlacedOrder, TicketForm, TicketPage } from '../../../shared/ticket/ticket-parts';
import { money } from '../../../shared/ui/money';
import { PlanQueryState } from '../research/research-states';
import {
  planQueryKey,
  refreshAfterPlanChange,
  usePlanAccount,
  usePlansApi,
  type PlanSubscriptionTerms,
} from '../plans-api';
import { OrderSplit } from './order-split';
import { PlanOrdersTable } from './plan-orders';
import { SubscriptionStatusBadge } from './subscription-status';
import {
  checkSubscription,
  splitLines,
  type OptionalAmount,
  type SubscribeForm,
  type SubscribeInput,
} from './subscribe-rules';

const emptyForm: SubscribeForm = { lumpSum: '', monthly: '', day: '' };
const days = Array.from({ length: 31 }, (_, index) => String(index + 1));

export function PlanSubscribePage() {
  const { t } = useTranslation('planTrading');
  const planId = useParams().planId ?? '';
  const account = usePlanAccount();
  const api = usePlansApi();
  const terms = useQuery(
    {
      queryKey: [...planQueryKey, 'terms', account, planId],
      queryFn: ({ signal }) =>
        account
          ? api.planSubscription.planSubscriptionTerms({ ...account, planId }, { signal })
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
      retry: 1,
    },
    queryClient,
  );
  return (
    <TicketPage heading={t('subscribe.title')}>
      {terms.data === undefined ? (
        <PlanQueryState loading={!terms.isError} error={terms.error} onRetry={() => void terms.refetch()} />
      ) : (
        <SubscribeTicket key={planId} terms={terms.data} />
      )}
    </TicketPage>
  );
}

function SubscribeTicket({ terms }: { readonly terms: PlanSubscriptionTerms }) {
  const account = usePlanAccount();
  const api = usePlansApi();
  const [form, setForm] = useState<SubscribeForm>(emptyForm);
  const flow = useTicketFlow({
    send: (input: SubscribeInput, clientReference) =>
      account
        ? api.planSubscription.subscribePlan({ ...account, clientReference, planId: terms.planId, ...input })
        : Promise.reject(new Error('No session')),
    readFailure: (error) => orderFailureOf(error, { catalogue: fundOrderResultCatalogue }),
    onPlaced: refreshAfterPlanChange,
  });
  const checked = checkSubscription(form, terms);
  return (
    <SubscribeTicketView
      terms={terms}
      form={form}
      onForm={flow.edit(setForm)}
      {...flow.stepProps({
        ready: () => checked.input !== undefined,
        input: () => checked.input,
        clear: () => setForm(emptyForm),
      })}
      {...(flow.result ? { placed: flow.result } : {})}
    />
  );
}

export type SubscribeTicketViewProps = TicketStepProps & {
  readonly terms: PlanSubscriptionTerms;
  readonly form: SubscribeForm;
  readonly onForm: (form: SubscribeForm) => void;
  readonly placed?: { readonly detail: PlanSubscriptionDetail; readonly replayed: boolean };
};

/** The ticket at each step: the form, the confirm step, or the placed subscription. */
export function SubscribeTicketView(props: SubscribeTicketViewProps) {
  const { t } = useTranslation('planTrading');
  const planWords = useTranslation('planResearch').t;
  const nameOf = useFundName();
  const amountError = useAmountErrorText(props.terms.currency);
  const { terms, form, placed } = props;
  if (placed) return <PlacedSubscription placed={placed} onNewOrder={props.onNewOrder} />;
  const checked = checkSubscription(form, terms);
  const lumpSum = checked.lumpSum.value ? checked.lumpSum.value.toFixed() : null;
  const monthly = checked.monthly.value ? checked.monthly.value.toFixed() : null;
  const lines = splitLines(terms.allocation, terms.currencyPrecision, lumpSum, monthly);
  const set = (field: keyof SubscribeForm) => (value: string) => props.onForm({ ...form, [field]: value });
  const minimum = (value: string) => money(value, terms.currency);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" data-testid="ticket-plan">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('subscribe.confirmPlan')}>
            <Anchor component={Link} to={`/plans/detail/${encodeURIComponent(terms.planId)}`} inherit>
              {nameOf(terms.planNames)}
            </Anchor>
          </Fact>
          <Fact label={t('subscribe.payFrom')} testId="cash-available">
            {t('subscribe.available', { amount: money(terms.cashAvailable, terms.currency) })}
          </Fact>
          <Fact label={planWords('plan.minimumLumpSum')}>{minimum(terms.minimumLumpSum)}</Fact>
          <Fact label={planWords('plan.minimumMonthly')}>{minimum(terms.minimumMonthlyAmount)}</Fact>
        </SimpleGrid>
      </Paper>
      {!terms.subscribable && (
        <Alert color="warning" variant="light" data-testid="subscribe-block" role="alert">
          {terms.reason === 'riskLevelViolation' ? planWords('plan.riskLevelViolation') : planWords('detail.inactive')}
        </Alert>
      )}
      {props.step === 'form' ? (
        <TicketForm
          onReview={props.onReview}
          blocked={!terms.subscribable || (props.showErrors && checked.input === undefined)}
          failure={props.failure}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('subscribe.lumpSum')}
              description={t('subscribe.lumpSumDescription', {
                minimum: minimum(terms.minimumLumpSum),
                multiple: minimum(terms.amountMultiple),
              })}
              inputMode="decimal"
              value={form.lumpSum}
              onChange={(event) => set('lumpSum')(event.currentTarget.value)}
              error={
                props.showErrors
                  ? (amountError(checked.lumpSum) ?? (checked.neither ? t('subscribe.errors.neither') : undefined))
                  : undefined
              }
              data-testid="lump-sum"
            />
            <TextInput
              label={t('subscribe.monthly')}
              description={t('subscribe.monthlyDescription', {
                minimum: minimum(terms.minimumMonthlyAmount),
                multiple: minimum(terms.amountMultiple),
              })}
              inputMode="decimal"
              value={form.monthly}
              onChange={(event) => set('monthly')(event.currentTarget.value)}
              error={props.showErrors ? amountError(checked.monthly) : undefined}
              data-testid="monthly"
            />
          </SimpleGrid>
          <NativeSelect
            label={t('subscribe.day')}
            description={t('subscribe.dayDescription')}
            data={[{ value: '', label: '—' }, ...days]}
            value={form.day}
            onChange={(event) => set('day')(event.currentTarget.value)}
            error={props.showErrors && checked.dayError ? t('subscribe.errors.day') : undefined}
            disabled={form.monthly.trim() === ''}
            w={{ base: '100%', sm: 260 }}
            data-testid="day"
          />
          {(lumpSum !== null || monthly !== null) && (
            <OrderSplit lines={lines} currency={terms.currency} lumpSum={lumpSum} monthly={monthly} />
          )}
        </TicketForm>
      ) : (
        checked.input && (
          <ConfirmStep actions={props}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Fact label={t('subscribe.confirmPlan')}>{nameOf(terms.planNames)}</Fact>
              <Fact label={t('subscribe.confirmLumpSum')} testId="confirm-lump-sum">
                {checked.input.lumpSum === null ? t('subscribe.none') : money(checked.input.lumpSum, terms.currency)}
              </Fact>
              <Fact label={t('subscribe.confirmMonthly')} testId="confirm-monthly">
                {checked.input.monthly === null
                  ? t('subscribe.none')
                  : t('subscribe.confirmMonthlyValue', {
                      amount: money(checked.input.monthly.amount, terms.currency),
                      day: checked.input.monthly.day,
                    })}
              </Fact>
            </SimpleGrid>
            <OrderSplit lines={lines} currency={terms.currency} lumpSum={lumpSum} monthly={monthly} />
          </ConfirmStep>
        )
      )}
    </Stack>
  );
}

/** The text of an amount field's error. */
function useAmountErrorText(currency: string): (amount: OptionalAmount) => string | undefined {
  const { t } = useTranslation('planTrading');
  const quantityText = useQuantityErrorText();
  return (amount) => {
    const error = amount.error;
    if (!error) return undefined;
    if (error.key === 'ticket') return quantityText(error.error);
    if (error.key === 'belowMinimum')
      return t('subscribe.errors.belowMinimum', { minimum: money(error.minimum, currency) });
    if (error.key === 'notMultiple')
      return t('subscribe.errors.notMultiple', { multiple: money(error.multiple, currency) });
    return t('subscribe.errors.aboveCash', { available: money(error.available, currency) });
  };
}

function PlacedSubscription({
  placed,
  onNewOrder,
}: {
  readonly placed: { readonly detail: PlanSubscriptionDetail; readonly replayed: boolean };
  readonly onNewOrder: () => void;
}) {
  const { t } = useTranslation('planTrading');
  const { subscription, orders } = placed.detail;
  return (
    <PlacedOrder
      message={t('subscribe.placed')}
      replayed={placed.replayed}
      onNewOrder={onNewOrder}
      newOrderLabel={t('subscribe.newSubscription')}
      links={
        <Button component={Link} to="/plans/subscriptions" variant="filled">
          {t('subscribe.toSubscriptions')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label={t('subscribe.subscriptionId')} testId="placed-subscription">
          {subscription.subscriptionId}
        </Fact>
        <Fact label={t('subscribe.status')}>
          <SubscriptionStatusBadge status={subscription.status} />
        </Fact>
        <Fact label={t('subscribe.confirmMonthly')}>
          {subscription.monthlyAmount === null || subscription.monthlyDay === null
            ? t('subscribe.none')
            : t('subscribe.confirmMonthlyValue', {
                amount: money(subscription.monthlyAmount, subscription.currency),
                day: subscription.monthlyDay,
              })}
        </Fact>
      </SimpleGrid>
      {orders.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('subscribe.orders')}
          </Text>
          <PlanOrdersTable orders={orders} currency={subscription.currency} />
        </Stack>
      )}
    </PlacedOrder>
  );
}
