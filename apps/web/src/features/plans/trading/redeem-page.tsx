/* SPEC §2 /plans/redeems: all or part of a plan, redeemed proportionally across its funds through the funds area. The
 * per-fund split shows before confirming; the shared ticket flow sends it with one client reference. */
import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlanOrder, PlanSubscription, PlanSubscriptionDetail } from '@portal/contract';
import { fundOrderResultCatalogue } from '@portal/contract/domain/order/fund-order-results';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { useQuantityErrorText } from '../../../shared/ticket/quantity-input';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import { ConfirmStep, Fact, PlacedOrder, TicketForm, TicketPage } from '../../../shared/ticket/ticket-parts';
import { currencyDecimals, money, oneLine } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import { PlanQueryState } from '../research/research-states';
import { refreshAfterPlanChange, usePlanAccount, usePlansApi } from '../plans-api';
import { SubscriptionChooser, usePlanSubscriptionDetail } from './chosen-subscription';
import { PlanOrdersTable } from './plan-orders';
import { checkRedemption, heldValue, redemptionSplit, type RedeemMode } from './redeem-rules';
import { useMySubscriptions } from './subscriptions-page';

export function PlanRedeemPage() {
  const { t } = useTranslation('planTrading');
  const [params] = useSearchParams();
  const subscriptions = useMySubscriptions();
  const list = (subscriptions.data?.subscriptions ?? []).filter(
    (one) => one.status !== 'failed' && one.value !== '0' && !/^0(\.0+)?$/.test(one.value),
  );
  const chosen = list.find((one) => one.subscriptionId === params.get('subscription')) ?? list[0];
  return (
    <TicketPage heading={t('redeem.title')}>
      {subscriptions.data === undefined ? (
        <PlanQueryState
          loading={!subscriptions.isError}
          error={subscriptions.error}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : chosen === undefined ? (
        <Paper withBorder radius="md" p="lg" data-testid="redeem-empty">
          <Stack gap="xs" align="flex-start">
            <Text>{t('redeem.noneToRedeem')}</Text>
            <Button component={Link} to="/plans/subscriptions" variant="light">
              {t('subscribe.toSubscriptions')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          <SubscriptionChooser
            label={t('redeem.chooseSubscription')}
            subscriptions={list}
            chosen={chosen}
            testId="redeem-subscription"
          />
          <RedeemTicket key={chosen.subscriptionId} subscription={chosen} />
        </Stack>
      )}
    </TicketPage>
  );
}

function RedeemTicket({ subscription }: { readonly subscription: PlanSubscription }) {
  const detail = usePlanSubscriptionDetail(subscription.subscriptionId);
  if (detail.data === undefined)
    return <PlanQueryState loading={!detail.isError} error={detail.error} onRetry={() => void detail.refetch()} />;
  return <RedeemForm detail={detail.data} />;
}

type RedeemInput = { readonly basis: 'all' | 'amount'; readonly quantity: string | null };
type Redeemed = {
  readonly detail: PlanSubscriptionDetail;
  readonly orders: readonly PlanOrder[];
  readonly replayed: boolean;
};

export function RedeemForm({ detail }: { readonly detail: PlanSubscriptionDetail }) {
  const { t } = useTranslation('planTrading');
  const nameOf = useFundName();
  const quantityText = useQuantityErrorText();
  const api = usePlansApi();
  const account = usePlanAccount();
  const { subscription, holdings } = detail;
  const currency = subscription.currency;
  const precision = currencyDecimals(currency);
  const [mode, setMode] = useState<RedeemMode>('part');
  const [amount, setAmount] = useState('');
  const flow = useTicketFlow({
    send: (input: RedeemInput, clientReference): Promise<Redeemed> =>
      account
        ? api.planSubscription.redeemPlanSubscription({
            ...account,
            subscriptionId: subscription.subscriptionId,
            clientReference,
            ...input,
          })
        : Promise.reject(new Error('No session')),
    readFailure: (error) => orderFailureOf(error, { catalogue: fundOrderResultCatalogue }),
    onPlaced: refreshAfterPlanChange,
  });
  const held = heldValue(holdings);
  const checked = checkRedemption(mode, amount, held, precision);
  const input = (): RedeemInput | undefined =>
    checked.amount === undefined
      ? undefined
      : mode === 'all'
        ? { basis: 'all', quantity: null }
        : { basis: 'amount', quantity: checked.amount.toFixed() };
  const steps = flow.stepProps({ ready: () => checked.error === undefined, input, clear: () => setAmount('') });
  if (flow.result)
    return (
      <PlacedOrder
        message={t('redeem.placed')}
        replayed={flow.result.replayed}
        onNewOrder={steps.onNewOrder}
        links={
          <Button component={Link} to="/plans/subscriptions">
            {t('subscribe.toSubscriptions')}
          </Button>
        }
      >
        <PlanOrdersTable orders={flow.result.orders} currency={currency} />
      </PlacedOrder>
    );
  const errorText =
    checked.error === undefined
      ? undefined
      : checked.error.key === 'aboveHeld'
        ? t('redeem.errors.aboveHeld', { held: money(held.toFixed(precision), currency) })
        : quantityText(checked.error);
  const split = checked.amount === undefined ? undefined : redemptionSplit(holdings, checked.share, precision);
  const splitTable = split && (
    <Stack gap="xs" data-testid="redeem-split">
      <Text size="sm" fw={600}>
        {t('redeem.split')}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('redeem.fund')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('redeem.heldInFund')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('redeem.redeemed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {split.map((line) => (
              <Table.Tr key={line.fundId} data-testid="redeem-line">
                <Table.Td>{nameOf(line.fundNames)}</Table.Td>
                <Table.Td style={{ ...tabular, ...oneLine, textAlign: 'right' }}>{money(line.held, currency)}</Table.Td>
                <Table.Td style={{ ...tabular, ...oneLine, textAlign: 'right' }}>
                  {money(line.redeemed, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('redeem.splitRule')}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="md">
      <Text size="sm" data-testid="held-value">
        {t('redeem.held', { amount: money(held.toFixed(precision), currency) })}
      </Text>
      {steps.step === 'form' ? (
        <TicketForm
          onReview={steps.onReview}
          blocked={steps.showErrors && checked.error !== undefined}
          failure={steps.failure}
        >
          <SegmentedControl
            aria-label={t('redeem.mode')}
            value={mode}
            onChange={(value) => flow.edit(setMode)(value === 'all' ? 'all' : 'part')}
            data={[
              { value: 'part', label: t('redeem.part') },
              { value: 'all', label: t('redeem.all') },
            ]}
            data-testid="redeem-mode"
          />
          {mode === 'part' && (
            <TextInput
              label={t('redeem.amount')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => flow.edit(setAmount)(event.currentTarget.value)}
              error={steps.showErrors ? errorText : undefined}
              rightSection={<Text size="xs">{currency}</Text>}
              rightSectionWidth={48}
              w={{ base: '100%', sm: 280 }}
              data-testid="redeem-amount"
            />
          )}
          {splitTable}
        </TicketForm>
      ) : (
        checked.amount && (
          <ConfirmStep actions={steps}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Fact label={t('redeem.confirmPlan')}>{nameOf(subscription.planNames)}</Fact>
              <Fact label={t('redeem.confirmAmount')} testId="confirm-redeem">
                {mode === 'all' ? t('redeem.all') : money(checked.amount.toFixed(precision), currency)}
              </Fact>
            </SimpleGrid>
            {splitTable}
          </ConfirmStep>
        )
      )}
    </Stack>
  );
}
