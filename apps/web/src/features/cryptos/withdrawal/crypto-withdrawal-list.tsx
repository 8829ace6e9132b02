/* The account's withdrawals, newest first, polled while one is moving; a status that changed reads the terms again
 * (the balance and the limit left may have changed). */
import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CryptoWithdrawal } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import type { CryptoAccount } from '../crypto-common';
import { WithdrawalCard } from './crypto-withdrawal-card';
import { useWithdrawalApi } from './withdrawal-api';
import { termsQuery, withdrawalsQuery } from './withdrawal-parts';

const movingStatuses: readonly CryptoWithdrawal['status'][] = ['pending', 'processing'];

export function WithdrawalList({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoWithdrawal');
  const queries = useQueryClient(queryClient);
  const api = useWithdrawalApi();
  const withdrawals = useQuery(
    {
      ...withdrawalsQuery(api, account),
      // Live while one is moving: the simulated chain sends and confirms it on the server clock.
      refetchInterval: (query) =>
        query.state.data?.withdrawals.some((entry) => movingStatuses.includes(entry.status)) === true ? 2_000 : false,
    },
    queryClient,
  );
  // A status that changed (sent, completed, failed) may change the balance and the limit left: read the terms again.
  const statuses = withdrawals.data?.withdrawals.map((entry) => `${entry.withdrawalId}:${entry.status}`).join(',');
  useEffect(() => {
    if (statuses !== undefined) void queries.invalidateQueries({ queryKey: termsQuery(api, account).queryKey });
  }, [statuses, queries, account, api]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="withdrawals-heading">
      <Title order={2} size="h4" id="withdrawals-heading">
        {t('history.heading')}
      </Title>
      {withdrawals.data === undefined ? (
        <QueryState failed={withdrawals.isError} onRetry={() => void withdrawals.refetch()} />
      ) : withdrawals.data.withdrawals.length === 0 ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('history.label')}
          data-testid="withdrawal-list"
        >
          {withdrawals.data.withdrawals.map((withdrawal) => (
            <WithdrawalCard key={withdrawal.withdrawalId} account={account} withdrawal={withdrawal} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
