/* SPEC §2 cryptos/walletManagement (issue 18 part 6, ADR 043): the client's declared self-hosted wallets. Declaring
 * one checks its address for the network (a field error per problem: malformed, checksum, another network's); each
 * wallet is proved the client's by a micro-deposit of an exact amount asked for here; removing one asks first.
 *
 * The page holds the heading, the list query, the proof and removal requests and the notes; the form
 * (declare-wallet-form.tsx) and each wallet's card (wallet-card.tsx) stand beside it. */
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeclaredWallet } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { OrderFailureAlert, QueryState } from '../../../shared/ticket/ticket-parts';
import { CryptoAccountPage, type CryptoAccount } from '../crypto-common';
import { DeclareWalletForm } from './declare-wallet-form';
import { useWalletApi, walletQueryKeys } from './wallet-api';
import { WalletCard } from './wallet-card';
import { walletFailureOf } from './wallet-parts';

function Wallets({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoWallet');
  const walletApi = useWalletApi();
  const cache = useQueryClient(queryClient);
  const [note, setNote] = useState<string | undefined>(undefined);
  const [removing, setRemoving] = useState<DeclaredWallet | undefined>(undefined);
  const list = useQuery(
    {
      queryKey: [...walletQueryKeys.wallets, account],
      queryFn: ({ signal }) => walletApi.cryptoWallet.listDeclaredWallets(account, { signal }),
      // A micro-deposit on its way verifies the wallet: look again while a proof is open.
      refetchInterval: (query) =>
        query.state.data?.wallets.some((wallet) => wallet.proof !== null) === true ? 5_000 : false,
    },
    queryClient,
  );
  const prove = useMutation(
    {
      mutationFn: (wallet: DeclaredWallet) =>
        walletApi.cryptoWallet.requestWalletProof({ ...account, walletId: wallet.walletId }),
      onSuccess: () => void cache.invalidateQueries({ queryKey: walletQueryKeys.wallets }),
    },
    queryClient,
  );
  const remove = useMutation(
    {
      mutationFn: (wallet: DeclaredWallet) =>
        walletApi.cryptoWallet.removeDeclaredWallet({ ...account, walletId: wallet.walletId }),
      onSuccess: () => {
        setRemoving(undefined);
        setNote(t('wallets.removed'));
        void cache.invalidateQueries({ queryKey: walletQueryKeys.all });
      },
    },
    queryClient,
  );
  const closeRemove = () => {
    setRemoving(undefined);
    remove.reset();
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('wallets.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('wallets.intro')}
        </Text>
      </Stack>
      <DeclareWalletForm
        account={account}
        onDeclared={(wallet) => setNote(t('wallets.declared', { label: wallet.label }))}
      />
      {note !== undefined && (
        <Alert
          color="success"
          variant="light"
          role="status"
          data-testid="wallet-note"
          withCloseButton
          onClose={() => setNote(undefined)}
        >
          {note}
        </Alert>
      )}
      <OrderFailureAlert failure={prove.isError ? walletFailureOf(prove.error) : undefined} testId="prove-failure" />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('wallets.list')}
        </Title>
        {list.isPending || list.isError ? (
          <QueryState failed={list.isError} onRetry={() => void list.refetch()} />
        ) : list.data.wallets.length === 0 ? (
          <Text c="dimmed" data-testid="wallets-empty">
            {t('wallets.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="wallets">
            {list.data.wallets.map((wallet) => (
              <WalletCard
                key={wallet.walletId}
                account={account}
                wallet={wallet}
                onProve={(chosen) => prove.mutate(chosen)}
                onRemove={setRemoving}
                proving={prove.isPending && prove.variables.walletId === wallet.walletId}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <DangerConfirmDialog
        opened={removing !== undefined}
        onClose={closeRemove}
        title={t('wallets.removeTitle')}
        testId="remove-confirmation"
        keepLabel={t('wallets.keep')}
        confirmLabel={t('wallets.removeConfirm')}
        onConfirm={() => {
          if (removing !== undefined) remove.mutate(removing);
        }}
        pending={remove.isPending}
        confirmTestId="confirm-remove"
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('wallets.removeBody', { label: removing?.label ?? '', address: removing?.address ?? '' })}
        </Text>
        <OrderFailureAlert
          failure={remove.isError ? walletFailureOf(remove.error) : undefined}
          testId="remove-failure"
        />
      </DangerConfirmDialog>
    </Stack>
  );
}

export function CryptoWalletManagementPage() {
  return <CryptoAccountPage size="lg">{(account) => <Wallets account={account} />}</CryptoAccountPage>;
}
