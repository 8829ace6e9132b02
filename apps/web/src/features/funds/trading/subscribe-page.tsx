import './trading-styles';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { FundTradeTerms, PlacedFundOrder } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { useApiQuery } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { refreshAfterOrder } from './order-cache';
import {
  CashPanel,
  Fact,
  FundPicker,
  ConfirmStep,
  EstimatedFee,
  type ConfirmActions,
  PlacedOrders,
  QueryState,
  TermsPanel,
  TicketFund,
  TicketPage,
  payCurrencyOptions,
  useFieldErrorText,
} from './ticket-parts';
import {
  checkSubscriptionAmount,
  defaultPayCash,
  estimateSubscription,
  inFundCurrency,
  readQuantity,
  newClientReference,
  orderFailureOf,
  toWire,
} from './ticket-rules';
import { useTradingAccount } from './trading-account';
import type { TradingAccount } from './trading-account';

export type SubscribeTicketViewProps = ConfirmActions & {
  readonly terms: FundTradeTerms;
  readonly amount: string;
  readonly onAmount: (amount: string) => void;
  readonly currency: string;
  readonly onCurrency: (currency: string) => void;
  /** Show field errors (after the first review attempt, or once the field was left). */
  readonly showErrors: boolean;
  readonly step: 'form' | 'confirm';
  readonly onReview: () => void;
  readonly placed?: PlacedFundOrder;
  readonly onNewOrder: () => void;
};

/** SPEC §2 funds/subscribe: the amount and the cash it is paid with, the terms, a confirm step, the result. */
export function SubscribeTicketView(props: SubscribeTicketViewProps) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const errorText = useFieldErrorText();
  const { terms, placed } = props;
  const cash = terms.cash.find((entry) => entry.currency === props.currency) ?? defaultPayCash(terms);
  if (placed) return <PlacedOrders orders={[placed.order]} replayed={placed.replayed} onNewOrder={props.onNewOrder} />;
  const checked = cash ? checkSubscriptionAmount(props.amount, terms, cash) : undefined;
  const valid = checked !== undefined && checked.error === undefined;
  const typed = cash ? readQuantity(props.amount, cash.precision) : undefined;
  const estimate = cash && checked?.value ? estimateSubscription(terms, cash, checked.value) : undefined;
  return (
    <Stack gap="md">
      <TicketFund terms={terms} changeTo="/funds/subscribe" />
      <TermsPanel terms={terms} side="subscribe" />
      <CashPanel terms={terms} {...(cash ? { selected: cash.currency } : {})} />
      {props.step === 'form' ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            props.onReview();
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('ticket.amount')}
                inputMode="decimal"
                autoComplete="off"
                value={props.amount}
                onChange={(event) => props.onAmount(event.currentTarget.value)}
                error={props.showErrors ? errorText(checked?.error) : undefined}
                data-testid="amount-input"
                styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
              />
              <NativeSelect
                label={t('ticket.payCurrency')}
                value={cash?.currency ?? ''}
                onChange={(event) => props.onCurrency(event.currentTarget.value)}
                data={payCurrencyOptions(terms.cash)}
                data-testid="currency-select"
              />
            </SimpleGrid>
            {cash && typed?.value && cash.currency !== terms.fundCurrency && (
              <Text size="sm" c="dimmed" data-testid="amount-in-fund">
                {t('ticket.amountInFundCurrency', {
                  amount: formatAmount(inFundCurrency(terms, cash, typed.value), terms.currencyPrecision),
                  currency: terms.fundCurrency,
                })}
              </Text>
            )}
            <Group>
              <Button type="submit" disabled={props.showErrors && !valid} data-testid="review">
                {t('ticket.review')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        cash &&
        estimate &&
        checked?.value && (
          <ConfirmStep actions={props}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Fact label={t('ticket.confirm.fund')}>{nameOf(terms.fundNames)}</Fact>
              <Fact label={t('ticket.confirm.amount')} testId="confirm-amount">
                {formatAmount(checked.value, cash.precision)} {cash.currency}
              </Fact>
              {cash.currency !== terms.fundCurrency && (
                <Fact label={t('ticket.confirm.amountInFund', { currency: terms.fundCurrency })}>
                  {formatAmount(estimate.amountInFund, terms.currencyPrecision)} {terms.fundCurrency}
                </Fact>
              )}
              <EstimatedFee percent={terms.subscriptionFeePercent} fee={estimate.fee} terms={terms} />
              <Fact label={t('ticket.confirm.estimatedUnits')} testId="confirm-units">
                {formatNumber(estimate.units, { decimals: terms.unitDecimals })}
              </Fact>
              <Fact label={t('ticket.terms.dealingDate')}>{terms.dealingDate}</Fact>
              <Fact label={t('ticket.terms.settlementDate')}>{terms.settlementDate}</Fact>
            </SimpleGrid>
          </ConfirmStep>
        )
      )}
    </Stack>
  );
}

export function SubscribePage() {
  const { t } = useTranslation('fundTrading');
  const { id } = useParams();
  const account = useTradingAccount();
  if (!account) return null;
  return (
    <TicketPage heading={t('ticket.heading.subscribe')}>
      {id ? <SubscribeTicket key={id} account={account} fundId={id} /> : <FundPicker basePath="/funds/subscribe" />}
    </TicketPage>
  );
}

function SubscribeTicket({ account, fundId }: { account: TradingAccount; fundId: string }) {
  const terms = useApiQuery('fundOrder', 'fundTradeTerms', { ...account, fundId });
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const [showErrors, setShowErrors] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  // One reference per order: a retry after a lost answer sends it again, so the server makes no second order.
  const [clientReference, setClientReference] = useState(newClientReference);
  const submit = useMutation(
    {
      mutationFn: (input: { amount: string; currency: string }) =>
        api.fundOrder.subscribeFund({ ...account, clientReference, fundId, ...input }),
      onSuccess: refreshAfterOrder,
    },
    queryClient,
  );
  if (terms.data === undefined) return <QueryState failed={terms.isError} onRetry={() => void terms.refetch()} />;
  const data = terms.data;
  const failure = submit.isError ? orderFailureOf(submit.error) : undefined;
  /** A change after a refusal is a new order: it gets a new reference (a lost answer keeps the old one). */
  const changed = () => {
    if (failure && failure.kind !== 'other') setClientReference(newClientReference());
    submit.reset();
  };
  const cash = data.cash.find((entry) => entry.currency === currency) ?? defaultPayCash(data);
  return (
    <SubscribeTicketView
      terms={data}
      amount={amount}
      onAmount={(value) => {
        setAmount(value);
        changed();
      }}
      currency={cash?.currency ?? ''}
      onCurrency={(value) => {
        setCurrency(value);
        changed();
      }}
      showErrors={showErrors}
      step={step}
      onReview={() => {
        setShowErrors(true);
        if (cash && checkSubscriptionAmount(amount, data, cash).error === undefined) setStep('confirm');
      }}
      onEdit={() => setStep('form')}
      onSubmit={() => {
        const checked = cash ? checkSubscriptionAmount(amount, data, cash) : undefined;
        if (cash && checked?.value) submit.mutate({ amount: toWire(checked.value), currency: cash.currency });
      }}
      submitting={submit.isPending}
      {...(failure ? { failure } : {})}
      {...(submit.data ? { placed: submit.data } : {})}
      onNewOrder={() => {
        submit.reset();
        setAmount('');
        setShowErrors(false);
        setStep('form');
        setClientReference(newClientReference());
      }}
    />
  );
}
