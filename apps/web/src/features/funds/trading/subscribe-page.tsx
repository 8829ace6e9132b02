import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FundTradeTerms, PlacedFundOrder } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { useApiQuery } from '../../../shared/api/api-query';
import { useFundName } from '../../../shared/funds/fund-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { readQuantity, toWire } from '../../../shared/ticket/quantity';
import { AmountInput } from '../../../shared/ticket/quantity-input';
import type { TicketStepProps } from '../../../shared/ticket/ticket-flow';
import { Fact, QueryState, TicketForm } from '../../../shared/ticket/ticket-parts';
import { CashPanel } from './cash-and-holding-panels';
import { FundPicker } from './fund-pickers';
import { FundConfirmStep, FundFee, FundTicketPage, useFieldErrorText, useFundTicketFlow } from './fund-ticket';
import { PlacedFundOrders } from './placed-fund-orders';
import { TermsPanel } from './terms-panel';
import { TicketFund } from './ticket-fund';
import { checkSubscriptionAmount, defaultPayCash, estimateSubscription, inFundCurrency } from './ticket-rules';
import type { TradingAccount } from '../../../shared/session/trading-account';

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
  if (placed)
    return <PlacedFundOrders orders={[placed.order]} replayed={placed.replayed} onNewOrder={props.onNewOrder} />;
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
        <TicketForm onReview={props.onReview} blocked={props.showErrors && !valid}>
          <AmountInput
            amountLabel={t('ticket.amount')}
            amount={props.amount}
            onAmount={props.onAmount}
            error={props.showErrors ? errorText(checked?.error) : undefined}
            currencyLabel={t('ticket.payCurrency')}
            currency={cash?.currency ?? ''}
            currencies={terms.cash.map((entry) => entry.currency)}
            onCurrency={props.onCurrency}
            testIds={{ amount: 'amount-input', currency: 'currency-select' }}
          />
          {cash && typed?.value && cash.currency !== terms.fundCurrency && (
            <Text size="sm" c="dimmed" data-testid="amount-in-fund">
              {t('ticket.amountInFundCurrency', {
                amount: formatAmount(inFundCurrency(terms, cash, typed.value), terms.currencyPrecision),
                currency: terms.fundCurrency,
              })}
            </Text>
          )}
        </TicketForm>
      ) : (
        cash &&
        estimate &&
        checked?.value && (
          <FundConfirmStep actions={props}>
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
              <FundFee percent={terms.subscriptionFeePercent} fee={estimate.fee} terms={terms} />
              <Fact label={t('ticket.confirm.estimatedUnits')} testId="confirm-units">
                {formatNumber(estimate.units, { decimals: terms.unitDecimals })}
              </Fact>
              <Fact label={t('ticket.terms.dealingDate')}>{terms.dealingDate}</Fact>
              <Fact label={t('ticket.terms.settlementDate')}>{terms.settlementDate}</Fact>
            </SimpleGrid>
          </FundConfirmStep>
        )
      )}
    </Stack>
  );
}

export function SubscribePage() {
  const { t } = useTranslation('fundTrading');
  return (
    <FundTicketPage
      heading={t('ticket.heading.subscribe')}
      ticket={(account, fundId) => <SubscribeTicket key={fundId} account={account} fundId={fundId} />}
      picker={() => <FundPicker basePath="/funds/subscribe" />}
    />
  );
}

function SubscribeTicket({ account, fundId }: { account: TradingAccount; fundId: string }) {
  const terms = useApiQuery('fundOrder', 'fundTradeTerms', { ...account, fundId });
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const flow = useFundTicketFlow((input: { amount: string; currency: string }, clientReference) =>
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
      onAmount={flow.edit(setAmount)}
      currency={cash?.currency ?? ''}
      onCurrency={flow.edit(setCurrency)}
      {...flow.stepProps({
        ready: () => cash !== undefined && checked()?.error === undefined,
        input: () => {
          const value = checked()?.value;
          return cash && value ? { amount: toWire(value), currency: cash.currency } : undefined;
        },
        clear: () => setAmount(''),
      })}
      {...(flow.result ? { placed: flow.result } : {})}
    />
  );
}
