/* SPEC §2 stocks/history: orders and trades with filters and paging, amend and cancel where allowed, CSV export
 * (issue 15 part 5). */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { StockOrder, StockOrderPage, StockTrade, StockTradePage } from '@portal/contract';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { formatNumber } from '@portal/contract/domain/number-format';
import {
  displayStockCode,
  isStockExchangeCode,
  normaliseStockCode,
  parseStockId,
  stockIdOf,
  stockIdPattern,
} from '@portal/contract/domain/stock/exchanges';
import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { isStockOrderSide, quantityInputError } from '@portal/contract/domain/stock/order-types';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { isStockOrderStatus, stockOrderStatuses } from '@portal/contract/domain/stock/stock-order-status';
import type { StockOrderStatus } from '@portal/contract/domain/stock/stock-order-status';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmActions } from '../../../shared/ui/confirm-actions';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import type { OrderFailure } from '../../../shared/ticket/order-failure';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import { DateRangeInputs } from '../../../shared/ui/date-range-inputs';
import { CsvExportButton } from '../../../shared/ui/csv-export-button';
import { money, oneLine } from '../../../shared/ui/money';
import { rowActionName } from '../../../shared/ui/row-action';
import { LoadFailed, Loading, Section } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import { formatPrice, priceDecimalsOf, tabular } from '../market/stock-format';
import { offSpreadOf, priceError } from './ticket-rules';
import type { TicketFieldError } from './ticket-rules';
import {
  StockOrderStatusBadge,
  phoneQuery,
  refreshAfterStockOrder,
  stockOrderFailureOf,
  useStockLabels,
} from './trading-parts';

export type StockHistoryFilters = {
  readonly status: '' | StockOrderStatus;
  readonly side: '' | StockOrderSide;
  /** A stock id (HKEX-00700) or an HK code (700, 0700, 00700) as typed. */
  readonly stock: string;
  readonly fromDate: string;
  readonly toDate: string;
};
export const noStockHistoryFilters: StockHistoryFilters = { status: '', side: '', stock: '', fromDate: '', toDate: '' };

/** The stock id a typed filter names: a stock id as is, digits as a Hong Kong code; undefined when it names none. */
export function stockIdFilterOf(typed: string): string | undefined {
  const written = typed.trim().toUpperCase();
  if (written === '') return undefined;
  if (/^\d{1,5}$/.test(written)) return stockIdOf('HKEX', normaliseStockCode('HKEX', written));
  return stockIdPattern.test(written) ? written : undefined;
}

/** The filter part of a queryStockOrders, queryStockTrades or exportStockOrders input. */
export function historyFilterInput(account: TradingAccount, filters: StockHistoryFilters) {
  const stockId = stockIdFilterOf(filters.stock);
  return {
    ...account,
    ...(filters.side ? { side: filters.side } : {}),
    ...(stockId ? { stockId } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}

export const stockHistoryPageSize = 20;

export function stockOrderListQuery(client: Api, account: TradingAccount, filters: StockHistoryFilters) {
  const input = {
    ...historyFilterInput(account, filters),
    statuses: filters.status ? [filters.status] : [],
    pageSize: stockHistoryPageSize,
  };
  return infiniteQueryOptions({
    queryKey: ['stockOrder', 'queryStockOrders', 'list', input] as const,
    queryFn: ({ pageParam, signal }) =>
      client.stockOrder.queryStockOrders(pageParam ? { ...input, cursor: pageParam } : input, { signal }),
    initialPageParam: '',
    getNextPageParam: (page: StockOrderPage) => page.nextCursor ?? undefined,
  });
}

export function stockTradeListQuery(client: Api, account: TradingAccount, filters: StockHistoryFilters) {
  const input = { ...historyFilterInput(account, filters), pageSize: stockHistoryPageSize };
  return infiniteQueryOptions({
    queryKey: ['stockOrder', 'queryStockTrades', 'list', input] as const,
    queryFn: ({ pageParam, signal }) =>
      client.stockOrder.queryStockTrades(pageParam ? { ...input, cursor: pageParam } : input, { signal }),
    initialPageParam: '',
    getNextPageParam: (page: StockTradePage) => page.nextCursor ?? undefined,
  });
}

/** A refusal of an amendment or a cancellation: its stock order code (404: the order is not the account's). */
export function stockOrderChangeFailureOf(error: unknown): OrderFailure {
  return stockOrderFailureOf(error, { 404: 'orderNotFound' });
}

function formatMoment(instant: string): string {
  return `${formatDate(instant)} ${formatTime24(instant)}`;
}

function decimalsOf(exchange: string): number | undefined {
  return isStockExchangeCode(exchange) ? priceDecimalsOf(exchange) : undefined;
}

function codeOf(exchange: string, code: string): string {
  return isStockExchangeCode(exchange) ? displayStockCode(exchange, code) : code;
}

export function StockHistoryPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <StockHistory key={`${account.source}:${account.accountCode}`} account={account} />;
}

function StockHistory({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('stockTrading');
  const brand = useBrand();
  const client = useStockApi();
  const language = useShownLanguage();
  const [filters, setFilters] = useState<StockHistoryFilters>(noStockHistoryFilters);
  const [tab, setTab] = useState<'orders' | 'trades'>('orders');
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('history.heading')}
        </Title>
        <CsvExportButton
          fetchFile={() =>
            client.stockOrder.exportStockOrders({
              ...historyFilterInput(account, filters),
              statuses: filters.status ? [filters.status] : [],
              language,
            })
          }
          label={t('history.export')}
          failedText={t('history.exportFailed')}
          doneText={(rows) => t('history.exported', { rows: String(rows) })}
        />
      </Group>
      <HistoryFilters filters={filters} onFilters={setFilters} showStatus={tab === 'orders'} />
      <Tabs value={tab} onChange={(value) => setTab(value === 'trades' ? 'trades' : 'orders')}>
        <Tabs.List>
          <Tabs.Tab value="orders" data-testid="tab-orders">
            {t('history.orders')}
          </Tabs.Tab>
          <Tabs.Tab value="trades" data-testid="tab-trades">
            {t('history.trades')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          {tab === 'orders' && (
            <OrdersList
              account={account}
              filters={filters}
              canTrade={offers(brand.flags, brandFeatures.stockTrading)}
              overrideOutOfSpread={brand.flags.overrideOutOfSpread}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="trades" pt="md">
          {tab === 'trades' && <TradesList account={account} filters={filters} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function HistoryFilters({
  filters,
  onFilters,
  showStatus,
}: {
  readonly filters: StockHistoryFilters;
  readonly onFilters: (filters: StockHistoryFilters) => void;
  readonly showStatus: boolean;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {showStatus && (
          <NativeSelect
            label={t('history.status')}
            value={filters.status}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onFilters({ ...filters, status: isStockOrderStatus(value) ? value : '' });
            }}
            data={[
              { value: '', label: t('history.anyStatus') },
              ...stockOrderStatuses.map((status) => ({ value: status, label: labels.status(status) })),
            ]}
            data-testid="filter-status"
          />
        )}
        <NativeSelect
          label={t('history.side')}
          value={filters.side}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onFilters({ ...filters, side: isStockOrderSide(value) ? value : '' });
          }}
          data={[
            { value: '', label: t('history.anySide') },
            ...(['B', 'S'] as const).map((side) => ({ value: side, label: labels.side(side) })),
          ]}
          data-testid="filter-side"
        />
        <TextInput
          label={t('history.stock')}
          placeholder={t('history.stockPlaceholder')}
          value={filters.stock}
          onChange={(event) => onFilters({ ...filters, stock: event.currentTarget.value })}
          data-testid="filter-stock"
        />
        <DateRangeInputs
          fromLabel={t('history.from')}
          toLabel={t('history.to')}
          fromDate={filters.fromDate}
          toDate={filters.toDate}
          onChange={(range) => onFilters({ ...filters, ...range })}
          testIdPrefix="filter-date"
        />
      </Group>
    </Paper>
  );
}

function OrdersList(props: {
  readonly account: TradingAccount;
  readonly filters: StockHistoryFilters;
  readonly canTrade: boolean;
  readonly overrideOutOfSpread: boolean;
}) {
  const client = useStockApi();
  const list = useInfiniteQuery(stockOrderListQuery(client, props.account, props.filters), queryClient);
  const [amending, setAmending] = useState<StockOrder | undefined>();
  const [cancelling, setCancelling] = useState<StockOrder | undefined>();
  if (!list.data) return list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : <Loading />;
  return (
    <>
      <StockOrdersView
        orders={list.data.pages.flatMap((page) => page.orders)}
        canTrade={props.canTrade}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        onAmend={setAmending}
        onCancel={setCancelling}
      />
      {amending && (
        <AmendDialog
          account={props.account}
          order={amending}
          overrideOutOfSpread={props.overrideOutOfSpread}
          onClose={() => setAmending(undefined)}
        />
      )}
      {cancelling && (
        <CancelDialog account={props.account} order={cancelling} onClose={() => setCancelling(undefined)} />
      )}
    </>
  );
}

export function StockOrdersView(props: {
  readonly orders: readonly StockOrder[];
  readonly canTrade: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onMore: () => void;
  readonly onAmend: (order: StockOrder) => void;
  readonly onCancel: (order: StockOrder) => void;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  const narrow = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
  if (props.orders.length === 0) {
    return (
      <Text c="dimmed" data-testid="orders-empty">
        {t('history.empty')}
      </Text>
    );
  }
  const more = props.hasMore && (
    <Button variant="default" onClick={props.onMore} loading={props.loadingMore} data-testid="more">
      {t('history.more')}
    </Button>
  );
  if (narrow) {
    return (
      <Stack gap="sm">
        {props.orders.map((order) => (
          <OrderCard key={order.orderId} order={order} {...props} />
        ))}
        {more}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" style={tabular} data-testid="orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.placedAt')}</Table.Th>
              <Table.Th>{t('history.stock')}</Table.Th>
              <Table.Th>{t('history.side')}</Table.Th>
              <Table.Th>{t('history.orderType')}</Table.Th>
              <Table.Th ta="right">{t('history.price')}</Table.Th>
              <Table.Th ta="right">{t('history.quantity')}</Table.Th>
              <Table.Th ta="right">{t('history.filled')}</Table.Th>
              <Table.Th ta="right">{t('history.averagePrice')}</Table.Th>
              <Table.Th>{t('history.status')}</Table.Th>
              {props.canTrade && <Table.Th>{t('history.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.orders.map((order) => {
              const decimals = decimalsOf(order.exchange);
              return (
                <Table.Tr key={order.orderId} data-testid="order-row" data-order={order.orderId}>
                  <Table.Td style={oneLine}>{formatMoment(order.placedAt)}</Table.Td>
                  <Table.Td>
                    <Text span fw={600} size="sm">
                      {codeOf(order.exchange, order.code)}
                    </Text>{' '}
                    <Text span size="sm">
                      {nameIn(order.names, language)}
                    </Text>
                    <PlacedByAdvisor advisorCode={order.advisorCode} />
                  </Table.Td>
                  <Table.Td c={order.side === 'B' ? 'priceUp' : 'priceDown'} style={oneLine}>
                    {labels.side(order.side)}
                  </Table.Td>
                  <Table.Td>
                    {labels.orderType(order.orderType)}
                    {order.programOrderType === 'goodTillDate' && order.goodTillDate && (
                      <Text size="xs" c="dimmed">
                        {labels.programOrderType(order.programOrderType)} {order.goodTillDate}
                      </Text>
                    )}
                    {order.prePostMarket && (
                      <Text size="xs" c="dimmed" data-testid="order-pre-post-market">
                        {t('history.prePostMarket')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine} data-testid="order-price">
                    {order.price === null ? t('common.noValue') : formatPrice(order.price, decimals)}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine} data-testid="order-quantity">
                    {formatNumber(order.quantity, { decimals: 0 })}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine} data-testid="order-filled">
                    {formatNumber(order.filledQuantity, { decimals: 0 })}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    {order.averageFillPrice === null
                      ? t('common.noValue')
                      : formatPrice(order.averageFillPrice, decimals)}
                  </Table.Td>
                  <Table.Td>
                    <StockOrderStatusBadge status={order.status} />
                  </Table.Td>
                  {props.canTrade && (
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {order.amendable && (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => props.onAmend(order)}
                            aria-label={rowActionName(t('history.amend.button'), order.orderId)}
                            data-testid="amend"
                          >
                            {t('history.amend.button')}
                          </Button>
                        )}
                        {order.cancellable && (
                          <Button
                            size="xs"
                            variant="light"
                            color="danger"
                            onClick={() => props.onCancel(order)}
                            aria-label={rowActionName(t('history.cancel.button'), order.orderId)}
                            data-testid="cancel"
                          >
                            {t('history.cancel.button')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more}
    </Stack>
  );
}

/** An order on a phone: what, how much, how far filled, its status and what may be done with it. */
function OrderCard(props: {
  readonly order: StockOrder;
  readonly canTrade: boolean;
  readonly onAmend: (order: StockOrder) => void;
  readonly onCancel: (order: StockOrder) => void;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  const { order } = props;
  const decimals = decimalsOf(order.exchange);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order-row" data-order={order.orderId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" style={{ minWidth: 0 }} lineClamp={1}>
            <Text span fw={600} size="sm">
              {codeOf(order.exchange, order.code)}
            </Text>{' '}
            {nameIn(order.names, language)}
          </Text>
          <StockOrderStatusBadge status={order.status} />
        </Group>
        <PlacedByAdvisor advisorCode={order.advisorCode} />
        <Text size="sm" style={tabular}>
          <Text span c={order.side === 'B' ? 'priceUp' : 'priceDown'} fw={600} size="sm">
            {labels.side(order.side)}
          </Text>{' '}
          {labels.orderType(order.orderType)} ·{' '}
          <span data-testid="order-price">
            {order.price === null ? t('common.noValue') : formatPrice(order.price, decimals)}
          </span>{' '}
          × <span data-testid="order-quantity">{formatNumber(order.quantity, { decimals: 0 })}</span>
        </Text>
        <Text size="xs" c="dimmed" style={tabular}>
          {formatMoment(order.placedAt)} · {t('history.filled')}{' '}
          <span data-testid="order-filled">{formatNumber(order.filledQuantity, { decimals: 0 })}</span>
          {order.averageFillPrice !== null ? ` @ ${formatPrice(order.averageFillPrice, decimals)}` : ''}
        </Text>
        {props.canTrade && (order.amendable || order.cancellable) && (
          <Group gap={6}>
            {order.amendable && (
              <Button
                size="xs"
                variant="light"
                onClick={() => props.onAmend(order)}
                aria-label={rowActionName(t('history.amend.button'), order.orderId)}
                data-testid="amend"
              >
                {t('history.amend.button')}
              </Button>
            )}
            {order.cancellable && (
              <Button
                size="xs"
                variant="light"
                color="danger"
                onClick={() => props.onCancel(order)}
                aria-label={rowActionName(t('history.cancel.button'), order.orderId)}
                data-testid="cancel"
              >
                {t('history.cancel.button')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** What is wrong with an amendment, field by field (confirmOutOfSpread: a new price off the spread not confirmed). */
export type AmendmentErrors = {
  price?: TicketFieldError;
  quantity?: TicketFieldError;
  confirmOutOfSpread?: TicketFieldError;
  unchanged?: true;
};

type AmendedOrder = Pick<StockOrder, 'exchange' | 'price' | 'quantity' | 'filledQuantity'>;

/**
 * A new price off the spread table that the brand lets the client place once confirmed (overrideOutOfSpread), with
 * the nearest prices on it; undefined for a price on the table or the order's own (confirmed when it was placed).
 */
export function amendedOffSpread(order: AmendedOrder, price: string, overrideOutOfSpread: boolean) {
  if (order.price === null) return undefined;
  const exchange: StockExchangeCode = isStockExchangeCode(order.exchange) ? order.exchange : 'HKEX';
  const terms = { exchange, priceDecimals: priceDecimalsOf(exchange), overrideOutOfSpread };
  const offSpread = offSpreadOf({ orderType: 'limit', price, stopPrice: '' }, terms);
  return offSpread !== undefined && !new ExactDecimal(offSpread.price).eq(order.price) ? offSpread : undefined;
}

/**
 * Checks an amendment: a price on the spread (or, where the brand overrides it, off it once confirmed), whole shares
 * written as the ticket takes them and not below the filled, a change.
 */
export function amendmentErrors(
  order: AmendedOrder,
  price: string,
  quantity: string,
  overrideOutOfSpread: boolean,
  confirmedOutOfSpread = false,
): AmendmentErrors {
  const exchange: StockExchangeCode = isStockExchangeCode(order.exchange) ? order.exchange : 'HKEX';
  const errors: AmendmentErrors = {};
  if (order.price !== null) {
    const error = priceError(price, { exchange, priceDecimals: priceDecimalsOf(exchange), overrideOutOfSpread });
    if (error) errors.price = error;
    else if (amendedOffSpread(order, price, overrideOutOfSpread) !== undefined && !confirmedOutOfSpread) {
      errors.confirmOutOfSpread = { key: 'offSpreadUnconfirmed' };
    }
  }
  const written = quantity.trim();
  if (quantityInputError(written) !== undefined) errors.quantity = { key: 'invalidQuantity' };
  else if (new ExactDecimal(written).lte(order.filledQuantity)) {
    errors.quantity = { key: 'required' };
  }
  if (
    !errors.price &&
    !errors.quantity &&
    (order.price === null || new ExactDecimal(price.trim()).eq(order.price)) &&
    new ExactDecimal(written).eq(order.quantity)
  ) {
    errors.unchanged = true;
  }
  return errors;
}

function AmendDialog({
  account,
  order,
  overrideOutOfSpread,
  onClose,
}: {
  readonly account: TradingAccount;
  readonly order: StockOrder;
  readonly overrideOutOfSpread: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const [price, setPrice] = useState(order.price ?? '');
  const [quantity, setQuantity] = useState(order.quantity);
  // The client's confirmation of a new price off the spread table (asked again for each new price).
  const [confirmedOutOfSpread, setConfirmedOutOfSpread] = useState(false);
  const offSpread = amendedOffSpread(order, price, overrideOutOfSpread);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [tried, setTried] = useState(false);
  const amend = useMutation(
    {
      mutationFn: () =>
        client.stockOrder.amendStockOrder({
          ...account,
          orderId: order.orderId,
          ...(order.price !== null ? { price: price.trim() } : {}),
          quantity: quantity.trim(),
          ...(offSpread !== undefined && confirmedOutOfSpread ? { confirmOutOfSpread: true } : {}),
        }),
      onSuccess: () => refreshAfterStockOrder(),
    },
    queryClient,
  );
  const errors = amendmentErrors(order, price, quantity, overrideOutOfSpread, confirmedOutOfSpread);
  const ready = !errors.price && !errors.quantity && !errors.confirmOutOfSpread && !errors.unchanged;
  const decimals = decimalsOf(order.exchange);
  const errorText = (error: TicketFieldError | undefined) =>
    error ? t(`ticket.errors.${error.key}`, { ...error.values, defaultValue: error.key }) : undefined;
  const quantityError =
    errors.quantity?.key === 'required'
      ? t('history.amend.belowFilled', { filled: formatNumber(order.filledQuantity, { decimals: 0 }) })
      : errorText(errors.quantity);
  return (
    <OrderChangeDialog kind="amend" orderId={order.orderId} done={amend.isSuccess} onClose={onClose}>
      {step === 'edit' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (ready) setStep('confirm');
          }}
        >
          <Stack gap="sm">
            {order.price !== null && (
              <TextInput
                label={t('history.amend.price', { currency: order.currency })}
                value={price}
                onChange={(event) => {
                  setPrice(event.currentTarget.value);
                  setConfirmedOutOfSpread(false);
                }}
                error={errors.price?.key === 'wrongSpread' || tried ? errorText(errors.price) : undefined}
                inputMode="decimal"
                data-testid="amend-price"
              />
            )}
            {offSpread && (
              <Alert color="warning" variant="light" title={t('ticket.offSpread.title')} data-testid="off-spread">
                <Stack gap="xs">
                  <Text size="sm">{t('ticket.offSpread.notice', offSpread)}</Text>
                  <Checkbox
                    label={t('ticket.offSpread.confirm', { price: offSpread.price })}
                    checked={confirmedOutOfSpread}
                    onChange={(event) => setConfirmedOutOfSpread(event.currentTarget.checked)}
                    error={tried ? errorText(errors.confirmOutOfSpread) : undefined}
                    data-testid="confirm-off-spread"
                  />
                </Stack>
              </Alert>
            )}
            <TextInput
              label={t('history.amend.quantity')}
              description={t('history.amend.filledNote', {
                filled: formatNumber(order.filledQuantity, { decimals: 0 }),
                quantity: formatNumber(order.quantity, { decimals: 0 }),
              })}
              value={quantity}
              onChange={(event) => setQuantity(event.currentTarget.value)}
              error={tried ? quantityError : undefined}
              inputMode="numeric"
              data-testid="amend-quantity"
            />
            {tried && errors.unchanged && (
              <Text size="sm" c="danger" role="alert">
                {t('history.amend.nothingChanged')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button type="submit" data-testid="amend-review">
                {t('history.amend.review')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          <Text size="sm" data-testid="amend-summary">
            {t('history.amend.confirmText', {
              fromPrice: order.price === null ? t('common.noValue') : formatPrice(order.price, decimals),
              toPrice: order.price === null ? t('common.noValue') : formatPrice(price.trim(), decimals),
              fromQuantity: formatNumber(order.quantity, { decimals: 0 }),
              toQuantity: formatNumber(quantity.trim(), { decimals: 0 }),
            })}
          </Text>
          <OrderFailureAlert failure={amend.isError ? stockOrderChangeFailureOf(amend.error) : undefined} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                amend.reset();
                setStep('edit');
              }}
              disabled={amend.isPending}
            >
              {t('history.amend.back')}
            </Button>
            <Button onClick={() => amend.mutate()} loading={amend.isPending} data-testid="amend-confirm">
              {t('history.amend.confirm')}
            </Button>
          </Group>
        </>
      )}
    </OrderChangeDialog>
  );
}

function CancelDialog({
  account,
  order,
  onClose,
}: {
  readonly account: TradingAccount;
  readonly order: StockOrder;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const cancel = useMutation(
    {
      mutationFn: () => client.stockOrder.cancelStockOrder({ ...account, orderId: order.orderId }),
      onSuccess: () => refreshAfterStockOrder(),
    },
    queryClient,
  );
  const left = new ExactDecimal(order.quantity).minus(order.filledQuantity).toFixed();
  return (
    <OrderChangeDialog kind="cancel" orderId={order.orderId} done={cancel.isSuccess} onClose={onClose}>
      <>
        <Text size="sm">{t('history.cancel.text', { quantity: formatNumber(left, { decimals: 0 }) })}</Text>
        <OrderFailureAlert failure={cancel.isError ? stockOrderChangeFailureOf(cancel.error) : undefined} />
        <DangerConfirmActions
          keepLabel={t('history.cancel.keep')}
          onKeep={onClose}
          confirmLabel={t('history.cancel.confirm')}
          onConfirm={() => cancel.mutate()}
          pending={cancel.isPending}
          confirmTestId="cancel-confirm"
        />
      </>
    </OrderChangeDialog>
  );
}

function TradesList({ account, filters }: { readonly account: TradingAccount; readonly filters: StockHistoryFilters }) {
  const client = useStockApi();
  const list = useInfiniteQuery(stockTradeListQuery(client, account, filters), queryClient);
  if (!list.data) return list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : <Loading />;
  return (
    <StockTradesView
      trades={list.data.pages.flatMap((page) => page.trades)}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onMore={() => void list.fetchNextPage()}
    />
  );
}

export function StockTradesView(props: {
  readonly trades: readonly StockTrade[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onMore: () => void;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  if (props.trades.length === 0) {
    return (
      <Text c="dimmed" data-testid="trades-empty">
        {t('history.emptyTrades')}
      </Text>
    );
  }
  return (
    <Section title={t('history.trades')} testId="trades">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" style={tabular}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.tradedAt')}</Table.Th>
              <Table.Th>{t('history.stock')}</Table.Th>
              <Table.Th>{t('history.side')}</Table.Th>
              <Table.Th ta="right">{t('history.price')}</Table.Th>
              <Table.Th ta="right">{t('history.quantity')}</Table.Th>
              <Table.Th ta="right">{t('history.consideration')}</Table.Th>
              <Table.Th ta="right">{t('history.fees')}</Table.Th>
              <Table.Th ta="right">{t('history.net')}</Table.Th>
              <Table.Th>{t('history.settlement')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.trades.map((trade) => (
              <Table.Tr key={trade.tradeId} data-testid="trade-row">
                <Table.Td style={oneLine}>{formatMoment(trade.tradedAt)}</Table.Td>
                <Table.Td>
                  <Text span fw={600} size="sm">
                    {codeOf(parseStockId(trade.stockId)?.exchange ?? '', trade.code)}
                  </Text>{' '}
                  <Text span size="sm">
                    {nameIn(trade.names, language)}
                  </Text>
                </Table.Td>
                <Table.Td c={trade.side === 'B' ? 'priceUp' : 'priceDown'}>{labels.side(trade.side)}</Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatPrice(trade.price, decimalsOf(parseStockId(trade.stockId)?.exchange ?? ''))}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatNumber(trade.quantity, { decimals: 0 })}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {money(trade.consideration, trade.currency)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {money(trade.totalFees, trade.currency)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {money(trade.netAmount, trade.currency)}
                </Table.Td>
                <Table.Td style={oneLine}>{trade.settlementDate}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.hasMore && (
        <Button variant="default" onClick={props.onMore} loading={props.loadingMore}>
          {t('history.more')}
        </Button>
      )}
    </Section>
  );
}

/** An order an advisor placed from an advisee session says so (SPEC §3 advisorStockTrading). */
function PlacedByAdvisor({ advisorCode }: { readonly advisorCode: string | null }) {
  const { t } = useTranslation('stockTrading');
  if (advisorCode === null) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="order-advisor">
      {t('history.placedByAdvisor', { advisor: advisorCode })}
    </Text>
  );
}

/** The frame of the amend and cancel dialogs: the heading, then the form, or once the change is in, that it is. */
function OrderChangeDialog({
  kind,
  orderId,
  done,
  onClose,
  children,
}: {
  readonly kind: 'amend' | 'cancel';
  readonly orderId: string;
  readonly done: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('stockTrading');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`history.${kind}.heading`, { orderId })}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md" data-testid={`${kind}-dialog`}>
        {done ? (
          <>
            <Alert color="success" variant="light" role="status" data-testid={`${kind}-done`}>
              {t(`history.${kind}.done`, { orderId })}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('common.close')}</Button>
            </Group>
          </>
        ) : (
          children
        )}
      </Stack>
    </Modal>
  );
}
