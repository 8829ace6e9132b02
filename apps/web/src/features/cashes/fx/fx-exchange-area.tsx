/* The exchange: the balances, then the form with the indicative rate (refreshed with the simulator's ticks), its firm
 * quote (fx-quote-card.tsx) or the accepted conversion (fx-done-card.tsx), and the recent conversions. */
import { Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FxAmountSide, FxQuote } from '@portal/contract';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { ChoiceField } from '../../../shared/ticket/choice-field';
import { useFirmQuoteFlow } from '../../../shared/ticket/ticket-flow';
import { QueryState, TicketForm } from '../../../shared/ticket/ticket-parts';
import { BalancesTable } from './fx-balances-table';
import { DoneCard } from './fx-done-card';
import { fxFailureOf } from './fx-failure';
import { precisionOf, useTimeOfDay } from './fx-format';
import { QuoteCard } from './fx-quote-card';
import { RecentConversions } from './recent-conversions';

/** The indicative rates are fetched again as often as the simulator moves them (every 5 s). */
const rateRefreshMs = 5_000;

/** What the exchange form asks a quote for. */
type FxQuoteRequest = {
  readonly sellCurrency: string;
  readonly buyCurrency: string;
  readonly amount: string;
  readonly amountSide: FxAmountSide;
};

export function ExchangeArea({ account }: { account: TradingAccount }) {
  const { t } = useTranslation('cashFx');
  const timeOfDay = useTimeOfDay();
  const brand = useBrand();
  const cache = useQueryClient(queryClient);
  const currencies: readonly string[] = brand.cashCurrencies;
  const [sell, setSell] = useState(currencies[0] ?? 'HKD');
  const [buy, setBuy] = useState(currencies[1] ?? 'USD');
  const [side, setSide] = useState<FxAmountSide>('sell');
  const [amount, setAmount] = useState('');
  const [blurred, setBlurred] = useState(false);
  const board = useQuery(
    {
      queryKey: ['cashFx', 'fxBoard', account],
      queryFn: ({ signal }) => api.cashFx.fxBoard(account, { signal }),
      refetchInterval: rateRefreshMs,
    },
    queryClient,
  );
  const flow = useFirmQuoteFlow({
    requestQuote: async (request: FxQuoteRequest) =>
      (await api.cashFx.requestFxQuote({ ...account, ...request })).quote,
    send: (quote: FxQuote, clientReference) =>
      api.cashFx.acceptFxQuote({ ...account, quoteId: quote.quoteId, clientReference }),
    readFailure: fxFailureOf,
    onPlaced: () => void cache.invalidateQueries({ queryKey: ['cashFx'] }),
  });
  if (board.isPending || board.isError) {
    return <QueryState failed={board.isError} onRetry={() => void board.refetch()} />;
  }
  const { balances, rates, rateTime } = board.data;
  const typedCurrency = side === 'sell' ? sell : buy;
  const precision = precisionOf(balances, typedCurrency);
  const problem = cashAmountProblem(amount.trim(), precision);
  const pairError = sell === buy ? t('form.errors.sameCurrency') : undefined;
  const steps = flow.stepProps({
    ready: () => problem === undefined && pairError === undefined,
    input: () => ({ sellCurrency: sell, buyCurrency: buy, amount: amount.trim(), amountSide: side }),
    clear: () => {
      setAmount('');
      setBlurred(false);
    },
  });
  const amountError =
    !(steps.showErrors || blurred) || problem === undefined
      ? undefined
      : t(`form.errors.${problem}`, { precision, currency: typedCurrency });
  const indicative = rates.find((rate) => rate.sell === sell && rate.buy === buy);
  const options = currencies.map((currency) => ({ value: currency, label: currency }));

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('balances.heading')}
          </Title>
          <BalancesTable balances={balances} testId="fx-balances" />
          <Text size="xs" c="dimmed">
            {t('balances.note')}
          </Text>
        </Stack>
      </Paper>

      {flow.result ? (
        <DoneCard conversion={flow.result.conversion} balances={flow.result.balances} onAnother={steps.onNewOrder} />
      ) : steps.quoted ? (
        <QuoteCard
          key={steps.quoted.quote.quoteId}
          quote={steps.quoted.quote}
          receivedAt={steps.quoted.receivedAt}
          balances={balances}
          actions={steps}
        />
      ) : (
        <TicketForm
          heading={t('form.heading')}
          onReview={steps.onReview}
          blocked={false}
          failure={steps.quoteFailure}
          reviewLabel={t('form.getQuote')}
          reviewTestId="get-quote"
          reviewing={steps.quoting}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={t('form.sell')}
              data={options}
              value={sell}
              allowDeselect={false}
              onChange={flow.edit((value: string | null) => value && setSell(value))}
              data-testid="sell-currency"
              error={pairError}
            />
            <Select
              label={t('form.buy')}
              data={options}
              value={buy}
              allowDeselect={false}
              onChange={flow.edit((value: string | null) => value && setBuy(value))}
              data-testid="buy-currency"
            />
          </SimpleGrid>
          <ChoiceField
            label={t('form.amountSide')}
            value={side}
            onChange={flow.edit(setSide)}
            options={[
              { value: 'sell', label: sell },
              { value: 'buy', label: buy },
            ]}
            testId="amount-side"
          />
          <TextInput
            label={t('form.amountIn', { currency: typedCurrency })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => flow.edit(setAmount)(event.currentTarget.value)}
            onBlur={() => setBlurred(true)}
            error={amountError}
            data-testid="fx-amount"
          />
          <Text size="sm" data-testid="indicative-rate" aria-live="polite">
            {indicative === undefined
              ? t('form.noRate')
              : t('form.indicative', { sell, buy, rate: formatNumber(indicative.rate) })}{' '}
            <Text span size="xs" c="dimmed" data-testid="rate-time">
              ({t('form.rateAsOf', { time: timeOfDay(rateTime) })})
            </Text>
          </Text>
        </TicketForm>
      )}
      <RecentConversions account={account} balances={balances} />
    </Stack>
  );
}
