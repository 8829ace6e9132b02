/* SPEC §2 cryptos/deposit (issue 18 part 4, ADR 043): the account's deposit address for an asset on a network, as text
 * with a copy button and as a QR code (the qrcode library loaded on this page only), the warnings a real exchange
 * shows, and the recent deposits with their confirmations as they come in (polled while any is confirming); a held
 * deposit asks the client to declare where it came from. */
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cryptoAssets, type CryptoDeposit, type CryptoDepositAddress } from '@portal/contract';
import type { CryptoAssetCode } from '@portal/contract/domain/crypto/crypto-assets';
import { networksOfAsset, type CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { assetName, formatQuantity, CryptoAccountPage, type CryptoAccount } from '../crypto-common';
import { useWalletApi, walletQueryKeys } from './wallet-api';
import {
  CopyableText,
  DeclaredNote,
  MovementStatusBadge,
  OriginatorDialog,
  monospace,
  networkName,
  shortened,
} from './wallet-parts';
import { rowActionName } from '../../../shared/ui/row-action';

/** The QR code of a text, drawn by the qrcode library fetched when the page first shows one (ADR 009). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('cryptoWallet');
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(text, {
          type: 'svg',
          margin: 2,
          errorCorrectionLevel: 'M',
          // Dark on white in both colour modes: scanners need the contrast.
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((svg) => {
        if (live) setDrawn({ text, svg });
      });
    return () => {
      live = false;
    };
  }, [text]);
  if (drawn?.text !== text) {
    return (
      <Group gap="xs" role="status" h={184} justify="center">
        <Loader size="sm" />
        <Text size="sm">{t('deposit.qrLoading')}</Text>
      </Group>
    );
  }
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
      alt={label}
      width={184}
      height={184}
      data-testid="deposit-qr"
      style={{ display: 'block', borderRadius: 8 }}
    />
  );
}

function AddressCard({ address }: { address: CryptoDepositAddress }) {
  const { t } = useTranslation('cryptoWallet');
  const network = networkName(address.network);
  const names = { asset: address.asset, network };
  return (
    <Paper withBorder radius="md" p="md" data-testid="deposit-address-card">
      <Group gap="lg" align="center" wrap="wrap">
        <Group justify="center" style={{ flex: '1 1 184px' }}>
          <QrCode text={address.address} label={t('deposit.qrCode', names)} />
        </Group>
        <Stack gap="sm" style={{ flex: '999 1 280px', minWidth: 0 }}>
          <Title order={2} size="h4">
            {t('deposit.addressHeading', names)}
          </Title>
          <CopyableText value={address.address} label={t('common.copyAddress')} testId="deposit-address" />
          {address.memo !== undefined && (
            <div>
              <Text size="xs" c="dimmed">
                {t('common.destinationTag')}
              </Text>
              <CopyableText value={address.memo} label={t('common.copyTag')} testId="deposit-memo" />
            </div>
          )}
          <Alert color="warning" variant="light" title={t('deposit.warningsTitle')} data-testid="deposit-warnings">
            <List size="sm" spacing={4}>
              <List.Item>{t('deposit.onlyAsset', names)}</List.Item>
              {address.memo !== undefined && <List.Item>{t('deposit.tag', { tag: address.memo })}</List.Item>}
              <List.Item>
                {t('deposit.minimum', { amount: formatQuantity(address.minimumDeposit), asset: address.asset })}
              </List.Item>
              <List.Item>{t('deposit.confirmations', { count: address.confirmations })}</List.Item>
              <List.Item>{t('deposit.declared')}</List.Item>
            </List>
          </Alert>
        </Stack>
      </Group>
    </Paper>
  );
}

/** One incoming transfer: amount, network, sender, progress or hold, and the declaration a hold asks for. */
export function DepositRow({
  deposit,
  onDeclare,
}: {
  deposit: CryptoDeposit;
  onDeclare: (deposit: CryptoDeposit) => void;
}) {
  const { t } = useTranslation('cryptoWallet');
  const brand = useBrand();
  const progress = Math.round((deposit.confirmations / Math.max(deposit.requiredConfirmations, 1)) * 100);
  const progressText = t('deposit.progress', { count: deposit.confirmations, required: deposit.requiredConfirmations });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="deposit-row"
      data-deposit-id={deposit.id}
      data-status={deposit.status}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} style={tabular} data-testid="deposit-amount">
            {`+${formatQuantity(deposit.amount)} ${deposit.asset}`}
          </Text>
          <Group gap="xs">
            <Badge variant="outline" color="neutral">
              {networkName(deposit.network)}
            </Badge>
            <MovementStatusBadge status={deposit.status} />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {`${formatDate(deposit.createdAt, brand.marketTimeZone)} ${formatTime24(deposit.createdAt, brand.marketTimeZone)} · `}
          <span title={deposit.counterpartyAddress} style={monospace}>
            {t('deposit.from', { address: shortened(deposit.counterpartyAddress) })}
          </span>
        </Text>
        {deposit.transactionHash !== undefined && (
          <Text size="xs" c="dimmed" title={deposit.transactionHash}>
            {`${t('common.transactionHash')}: `}
            <span style={monospace}>{shortened(deposit.transactionHash, 10)}</span>
          </Text>
        )}
        {deposit.status === 'confirming' && (
          <Stack gap={4}>
            <Text size="sm" data-testid="deposit-progress" style={tabular}>
              {progressText}
            </Text>
            <Progress value={progress} aria-label={progressText} size="md" radius="xl" animated striped />
          </Stack>
        )}
        {deposit.status === 'held' && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="warning" fw={600} data-testid="deposit-held">
              {deposit.heldReason === 'belowMinimum' ? t('deposit.heldBelowMinimum') : t('deposit.held')}
            </Text>
            <Button
              size="compact-sm"
              onClick={() => onDeclare(deposit)}
              aria-label={rowActionName(t('deposit.declareOrigin'), deposit.id)}
              data-testid="declare-origin"
            >
              {t('deposit.declareOrigin')}
            </Button>
          </Group>
        )}
        {deposit.status === 'completed' && (
          <Text size="sm" c="success">
            {t('deposit.credited')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The recent deposits, polled (every 3 s while one gathers confirmations). */
export function RecentDeposits({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoWallet');
  const walletApi = useWalletApi();
  const [declaring, setDeclaring] = useState<CryptoDeposit | undefined>(undefined);
  const [declared, setDeclared] = useState<CryptoDeposit | undefined>(undefined);
  const list = useQuery(
    {
      queryKey: [...walletQueryKeys.deposits, account],
      queryFn: ({ signal }) => walletApi.cryptoWallet.listCryptoDeposits({ ...account, limit: 10 }, { signal }),
      // Every 3 s while one gathers confirmations; otherwise every 10 s, so a new transfer shows up by itself.
      refetchInterval: (query) =>
        query.state.data?.deposits.some((deposit) => deposit.status === 'confirming') === true ? 3_000 : 10_000,
    },
    queryClient,
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('deposit.recent')}
      </Title>
      <DeclaredNote deposit={declared} />
      {list.isPending || list.isError ? (
        <QueryState failed={list.isError} onRetry={() => void list.refetch()} />
      ) : list.data.deposits.length === 0 ? (
        <Text c="dimmed" data-testid="deposits-empty">
          {t('deposit.none')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="deposits">
          {list.data.deposits.map((deposit) => (
            <DepositRow key={deposit.id} deposit={deposit} onDeclare={setDeclaring} />
          ))}
        </Stack>
      )}
      <OriginatorDialog
        account={account}
        deposit={declaring}
        onClose={() => setDeclaring(undefined)}
        onDeclared={(deposit) => {
          setDeclaring(undefined);
          setDeclared(deposit);
        }}
      />
    </Stack>
  );
}

function Deposit({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoWallet');
  const language = useShownLanguage();
  const walletApi = useWalletApi();
  const [asset, setAsset] = useState<CryptoAssetCode>('USDT');
  const networks = networksOfAsset(asset);
  const [chosenNetwork, setNetwork] = useState<CryptoNetworkId | ''>('');
  const network =
    networks.find((terms) => terms.network === chosenNetwork)?.network ?? networks[0]?.network ?? 'ethereum';
  const address = useQuery(
    {
      queryKey: [...walletQueryKeys.address, account, asset, network],
      queryFn: ({ signal }) => walletApi.cryptoWallet.cryptoDepositAddress({ ...account, asset, network }, { signal }),
      staleTime: Infinity,
    },
    queryClient,
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('deposit.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('deposit.intro')}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" grow preventGrowOverflow={false}>
          <NativeSelect
            label={t('deposit.asset')}
            value={asset}
            onChange={(event) => {
              const chosen = cryptoAssets.find((candidate) => candidate.code === event.currentTarget.value);
              if (chosen !== undefined) {
                setAsset(chosen.code);
                setNetwork('');
              }
            }}
            data={cryptoAssets.map((candidate) => ({
              value: candidate.code,
              label: `${candidate.code} · ${assetName(candidate, language)}`,
            }))}
            data-testid="deposit-asset"
          />
          <NativeSelect
            label={t('deposit.network')}
            value={network}
            onChange={(event) => {
              const chosen = networks.find((terms) => terms.network === event.currentTarget.value);
              if (chosen !== undefined) setNetwork(chosen.network);
            }}
            data={networks.map((terms) => ({ value: terms.network, label: networkName(terms.network) }))}
            data-testid="deposit-network"
          />
        </Group>
      </Paper>
      {address.isPending || address.isError ? (
        <QueryState failed={address.isError} onRetry={() => void address.refetch()} />
      ) : (
        <AddressCard address={address.data.depositAddress} />
      )}
      <RecentDeposits account={account} />
    </Stack>
  );
}

export function CryptoDepositPage() {
  return <CryptoAccountPage size="lg">{(account) => <Deposit account={account} />}</CryptoAccountPage>;
}
