/* A declared wallet: its label, network, status and address; when verified; an open micro-deposit proof (the exact
 * amount to send, where to, by when); the signature proof for Ethereum; and prove or remove. */
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DeclaredWallet } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RowDangerButton } from '../../../shared/ui/confirm-actions';
import { rowActionName } from '../../../shared/ui/row-action';
import { formatQuantity, type CryptoAccount } from '../crypto-common';
import { SignatureProof } from './signature-proof';
import { CopyableText, monospace, networkName } from './wallet-parts';

const walletStatusColours = { unverified: 'neutral', proofRequested: 'warning', verified: 'success' } as const;

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
          <RowDangerButton
            label={t('wallets.remove')}
            row={wallet.label}
            onClick={() => onRemove(wallet)}
            testId="remove-wallet"
            variant="subtle"
            size="compact-sm"
          />
        </Group>
      </Stack>
    </Paper>
  );
}
