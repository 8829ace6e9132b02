/* SPEC §2 cryptos/walletHistory (issue 18 part 6, ADR 043): every on-chain movement of the account — deposits and
 * withdrawals — with its transaction hash, network, confirmations and status, newest first; filtered by asset,
 * direction and status; keyset paged with "load more"; the filtered list downloads as CSV from the server. The page
 * composes the history-list kit with its filters and columns. */
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { cryptoAssetCodes } from '@portal/contract';
import type { CryptoAssetCode } from '@portal/contract/domain/crypto/crypto-assets';
import {
  onChainDirectionLabels,
  onChainDirections,
  onChainStatusLabels,
  onChainStatuses,
  type OnChainDirection,
  type OnChainMovement,
  type OnChainStatus,
} from '@portal/contract/domain/crypto/on-chain-movement';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { useBrand } from '../../../shared/brand/brand-context';
import { HistoryChoiceFilter, HistoryFilterBar } from '../../../shared/history-list/history-filter-bar';
import { HistoryList } from '../../../shared/history-list/history-list';
import type { HistoryColumn } from '../../../shared/history-list/history-list';
import { keysetListQuery, useHistoryList } from '../../../shared/history-list/history-query';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQueryStateTexts } from '../../../shared/ticket/ticket-parts';
import { formatQuantity, CryptoAccountPage, type CryptoAccount } from '../crypto-common';
import { useWalletApi, walletQueryKeys } from './wallet-api';
import { MovementStatusBadge, monospace, networkName, shortened } from './wallet-parts';

const pageSize = 20;

type Filters = {
  readonly asset: CryptoAssetCode | '';
  readonly direction: OnChainDirection | '';
  readonly status: OnChainStatus | '';
};

const noFilters: Filters = { asset: '', direction: '', status: '' };

/** A page of cryptoWalletHistory. */
type MovementPage = { readonly movements: readonly OnChainMovement[]; readonly nextCursor: string | null };

function filterInput(account: CryptoAccount, filters: Filters) {
  return {
    ...account,
    ...(filters.asset === '' ? {} : { asset: filters.asset }),
    ...(filters.direction === '' ? {} : { direction: filters.direction }),
    ...(filters.status === '' ? {} : { status: filters.status }),
  };
}

/** The movements' columns: time, direction, amount, network, counterparty, hash, confirmations, status. */
function useMovementColumns(): readonly HistoryColumn<OnChainMovement>[] {
  const { t } = useTranslation('cryptoWallet');
  const brand = useBrand();
  const language = useShownLanguage();
  return [
    {
      header: t('history.columns.time'),
      cell: (movement) =>
        `${formatDate(movement.createdAt, brand.marketTimeZone)} ${formatTime24(movement.createdAt, brand.marketTimeZone)}`,
    },
    {
      header: t('history.columns.direction'),
      cell: (movement) => onChainDirectionLabels[movement.direction][language],
    },
    {
      header: t('history.columns.amount'),
      figure: true,
      cell: (movement) =>
        `${movement.direction === 'deposit' ? '+' : '−'}${formatQuantity(movement.amount)} ${movement.asset}`,
      look: (movement) => ({
        fw: 600,
        c: movement.direction === 'deposit' ? 'success' : undefined,
        'data-testid': 'movement-amount',
        'data-value': movement.amount,
      }),
    },
    { header: t('history.columns.network'), cell: (movement) => networkName(movement.network) },
    {
      header: t('history.columns.counterparty'),
      cell: (movement) => shortened(movement.counterpartyAddress),
      look: (movement) => ({ style: monospace, title: movement.counterpartyAddress }),
    },
    {
      header: t('history.columns.hash'),
      cell: (movement) => (movement.transactionHash === undefined ? '–' : shortened(movement.transactionHash, 6)),
      look: (movement) => ({
        style: monospace,
        ...(movement.transactionHash === undefined ? {} : { title: movement.transactionHash }),
      }),
    },
    {
      header: t('history.columns.confirmations'),
      figure: true,
      cell: (movement) => `${movement.confirmations} / ${movement.requiredConfirmations}`,
    },
    { header: t('history.columns.status'), cell: (movement) => <MovementStatusBadge status={movement.status} /> },
  ];
}

function History({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoWallet');
  const walletApi = useWalletApi();
  const language = useShownLanguage();
  const states = useQueryStateTexts();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const input = { ...filterInput(account, filters), pageSize };
  const list = useHistoryList(
    keysetListQuery<MovementPage>({
      queryKey: [...walletQueryKeys.history, input],
      fetchPage: (start, signal) => walletApi.cryptoWallet.cryptoWalletHistory({ ...input, ...start }, { signal }),
      refetchInterval: 10_000,
    }),
    (page) => page.movements,
  );
  const all = t('common.all');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('history.heading')}
      </Title>
      <HistoryFilterBar
        csvExport={{
          label: t('history.export'),
          failedText: t('history.exportFailed'),
          doneText: (count) => t('history.exported', { count }),
          fetchFile: () =>
            walletApi.cryptoWallet.exportCryptoWalletHistory({ ...filterInput(account, filters), language }),
          testId: 'history-export',
        }}
      >
        <HistoryChoiceFilter
          label={t('history.asset')}
          value={filters.asset}
          onChange={(asset) => setFilters({ ...filters, asset })}
          options={cryptoAssetCodes.map((code) => ({ value: code, label: code }))}
          allLabel={all}
          testId="filter-asset"
        />
        <HistoryChoiceFilter
          label={t('history.direction')}
          value={filters.direction}
          onChange={(direction) => setFilters({ ...filters, direction })}
          options={onChainDirections.map((value) => ({ value, label: onChainDirectionLabels[value][language] }))}
          allLabel={all}
          testId="filter-direction"
        />
        <HistoryChoiceFilter
          label={t('history.status')}
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
          options={onChainStatuses.map((value) => ({ value, label: onChainStatusLabels[value][language] }))}
          allLabel={all}
          testId="filter-status"
        />
      </HistoryFilterBar>
      <HistoryList
        list={list}
        texts={{
          ...states,
          empty: filters === noFilters ? t('history.none') : t('history.empty'),
          more: t('history.loadMore'),
        }}
        columns={useMovementColumns()}
        rowKey={(movement) => `${movement.direction}:${movement.id}`}
        rowAttributes={(movement) => ({ 'data-testid': 'movement-row', 'data-movement-id': movement.id })}
        testIds={{ empty: 'movements-empty', table: 'wallet-movements' }}
        minWidth={960}
      />
    </Stack>
  );
}

export function CryptoWalletHistoryPage() {
  return <CryptoAccountPage>{(account) => <History account={account} />}</CryptoAccountPage>;
}
