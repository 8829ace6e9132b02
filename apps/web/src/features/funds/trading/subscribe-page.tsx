import './trading-styles';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { FundTradeTerms, PlacedFundOrder } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { useApiQuery } from '../../../shared/api/api-query';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTicketFlow } from './ticket-flow';
import {
  CashPanel,
  Fact,
  FundPicker,
  ConfirmStep,
  TicketForm,
  EstimatedFee,
  type TicketStepProps,
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
  toWire,
} from './ticket-rules';
import { useTradingAccount } from './trading-account';
import type { TradingAccount } from './trading-account';

export type SubscribeTicketViewProps = TicketStepProps & {
  readonly terms: FundTradeTerms;
  readonly amount: string;
  readonly onAmount: (amount: string) => void;
  readonly currency: string;
  readonly onCurrency: (currency: string) => void;
  readonly placed?: PlacedFundOrder;
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
        <TicketForm onReview={props.onReview}>
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
        </TicketForm>
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
  const flow = useTicketFlow((input: { amount: string; currency: string }, clientReference) =>
    api.fundOrder.subscribeFund({ ...account, clientReference, fundId, ...input }),
  );
  if (terms.data === undefined) return <QueryState failed={terms.isError} onRetry={() => void terms.refetch()} />;
  const data = terms.data;
  const cash = data.cash.find((entry) => entry.currency === currency) ?? defaultPayCash(data);
  const checked = () => (cash ? checkSubscriptionAmount(amount, data, cash) : undefined);
  return (
    <SubscribeTicketView
      terms={data}
      amount={amount}
      onAmount={(value) => {
        setAmount(value);
        flow.changed();
      }}
      currency={cash?.currency ?? ''}
      onCurrency={(value) => {
        setCurrency(value);
        flow.changed();
      }}
      showErrors={flow.showErrors}
      step={flow.step}
      onReview={() => flow.review(cash !== undefined && checked()?.error === undefined)}
      {...flow.actions(() => {
        const value = checked()?.value;
        return cash && value ? { amount: toWire(value), currency: cash.currency } : undefined;
      })}
      {...(flow.result ? { placed: flow.result } : {})}
      onNewOrder={() => {
        flow.reset();
        setAmount('');
      }}
    />
  );
}
