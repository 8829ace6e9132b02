/* SPEC §2 stocks/order: the stock order ticket (issue 15 part 3), built on the shared ticket (shared/ticket). */
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlacedStockOrder, StockOrder, StockOrderEstimate, StockTradeTerms } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { displayStockCode, isStockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { isStockOrderSide } from '@portal/contract/domain/stock/order-types';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { isOpenStockOrderStatus, isStockOrderStatus } from '@portal/contract/domain/stock/stock-order-status';
import { tradingPhases } from '@portal/contract/domain/stock/trading-sessions';
import type { TradingPhase } from '@portal/contract/domain/stock/trading-sessions';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import type { TicketStepProps } from '../../../shared/ticket/ticket-flow';
import {
  ConfirmStep,
  Fact,
  OrderFailureAlert,
  PlacedOrder,
  TicketForm,
  tabular,
} from '../../../shared/ticket/ticket-parts';
import { money } from '../../../shared/ui/money';
import { latestQuote, useStockLiveQuotes } from '../market/live-quotes';
import { LoadFailed, Loading, PhaseBadge, Section } from '../market/market-parts';
import { DepthBook, stockQuery } from '../market/quote-page';
import { useStockApi } from '../market/stock-api';
import { PriceChange, formatPrice } from '../market/stock-format';
import { stockSearchQuery } from '../market/stock-search';
import {
  asksTradePassword,
  changedForm,
  orderTypesFor,
  exchangeOf,
  fundsError,
  lotsOf,
  offersPrePostMarket,
  offSpreadOf,
  orderInputOf,
  startingForm,
  steppedPrice,
  steppedQuantity,
  takesPrice,
  takesStopPrice,
  ticketErrors,
} from './ticket-rules';
import type { StockOrderInput, StockTicketForm, TicketErrors, TicketFieldError } from './ticket-rules';
import { StockOrderStatusBadge, refreshAfterStockOrder, stockOrderFailureOf, useStockLabels } from './trading-parts';
import { stockOrderPath } from './order-path';

export function stockTradeTermsQuery(client: Api, account: TradingAccount, stockId: string) {
  const input = { ...account, stockId };
  return {
    queryKey: ['stockOrder', 'stockTradeTerms', input] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockOrder.stockTradeTerms(input, { signal }),
  };
}

export function confirmationReminderQuery(client: Api, account: TradingAccount) {
  return {
    queryKey: ['stockOrder', 'loadOrderConfirmationReminder', account] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      client.stockOrder.loadOrderConfirmationReminder(account, { signal }),
  };
}

export function savedTradePasswordQuery(client: Api, account: TradingAccount) {
  return {
    queryKey: ['stockOrder', 'checkSavedTradePassword', account] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockOrder.checkSavedTradePassword(account, { signal }),
  };
}

/** /stocks/order, plain (a stock search) or with ?stockId=&side= (the ticket of that stock). */
export function StockOrderPage() {
  const { t } = useTranslation('stockTrading');
  const [params] = useSearchParams();
  const account = useTradingAccount();
  const stockId = params.get('stockId') ?? '';
  const sideParam = params.get('side');
  const side: StockOrderSide = isStockOrderSide(sideParam) ? sideParam : 'B';
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto">
      <Text component="h1" fw={700} size="xl" m={0}>
        {t('ticket.heading')}
      </Text>
      {account === undefined ? null : stockId === '' ? (
        <StockPicker side={side} />
      ) : (
        <StockTicket key={`${stockId}-${side}`} account={account} stockId={stockId} side={side} />
      )}
    </Stack>
  );
}

/** Finds the stock to trade by code (700, 0700, 00700) or name in any of the three languages. */
export function StockPicker({ side }: { readonly side: StockOrderSide }) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const language = useShownLanguage();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const search = useQuery(stockSearchQuery(client, debounced, language), queryClient);
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <Stack gap="sm">
        <Text size="sm">{t('ticket.pick')}</Text>
        <TextInput
          label={t('ticket.searchLabel')}
          placeholder={t('ticket.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          type="search"
          data-testid="ticket-stock-search"
        />
        {debounced !== '' &&
          (search.isError ? (
            <Text size="sm" c="danger" role="alert">
              {t('ticket.searchFailed')}
            </Text>
          ) : search.data && search.data.stocks.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {t('ticket.noResults')}
            </Text>
          ) : search.data ? (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {search.data.stocks.map((stock) => (
                <li key={stock.stockId}>
                  <Anchor
                    component={Link}
                    to={stockOrderPath(stock.stockId, side)}
                    size="sm"
                    data-testid="ticket-stock-result"
                  >
                    <Text span fw={600} size="sm">
                      {displayStockCode(stock.exchange, stock.code)}
                    </Text>{' '}
                    {nameIn(stock.names, language)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          ) : (
            <Loading />
          ))}
      </Stack>
    </Paper>
  );
}

function StockTicket({
  account,
  stockId,
  side,
}: {
  readonly account: TradingAccount;
  readonly stockId: string;
  readonly side: StockOrderSide;
}) {
  const client = useStockApi();
  const terms = useQuery(stockTradeTermsQuery(client, account, stockId), queryClient);
  const reminder = useQuery(confirmationReminderQuery(client, account), queryClient);
  const saved = useQuery(savedTradePasswordQuery(client, account), queryClient);
  if (terms.data === undefined || reminder.data === undefined || saved.data === undefined) {
    const failed = terms.isError || reminder.isError || saved.isError;
    if (!failed) return <Loading />;
    return (
      <LoadFailed
        onRetry={() => {
          void terms.refetch();
          void reminder.refetch();
          void saved.refetch();
        }}
      />
    );
  }
  return (
    <StockTicketWithTerms
      account={account}
      stockId={stockId}
      side={side}
      terms={terms.data}
      skipConfirmation={reminder.data.skipConfirmation}
      passwordSaved={saved.data.result}
    />
  );
}

function StockTicketWithTerms(props: {
  readonly account: TradingAccount;
  readonly stockId: string;
  readonly side: StockOrderSide;
  readonly terms: StockTradeTerms;
  readonly skipConfirmation: boolean;
  readonly passwordSaved: boolean;
}) {
  const { account, terms, stockId } = props;
  const client = useStockApi();
  const [form, setForm] = useState<StockTicketForm>(() => startingForm(terms, props.side));
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const reminder = useMutation(
    {
      mutationFn: (skipConfirmation: boolean) =>
        client.stockOrder.saveOrderConfirmationReminder({ ...account, skipConfirmation }),
      onSuccess: (answer) => queryClient.setQueryData(confirmationReminderQuery(client, account).queryKey, answer),
    },
    queryClient,
  );
  const flow = useTicketFlow<StockOrderInput, PlacedStockOrder>({
    send: (input, clientReference) => client.stockOrder.placeStockOrder({ ...account, clientReference, ...input }),
    readFailure: stockOrderFailureOf,
    onPlaced: () => {
      if (dontShowAgain) reminder.mutate(true);
      refreshAfterStockOrder();
    },
  });
  const errors = ticketErrors(form, terms, props.passwordSaved);
  const estimate = useOrderEstimate(client, account, stockId, form, errors);
  const funds = fundsError(form.side, estimate.data?.total, terms.buyingPower);
  const allErrors: TicketErrors & { funds?: TicketFieldError } = funds ? { ...errors, funds } : errors;
  const valid = Object.keys(allErrors).length === 0;
  return (
    <StockTicketView
      terms={terms}
      stockId={stockId}
      form={form}
      onForm={flow.edit(setForm)}
      errors={allErrors}
      estimate={estimate}
      skipConfirmation={props.skipConfirmation}
      passwordSaved={props.passwordSaved}
      dontShowAgain={dontShowAgain}
      onDontShowAgain={setDontShowAgain}
      onShowConfirmAgain={() => reminder.mutate(false)}
      reminderFailed={reminder.isError}
      {...flow.stepProps({
        ready: () => valid,
        input: () => (valid ? orderInputOf(stockId, form, terms, props.passwordSaved) : undefined),
        clear: () => setForm(startingForm(terms, form.side)),
      })}
      {...(flow.result ? { placed: flow.result } : {})}
    />
  );
}

/** The estimate the server works out for the order as typed (once price and quantity are valid), a moment after typing. */
export type EstimateState = {
  readonly data?: StockOrderEstimate;
  readonly failure?: ReturnType<typeof stockOrderFailureOf>;
  readonly loading: boolean;
};

function useOrderEstimate(
  client: Api,
  account: TradingAccount,
  stockId: string,
  form: StockTicketForm,
  errors: TicketErrors,
): EstimateState {
  const ready = !errors.price && !errors.stopPrice && !errors.quantity;
  const input = {
    ...account,
    stockId,
    side: form.side,
    orderType: form.orderType,
    ...(takesPrice(form.orderType) ? { price: form.price.trim() } : {}),
    ...(takesStopPrice(form.orderType) ? { stopPrice: form.stopPrice.trim() } : {}),
    quantity: form.quantity.trim(),
  };
  const [debounced] = useDebouncedValue(ready ? input : undefined, 300);
  const query = useQuery(
    {
      queryKey: ['stockOrder', 'estimateStockOrder', debounced] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        debounced ? client.stockOrder.estimateStockOrder(debounced, { signal }) : Promise.reject(new Error('no input')),
      enabled: debounced !== undefined,
      retry: false,
    },
    queryClient,
  );
  if (!ready || debounced === undefined) return { loading: false };
  return {
    ...(query.data ? { data: query.data } : {}),
    ...(query.isError ? { failure: stockOrderFailureOf(query.error) } : {}),
    loading: query.isFetching,
  };
}

export type StockTicketViewProps = TicketStepProps & {
  readonly terms: StockTradeTerms;
  readonly stockId: string;
  readonly form: StockTicketForm;
  readonly onForm: (form: StockTicketForm) => void;
  readonly errors: TicketErrors & { funds?: TicketFieldError };
  readonly estimate: EstimateState;
  readonly skipConfirmation: boolean;
  readonly passwordSaved: boolean;
  readonly dontShowAgain: boolean;
  readonly onDontShowAgain: (value: boolean) => void;
  readonly onShowConfirmAgain: () => void;
  readonly reminderFailed: boolean;
  readonly placed?: PlacedStockOrder;
};

/** The ticket: the form (or its confirm step, or the placed order) beside the live quote and the book. */
export function StockTicketView(props: StockTicketViewProps) {
  const { terms } = props;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }} style={{ minWidth: 0 }}>
        <Stack gap="md">
          <TicketStock terms={terms} side={props.form.side} />
          <TicketBody {...props} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} style={{ minWidth: 0 }}>
        <LiveQuotePanel stockId={props.stockId} priceDecimals={terms.priceDecimals} />
      </Grid.Col>
    </Grid>
  );
}

function TicketBody(props: StockTicketViewProps) {
  const { t } = useTranslation('stockTrading');
  const { terms } = props;
  if (props.placed) return <PlacedStockOrderView placed={props.placed} onNewOrder={props.onNewOrder} />;
  if (terms.instrumentStatus !== 'active') {
    return (
      <Alert color="danger" variant="light" data-testid="instrument-not-tradable">
        {terms.instrumentStatus === 'suspended' ? t('ticket.instrumentSuspended') : t('ticket.instrumentDeleted')}
      </Alert>
    );
  }
  if (terms.tradingSuspended || terms.orderTypes.length === 0) {
    return (
      <Alert color="danger" variant="light" data-testid="trading-suspended">
        {t('ticket.tradingSuspended')}
      </Alert>
    );
  }
  return (
    <>
      <AccountPanel terms={terms} side={props.form.side} />
      {props.step === 'confirm' && !props.skipConfirmation ? (
        <StockConfirmStep {...props} />
      ) : (
        <StockTicketFormView {...props} />
      )}
    </>
  );
}

/** The stock the ticket is for, its market phase and a link to pick another. */
function TicketStock({ terms, side }: { readonly terms: StockTradeTerms; readonly side: StockOrderSide }) {
  const { t } = useTranslation('stockTrading');
  const language = useShownLanguage();
  const exchange = exchangeOf(terms);
  const phase: TradingPhase | undefined = isTradingPhaseName(terms.tradingPhase) ? terms.tradingPhase : undefined;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} size="lg" data-testid="ticket-stock">
          {displayStockCode(exchange, terms.code)} {nameIn(terms.names, language)}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {terms.exchange} · {terms.currency} · {t('ticket.boardLot', { lot: String(terms.boardLot) })}
          </Text>
          {phase && <PhaseBadge phase={phase} testId="ticket-phase" />}
        </Group>
      </div>
      <Group gap="sm">
        <Anchor component={Link} to={`/stocks/quote/${terms.stockId}`} size="sm">
          {t('ticket.quoteDetail')}
        </Anchor>
        <Anchor component={Link} to={`/stocks/order?side=${side}`} size="sm" data-testid="change-stock">
          {t('ticket.changeStock')}
        </Anchor>
      </Group>
    </Group>
  );
}

function isTradingPhaseName(phase: string): phase is TradingPhase {
  return (tradingPhases as readonly string[]).includes(phase);
}

/** Buying power (a buy) or the shares that may be sold (a sell), as the server counts them. */
function AccountPanel({ terms, side }: { readonly terms: StockTradeTerms; readonly side: StockOrderSide }) {
  const { t } = useTranslation('stockTrading');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="ticket-account">
      <SimpleGrid cols={2} spacing="sm">
        {side === 'B' ? (
          <>
            <Fact label={t('ticket.buyingPower')} testId="buying-power">
              {money(terms.buyingPower.available, terms.buyingPower.currency)}
            </Fact>
            <Fact label={t('ticket.onHold')}>{money(terms.buyingPower.onHold, terms.buyingPower.currency)}</Fact>
          </>
        ) : (
          <>
            <Fact label={t('ticket.sellable')} testId="sellable-quantity">
              {t('common.shares', { quantity: formatNumber(terms.sellableQuantity, { decimals: 0 }) })}
            </Fact>
            <Fact label={t('ticket.onHold')}>
              {t('common.shares', { quantity: formatNumber(terms.onHoldQuantity, { decimals: 0 }) })}
            </Fact>
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}

function useErrorText() {
  const { t } = useTranslation('stockTrading');
  return (error: TicketFieldError | undefined) =>
    error ? t(`ticket.errors.${error.key}`, { ...error.values, defaultValue: error.key }) : undefined;
}

/** The − and + buttons inside a field (one tick of the spread table, one board lot). */
function Stepper(props: {
  readonly downLabel: string;
  readonly upLabel: string;
  readonly onStep: (by: 1 | -1) => void;
  readonly testId: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" pr={4}>
      <ActionIcon
        variant="default"
        size={28}
        aria-label={props.downLabel}
        onClick={() => props.onStep(-1)}
        data-testid={`${props.testId}-down`}
      >
        −
      </ActionIcon>
      <ActionIcon
        variant="default"
        size={28}
        aria-label={props.upLabel}
        onClick={() => props.onStep(1)}
        data-testid={`${props.testId}-up`}
      >
        +
      </ActionIcon>
    </Group>
  );
}

/** A figure typed with a stepper inside its field (price by ticks, quantity by lots). */
function SteppedField(props: {
  readonly label: string;
  readonly description?: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onStep: (by: 1 | -1) => void;
  readonly downLabel: string;
  readonly upLabel: string;
  readonly error: string | undefined;
  readonly testId: string;
  readonly inputMode: 'decimal' | 'numeric';
}) {
  return (
    <TextInput
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      inputMode={props.inputMode}
      autoComplete="off"
      data-testid={props.testId}
      styles={{ input: tabular }}
      rightSectionWidth={68}
      rightSectionPointerEvents="all"
      rightSection={
        <Stepper downLabel={props.downLabel} upLabel={props.upLabel} onStep={props.onStep} testId={props.testId} />
      }
    />
  );
}

function StockTicketFormView(props: StockTicketViewProps) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const errorText = useErrorText();
  const { terms, form, errors } = props;
  const exchange = exchangeOf(terms);
  const set = (change: Partial<StockTicketForm>) => props.onForm(changedForm(form, change, terms));
  const shown = (error: TicketFieldError | undefined) => (props.showErrors ? errorText(error) : undefined);
  // A typed price off the spread shows at once (issue 15: out-of-spread prices are refused).
  const priceShown = (error: TicketFieldError | undefined) =>
    error?.key === 'wrongSpread' ? errorText(error) : shown(error);
  const lots = lotsOf(form.quantity, terms.boardLot);
  // Where the brand allows a price off the spread table, the ticket says so and asks the client to confirm it.
  const offSpread = offSpreadOf(form, terms);
  const passwordAsked = asksTradePassword(terms, props.passwordSaved);
  const review = () => {
    props.onReview();
    const ready = Object.keys(errors).length === 0;
    if (props.skipConfirmation && ready) props.onSubmit();
  };
  return (
    <TicketForm
      onReview={review}
      blocked={props.showErrors && Object.keys(errors).length > 0}
      reviewing={props.skipConfirmation && props.submitting}
      {...(props.skipConfirmation ? { reviewLabel: t('ticket.submit') } : {})}
    >
      <SegmentedControl
        fullWidth
        value={form.side}
        onChange={(value) => {
          if (isStockOrderSide(value)) set({ side: value });
        }}
        data={(['B', 'S'] as const).map((side) => ({ value: side, label: labels.side(side) }))}
        aria-label={t('ticket.side')}
        data-testid="side"
      />
      <NativeSelect
        label={t('ticket.orderType')}
        value={form.orderType}
        onChange={(event) => set({ orderType: event.currentTarget.value })}
        data={orderTypesFor(form.side, terms).map((type) => ({ value: type, label: labels.orderType(type) }))}
        data-testid="order-type"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {takesPrice(form.orderType) && (
          <SteppedField
            label={t('ticket.price', { currency: terms.currency })}
            value={form.price}
            onChange={(price) => set({ price })}
            onStep={(ticks) => set({ price: steppedPrice(exchange, form.price, terms.prefillPrice, ticks) })}
            downLabel={t('ticket.priceDown')}
            upLabel={t('ticket.priceUp')}
            error={priceShown(errors.price)}
            testId="price"
            inputMode="decimal"
          />
        )}
        {takesStopPrice(form.orderType) && (
          <SteppedField
            label={t('ticket.stopPrice', { currency: terms.currency })}
            value={form.stopPrice}
            onChange={(stopPrice) => set({ stopPrice })}
            onStep={(ticks) => set({ stopPrice: steppedPrice(exchange, form.stopPrice, terms.prefillPrice, ticks) })}
            downLabel={t('ticket.priceDown')}
            upLabel={t('ticket.priceUp')}
            error={priceShown(errors.stopPrice)}
            testId="stop-price"
            inputMode="decimal"
          />
        )}
        <SteppedField
          label={t('ticket.quantity')}
          description={
            lots !== undefined ? t('ticket.lots', { lots: String(lots), lot: String(terms.boardLot) }) : undefined
          }
          value={form.quantity}
          onChange={(quantity) => set({ quantity })}
          onStep={(by) => set({ quantity: steppedQuantity(form.quantity, terms.boardLot, by) })}
          downLabel={t('ticket.quantityDown')}
          upLabel={t('ticket.quantityUp')}
          error={errors.quantity?.key === 'oddLot' ? errorText(errors.quantity) : shown(errors.quantity)}
          testId="quantity"
          inputMode="numeric"
        />
      </SimpleGrid>
      {offSpread && (
        <Alert color="warning" variant="light" title={t('ticket.offSpread.title')} data-testid="off-spread">
          <Stack gap="xs">
            <Text size="sm">{t('ticket.offSpread.notice', offSpread)}</Text>
            <Checkbox
              label={t('ticket.offSpread.confirm', { price: offSpread.price })}
              checked={form.confirmOutOfSpread}
              onChange={(event) => set({ confirmOutOfSpread: event.currentTarget.checked })}
              error={shown(errors.confirmOutOfSpread)}
              data-testid="confirm-off-spread"
            />
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('ticket.validity')}
          value={form.programOrderType}
          onChange={(event) => set({ programOrderType: event.currentTarget.value })}
          data={terms.programOrderTypes.map((type) => ({ value: type, label: labels.programOrderType(type) }))}
          data-testid="program-order-type"
        />
        {form.programOrderType === 'goodTillDate' && terms.goodTillDateRange && (
          <TextInput
            type="date"
            label={t('ticket.goodTillDate')}
            description={t('ticket.goodTillDateRange', terms.goodTillDateRange)}
            min={terms.goodTillDateRange.from}
            max={terms.goodTillDateRange.to}
            value={form.goodTillDate}
            onChange={(event) => set({ goodTillDate: event.currentTarget.value })}
            error={errorText(errors.goodTillDate)}
            data-testid="good-till-date"
          />
        )}
      </SimpleGrid>
      {offersPrePostMarket(terms, form.orderType) && (
        <Checkbox
          label={t('ticket.prePostMarket')}
          description={t('ticket.prePostMarketHint')}
          checked={form.prePostMarket}
          onChange={(event) => set({ prePostMarket: event.currentTarget.checked })}
          error={shown(errors.prePostMarket)}
          data-testid="pre-post-market"
        />
      )}
      <TextInput
        label={t('ticket.remark')}
        description={t('ticket.remarkHint')}
        value={form.remark}
        onChange={(event) => set({ remark: event.currentTarget.value })}
        error={errorText(errors.remark)}
        autoComplete="off"
        data-testid="remark"
      />
      {passwordAsked && (
        <Stack gap={6}>
          <PasswordInput
            label={t('ticket.tradePassword')}
            value={form.tradePassword}
            onChange={(event) => set({ tradePassword: event.currentTarget.value })}
            error={shown(errors.tradePassword)}
            autoComplete="off"
            data-testid="trade-password"
          />
          <Checkbox
            label={t('ticket.saveTradePassword')}
            checked={form.saveTradePassword}
            onChange={(event) => set({ saveTradePassword: event.currentTarget.checked })}
          />
        </Stack>
      )}
      <EstimatePanel estimate={props.estimate} side={form.side} terms={terms} />
      {errors.funds && (
        <Text size="sm" c="danger" role="alert" data-testid="funds-error">
          {errorText(errors.funds)}
        </Text>
      )}
      {props.skipConfirmation && (
        <>
          <OrderFailureAlert failure={props.failure} />
          <Group gap="xs">
            <Text size="xs" c="dimmed" data-testid="confirmation-skipped">
              {t('ticket.skipOn')}
            </Text>
            <UnstyledButton onClick={props.onShowConfirmAgain} data-testid="show-confirm-again">
              <Text size="xs" c="info" td="underline">
                {t('ticket.showConfirmAgain')}
              </Text>
            </UnstyledButton>
          </Group>
          {props.reminderFailed && (
            <Text size="xs" c="danger" role="alert">
              {t('ticket.reminderFailed')}
            </Text>
          )}
        </>
      )}
    </TicketForm>
  );
}

/** Consideration, each fee line and the total, as the server works them out (exact decimals). */
function EstimatePanel({
  estimate,
  side,
  terms,
}: {
  readonly estimate: EstimateState;
  readonly side: StockOrderSide;
  readonly terms: StockTradeTerms;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const { data } = estimate;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="estimate">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('ticket.estimate.heading')}
          {data && (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              {t('ticket.estimate.atPrice', { price: formatPrice(data.price, terms.priceDecimals) })}
            </Text>
          )}
        </Text>
        {data ? (
          <>
            <FigureRow label={t('ticket.estimate.consideration')} testId="estimate-consideration">
              {money(data.consideration, data.currency)}
            </FigureRow>
            {data.fees.map((fee) => (
              <FigureRow key={fee.name} label={labels.feeLine(fee.name)} testId={`fee-${fee.name}`} dimmed>
                {money(fee.amount, data.currency)}
              </FigureRow>
            ))}
            <FigureRow label={t('ticket.estimate.totalFees')} testId="estimate-fees">
              {money(data.totalFees, data.currency)}
            </FigureRow>
            <FigureRow
              label={side === 'B' ? t('ticket.estimate.totalBuy') : t('ticket.estimate.totalSell')}
              testId="estimate-total"
              strong
            >
              {money(data.total, data.currency)}
            </FigureRow>
            <Text size="xs" c="dimmed">
              {t('ticket.estimate.note')}
            </Text>
          </>
        ) : estimate.failure ? (
          <OrderFailureAlert failure={estimate.failure} />
        ) : estimate.loading ? (
          <Loading />
        ) : (
          <Text size="xs" c="dimmed">
            {t('ticket.estimate.waiting')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function FigureRow(props: {
  readonly label: string;
  readonly children: ReactNode;
  readonly testId: string;
  readonly dimmed?: boolean;
  readonly strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={props.testId}>
      <Text size="sm" c={props.dimmed ? 'dimmed' : undefined} fw={props.strong ? 600 : undefined}>
        {props.label}
      </Text>
      <Text size="sm" style={tabular} fw={props.strong ? 600 : undefined}>
        {props.children}
      </Text>
    </Group>
  );
}

/** The confirm step: what will be sent, the estimate, and "do not show this confirmation again". */
function StockConfirmStep(props: StockTicketViewProps) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  const { terms, form } = props;
  const exchange = exchangeOf(terms);
  return (
    <ConfirmStep actions={props} note={t('ticket.estimate.note')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('ticket.confirm.stock')}>
          {displayStockCode(exchange, terms.code)} {nameIn(terms.names, language)}
        </Fact>
        <Fact label={t('ticket.confirm.side')} testId="confirm-side">
          {labels.side(form.side)}
        </Fact>
        <Fact label={t('ticket.confirm.orderType')}>{labels.orderType(form.orderType)}</Fact>
        <Fact label={t('ticket.confirm.price')} testId="confirm-price">
          {takesPrice(form.orderType)
            ? `${formatPrice(form.price.trim(), terms.priceDecimals)} ${terms.currency}`
            : t('ticket.confirm.marketPrice')}
        </Fact>
        {takesStopPrice(form.orderType) && (
          <Fact label={t('ticket.confirm.stopPrice')}>
            {formatPrice(form.stopPrice.trim(), terms.priceDecimals)} {terms.currency}
          </Fact>
        )}
        <Fact label={t('ticket.confirm.quantity')} testId="confirm-quantity">
          {formatNumber(form.quantity.trim(), { decimals: 0 })}
        </Fact>
        <Fact label={t('ticket.confirm.validity')}>
          {labels.programOrderType(form.programOrderType)}
          {form.programOrderType === 'goodTillDate' ? ` ${form.goodTillDate}` : ''}
        </Fact>
        {offersPrePostMarket(terms, form.orderType) && form.prePostMarket && (
          <Fact label={t('ticket.confirm.prePostMarket')} testId="confirm-pre-post-market">
            {t('ticket.confirm.prePostMarketAllowed')}
          </Fact>
        )}
        {offSpreadOf(form, terms) !== undefined && form.confirmOutOfSpread && (
          <Fact label={t('ticket.confirm.offSpread')} testId="confirm-off-spread-price">
            {t('ticket.confirm.offSpreadConfirmed')}
          </Fact>
        )}
        {form.remark !== '' && <Fact label={t('ticket.confirm.remark')}>{form.remark}</Fact>}
        {props.estimate.data && (
          <>
            <Fact label={t('ticket.estimate.totalFees')}>
              {money(props.estimate.data.totalFees, props.estimate.data.currency)}
            </Fact>
            <Fact
              label={form.side === 'B' ? t('ticket.estimate.totalBuy') : t('ticket.estimate.totalSell')}
              testId="confirm-total"
            >
              {money(props.estimate.data.total, props.estimate.data.currency)}
            </Fact>
          </>
        )}
      </SimpleGrid>
      <Checkbox
        label={t('ticket.confirm.dontShowAgain')}
        checked={props.dontShowAgain}
        onChange={(event) => props.onDontShowAgain(event.currentTarget.checked)}
        data-testid="dont-show-again"
      />
    </ConfirmStep>
  );
}

/** The placed order and its status, read again while it is open (the matching moves it on). */
function PlacedStockOrderView({
  placed,
  onNewOrder,
}: {
  readonly placed: PlacedStockOrder;
  readonly onNewOrder: () => void;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const account = useTradingAccount();
  const initial = placed.order;
  const open = isStockOrderStatus(initial.status) && isOpenStockOrderStatus(initial.status);
  const current = useQuery(
    {
      queryKey: ['stockOrder', 'getStockOrder', { orderId: initial.orderId }] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.stockOrder.getStockOrder(
          {
            accountCode: account?.accountCode ?? initial.accountCode,
            source: account?.source ?? 'gateway',
            orderId: initial.orderId,
          },
          { signal },
        ),
      enabled: open,
      refetchInterval: (query) => {
        const status = query.state.data?.order.status;
        return status !== undefined && isStockOrderStatus(status) && !isOpenStockOrderStatus(status) ? false : 5000;
      },
    },
    queryClient,
  );
  const order: StockOrder = current.data?.order ?? initial;
  return (
    <PlacedOrder
      message={t('ticket.placed.message', { orderId: order.orderId })}
      replayed={placed.replayed}
      onNewOrder={onNewOrder}
      links={
        <>
          <Button component={Link} to="/stocks/history" variant="default">
            {t('ticket.placed.history')}
          </Button>
          <Button component={Link} to="/stocks/portfolio" variant="default">
            {t('ticket.placed.portfolio')}
          </Button>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('ticket.placed.status')} testId="placed-status">
          <StockOrderStatusBadge status={order.status} />
        </Fact>
        <Fact label={t('ticket.placed.filled')} testId="placed-filled">
          {formatNumber(order.filledQuantity, { decimals: 0 })} / {formatNumber(order.quantity, { decimals: 0 })}
        </Fact>
        {order.prePostMarket && (
          <Fact label={t('ticket.confirm.prePostMarket')} testId="placed-pre-post-market">
            {t('ticket.confirm.prePostMarketAllowed')}
          </Fact>
        )}
      </SimpleGrid>
    </PlacedOrder>
  );
}

/** The live quote and the 10-level book of the stock (the tab's one quote stream). */
function LiveQuotePanel({ stockId, priceDecimals }: { readonly stockId: string; readonly priceDecimals: number }) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const stock = useQuery(stockQuery(client, stockId), queryClient);
  const live = useStockLiveQuotes([stockId]);
  if (!stock.data) {
    return (
      <Section title={t('ticket.quote')} testId="ticket-quote">
        {stock.isError ? <LoadFailed onRetry={() => void stock.refetch()} /> : <Loading />}
      </Section>
    );
  }
  const quote = latestQuote(stock.data.quote, live[stockId]);
  const decimals = isStockExchangeCode(stock.data.instrument.exchange) ? priceDecimals : undefined;
  const price = (value: string | null) => (value === null ? t('common.noValue') : formatPrice(value, decimals));
  return (
    <Stack gap="md">
      <Section title={t('ticket.quote')} testId="ticket-quote" aside={<PhaseBadge phase={quote.phase} />}>
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('ticket.last')}
            </Text>
            <Text fw={700} size="xl" style={tabular} data-testid="ticket-last">
              {price(quote.last)}
            </Text>
          </div>
          <PriceChange change={quote.change} changePercent={quote.changePercent} decimals={decimals} />
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Fact label={t('ticket.bid')}>
            <Text span c="priceUp" fw={600} style={tabular}>
              {price(quote.bid)}
            </Text>
          </Fact>
          <Fact label={t('ticket.ask')}>
            <Text span c="priceDown" fw={600} style={tabular}>
              {price(quote.ask)}
            </Text>
          </Fact>
        </SimpleGrid>
      </Section>
      <DepthBook bids={quote.bids} asks={quote.asks} decimals={priceDecimals} />
    </Stack>
  );
}
