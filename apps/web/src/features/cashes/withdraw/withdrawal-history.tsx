import { Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CashWithdrawal, CashWithdrawalStatus } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { formatAmount } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import type { ColourToken } from '../../../shared/ui/colour-tokens';
import { currencyDecimals, oneLine } from '../../../shared/ui/money';
import { useWithdrawApi, withdrawQueryKeys } from './withdraw-api';
import { WithdrawalFailureAlert } from './withdrawal-failure-alert';
import { withdrawalFailureOf } from './withdraw-rules';
import { rowActionName } from '../../../shared/ui/row-action';

/** The colour of each withdrawal status (tokens, ADR 022). */
const statusColours = {
  pending: 'statusPending',
  processing: 'statusProcessing',
  accept: 'statusSettled',
  reject: 'statusRejected',
  cancel: 'statusCancelled',
} as const satisfies Record<CashWithdrawalStatus, ColourToken>;

const hongKong = 'Asia/Hong_Kong';
const amountOf = (withdrawal: CashWithdrawal) =>
  `${formatAmount(withdrawal.amount, currencyDecimals(withdrawal.currency))} ${withdrawal.currency}`;

/**
 * The client's withdrawals, newest first, with their status and a cancel for pending ones (hold released). Its own
 * component so /cashes/history can show it as a "Withdrawals" tab too; it needs the 'cashWithdraw' texts.
 */
export function WithdrawalHistory({ showHeading = true }: { readonly showHeading?: boolean }) {
  const { t } = useTranslation('cashWithdraw');
  const client = useWithdrawApi();
  const cache = useQueryClient(queryClient);
  const session = activeSession(useSessions());
  const account = session ? { accountCode: session.accountCode, source: session.source } : undefined;
  const [cancelling, setCancelling] = useState<CashWithdrawal | undefined>(undefined);
  const [cancelledId, setCancelledId] = useState<string | undefined>(undefined);
  const list = useInfiniteQuery(
    {
      queryKey: [...withdrawQueryKeys.list, account],
      enabled: account !== undefined,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        client.cash.queryWithdrawals(
          {
            accountCode: account?.accountCode ?? '',
            source: account?.source ?? 'gateway',
            ...(pageParam ? { cursor: pageParam } : {}),
          },
          { signal },
        ),
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    },
    queryClient,
  );
  const cancel = useMutation(
    {
      mutationFn: (withdrawal: CashWithdrawal) =>
        client.cash.cancelWithdrawal({
          accountCode: withdrawal.accountCode,
          source: account?.source ?? 'gateway',
          withdrawalId: withdrawal.withdrawalId,
        }),
      onSuccess: (answer) => {
        setCancelledId(answer.withdrawal.withdrawalId);
        setCancelling(undefined);
        void cache.invalidateQueries({ queryKey: withdrawQueryKeys.list });
        void cache.invalidateQueries({ queryKey: withdrawQueryKeys.terms });
      },
    },
    queryClient,
  );
  if (!account) return null;
  const withdrawals = list.data?.pages.flatMap((page) => page.withdrawals) ?? [];
  const closeDialog = () => {
    setCancelling(undefined);
    cancel.reset();
  };

  return (
    <Stack gap="sm" data-testid="withdrawal-history">
      {showHeading && (
        <Title order={2} size="h4">
          {t('history.heading')}
        </Title>
      )}
      {cancelledId && (
        <Text size="sm" c="success" role="status">
          {t('history.cancelled', { id: cancelledId })}
        </Text>
      )}
      {list.isPending || list.isError ? (
        <QueryState failed={list.isError} onRetry={() => void list.refetch()} />
      ) : withdrawals.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" data-testid="withdrawals-empty">
            {t('history.empty')}
          </Text>
        </Paper>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={760} aria-label={t('history.heading')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.submitted')}</Table.Th>
                <Table.Th>{t('history.reference')}</Table.Th>
                <Table.Th>{t('history.bankAccount')}</Table.Th>
                <Table.Th>{t('history.method')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('history.amount')}</Table.Th>
                <Table.Th>{t('history.status')}</Table.Th>
                <Table.Th>{t('history.processingDate')}</Table.Th>
                <Table.Th>{t('history.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withdrawals.map((withdrawal) => (
                <Table.Tr key={withdrawal.withdrawalId} data-testid={`withdrawal-${withdrawal.withdrawalId}`}>
                  <Table.Td style={{ ...oneLine, ...tabular }}>
                    {`${formatDate(withdrawal.createdAt, hongKong)} ${formatTime24(withdrawal.createdAt, hongKong)}`}
                  </Table.Td>
                  <Table.Td style={tabular}>{withdrawal.withdrawalId}</Table.Td>
                  <Table.Td miw={180}>
                    <Text size="sm">{withdrawal.bankAccount.bankName}</Text>
                    <Text size="xs" c="dimmed" style={tabular}>
                      {withdrawal.bankAccount.maskedAccountNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td style={oneLine}>{t(`methods.${withdrawal.method}`)}</Table.Td>
                  <Table.Td style={{ ...oneLine, ...tabular, textAlign: 'right' }} data-testid="withdrawal-amount">
                    {amountOf(withdrawal)}
                  </Table.Td>
                  <Table.Td style={oneLine}>
                    <Badge
                      color={statusColours[withdrawal.status]}
                      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                      variant="light"
                      data-testid="withdrawal-status"
                    >
                      {t(`statuses.${withdrawal.status}`)}
                    </Badge>
                    {withdrawal.rejectReason && (
                      <Text size="xs" c="dimmed">
                        {withdrawal.rejectReason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ ...oneLine, ...tabular }}>{withdrawal.processingDate}</Table.Td>
                  <Table.Td>
                    {withdrawal.cancellable && (
                      <Button
                        size="xs"
                        variant="light"
                        color="danger"
                        onClick={() => {
                          cancel.reset();
                          setCancelling(withdrawal);
                        }}
                        aria-label={rowActionName(t('history.cancel'), withdrawal.withdrawalId)}
                        data-testid="cancel-withdrawal"
                      >
                        {t('history.cancel')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {list.hasNextPage && (
        <Group>
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('history.more')}
          </Button>
        </Group>
      )}
      <DangerConfirmDialog
        opened={cancelling !== undefined}
        onClose={closeDialog}
        title={t('history.cancelTitle')}
        testId="cancel-withdrawal-dialog"
        keepLabel={t('history.keep')}
        confirmLabel={t('history.cancelConfirm')}
        onConfirm={() => {
          if (cancelling !== undefined) cancel.mutate(cancelling);
        }}
        pending={cancel.isPending}
        confirmTestId="confirm-cancel-withdrawal"
      >
        {cancelling && (
          <Text size="sm">
            {t('history.cancelText', { id: cancelling.withdrawalId, amount: amountOf(cancelling) })}
          </Text>
        )}
        {cancel.isError && (
          <WithdrawalFailureAlert failure={withdrawalFailureOf(cancel.error)} fallback={t('history.cancelFailed')} />
        )}
      </DangerConfirmDialog>
    </Stack>
  );
}
