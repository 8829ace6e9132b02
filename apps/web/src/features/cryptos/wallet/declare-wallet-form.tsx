/* Declaring a self-hosted wallet: network, address and label; the server checks the address for the network, and its
 * refusals of the address show on the field (others above the button). */
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeclaredWallet } from '@portal/contract';
import { cryptoNetworkIds, type CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderFailureAlert, useTextInLanguages } from '../../../shared/ticket/ticket-parts';
import type { CryptoAccount } from '../crypto-common';
import { useWalletApi, walletQueryKeys } from './wallet-api';
import { monospace, networkName, walletFailureOf } from './wallet-parts';

/** The refusals a declaration shows on the address field; others show above the button. */
const addressResults: readonly string[] = [
  'addressMalformed',
  'addressChecksum',
  'addressWrongNetwork',
  'walletAlreadyDeclared',
];

export function DeclareWalletForm({
  account,
  onDeclared,
}: {
  account: CryptoAccount;
  onDeclared: (wallet: DeclaredWallet) => void;
}) {
  const { t } = useTranslation('cryptoWallet');
  const inLanguage = useTextInLanguages();
  const walletApi = useWalletApi();
  const cache = useQueryClient(queryClient);
  const [network, setNetwork] = useState<CryptoNetworkId>('ethereum');
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [shown, setShown] = useState(false);
  const declare = useMutation(
    {
      mutationFn: () =>
        walletApi.cryptoWallet.declareWallet({ ...account, network, address: address.trim(), label: label.trim() }),
      onSuccess: (answer) => {
        setAddress('');
        setLabel('');
        setShown(false);
        void cache.invalidateQueries({ queryKey: walletQueryKeys.all });
        onDeclared(answer.wallet);
      },
    },
    queryClient,
  );
  const failure = declare.isError ? walletFailureOf(declare.error) : undefined;
  const addressFailure = failure?.kind === 'result' && addressResults.includes(failure.result) ? failure : undefined;
  const addressError =
    shown && address.trim() === ''
      ? t('wallets.errors.address')
      : addressFailure?.kind === 'result'
        ? inLanguage(addressFailure.text)
        : undefined;
  const labelError = shown && label.trim() === '' ? t('wallets.errors.label') : undefined;
  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShown(true);
          if (address.trim() === '' || label.trim() === '') return;
          declare.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('wallets.add')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label={t('wallets.network')}
              value={network}
              onChange={(event) => {
                const chosen = cryptoNetworkIds.find((id) => id === event.currentTarget.value);
                if (chosen !== undefined) setNetwork(chosen);
                declare.reset();
              }}
              data={cryptoNetworkIds.map((id) => ({ value: id, label: networkName(id) }))}
              data-testid="wallet-network"
            />
            <TextInput
              label={t('wallets.address')}
              value={address}
              maxLength={128}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                declare.reset();
              }}
              error={addressError}
              required
              styles={{ input: monospace }}
              data-testid="wallet-address"
            />
            <TextInput
              label={t('wallets.label')}
              placeholder={t('wallets.labelPlaceholder')}
              value={label}
              maxLength={40}
              onChange={(event) => setLabel(event.currentTarget.value)}
              error={labelError}
              required
              data-testid="wallet-label"
            />
          </SimpleGrid>
          <OrderFailureAlert failure={addressFailure === undefined ? failure : undefined} testId="wallet-failure" />
          <Group justify="flex-end">
            <Button type="submit" loading={declare.isPending} data-testid="declare-wallet">
              {t('wallets.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
