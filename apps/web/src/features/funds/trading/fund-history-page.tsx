import { Badge, Button, Container, Group, Modal, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ColourToken } from '../../../shared/ui/colour-tokens';
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FundOrder, FundOrderPage } from '@portal/contract';
import { fundOrderStatuses, fundOrderTypes } from '@portal/contract/domain/fund';
import type { FundOrderStatus, FundOrderType } from '@portal/contract/domain/fund';
import { formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money, oneLine } from '../../../shared/ui/money';
import { rowActionName } from '../../../shared/ui/row-action';
import { refreshAfterOrder } from './order-cache';
import { OrderFailureAlert, QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { formatMoment } from './fund-order-texts';
import { DateRangeInputs } from '../../../shared/ui/date-range-inputs';
import { downloadText } from '../../../shared/ui/download-text';
import { fundOrderFailureOf } from './ticket-rules';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';

/** The colour of each status badge (semantic tokens, ADR 022: AA in both colour modes). */
export const statusColours = {
  pending: 'statusPending',
  submitted: 'statusSubmitted',
  processing: 'statusProcessing',
  deducted: 'statusDeducted',
  priced: 'statusPriced',
  settled: 'statusSettled',
  cancelled: 'statusCancelled',
  rejected: 'statusRejected',
  failed: 'statusFailed',
} as const satisfies Record<FundOrderStatus, ColourToken>;

export function OrderStatusBadge({ status }: { status: FundOrderStatus }) {
  const { t } = useTranslation('fundTrading');
  return (
    <Badge
      color={statusColours[status]}
      variant="light"
      radius="sm"
      data-status={status}
      style={{ flexShrink: 0, overflow: 'visible' }}
      // The label's own ellipsis would let a narrow table column cut a status to "PEN…": the whole word shows.
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** The history's filters: empty means all. */
export type OrderFilters = {
  readonly status: FundOrderStatus | '';
  readonly type: FundOrderType | '';
  readonly fromDate: string;
  readonly toDate: string;
};
export const noFilters: OrderFilters = { status: '', type: '', fromDate: '', toDate: '' };

/** The filter part of a queryFundOrders or exportFundOrders input. */
export function filterInput(account: TradingAccount, filters: OrderFilters) {
  return {
    ...account,
    statuses: filters.status ? [filters.status] : [],
    types: filters.type ? [filters.type] : [],
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}

export const orderPageSize = 20;

/** The history list: newest first, 20 a page, the next page after the cursor the last one gave. */
export function orderListQuery(client: Api, account: TradingAccount, filters: OrderFilters) {
  const input = { ...filterInput(account, filters), pageSize: orderPageSize };
  return infiniteQueryOptions({
    queryKey: ['fundOrder', 'queryFundOrders', 'list', input] as const,
    queryFn: ({ pageParam, signal }) =>
      client.fundOrder.queryFundOrders(pageParam ? { ...input, cursor: pageParam } : input, { signal }),
    initialPageParam: '',
    getNextPageParam: (page: FundOrderPage) => page.nextCursor ?? undefined,
  });
}

export type OrderListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'loaded';
      readonly orders: readonly FundOrder[];
      readonly hasMore: boolean;
      readonly loadingMore: boolean;
    };

export type FundHistoryViewProps = {
  readonly filters: OrderFilters;
  readonly onFilters: (filters: OrderFilters) => void;
  readonly list: OrderListState;
  readonly onRetry: () => void;
  readonly onLoadMore: () => void;
  readonly onCancel: (order: FundOrder) => void;
  readonly onExport: () => void;
  readonly exporting: boolean;
  readonly exportMessage?: { readonly failed: boolean; readonly rows?: number };
  readonly cancelDialog: {
    readonly order?: FundOrder;
    readonly cancelling: boolean;
    readonly failure?: ReturnType<typeof fundOrderFailureOf>;
    readonly onClose: () => void;
    readonly onConfirm: () => void;
  };
};

/** SPEC §2 funds/history: every fund order with its status, type, direction, size, NAV, fee and dates. */
export function FundHistoryView(props: FundHistoryViewProps) {
  const { t } = useTranslation('fundTrading');
  const { filters, onFilters, cancelDialog } = props;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            {t('history.heading')}
          </Title>
          <Button variant="default" onClick={props.onExport} loading={props.exporting} data-testid="export-csv">
            {t('history.export')}
          </Button>
        </Group>
        {props.exportMessage && (
          <Text
            size="sm"
            c={props.exportMessage.failed ? 'danger' : 'dimmed'}
            role={props.exportMessage.failed ? 'alert' : 'status'}
          >
            {props.exportMessage.failed
              ? t('history.exportFailed')
              : t('history.exported', { rows: String(props.exportMessage.rows ?? 0) })}
          </Text>
        )}
        <Paper withBorder radius="md" p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('history.filters.status')}
              value={filters.status}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onFilters({ ...filters, status: fundOrderStatuses.find((status) => status === value) ?? '' });
              }}
              data={[
                { value: '', label: t('history.filters.all') },
                ...fundOrderStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
              ]}
              data-testid="filter-status"
            />
            <NativeSelect
              label={t('history.filters.type')}
              value={filters.type}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onFilters({ ...filters, type: fundOrderTypes.find((type) => type === value) ?? '' });
              }}
              data={[
                { value: '', label: t('history.filters.all') },
                ...fundOrderTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
              ]}
              data-testid="filter-type"
            />
            <DateRangeInputs
              fromLabel={t('history.filters.from')}
              toLabel={t('history.filters.to')}
              fromDate={filters.fromDate}
              toDate={filters.toDate}
              onChange={(range) => onFilters({ ...filters, ...range })}
              testIdPrefix="filter"
            />
            <Button variant="subtle" onClick={() => onFilters(noFilters)}>
              {t('history.filters.clear')}
            </Button>
          </Group>
        </Paper>
        <OrderList {...props} />
      </Stack>
      <Modal
        opened={cancelDialog.order !== undefined}
        onClose={cancelDialog.onClose}
        title={t('history.cancelTitle')}
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack gap="md" data-testid="cancel-confirmation">
          <Text size="sm">{t('history.cancelConfirm')}</Text>
          <OrderFailureAlert failure={cancelDialog.failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancelDialog.onClose} disabled={cancelDialog.cancelling}>
              {t('history.cancelKeep')}
            </Button>
            <Button
              color="danger"
              loading={cancelDialog.cancelling}
              onClick={cancelDialog.onConfirm}
              data-testid="confirm-cancel"
            >
              {t('history.cancelDo')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

function OrderList({ list, onRetry, onLoadMore, onCancel }: FundHistoryViewProps) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  if (list.kind !== 'loaded') return <QueryState failed={list.kind === 'failed'} onRetry={onRetry} />;
  if (list.orders.length === 0) {
    return (
      <Text c="dimmed" data-testid="orders-empty">
        {t('history.empty')}
      </Text>
    );
  }
  const none = t('common.none');
  return (
    <Stack gap="sm">
      <Stack gap="xs" hiddenFrom="md" data-testid="order-cards">
        {list.orders.map((order) => (
          <Paper
            key={order.orderId}
            withBorder
            radius="md"
            p="sm"
            data-order-id={order.orderId}
            data-status={order.status}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {nameOf(order.fundNames)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.fundId} · {t(`kinds.${order.kind}`)} · {order.type}/{order.direction}
                  </Text>
                </div>
                <OrderStatusBadge status={order.status} />
              </Group>
              <Group justify="space-between" gap="xs" style={tabular}>
                <Text size="sm">{orderAmountText(order)}</Text>
                <Text size="sm">
                  {order.units === null ? none : `${t('history.columns.units')} ${formatNumber(order.units)}`}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" style={tabular}>
                {formatMoment(order.placedAt)} · {t('history.columns.dealingDate')} {order.dealingDate} ·{' '}
                {t('history.columns.settlementDate')} {order.settlementDate}
              </Text>
              {(order.nav !== null || order.fee !== null) && (
                <Text size="xs" c="dimmed" style={tabular}>
                  {t('history.columns.nav')} {order.nav === null ? none : formatNumber(order.nav)} ·{' '}
                  {t('history.columns.fee')} {order.fee === null ? none : money(order.fee, order.fundCurrency)}
                </Text>
              )}
              {order.cancellable && (
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    color="danger"
                    onClick={() => onCancel(order)}
                    aria-label={rowActionName(t('history.cancel'), order.orderId)}
                  >
                    {t('history.cancel')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={1180} visibleFrom="md">
        <Table striped highlightOnHover verticalSpacing="xs" style={tabular} data-testid="orders-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.columns.placedAt')}</Table.Th>
              <Table.Th>{t('history.columns.fund')}</Table.Th>
              <Table.Th>{t('history.columns.status')}</Table.Th>
              <Table.Th>{t('history.columns.type')}</Table.Th>
              <Table.Th>{t('history.columns.direction')}</Table.Th>
              <Table.Th ta="right">{t('history.columns.amount')}</Table.Th>
              <Table.Th ta="right">{t('history.columns.units')}</Table.Th>
              <Table.Th ta="right">{t('history.columns.nav')}</Table.Th>
              <Table.Th ta="right">{t('history.columns.fee')}</Table.Th>
              <Table.Th>{t('history.columns.dealingDate')}</Table.Th>
              <Table.Th>{t('history.columns.settlementDate')}</Table.Th>
              <Table.Th>{t('history.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.orders.map((order) => (
              <Table.Tr
                key={order.orderId}
                data-testid="order-row"
                data-order-id={order.orderId}
                data-status={order.status}
              >
                <Table.Td style={oneLine}>{formatMoment(order.placedAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {nameOf(order.fundNames)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.fundId} · {t(`kinds.${order.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td style={oneLine}>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td style={oneLine} data-testid="order-type">
                  <CodeInWords words={t(`types.${order.type}`)} code={order.type} />
                </Table.Td>
                <Table.Td style={oneLine} data-testid="order-direction">
                  <CodeInWords words={t(`directions.${order.direction}`)} code={order.direction} />
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {order.kind === 'subscription' || order.amount !== null ? orderAmountText(order) : none}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {order.units === null ? none : formatNumber(order.units)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {order.nav === null ? none : formatNumber(order.nav)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {order.fee === null ? none : money(order.fee, order.fundCurrency)}
                </Table.Td>
                <Table.Td style={oneLine}>{order.dealingDate}</Table.Td>
                <Table.Td style={oneLine}>{order.settlementDate}</Table.Td>
                <Table.Td>
                  {order.cancellable && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="danger"
                      onClick={() => onCancel(order)}
                      aria-label={rowActionName(t('history.cancel'), order.orderId)}
                      data-testid="cancel-order"
                    >
                      {t('history.cancel')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.hasMore ? (
        <Group justify="center">
          <Button variant="default" onClick={onLoadMore} loading={list.loadingMore} data-testid="load-more">
            {t('history.loadMore')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" ta="center" data-testid="orders-end">
          {t('history.end')}
        </Text>
      )}
    </Stack>
  );
}

/** The amount column: what was paid (subscription) or the amount in the fund's currency. */
function orderAmountText(order: FundOrder): string {
  if (order.kind === 'subscription' && order.payAmount !== null) return money(order.payAmount, order.payCurrency);
  return order.amount === null ? '—' : money(order.amount, order.fundCurrency);
}

export function FundHistoryPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInHistory key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInHistory({ account }: { account: TradingAccount }) {
  const language = useShownLanguage();
  const [filters, setFilters] = useState<OrderFilters>(noFilters);
  const list = useInfiniteQuery(orderListQuery(api, account, filters), queryClient);
  const [cancelling, setCancelling] = useState<FundOrder | undefined>(undefined);
  const cancel = useMutation(
    {
      mutationFn: (order: FundOrder) => api.fundOrder.cancelFundOrder({ ...account, orderId: order.orderId }),
      onSuccess: () => {
        setCancelling(undefined);
        refreshAfterOrder();
      },
    },
    queryClient,
  );
  const exportCsv = useMutation(
    {
      mutationFn: () => api.fundOrder.exportFundOrders({ ...filterInput(account, filters), language }),
      onSuccess: (file) => downloadText(file.fileName, file.contentType, file.content),
    },
    queryClient,
  );
  const state: OrderListState =
    list.data === undefined
      ? list.isError
        ? { kind: 'failed' }
        : { kind: 'loading' }
      : {
          kind: 'loaded',
          orders: list.data.pages.flatMap((page) => page.orders),
          hasMore: list.hasNextPage,
          loadingMore: list.isFetchingNextPage,
        };
  return (
    <FundHistoryView
      filters={filters}
      onFilters={setFilters}
      list={state}
      onRetry={() => void list.refetch()}
      onLoadMore={() => void list.fetchNextPage()}
      onCancel={(order) => {
        cancel.reset();
        setCancelling(order);
      }}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      {...(exportCsv.isError
        ? { exportMessage: { failed: true } }
        : exportCsv.data
          ? { exportMessage: { failed: false, rows: exportCsv.data.rows } }
          : {})}
      cancelDialog={{
        ...(cancelling ? { order: cancelling } : {}),
        cancelling: cancel.isPending,
        ...(cancel.isError ? { failure: fundOrderFailureOf(cancel.error) } : {}),
        onClose: () => setCancelling(undefined),
        onConfirm: () => {
          if (cancelling) cancel.mutate(cancelling);
        },
      }}
    />
  );
}

/** A code of SPEC §3 (a fund order's type S/R, its direction I/O) in words, the code beside them. */
function CodeInWords({ words, code }: { words: string; code: string }) {
  return (
    <>
      {words}{' '}
      <Text span size="xs" c="dimmed">
        ({code})
      </Text>
    </>
  );
}
