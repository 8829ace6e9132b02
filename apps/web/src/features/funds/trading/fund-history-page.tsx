/* SPEC §2 funds/history: every fund order with its status, type, direction, size, NAV, fee and dates, filtered, keyset
 * paged with "load more", exported as CSV; a pending order is cancelled after a question. The page composes the
 * history-list kit with its own filters (fund-history-filters), columns and card (fund-history-rows) and cancel dialog. */
import { Container, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FundOrder } from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { HistoryFilterBar } from '../../../shared/history-list/history-filter-bar';
import { HistoryList } from '../../../shared/history-list/history-list';
import { useHistoryList } from '../../../shared/history-list/history-query';
import type { HistoryListState } from '../../../shared/history-list/history-query';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { useQueryStateTexts } from '../../../shared/ticket/ticket-parts';
import type { CsvFile } from '../../../shared/ui/csv-export-button';
import { FundCancelDialog } from './fund-cancel-dialog';
import type { FundCancelDialogProps } from './fund-cancel-dialog';
import { FundHistoryFilters } from './fund-history-filters';
import { filterInput, noFilters, orderListQuery } from './fund-history-queries';
import type { OrderFilters } from './fund-history-queries';
import { FundOrderCard, useFundOrderColumns } from './fund-history-rows';
import { refreshAfterOrder } from './order-cache';
import { fundOrderFailureOf } from './ticket-rules';

export type FundHistoryViewProps = {
  readonly filters: OrderFilters;
  readonly onFilters: (filters: OrderFilters) => void;
  readonly list: HistoryListState<FundOrder>;
  readonly onCancel: (order: FundOrder) => void;
  /** The CSV of the orders the filters select. */
  readonly exportFile: () => Promise<CsvFile>;
  readonly cancelDialog: FundCancelDialogProps;
};

/** The history as it shows: heading, filters with the export, the orders, and the cancel question. */
export function FundHistoryView(props: FundHistoryViewProps) {
  const { t } = useTranslation('fundTrading');
  const columns = useFundOrderColumns(props.onCancel);
  const states = useQueryStateTexts();
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('history.heading')}
        </Title>
        <HistoryFilterBar
          csvExport={{
            fetchFile: props.exportFile,
            label: t('history.export'),
            failedText: t('history.exportFailed'),
            doneText: (rows) => t('history.exported', { rows: String(rows) }),
          }}
        >
          <FundHistoryFilters filters={props.filters} onFilters={props.onFilters} />
        </HistoryFilterBar>
        <HistoryList
          list={props.list}
          texts={{ ...states, empty: t('history.empty'), more: t('history.loadMore'), end: t('history.end') }}
          columns={columns}
          rowKey={(order) => order.orderId}
          rowAttributes={(order) => ({
            'data-testid': 'order-row',
            'data-order-id': order.orderId,
            'data-status': order.status,
          })}
          card={(order) => <FundOrderCard order={order} onCancel={props.onCancel} />}
          testIds={{
            empty: 'orders-empty',
            table: 'orders-table',
            cards: 'order-cards',
            more: 'load-more',
            end: 'orders-end',
          }}
          minWidth={1180}
        />
      </Stack>
      <FundCancelDialog {...props.cancelDialog} />
    </Container>
  );
}

export function FundHistoryPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInHistory key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInHistory({ account }: { account: TradingAccount }) {
  const language = useShownLanguage();
  const [filters, setFilters] = useState<OrderFilters>(noFilters);
  const list = useHistoryList(orderListQuery(api, account, filters), (page) => page.orders);
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
  return (
    <FundHistoryView
      filters={filters}
      onFilters={setFilters}
      list={list}
      onCancel={(order) => {
        cancel.reset();
        setCancelling(order);
      }}
      exportFile={() => api.fundOrder.exportFundOrders({ ...filterInput(account, filters), language })}
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
