import { Alert, Button, CloseButton, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { FundSummary, FundTradeTerms } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { fundOrderResultCatalogue } from '@portal/contract/domain/order/fund-order-results';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { apiQueryOptions, useApiQuery } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toWire } from '../../../shared/ticket/quantity';
import type { Checked } from '../../../shared/ticket/quantity';
import { AmountInput } from '../../../shared/ticket/quantity-input';
import type { TicketStepProps } from '../../../shared/ticket/ticket-flow';
import {
  Fact,
  NewOrderButton,
  QueryState,
  TicketForm,
  TicketPage,
  TicketPanel,
  useResultText,
} from '../../../shared/ticket/ticket-parts';
import { FundConfirmStep, useFieldErrorText, useFundTicketFlow } from './fund-ticket';
import { checkSubscriptionAmount, defaultPayCash, estimateSubscription } from './ticket-rules';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';

/** One line of a bulk subscription: a fund, an amount and the cash it is paid with ('' until chosen). */
export type BulkItem = { readonly fundId: string; readonly amount: string; readonly currency: string };
const maximumItems = 10;

type BulkResults = Awaited<ReturnType<Api['fundOrder']['bulkSubscribeFunds']>>['results'];

/** A line's check with its fund's terms: the pay cash chosen (or the default) and the amount. */
export function checkBulkItem(item: BulkItem, terms: FundTradeTerms | undefined): Checked | undefined {
  if (!terms) return undefined;
  const cash = terms.cash.find((entry) => entry.currency === item.currency) ?? defaultPayCash(terms);
  return cash ? checkSubscriptionAmount(item.amount, terms, cash) : undefined;
}

export type BulkSubscribeViewProps = TicketStepProps & {
  readonly funds: readonly FundSummary[];
  readonly items: readonly BulkItem[];
  readonly onItems: (items: readonly BulkItem[]) => void;
  /** Each line's terms, once loaded, by fund id. */
  readonly termsOf: (fundId: string) => FundTradeTerms | undefined;
  readonly results?: BulkResults;
};

export function bulkReady(items: readonly BulkItem[], termsOf: (fundId: string) => FundTradeTerms | undefined) {
  return (
    items.length > 0 &&
    new Set(items.map((item) => item.fundId)).size === items.length &&
    items.every((item) => item.fundId !== '' && checkBulkItem(item, termsOf(item.fundId))?.value !== undefined)
  );
}

/** SPEC §2 funds/bulkSubscribe: several funds in one submission, each its own order with its own result. */
export function BulkSubscribeView(props: BulkSubscribeViewProps) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const errorText = useFieldErrorText();
  const resultText = useResultText(fundOrderResultCatalogue);
  const { items, termsOf } = props;
  const fundName = (fundId: string) => {
    const fund = props.funds.find((known) => known.fundId === fundId);
    return fund ? nameOf(fund.names) : fundId;
  };
  const setItem = (index: number, change: Partial<BulkItem>) =>
    props.onItems(items.map((item, at) => (at === index ? { ...item, ...change } : item)));

  if (props.results) {
    return (
      <TicketPanel heading={t('ticket.bulk.results')} testId="bulk-results">
        {props.results.map((result, index) => (
          <Group
            key={`${result.fundId}-${index}`}
            justify="space-between"
            gap="xs"
            data-testid="bulk-result"
            data-result={result.result}
          >
            <Text size="sm">{fundName(result.fundId)}</Text>
            <Text size="sm" c={result.result === 'success' ? 'success' : 'danger'}>
              {fundOrderResultCatalogue.isName(result.result) ? resultText(result.result) : result.message}
              {result.order && ` · ${result.order.orderId}`}
            </Text>
          </Group>
        ))}
        <Group>
          <NewOrderButton onNewOrder={props.onNewOrder} variant="default" />
        </Group>
      </TicketPanel>
    );
  }

  if (props.step === 'confirm') {
    return (
      <FundConfirmStep actions={props}>
        <Text size="sm">{t('ticket.bulk.summary', { count: String(items.length) })}</Text>
        {items.map((item) => {
          const terms = termsOf(item.fundId);
          const cash = terms
            ? (terms.cash.find((entry) => entry.currency === item.currency) ?? defaultPayCash(terms))
            : undefined;
          const checked = checkBulkItem(item, terms);
          if (!terms || !cash || !checked?.value) return null;
          const estimate = estimateSubscription(terms, cash, checked.value);
          return (
            <Paper key={item.fundId} withBorder radius="sm" p="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Fact label={t('ticket.confirm.fund')}>{fundName(item.fundId)}</Fact>
                <Fact label={t('ticket.confirm.amount')}>
                  {formatAmount(checked.value, cash.precision)} {cash.currency}
                </Fact>
                <Fact label={t('ticket.confirm.estimatedUnits')}>
                  {formatNumber(estimate.units, { decimals: terms.unitDecimals })}
                </Fact>
              </SimpleGrid>
            </Paper>
          );
        })}
      </FundConfirmStep>
    );
  }

  const chosen = new Set(items.map((item) => item.fundId));
  return (
    <TicketForm
      onReview={props.onReview}
      blocked={props.showErrors && !bulkReady(items, termsOf)}
      aside={
        <Button
          variant="subtle"
          disabled={items.length >= maximumItems}
          onClick={() => props.onItems([...items, { fundId: '', amount: '', currency: '' }])}
        >
          {t('ticket.bulk.add')}
        </Button>
      }
    >
      {items.map((item, index) => {
        const terms = termsOf(item.fundId);
        const checked = checkBulkItem(item, terms);
        const cash = terms
          ? (terms.cash.find((entry) => entry.currency === item.currency) ?? defaultPayCash(terms))
          : undefined;
        return (
          <Stack key={index} gap="xs" data-testid="bulk-item">
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {t('ticket.bulk.item', { index: String(index + 1) })}
              </Text>
              {items.length > 1 && (
                <CloseButton
                  aria-label={t('ticket.bulk.remove')}
                  onClick={() => props.onItems(items.filter((_, at) => at !== index))}
                />
              )}
            </Group>
            <AmountInput
              columns={3}
              before={
                <NativeSelect
                  label={t('ticket.confirm.fund')}
                  value={item.fundId}
                  onChange={(event) => setItem(index, { fundId: event.currentTarget.value, currency: '' })}
                  data={[
                    { value: '', label: t('ticket.pickFund') },
                    ...props.funds
                      .filter((fund) => fund.fundId === item.fundId || !chosen.has(fund.fundId))
                      .map((fund) => ({ value: fund.fundId, label: `${nameOf(fund.names)} (${fund.fundId})` })),
                  ]}
                />
              }
              amountLabel={t('ticket.amount')}
              amount={item.amount}
              onAmount={(amount) => setItem(index, { amount })}
              error={props.showErrors ? errorText(checked?.error) : undefined}
              {...(terms
                ? {
                    description: `${t('ticket.terms.minimum')} ${formatAmount(terms.minimumSubscription, terms.currencyPrecision)} ${terms.fundCurrency}`,
                  }
                : {})}
              currencyLabel={t('ticket.payCurrency')}
              currency={cash?.currency ?? ''}
              currencies={terms ? terms.cash.map((entry) => entry.currency) : []}
              onCurrency={(currency) => setItem(index, { currency })}
            />
          </Stack>
        );
      })}
      {props.showErrors && items.some((item) => item.fundId === '') && (
        <Alert color="danger" variant="light">
          {t('ticket.pickFund')}
        </Alert>
      )}
    </TicketForm>
  );
}

export function BulkSubscribePage() {
  const { t } = useTranslation('fundTrading');
  const { id } = useParams();
  const account = useTradingAccount();
  if (!account) return null;
  return (
    <TicketPage heading={t('ticket.heading.bulkSubscribe')}>
      <BulkSubscribeTicket key={id ?? ''} account={account} firstFundId={id ?? ''} />
    </TicketPage>
  );
}

function BulkSubscribeTicket({ account, firstFundId }: { account: TradingAccount; firstFundId: string }) {
  const language = useShownLanguage();
  const funds = useApiQuery('fundDefinition', 'searchFunds', { language, pageSize: 50 });
  const [items, setItems] = useState<readonly BulkItem[]>([{ fundId: firstFundId, amount: '', currency: '' }]);
  const flow = useFundTicketFlow((lines: { fundId: string; amount: string; currency: string }[], clientReference) =>
    api.fundOrder.bulkSubscribeFunds({ ...account, clientReference, items: lines }),
  );
  const fundIds = [...new Set(items.map((item) => item.fundId).filter(Boolean))];
  const terms = useQueries(
    { queries: fundIds.map((fundId) => apiQueryOptions('fundOrder', 'fundTradeTerms', { ...account, fundId })) },
    queryClient,
  );
  const termsOf = (fundId: string) => terms[fundIds.indexOf(fundId)]?.data;
  if (funds.data === undefined) return <QueryState failed={funds.isError} onRetry={() => void funds.refetch()} />;
  return (
    <BulkSubscribeView
      funds={funds.data.funds}
      items={items}
      onItems={flow.edit(setItems)}
      termsOf={termsOf}
      {...flow.stepProps({
        ready: () => bulkReady(items, termsOf),
        input: () => {
          const lines = items.flatMap((item) => {
            const itemTerms = termsOf(item.fundId);
            const cash = itemTerms
              ? (itemTerms.cash.find((entry) => entry.currency === item.currency) ?? defaultPayCash(itemTerms))
              : undefined;
            const checked = checkBulkItem(item, itemTerms);
            return cash && checked?.value
              ? [{ fundId: item.fundId, amount: toWire(checked.value), currency: cash.currency }]
              : [];
          });
          return lines.length === items.length ? lines : undefined;
        },
        clear: () => setItems([{ fundId: '', amount: '', currency: '' }]),
      })}
      {...(flow.result ? { results: flow.result.results } : {})}
    />
  );
}
