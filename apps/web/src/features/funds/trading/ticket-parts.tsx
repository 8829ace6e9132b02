/* What fund tickets add to the shared ticket (shared/ticket): the fund ticket page, the terms, cash and holding
 * panels, the fund and holding pickers, the fund errors' texts, the confirm note and the placed fund orders. */
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Decimal } from 'decimal.js';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { FundOrder, FundTradeTerms } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { riskRank } from '@portal/contract/domain/fund';
import { fundOrderResultCatalogue } from '@portal/contract/domain/order/fund-order-results';
import { apiQueryOptions, useApiQuery } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Checked } from '../../../shared/ticket/quantity';
import { ChoiceField } from '../../../shared/ticket/choice-field';
import { QuantityInput, useQuantityErrorText } from '../../../shared/ticket/quantity-input';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import type { ConfirmActions, TicketFlowOptions } from '../../../shared/ticket/ticket-flow';
import {
  ConfirmStep,
  EstimatedFee,
  Fact,
  PlacedOrder,
  QueryState,
  TicketPage,
  TicketPanel,
  tabular,
  useResultText,
} from '../../../shared/ticket/ticket-parts';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import type { RedemptionBasis, TargetsError } from './ticket-rules';
import { money } from '../../../shared/ui/money';
import { refreshAfterOrder } from './order-cache';
import { checkRedemptionQuantity, fundOrderFailureOf, holdingValue, isTargetsError } from './ticket-rules';

/** The fund a ticket is for: its name, id and risk level, and a link to pick another. */
export function TicketFund({ terms, changeTo }: { terms: FundTradeTerms; changeTo?: string }) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div>
        <Text fw={600} size="lg" data-testid="ticket-fund">
          {nameOf(terms.fundNames)}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {terms.fundId} · {terms.fundCurrency}
          </Text>
          <RiskLevelBadge level={terms.riskLevel} size="xs" />
        </Group>
      </div>
      <Group gap="sm">
        <Anchor component={Link} to={`/funds/detail/${terms.fundId}`} size="sm">
          {t('common.fundDetail')}
        </Anchor>
        {changeTo && (
          <Anchor component={Link} to={changeTo} size="sm">
            {t('ticket.changeFund')}
          </Anchor>
        )}
      </Group>
    </Group>
  );
}

/** The terms an order placed now gets: NAV, risk, minimum, fees, the brand's cut-off and the expected dates. */
export function TermsPanel({ terms, side }: { terms: FundTradeTerms; side: 'subscribe' | 'redeem' }) {
  const { t } = useTranslation('fundTrading');
  const riskAbove = side === 'subscribe' && riskAboveClient(terms);
  return (
    <TicketPanel heading={t('ticket.terms.heading')} testId="ticket-terms">
      {terms.suspended && (
        <Alert color="danger" variant="light">
          {t('ticket.terms.suspended')}
        </Alert>
      )}
      {riskAbove && (
        <Alert color="warning" variant="light" data-testid="risk-warning">
          {t('ticket.terms.riskAbove')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('ticket.terms.latestNav', { date: terms.latestNavDate })}>
          {formatNumber(terms.latestNav)} {terms.fundCurrency}
        </Fact>
        <Fact label={t('ticket.terms.riskLevel')}>
          <RiskLevelBadge level={terms.riskLevel} size="xs" />
        </Fact>
        <Fact label={t('ticket.terms.yourRiskLevel')}>
          <RiskLevelBadge level={terms.clientRiskLevel} size="xs" />
        </Fact>
        {side === 'subscribe' ? (
          <>
            <Fact label={t('ticket.terms.minimum')} testId="terms-minimum">
              {formatAmount(terms.minimumSubscription, terms.currencyPrecision)} {terms.fundCurrency}
            </Fact>
            <Fact label={t('ticket.terms.subscriptionFee')}>{formatNumber(terms.subscriptionFeePercent)}%</Fact>
          </>
        ) : (
          <Fact label={t('ticket.terms.redemptionFee')}>{formatNumber(terms.redemptionFeePercent)}%</Fact>
        )}
        <Fact label={t('ticket.terms.cutOffTime')} testId="terms-cut-off">
          {t('ticket.terms.cutOffValue', { time: terms.cutOffTime })}
        </Fact>
        <Fact label={t('ticket.terms.orderDate')}>{terms.orderDate}</Fact>
        <Fact label={t('ticket.terms.dealingDate')} testId="terms-dealing-date">
          {terms.dealingDate}
        </Fact>
        <Fact label={t('ticket.terms.settlementDate')} testId="terms-settlement-date">
          {terms.settlementDate}
        </Fact>
      </SimpleGrid>
      {terms.professionalOnly && (
        <Text size="sm" c="warning">
          {t('ticket.terms.professionalOnly')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('ticket.terms.businessDays')}
      </Text>
    </TicketPanel>
  );
}

/** Whether the fund's risk is above the client's (the server refuses it with riskLevelViolation). */
export function riskAboveClient(terms: FundTradeTerms): boolean {
  return riskRank(terms.riskLevel) > riskRank(terms.clientRiskLevel);
}

/** The client's cash in each currency with its rate into the fund's currency. */
export function CashPanel({ terms, selected }: { terms: FundTradeTerms; selected?: string }) {
  const { t } = useTranslation('fundTrading');
  return (
    <TicketPanel heading={t('ticket.cash.heading')} testId="ticket-cash" gap="xs">
      {terms.cash.map((cash) => (
        <Group
          key={cash.currency}
          justify="space-between"
          gap="xs"
          data-testid="cash-row"
          data-currency={cash.currency}
          fw={cash.currency === selected ? 600 : undefined}
        >
          <Text size="sm" fw="inherit">
            {cash.currency}
          </Text>
          <Text size="sm" style={tabular} fw="inherit">
            {t('ticket.cash.available')} {formatAmount(cash.available, cash.precision)}
            {cash.currency !== terms.fundCurrency && (
              <Text span size="xs" c="dimmed" ml="xs">
                {t('ticket.cash.rate', {
                  from: cash.currency,
                  rate: formatNumber(cash.fxRate),
                  to: terms.fundCurrency,
                })}{' '}
                <span data-testid="fx-rate-time">
                  ({t('ticket.cash.rateAsOf', { time: formatTime24(terms.fxRateTime) })})
                </span>
              </Text>
            )}
          </Text>
        </Group>
      ))}
    </TicketPanel>
  );
}

/** The client's holding of the fund: units free and on hold, and what the free ones are worth. */
export function HoldingPanel({ terms }: { terms: FundTradeTerms }) {
  const { t } = useTranslation('fundTrading');
  return (
    <TicketPanel heading={t('ticket.holding.heading')} testId="ticket-holding" gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('ticket.holding.availableUnits')} testId="holding-available">
          {formatNumber(terms.holding.availableUnits, { decimals: terms.unitDecimals })}
        </Fact>
        <Fact label={t('ticket.holding.onHoldUnits')}>
          {formatNumber(terms.holding.onHoldUnits, { decimals: terms.unitDecimals })}
        </Fact>
        <Fact label={t('ticket.holding.marketValue')}>
          {formatAmount(holdingValue(terms), terms.currencyPrecision)} {terms.fundCurrency}
        </Fact>
      </SimpleGrid>
    </TicketPanel>
  );
}

/** The text of a fund ticket's field error: the shared quantity errors, or the switch targets'. */
export function useFieldErrorText(): (error: Checked['error'] | TargetsError | undefined) => string | undefined {
  const { t } = useTranslation('fundTrading');
  const quantityErrorText = useQuantityErrorText();
  return (error) => {
    if (error === undefined || !isTargetsError(error)) return quantityErrorText(error);
    return t(`ticket.errors.${error.key}`, { ...error.values, defaultValue: error.key });
  };
}

/** A fund ticket's confirm step: the shared frame with the note that its figures are estimates at the latest NAV. */
export function FundConfirmStep({ actions, children }: { actions: ConfirmActions; children: ReactNode }) {
  const { t } = useTranslation('fundTrading');
  return (
    <ConfirmStep actions={actions} note={t('ticket.confirm.estimateNote')}>
      {children}
    </ConfirmStep>
  );
}

/** The estimated fee of a fund order at the fund's fee percent, in the fund's currency. */
export function FundFee({ percent, fee, terms }: { percent: string; fee: Decimal; terms: FundTradeTerms }) {
  return <EstimatedFee percent={percent} fee={fee} precision={terms.currencyPrecision} currency={terms.fundCurrency} />;
}

/**
 * A fund ticket page (SPEC §2 funds/subscribe/{id?} and the like): the ticket of the fund in the route, or the
 * picker of one when the route names none.
 */
export function FundTicketPage(props: {
  heading: string;
  ticket: (account: TradingAccount, fundId: string) => ReactNode;
  picker: (account: TradingAccount) => ReactNode;
}) {
  const { id } = useParams();
  const account = useTradingAccount();
  if (!account) return null;
  return <TicketPage heading={props.heading}>{id ? props.ticket(account, id) : props.picker(account)}</TicketPage>;
}

/** A placed order (or the legs of a switch): what it is, its status and dates, and where to go next. */
export function PlacedOrders({
  orders,
  replayed,
  onNewOrder,
}: {
  orders: readonly FundOrder[];
  replayed: boolean;
  onNewOrder: () => void;
}) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const unitsText = useUnitsText();
  const resultText = useResultText(fundOrderResultCatalogue);
  return (
    <PlacedOrder
      message={resultText('success')}
      replayed={replayed}
      onNewOrder={onNewOrder}
      links={
        <>
          <Button component={Link} to="/funds/history" variant="filled">
            {t('common.viewHistory')}
          </Button>
          <Button component={Link} to="/funds/portfolio" variant="default">
            {t('common.viewPortfolio')}
          </Button>
        </>
      }
    >
      {orders.map((order) => (
        <Paper
          key={order.orderId}
          withBorder
          radius="sm"
          p="sm"
          data-testid="placed-order"
          data-order-id={order.orderId}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact label={t('ticket.confirm.fund')}>{nameOf(order.fundNames)}</Fact>
            <Fact label={t('ticket.success.orderId')}>{order.orderId}</Fact>
            <Fact label={t('ticket.success.status')}>
              {t(`kinds.${order.kind}`)} · {t(`statuses.${order.status}`)}
            </Fact>
            <Fact label={t('ticket.confirm.amount')}>{orderQuantityText(order, unitsText)}</Fact>
            <Fact label={t('ticket.terms.dealingDate')}>{order.dealingDate}</Fact>
            <Fact label={t('ticket.terms.settlementDate')}>{order.settlementDate}</Fact>
          </SimpleGrid>
        </Paper>
      ))}
    </PlacedOrder>
  );
}

/** An order's size as the lists show it: the pay amount for a subscription, else units (or the amount asked). */
export function orderQuantityText(order: FundOrder, unitsText: (units: string) => string): string {
  if (order.kind === 'subscription' && order.payAmount !== null) return money(order.payAmount, order.payCurrency);
  if (order.basis === 'unit' && order.units !== null) return unitsText(formatNumber(order.units));
  if (order.amount !== null) return money(order.amount, order.fundCurrency);
  if (order.units !== null) return unitsText(formatNumber(order.units));
  return '—';
}

/** The units text of `orderQuantityText` in the reader's language. */
export function useUnitsText(): (units: string) => string {
  const { t } = useTranslation('fundTrading');
  return (units) => t('ticket.unitCount', { units });
}

/** A moment as the lists show it: market date and 24-hour time. */
export function formatMoment(instant: string): string {
  return `${formatDate(instant)} ${formatTime24(instant)}`;
}

/** Picks a fund of the catalogue for a ticket: a search by name or code, each match a link to `basePath/id`. */
export function FundPicker({ basePath }: { basePath: string }) {
  const { t } = useTranslation('fundTrading');
  const language = useShownLanguage();
  const nameOf = useFundName();
  const [text, setText] = useState('');
  const search = useQuery(
    apiQueryOptions('fundDefinition', 'searchFunds', {
      ...(text.trim() ? { text: text.trim() } : {}),
      language,
      pageSize: 12,
    }),
    queryClient,
  );
  return (
    <TicketPanel heading={t('ticket.pickFund')} testId="fund-picker">
      <TextInput
        label={t('ticket.fundSearchLabel')}
        description={t('ticket.pickFundHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {search.data === undefined ? (
        <QueryState failed={search.isError} onRetry={() => void search.refetch()} />
      ) : search.data.funds.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('ticket.fundSearchEmpty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {search.data.funds.map((fund) => (
            <PickLink
              key={fund.fundId}
              to={`${basePath}/${fund.fundId}`}
              testId="pick-fund"
              fundId={fund.fundId}
              name={nameOf(fund.names)}
              currency={fund.currency}
            >
              <RiskLevelBadge level={fund.riskLevel} size="xs" />
            </PickLink>
          ))}
        </Stack>
      )}
    </TicketPanel>
  );
}

/** A fund in a picker: its name, id and currency, what is said of it (children) on the right; a link to `to`. */
function PickLink(props: {
  to: string;
  testId: string;
  fundId: string;
  name: string;
  currency: string;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={props.to}
      p="xs"
      data-testid={props.testId}
      data-fund-id={props.fundId}
      style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {/* The name wraps; what is said of the fund (a risk badge, units) keeps its whole width on a phone. */}
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {props.name}
          </Text>
          <Text size="xs" c="dimmed">
            {props.fundId} · {props.currency}
          </Text>
        </div>
        <div style={{ flexShrink: 0 }}>{props.children}</div>
      </Group>
    </UnstyledButton>
  );
}

/** Picks one of the client's holdings (units free to redeem or switch), each a link to `basePath/id`. */
export function HoldingPicker({ account, basePath }: { account: TradingAccount; basePath: string }) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const portfolio = useApiQuery('fundHolding', 'fundPortfolio', { ...account });
  if (portfolio.data === undefined) {
    return <QueryState failed={portfolio.isError} onRetry={() => void portfolio.refetch()} />;
  }
  const holdings = portfolio.data.holdings;
  return (
    <TicketPanel heading={t('ticket.pickHolding')} testId="holding-picker">
      {holdings.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed" size="sm">
            {t('ticket.noHoldings')}
          </Text>
          <Anchor component={Link} to="/funds/search" size="sm">
            {t('common.searchFunds')}
          </Anchor>
        </Stack>
      ) : (
        holdings.map((holding) => (
          <PickLink
            key={holding.fundId}
            to={`${basePath}/${holding.fundId}`}
            testId="pick-holding"
            fundId={holding.fundId}
            name={nameOf(holding.fundNames)}
            currency={holding.currency}
          >
            <Text size="sm" style={tabular}>
              {t('ticket.holding.availableUnits')} {formatNumber(holding.availableUnits)}
            </Text>
          </PickLink>
        ))
      )}
    </TicketPanel>
  );
}

/** What a redemption or a switch-out says of its quantity: units or an amount of the holding. */
export type RedemptionQuantityProps = {
  readonly terms: FundTradeTerms;
  readonly basis: RedemptionBasis;
  readonly onBasis: (basis: RedemptionBasis) => void;
  readonly quantity: string;
  readonly onQuantity: (quantity: string) => void;
  readonly showErrors: boolean;
};

/** A redemption's basis and quantity as its ticket holds them: a new basis clears the quantity. */
export function useRedemptionQuantity(edit: <Value>(set: (value: Value) => void) => (value: Value) => void) {
  const [basis, setBasis] = useState<RedemptionBasis>('unit');
  const [quantity, setQuantity] = useState('');
  return {
    basis,
    quantity,
    onBasis: edit((value: RedemptionBasis) => {
      setBasis(value);
      setQuantity('');
    }),
    onQuantity: edit(setQuantity),
    clear: () => setQuantity(''),
  };
}

/** Places fund orders through the shared ticket flow: the fund results read a refusal, an order refreshes the pages. */
export function useFundTicketFlow<Input, Result>(send: TicketFlowOptions<Input, Result>['send']) {
  return useTicketFlow({ send, readFailure: fundOrderFailureOf, onPlaced: refreshAfterOrder });
}

/** The units or amount field of a redemption or a switch-out, with its basis and an 'all units' shortcut. */
export function QuantityFields({
  terms,
  basis,
  onBasis,
  quantity,
  onQuantity,
  showErrors,
  basisLabel,
}: RedemptionQuantityProps & { basisLabel: string }) {
  const { t } = useTranslation('fundTrading');
  const errorText = useFieldErrorText();
  const checked = checkRedemptionQuantity(quantity, terms, basis);
  return (
    <Stack gap="sm">
      <ChoiceField
        label={basisLabel}
        value={basis}
        onChange={onBasis}
        options={[
          { value: 'unit', label: t('ticket.bases.unit') },
          { value: 'amount', label: t('ticket.bases.amount') },
        ]}
        testId="basis"
      />
      <QuantityInput
        label={basis === 'unit' ? t('ticket.units') : t('ticket.quantityAmount', { currency: terms.fundCurrency })}
        value={quantity}
        onChange={onQuantity}
        error={showErrors ? errorText(checked.error) : undefined}
        testId="quantity-input"
        {...(basis === 'unit'
          ? { fill: { label: t('ticket.redeemAll'), value: terms.holding.availableUnits, testId: 'all-units' } }
          : {})}
      />
    </Stack>
  );
}
