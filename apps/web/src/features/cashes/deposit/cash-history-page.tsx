import { Anchor, Badge, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { DepositRequest } from '@portal/contract';
import { formatAmount } from '@portal/contract/domain/number-format';
import { depositResultCatalogue } from '@portal/contract/domain/order/deposit-results';
import { queryClient } from '../../../shared/api/query-client';
import { HistoryList } from '../../../shared/history-list/history-list';
import type { HistoryColumn } from '../../../shared/history-list/history-list';
import { wholeHistoryList } from '../../../shared/history-list/history-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { OrderFailureAlert, TicketPage, useQueryStateTexts } from '../../../shared/ticket/ticket-parts';
import { depositQueryKeys, useDepositApi, useDepositAccount, type DepositAccount } from './deposit-api';
import { depositStatusColours, hongKongMoment } from './deposit-format';
import { WithdrawalHistory } from '../withdraw/withdrawal-history';
import { rowActionName } from '../../../shared/ui/row-action';
import { RowActionButton } from '../../../shared/ui/row-action-button';

/** The precision of the portal's cash currencies (HKD, USD, CNY: cents). */
const cashPrecision = 2;

function CancelButton({ account, request }: { account: DepositAccount; request: DepositRequest }) {
  const { t } = useTranslation('cashDeposit');
  const client = useDepositApi();
  const cache = useQueryClient(queryClient);
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(
    {
      mutationFn: () => client.cashDeposit.cancelDepositRequest({ ...account, requestId: request.requestId }),
      onSuccess: () => {
        setAsking(false);
        void cache.invalidateQueries({ queryKey: depositQueryKeys.all });
      },
    },
    queryClient,
  );
  return (
    <>
      <RowActionButton
        action={t('history.cancel')}
        row={request.requestId}
        onClick={() => setAsking(true)}
        testId="cancel-deposit"
        danger
      />
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('history.cancel')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('history.cancelConfirm', { requestId: request.requestId })}</Text>
          {cancel.isError && (
            <OrderFailureAlert failure={orderFailureOf(cancel.error, { catalogue: depositResultCatalogue })} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)} disabled={cancel.isPending}>
              {t('history.cancelKeep')}
            </Button>
            <Button
              color="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
              data-testid="confirm-cancel-deposit"
            >
              {t('history.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The deposit requests' columns: submitted, request, method, amount, expected date, status, proof, cancel. */
function useDepositColumns(account: DepositAccount): readonly HistoryColumn<DepositRequest>[] {
  const { t } = useTranslation('cashDeposit');
  return [
    { header: t('history.columns.submitted'), cell: (request) => hongKongMoment(request.submittedAt) },
    { header: t('history.columns.request'), wraps: true, cell: (request) => request.requestId },
    { header: t('history.columns.method'), wraps: true, cell: (request) => t(`methods.${request.method}`) },
    {
      header: t('history.columns.amount'),
      figure: true,
      cell: (request) => `${request.currency} ${formatAmount(request.amount, cashPrecision)}`,
      look: () => ({ 'data-testid': 'deposit-amount' }),
    },
    { header: t('history.columns.expected'), cell: (request) => request.expectedCreditDate },
    {
      header: t('history.columns.status'),
      cell: (request) => (
        <Stack gap={2}>
          <Badge color={depositStatusColours[request.status]} variant="light" data-testid="deposit-status">
            {t(`statuses.${request.status}`)}
          </Badge>
          {request.reason && request.status === 'reject' && (
            <Text size="xs" c="dimmed">
              {t('history.reason', { reason: request.reason })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: t('history.columns.proof'),
      cell: (request) =>
        request.proof ? (
          <Anchor
            href={request.proof.downloadUrl}
            size="sm"
            download={request.proof.fileName}
            aria-label={rowActionName(t('history.download'), request.proof.fileName)}
          >
            {t('history.download')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('history.noProof')}
          </Text>
        ),
    },
    {
      header: t('history.columns.actions'),
      cell: (request) => request.cancellable && <CancelButton account={account} request={request} />,
    },
  ];
}

/**
 * The client's deposit requests, newest first: status, proof download, cancel while pending. A tab of the history
 * page (the withdrawals' list is another). The server answers them whole: the history list shows them all at once.
 */
export function DepositHistory({ account }: { account: DepositAccount }) {
  const { t } = useTranslation('cashDeposit');
  const client = useDepositApi();
  const states = useQueryStateTexts();
  const requests = useQuery(
    {
      queryKey: depositQueryKeys.requests(account),
      queryFn: ({ signal }) => client.cashDeposit.myDepositRequests(account, { signal }),
    },
    queryClient,
  );
  return (
    <HistoryList
      list={wholeHistoryList(requests, (answer) => answer.requests)}
      texts={{ ...states, empty: t('history.empty') }}
      columns={useDepositColumns(account)}
      rowKey={(request) => request.requestId}
      rowAttributes={(request) => ({ 'data-testid': `deposit-${request.requestId}` })}
      testIds={{ empty: 'deposits-empty', table: 'deposit-requests' }}
      minWidth={880}
    />
  );
}

/** A tab of the history page: its value, its label and what it shows. */
export type HistoryTab = { readonly value: string; readonly label: string; readonly panel: ReactNode };

/**
 * SPEC §2 cashes/history: the client's requests in tabs, Deposits first, then Withdrawals (the withdraw folder's list).
 */
export function CashHistoryPage() {
  const { t } = useTranslation('cashDeposit');
  const account = useDepositAccount();
  const [tab, setTab] = useState('deposits');
  if (!account) return null;
  const tabs: readonly HistoryTab[] = [
    { value: 'deposits', label: t('history.tabs.deposits'), panel: <DepositHistory account={account} /> },
    { value: 'withdrawals', label: t('history.tabs.withdrawals'), panel: <WithdrawalHistory showHeading={false} /> },
  ];
  return (
    <TicketPage heading={t('history.heading')}>
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'deposits')}>
        <Tabs.List>
          {tabs.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value} data-testid={`history-tab-${entry.value}`}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((entry) => (
          <Tabs.Panel key={entry.value} value={entry.value} pt="md">
            {entry.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </TicketPage>
  );
}
