import {
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FxAmountSide, FxBalance, FxConversion, FxQuote } from '@portal/contract';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { fxQuoteResultCatalogue } from '@portal/contract/domain/order/fx-quote-results';
import { formatDate, formatTime24WithSeconds } from '@portal/contract/domain/date-format';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import { FirmQuoteActions, useQuoteSecondsLeft } from '../../../shared/ticket/firm-quote';
import { useFirmQuoteFlow } from '../../../shared/ticket/ticket-flow';
import type { FirmQuoteActions as FirmQuoteStepActions } from '../../../shared/ticket/ticket-flow';
import { ChoiceField } from '../../../shared/ticket/choice-field';
import { Fact, QueryState, TicketForm, TicketPage, tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { fxFailureOf } from './fx-failure';

/*
 * SPEC §2 cashes/exchange (issue 16 part 5, ADR 034): the client's cash, an exchange form with the indicative rate
 * (refreshed with the simulator's ticks), a firm quote with its countdown, the accepted conversion with the new
 * balances, and the recent conversions.
 */

type Account = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/** The indicative rates are fetched again as often as the simulator moves them (every 5 s). */
const rateRefreshMs = 5_000;

/** hh:mm:ss of an instant in the brand's market time zone. */
function useTimeOfDay(): (instant: string) => string {
  const brand = useBrand();
  return (instant) => formatTime24WithSeconds(instant, brand.marketTimeZone);
}

/** yyyy-mm-dd hh:mm:ss of an instant in the brand's market time zone. */
function useDateTime(): (instant: string) => string {
  const brand = useBrand();
  return (instant) =>
    `${formatDate(instant, brand.marketTimeZone)} ${formatTime24WithSeconds(instant, brand.marketTimeZone)}`;
}

function precisionOf(balances: readonly FxBalance[], currency: string): number {
  return balances.find((balance) => balance.currency === currency)?.precision ?? 2;
}

function BalancesTable({ balances, testId }: { balances: readonly FxBalance[]; testId: string }) {
  const { t } = useTranslation('cashFx');
  return (
    <ScrollArea type="auto">
      <Table data-testid={testId} style={tabular}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('balances.currency')}</Table.Th>
            <Table.Th ta="right">{t('balances.available')}</Table.Th>
            <Table.Th ta="right">{t('balances.exchangeable')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balances.map((balance) => (
            <Table.Tr key={balance.currency} data-testid={`${testId}-${balance.currency}`}>
              <Table.Td>{balance.currency}</Table.Td>
              <Table.Td ta="right" style={oneLine} data-testid="available" data-value={balance.available}>
                {formatAmount(balance.available, balance.precision)}
              </Table.Td>
              <Table.Td ta="right" style={oneLine} data-testid="exchangeable" data-value={balance.exchangeable}>
                {formatAmount(balance.exchangeable, balance.precision)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The firm quote: both amounts, the rate and its rounding, a countdown (role=timer); once expired, a new quote. */
export function QuoteCard(props: {
  quote: FxQuote;
  receivedAt: number;
  balances: readonly FxBalance[];
  actions: FirmQuoteStepActions;
}) {
  const { quote, actions } = props;
  const { t } = useTranslation('cashFx');
  const language = useShownLanguage();
  const secondsLeft = useQuoteSecondsLeft(quote.validitySeconds, props.receivedAt);
  const { failure } = actions;
  const expired = secondsLeft === 0;
  const sellPrecision = precisionOf(props.balances, quote.sellCurrency);
  const buyPrecision = precisionOf(props.balances, quote.buyCurrency);
  const needsNewQuote = expired || (failure?.kind === 'result' && failure.result !== 'insufficientBalance');
  return (
    <Paper withBorder radius="md" p="md" data-testid="fx-quote">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('quote.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Fact label={t('quote.youSell')} testId="quote-sell">
            {formatAmount(quote.sellAmount, sellPrecision)} {quote.sellCurrency}
          </Fact>
          <Fact label={t('quote.youReceive')} testId="quote-buy">
            <span data-value={quote.buyAmount}>
              {formatAmount(quote.buyAmount, buyPrecision)} {quote.buyCurrency}
            </span>
          </Fact>
          <Fact label={t('quote.rate')} testId="quote-rate">
            {t('quote.rateLine', { sell: quote.sellCurrency, buy: quote.buyCurrency, rate: formatNumber(quote.rate) })}
          </Fact>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {quote.rounding === 'buyRoundedDown'
            ? t('quote.roundingBuy', { precision: buyPrecision })
            : t('quote.roundingSell', { precision: sellPrecision })}
        </Text>
        <FirmQuoteActions
          expired={expired}
          expiredText={fxQuoteResultCatalogue.textOf('quoteExpired', language)}
          countdownText={t('quote.countdown', { seconds: secondsLeft })}
          failure={failure}
          needsNewQuote={needsNewQuote}
          newQuoteLabel={t('quote.newQuote')}
          onNewQuote={actions.onNewQuote}
          confirm={{ label: t('quote.accept'), testId: 'accept-quote', onClick: actions.onSubmit }}
          pending={actions.submitting}
          cancelLabel={t('quote.cancel')}
          onCancel={actions.onEdit}
        />
      </Stack>
    </Paper>
  );
}

/** The accepted conversion: both amounts, its reference and the new balances. */
export function DoneCard(props: { conversion: FxConversion; balances: readonly FxBalance[]; onAnother: () => void }) {
  const { t } = useTranslation('cashFx');
  const { conversion } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid="fx-done">
      <Stack gap="sm">
        <Title order={2} size="h4" c="success">
          {t('done.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Fact label={t('done.sold')} testId="done-sold">
            {formatAmount(conversion.sellAmount, precisionOf(props.balances, conversion.sellCurrency))}{' '}
            {conversion.sellCurrency}
          </Fact>
          <Fact label={t('done.received')} testId="done-received">
            {formatAmount(conversion.buyAmount, precisionOf(props.balances, conversion.buyCurrency))}{' '}
            {conversion.buyCurrency}
          </Fact>
          <Fact label={t('done.reference')} testId="done-reference">
            {conversion.conversionId}
          </Fact>
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('done.newBalances')}
        </Text>
        <BalancesTable balances={props.balances} testId="new-balances" />
        <Group>
          <Button variant="subtle" onClick={props.onAnother} data-testid="another-exchange">
            {t('done.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The latest conversions, each amount with its currency's precision (SPEC §9). */
export function RecentConversions({ account, balances }: { account: Account; balances: readonly FxBalance[] }) {
  const { t } = useTranslation('cashFx');
  const dateTime = useDateTime();
  const list = useQuery(
    {
      queryKey: ['cashFx', 'fxConversions', account],
      queryFn: ({ signal }) => api.cashFx.fxConversions(account, { signal }),
    },
    queryClient,
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('recent.heading')}
        </Title>
        {list.isPending || list.isError ? (
          <QueryState failed={list.isError} onRetry={() => void list.refetch()} />
        ) : list.data.conversions.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="recent-empty">
            {t('recent.empty')}
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table data-testid="recent-conversions" style={tabular}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recent.time')}</Table.Th>
                  <Table.Th ta="right">{t('recent.sold')}</Table.Th>
                  <Table.Th ta="right">{t('recent.received')}</Table.Th>
                  <Table.Th ta="right">{t('recent.rate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.conversions.map((conversion) => (
                  <Table.Tr key={conversion.conversionId} data-testid={`conversion-${conversion.conversionId}`}>
                    <Table.Td style={oneLine}>{dateTime(conversion.convertedAt)}</Table.Td>
                    <Table.Td ta="right" style={oneLine}>
                      {formatAmount(conversion.sellAmount, precisionOf(balances, conversion.sellCurrency))}{' '}
                      {conversion.sellCurrency}
                    </Table.Td>
                    <Table.Td ta="right" style={oneLine}>
                      {formatAmount(conversion.buyAmount, precisionOf(balances, conversion.buyCurrency))}{' '}
                      {conversion.buyCurrency}
                    </Table.Td>
                    <Table.Td ta="right" style={oneLine}>
                      {formatNumber(conversion.rate)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}

/** What the exchange form asks a quote for. */
type FxQuoteRequest = {
  readonly sellCurrency: string;
  readonly buyCurrency: string;
  readonly amount: string;
  readonly amountSide: FxAmountSide;
};

function ExchangeArea({ account }: { account: Account }) {
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

/** SPEC §2 cashes/exchange: convert between the brand's cash currencies at a firm quote. */
export function FxExchangePage() {
  const { t } = useTranslation('cashFx');
  const session = activeSession(useSessions());
  if (!session) return null;
  return (
    <TicketPage heading={t('heading')}>
      <ExchangeArea account={{ accountCode: session.accountCode, source: session.source }} />
    </TicketPage>
  );
}
