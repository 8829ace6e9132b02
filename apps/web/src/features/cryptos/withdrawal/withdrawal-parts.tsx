/* What the whitelist and withdraw pages share (issue 18 part 5, ADR 044): the assets and networks a withdrawal may
 * use, the queries of the account's addresses, terms and withdrawals, times in the brand's zone, a status badge. */
import { Badge, Text } from '@mantine/core';
import type { CryptoWithdrawalStatus } from '@portal/contract';
import { assetNetworkTerms, cryptoNetworkOf } from '@portal/contract/domain/crypto/crypto-networks';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import type { Api } from '../../../shared/api/api-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CryptoAccount } from '../crypto-common';

/** The assets that can be withdrawn, in the order of the networks' terms, each once. */
export const withdrawableAssets: readonly string[] = [...new Set(assetNetworkTerms.map((terms) => terms.asset))];

export function networkName(network: string): string {
  return cryptoNetworkOf(network)?.name ?? network;
}

export const addressesQuery = (api: Api, account: CryptoAccount) =>
  ({
    queryKey: ['cryptoWithdrawal', 'addresses', account.accountCode],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.cryptoWithdrawal.searchWhitelistedAddresses(account, { signal }),
  }) as const;

export const termsQuery = (api: Api, account: CryptoAccount) =>
  ({
    queryKey: ['cryptoWithdrawal', 'terms', account.accountCode],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.cryptoWithdrawal.cryptoWithdrawalTerms(account, { signal }),
  }) as const;

export const withdrawalsQuery = (api: Api, account: CryptoAccount) =>
  ({
    queryKey: ['cryptoWithdrawal', 'withdrawals', account.accountCode],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.cryptoWithdrawal.searchCryptoWithdrawals(account, { signal }),
  }) as const;

/** A server instant in the brand's time zone: "2026-11-28 14:05". */
export function useInstantFormat(): (instant: string) => string {
  const brand = useBrand();
  return (instant) => `${formatDate(instant, brand.marketTimeZone)} ${formatTime24(instant, brand.marketTimeZone)}`;
}

const statusColour: Readonly<Record<CryptoWithdrawalStatus, string>> = {
  pending: 'statusPending',
  processing: 'statusProcessing',
  completed: 'statusSettled',
  failed: 'statusRejected',
  cancelled: 'statusCancelled',
};

export function StatusBadge({ status }: { status: CryptoWithdrawalStatus }) {
  const { t } = useTranslation('cryptoWithdrawal');
  return (
    <Badge color={statusColour[status]} variant="light" data-testid="withdrawal-status" data-status={status}>
      {t(`common.status.${status}`)}
    </Badge>
  );
}

/** An address or hash in full, monospace, wrapping anywhere (a 390 px screen shows it all). */
export function LongCode({ children, testId }: { children: string; testId?: string }) {
  return (
    <Text span ff="monospace" fz="sm" style={{ wordBreak: 'break-all' }} data-testid={testId}>
      {children}
    </Text>
  );
}
