/* SPEC §2 cryptos/walletManagement (issue 18 part 6, ADR 043): the client's declared self-hosted wallets. Declaring
 * one checks its address for the network (a field error per problem: malformed, checksum, another network's); each
 * wallet is proved the client's by a micro-deposit of an exact amount asked for here; removing one asks first. */
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeclaredWallet } from '@portal/contract';
import { cryptoNetworkIds, type CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { OrderFailureAlert, QueryState, useTextInLanguages } from '../../../shared/ticket/ticket-parts';
import { formatQuantity, CryptoAccountPage, type CryptoAccount } from '../crypto-common';
import { useWalletApi, walletQueryKeys } from './wallet-api';
import { CopyableText, monospace, networkName, walletFailureOf } from './wallet-parts';
import { rowActionName } from '../../../shared/ui/row-action';

/** The refusals a declaration shows on the address field; others show above the button. */
const addressResults: readonly string[] = [
  'addressMalformed',
  'addressChecksum',
  'addressWrongNetwork',
  'walletAlreadyDeclared',
];

const walletStatusColours = { unverified: 'neutral', proofRequested: 'warning', verified: 'success' } as const;

function DeclareWalletForm({
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

/** An Ethereum wallet's other proof: its signature of the message shown (EIP-191), pasted from the wallet app. */
function SignatureProof({ account, wallet }: { account: CryptoAccount; wallet: DeclaredWallet }) {
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

export function WalletCard({
  account,
  wallet,
  onProve,
  onRemove,
  proving,
}: {
  account: CryptoAccount;
  wallet: DeclaredWallet;
  onProve: (wallet: DeclaredWallet) => void;
  onRemove: (wallet: DeclaredWallet) => void;
  proving: boolean;
}) {
  const { t } = useTranslation('cryptoWallet');
  const brand = useBrand();
  const when = (instant: string) =>
    `${formatDate(instant, brand.marketTimeZone)} ${formatTime24(instant, brand.marketTimeZone)}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="wallet-card"
      data-wallet-id={wallet.walletId}
      data-status={wallet.status}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={700}>{wallet.label}</Text>
            <Badge variant="outline" color="neutral">
              {networkName(wallet.network)}
            </Badge>
          </Group>
          <Badge variant="light" color={walletStatusColours[wallet.status]} data-testid="wallet-status">
            {t(`wallets.statuses.${wallet.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={monospace} data-testid="wallet-address-text">
          {wallet.address}
        </Text>
        {wallet.verifiedAt !== null && (
          <Text size="xs" c="dimmed">
            {t('wallets.verifiedAt', { date: when(wallet.verifiedAt) })}
          </Text>
        )}
        {wallet.proof !== null && (
          <Alert color="info" variant="light" title={t('wallets.proofTitle')} data-testid="wallet-proof">
            <Stack gap={6}>
              <Text size="sm">
                {t('wallets.proofBody', {
                  amount: formatQuantity(wallet.proof.amount),
                  asset: wallet.proof.asset,
                  expiresAt: when(wallet.proof.expiresAt),
                })}
              </Text>
              <Text size="sm" fw={700} data-testid="proof-amount" data-value={wallet.proof.amount}>
                {`${formatQuantity(wallet.proof.amount)} ${wallet.proof.asset}`}
              </Text>
              <CopyableText
                value={wallet.proof.depositAddress}
                label={t('common.copyAddress')}
                testId="proof-address"
              />
              {wallet.proof.memo !== undefined && (
                <Text size="sm">{t('wallets.proofTag', { tag: wallet.proof.memo })}</Text>
              )}
              <Text size="xs" c="dimmed">
                {t('wallets.proofNote')}
              </Text>
            </Stack>
          </Alert>
        )}
        {wallet.status !== 'verified' && <SignatureProof account={account} wallet={wallet} />}
        <Group justify="flex-end" gap="xs">
          {wallet.status !== 'verified' && wallet.proof === null && (
            <Button
              size="compact-sm"
              variant="light"
              loading={proving}
              onClick={() => onProve(wallet)}
              aria-label={rowActionName(t('wallets.prove'), wallet.label)}
              data-testid="prove-wallet"
            >
              {t('wallets.prove')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="danger"
            onClick={() => onRemove(wallet)}
            aria-label={rowActionName(t('wallets.remove'), wallet.label)}
            data-testid="remove-wallet"
          >
            {t('wallets.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

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
