/* An Ethereum wallet's other proof: its signature of the message shown (EIP-191), pasted from the wallet app. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeclaredWallet } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderFailureAlert, useTextInLanguages } from '../../../shared/ticket/ticket-parts';
import { rowActionName } from '../../../shared/ui/row-action';
import type { CryptoAccount } from '../crypto-common';
import { useWalletApi, walletQueryKeys } from './wallet-api';
import { CopyableText, monospace, walletFailureOf } from './wallet-parts';

/** An Ethereum wallet's other proof: its signature of the message shown (EIP-191), pasted from the wallet app. */
export function SignatureProof({ account, wallet }: { account: CryptoAccount; wallet: DeclaredWallet }) {
  const { t } = useTranslation('cryptoWallet');
  const inLanguage = useTextInLanguages();
  const walletApi = useWalletApi();
  const cache = useQueryClient(queryClient);
  const [open, setOpen] = useState(false);
  const [signature, setSignature] = useState('');
  const [shown, setShown] = useState(false);
  const prove = useMutation(
    {
      mutationFn: () =>
        walletApi.cryptoWallet.proveWalletBySignature({
          ...account,
          walletId: wallet.walletId,
          signature: signature.trim(),
        }),
      onSuccess: () => void cache.invalidateQueries({ queryKey: walletQueryKeys.wallets }),
    },
    queryClient,
  );
  if (wallet.signMessage === null) return null;
  if (!open) {
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setOpen(true)}
        aria-label={rowActionName(t('wallets.signToggle'), wallet.label)}
        data-testid="sign-instead"
      >
        {t('wallets.signToggle')}
      </Button>
    );
  }
  const failure = prove.isError ? walletFailureOf(prove.error) : undefined;
  const wellFormed = /^0x[0-9a-fA-F]{130}$/.test(signature.trim());
  const error =
    shown && !wellFormed
      ? t('wallets.signatureError')
      : failure?.kind === 'result'
        ? inLanguage(failure.text)
        : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (wellFormed) prove.mutate();
      }}
    >
      <Stack gap="xs" data-testid="signature-proof">
        <Text size="sm">{t('wallets.signIntro')}</Text>
        <Text size="xs" c="dimmed">
          {t('wallets.signMessage')}
        </Text>
        <CopyableText value={wallet.signMessage} label={t('wallets.copyMessage')} testId="sign-message" compact />
        <TextInput
          label={t('wallets.signature')}
          placeholder="0x…"
          value={signature}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            setSignature(event.currentTarget.value);
            prove.reset();
          }}
          error={error}
          styles={{ input: monospace }}
          data-testid="signature"
        />
        <OrderFailureAlert failure={failure?.kind === 'result' ? undefined : failure} testId="signature-failure" />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="compact-sm"
            loading={prove.isPending}
            aria-label={rowActionName(t('wallets.verifySignature'), wallet.label)}
            data-testid="verify-signature"
          >
            {t('wallets.verifySignature')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
