/* One of the account's withdrawals: amount and status, when, network and fee, to which address, its transaction and
 * confirmations once sent, and cancel (asked first) while it may be cancelled. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CryptoWithdrawal } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import { RowDangerButton, RowDangerDialog } from '../../../shared/ui/confirm-actions';
import { formatQuantity, type CryptoAccount } from '../crypto-common';
import { useWithdrawalApi } from './withdrawal-api';
import { withdrawalFailureOf } from './withdrawal-failure';
import { LongCode, StatusBadge, networkName, useInstantFormat } from './withdrawal-parts';

export function WithdrawalCard({ account, withdrawal }: { account: CryptoAccount; withdrawal: CryptoWithdrawal }) {
  const { t } = useTranslation('cryptoWithdrawal');
  const format = useInstantFormat();
  const queries = useQueryClient(queryClient);
  const api = useWithdrawalApi();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(
    {
      mutationFn: () =>
        api.cryptoWithdrawal.cancelCryptoWithdrawal({ ...account, withdrawalId: withdrawal.withdrawalId }),
      onSuccess: async () => {
        setAsking(false);
        await queries.invalidateQueries({ queryKey: ['cryptoWithdrawal'] });
      },
      onError: async () => {
        await queries.invalidateQueries({ queryKey: ['cryptoWithdrawal'] });
      },
    },
    queryClient,
  );
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="li"
      data-testid="withdrawal-row"
      data-withdrawal-id={withdrawal.withdrawalId}
      data-status={withdrawal.status}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text
            fw={600}
            data-testid="withdrawal-amount"
          >{`${formatQuantity(withdrawal.amount)} ${withdrawal.asset}`}</Text>
          <StatusBadge status={withdrawal.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {`${format(withdrawal.createdAt)} · ${networkName(withdrawal.network)} · ${t('withdraw.fee')} ${formatQuantity(withdrawal.fee)} ${withdrawal.asset}`}
        </Text>
        <Text size="sm">
          {`${t('history.to')}: ${withdrawal.label} `}
          <LongCode>{withdrawal.address}</LongCode>
        </Text>
        {withdrawal.transactionHash !== null && (
          <>
            <Text size="sm" data-testid="withdrawal-confirmations">
              {`${t('history.confirmations')}: ${t('history.confirmationsOf', {
                count: withdrawal.confirmations,
                required: withdrawal.requiredConfirmations,
              })}`}
            </Text>
            <Text size="sm">
              {`${t('history.transactionHash')}: `}
              <LongCode testId="withdrawal-hash">{withdrawal.transactionHash}</LongCode>
            </Text>
          </>
        )}
        {withdrawal.cancellable && (
          <Group>
            <RowDangerButton
              label={t('history.cancel')}
              row={withdrawal.withdrawalId}
              onClick={() => setAsking(true)}
              testId="withdrawal-cancel"
              variant="subtle"
            />
          </Group>
        )}
      </Stack>
      <RowDangerDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('history.cancelTitle')}
        keepLabel={t('history.keep')}
        confirmLabel={t('history.cancel')}
        onConfirm={() => cancel.mutate()}
        pending={cancel.isPending}
        confirmTestId="withdrawal-cancel-confirm"
      >
        <Text size="sm">
          {t('history.cancelConfirm', {
            amount: formatQuantity(withdrawal.amount),
            asset: withdrawal.asset,
            label: withdrawal.label,
          })}
        </Text>
        {cancel.isError && <OrderFailureAlert failure={withdrawalFailureOf(cancel.error)} />}
      </RowDangerDialog>
    </Paper>
  );
}
