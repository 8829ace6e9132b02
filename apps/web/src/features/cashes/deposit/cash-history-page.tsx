import { Anchor, Badge, Button, Group, Modal, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { DepositRequest } from '@portal/contract';
import { formatAmount } from '@portal/contract/domain/number-format';
import { depositResultCatalogue } from '@portal/contract/domain/order/deposit-results';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import { OrderFailureAlert, QueryState, TicketPage, tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { depositQueryKeys, useDepositApi, useDepositAccount, type DepositAccount } from './deposit-api';
import { depositStatusColours, hongKongMoment } from './deposit-format';
import { WithdrawalHistory } from '../withdraw/withdrawal-history';
import { rowActionName } from '../../../shared/ui/row-action';

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
      <Button
        size="xs"
        variant="light"
        color="danger"
        onClick={() => setAsking(true)}
        aria-label={rowActionName(t('history.cancel'), request.requestId)}
        data-testid="cancel-deposit"
      >
        {t('history.cancel')}
      </Button>
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

/**
 * The client's deposit requests, newest first: status, proof download, cancel while pending. A tab of the history
 * page (the withdrawals' list is another).
 */
export function DepositHistory({ account }: { account: DepositAccount }) {
  const { t } = useTranslation('cashDeposit');
  const client = useDepositApi();
  const list = useQuery(
    {
      queryKey: depositQueryKeys.requests(account),
      queryFn: ({ signal }) => client.cashDeposit.myDepositRequests(account, { signal }),
    },
    queryClient,
  );
  if (list.data === undefined) return <QueryState failed={list.isError} onRetry={() => void list.refetch()} />;
  if (list.data.requests.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="deposits-empty">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <ScrollArea>
      <Table striped withTableBorder miw={880} data-testid="deposit-requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.submitted')}</Table.Th>
            <Table.Th>{t('history.columns.request')}</Table.Th>
            <Table.Th>{t('history.columns.method')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('history.columns.amount')}</Table.Th>
            <Table.Th>{t('history.columns.expected')}</Table.Th>
            <Table.Th>{t('history.columns.status')}</Table.Th>
            <Table.Th>{t('history.columns.proof')}</Table.Th>
            <Table.Th>{t('history.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.requests.map((request) => (
            <Table.Tr key={request.requestId} data-testid={`deposit-${request.requestId}`}>
              <Table.Td style={oneLine}>{hongKongMoment(request.submittedAt)}</Table.Td>
              <Table.Td style={tabular}>{request.requestId}</Table.Td>
              <Table.Td>{t(`methods.${request.method}`)}</Table.Td>
              <Table.Td style={{ ...tabular, ...oneLine, textAlign: 'right' }} data-testid="deposit-amount">
                {request.currency} {formatAmount(request.amount, cashPrecision)}
              </Table.Td>
              <Table.Td style={oneLine}>{request.expectedCreditDate}</Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                {request.proof ? (
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
                )}
              </Table.Td>
              <Table.Td>{request.cancellable && <CancelButton account={account} request={request} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
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
