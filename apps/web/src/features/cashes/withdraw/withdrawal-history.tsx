/* The client's withdrawals on the history-list kit: newest first, keyset paged with "Show more", with their status and
 * a cancel for pending ones (hold released) after a question. */
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CashWithdrawal, CashWithdrawalPage, CashWithdrawalStatus } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { formatAmount } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { HistoryList } from '../../../shared/history-list/history-list';
import type { HistoryColumn } from '../../../shared/history-list/history-list';
import { keysetListQuery, useHistoryList } from '../../../shared/history-list/history-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import { useQueryStateTexts } from '../../../shared/ticket/ticket-parts';
import type { ColourToken } from '../../../shared/ui/colour-tokens';
import { currencyDecimals } from '../../../shared/ui/money';
import { RowActionButton } from '../../../shared/ui/row-action-button';
import { useWithdrawApi, withdrawQueryKeys } from './withdraw-api';
import { WithdrawalFailureAlert } from './withdrawal-failure-alert';
import { withdrawalFailureOf } from './withdraw-rules';

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

type WithdrawalAccount = { readonly accountCode: string; readonly source: LoginSource };

/**
 * The client's withdrawals, newest first, with their status and a cancel for pending ones (hold released). Its own
 * component so /cashes/history can show it as a "Withdrawals" tab too; it needs the 'cashWithdraw' texts.
 */
export function WithdrawalHistory({ showHeading = true }: { readonly showHeading?: boolean }) {
  const session = activeSession(useSessions());
  if (!session) return null;
  return (
    <AccountWithdrawals
      key={`${session.source}:${session.accountCode}`}
      account={{ accountCode: session.accountCode, source: session.source }}
      showHeading={showHeading}
    />
  );
}

/** The withdrawals' columns: submitted, reference, bank account, method, amount, status, processing date, cancel. */
function useWithdrawalColumns(
  onCancel: (withdrawal: CashWithdrawal) => void,
): readonly HistoryColumn<CashWithdrawal>[] {
  const { t } = useTranslation('cashWithdraw');
  return [
    {
      header: t('history.submitted'),
      cell: (withdrawal) =>
        `${formatDate(withdrawal.createdAt, hongKong)} ${formatTime24(withdrawal.createdAt, hongKong)}`,
    },
    { header: t('history.reference'), wraps: true, cell: (withdrawal) => withdrawal.withdrawalId },
    {
      header: t('history.bankAccount'),
      wraps: true,
      cell: (withdrawal) => (
        <>
          <Text size="sm">{withdrawal.bankAccount.bankName}</Text>
          <Text size="xs" c="dimmed">
            {withdrawal.bankAccount.maskedAccountNumber}
          </Text>
        </>
      ),
    },
    { header: t('history.method'), cell: (withdrawal) => t(`methods.${withdrawal.method}`) },
    {
      header: t('history.amount'),
      figure: true,
      cell: amountOf,
      look: () => ({ 'data-testid': 'withdrawal-amount' }),
    },
    {
      header: t('history.status'),
      cell: (withdrawal) => (
        <>
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
        </>
      ),
    },
    { header: t('history.processingDate'), cell: (withdrawal) => withdrawal.processingDate },
    {
      header: t('history.actions'),
      cell: (withdrawal) =>
        withdrawal.cancellable && (
          <RowActionButton
            action={t('history.cancel')}
            row={withdrawal.withdrawalId}
            onClick={() => onCancel(withdrawal)}
            testId="cancel-withdrawal"
            danger
          />
        ),
    },
  ];
}

function AccountWithdrawals({ account, showHeading }: { account: WithdrawalAccount; showHeading: boolean }) {
  const { t } = useTranslation('cashWithdraw');
  const client = useWithdrawApi();
  const cache = useQueryClient(queryClient);
  const states = useQueryStateTexts();
  const [cancelling, setCancelling] = useState<CashWithdrawal | undefined>(undefined);
  const [cancelledId, setCancelledId] = useState<string | undefined>(undefined);
  const list = useHistoryList(
    keysetListQuery<CashWithdrawalPage>({
      queryKey: [...withdrawQueryKeys.list, account],
      fetchPage: (start, signal) => client.cash.queryWithdrawals({ ...account, ...start }, { signal }),
    }),
    (page) => page.withdrawals,
  );
  const cancel = useMutation(
    {
      mutationFn: (withdrawal: CashWithdrawal) =>
        client.cash.cancelWithdrawal({
          accountCode: withdrawal.accountCode,
          source: account.source,
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
  const columns = useWithdrawalColumns((withdrawal) => {
    cancel.reset();
    setCancelling(withdrawal);
  });
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
      <HistoryList
        list={list}
        texts={{ ...states, empty: t('history.empty'), more: t('history.more') }}
        columns={columns}
        rowKey={(withdrawal) => withdrawal.withdrawalId}
        rowAttributes={(withdrawal) => ({ 'data-testid': `withdrawal-${withdrawal.withdrawalId}` })}
        testIds={{ empty: 'withdrawals-empty' }}
        label={t('history.heading')}
      />
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
