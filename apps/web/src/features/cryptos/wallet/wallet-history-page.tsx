/* SPEC §2 cryptos/walletHistory (issue 18 part 6, ADR 043): every on-chain movement of the account — deposits and
 * withdrawals — with its transaction hash, network, confirmations and status, newest first; filtered by asset,
 * direction and status; paged; the filtered list downloads as CSV. */
import { Button, Group, NativeSelect, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cryptoAssetCodes } from '@portal/contract';
import type { CryptoAssetCode } from '@portal/contract/domain/crypto/crypto-assets';
import {
  onChainDirections,
  onChainStatuses,
  type OnChainDirection,
  type OnChainMovement,
  type OnChainStatus,
} from '@portal/contract/domain/crypto/on-chain-movement';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { downloadText } from '../../../shared/ui/download-text';
import { oneLine } from '../../../shared/ui/money';
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

function filterInput(account: CryptoAccount, filters: Filters) {
  return {
    ...account,
    ...(filters.asset === '' ? {} : { asset: filters.asset }),
    ...(filters.direction === '' ? {} : { direction: filters.direction }),
    ...(filters.status === '' ? {} : { status: filters.status }),
  };
}

/** The movements table (also what the component test renders). */
export function MovementsTable({ movements }: { movements: readonly OnChainMovement[] }) {
  const { t } = useTranslation('cryptoWallet');
  const brand = useBrand();
  return (
    <ScrollArea type="auto">
      <Table data-testid="wallet-movements" style={tabular} verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.time')}</Table.Th>
            <Table.Th>{t('history.columns.direction')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.amount')}</Table.Th>
            <Table.Th>{t('history.columns.network')}</Table.Th>
            <Table.Th>{t('history.columns.counterparty')}</Table.Th>
            <Table.Th>{t('history.columns.hash')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.confirmations')}</Table.Th>
            <Table.Th>{t('history.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((movement) => (
            <Table.Tr
              key={`${movement.direction}:${movement.id}`}
              data-testid="movement-row"
              data-movement-id={movement.id}
            >
              <Table.Td style={oneLine}>
                {`${formatDate(movement.createdAt, brand.marketTimeZone)} ${formatTime24(movement.createdAt, brand.marketTimeZone)}`}
              </Table.Td>
              <Table.Td style={oneLine}>{t(`directions.${movement.direction}`)}</Table.Td>
              <Table.Td
                ta="right"
                style={oneLine}
                fw={600}
                c={movement.direction === 'deposit' ? 'success' : undefined}
                data-testid="movement-amount"
                data-value={movement.amount}
              >
                {`${movement.direction === 'deposit' ? '+' : '−'}${formatQuantity(movement.amount)} ${movement.asset}`}
              </Table.Td>
              <Table.Td style={oneLine}>{networkName(movement.network)}</Table.Td>
              <Table.Td style={{ ...oneLine, ...monospace }} title={movement.counterpartyAddress}>
                {shortened(movement.counterpartyAddress)}
              </Table.Td>
              <Table.Td style={{ ...oneLine, ...monospace }} title={movement.transactionHash}>
                {movement.transactionHash === undefined ? '–' : shortened(movement.transactionHash, 6)}
              </Table.Td>
              <Table.Td ta="right" style={oneLine}>
                {`${movement.confirmations} / ${movement.requiredConfirmations}`}
              </Table.Td>
              <Table.Td style={oneLine}>
                <MovementStatusBadge status={movement.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function History({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoWallet');
  const walletApi = useWalletApi();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const input = { ...filterInput(account, filters), page, pageSize };
  const list = useQuery(
    {
      queryKey: [...walletQueryKeys.history, input],
      queryFn: ({ signal }) => walletApi.cryptoWallet.cryptoWalletHistory(input, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: 10_000,
    },
    queryClient,
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize));
  const all = t('common.all');
  const choose = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: OnChainMovement[] = [];
      for (let next = 1; next <= 50; next += 1) {
        const answer = await walletApi.cryptoWallet.cryptoWalletHistory({
          ...filterInput(account, filters),
          page: next,
          pageSize: 100,
        });
        rows.push(...answer.movements);
        if (next * 100 >= answer.total) break;
      }
      const lines = rows.map((movement) =>
        [
          movement.createdAt,
          t(`directions.${movement.direction}`),
          movement.asset,
          movement.amount,
          movement.fee,
          networkName(movement.network),
          movement.counterpartyAddress,
          movement.transactionHash ?? '',
          String(movement.confirmations),
          t(`statuses.${movement.status}`),
        ]
          .map(csvCell)
          .join(','),
      );
      downloadText(
        `wallet-history-${account.accountCode}.csv`,
        'text/csv',
        `\uFEFF${[t('history.csvHeader'), ...lines].join('\r\n')}\r\n`,
      );
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('history.heading')}
        </Title>
        <Button variant="default" loading={exporting} onClick={() => void exportCsv()} data-testid="history-export">
          {t('history.export')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('history.asset')}
            value={filters.asset}
            onChange={(event) => {
              const asset = cryptoAssetCodes.find((code) => code === event.currentTarget.value);
              choose({ ...filters, asset: asset ?? '' });
            }}
            data={[{ value: '', label: all }, ...cryptoAssetCodes.map((code) => ({ value: code, label: code }))]}
            data-testid="filter-asset"
          />
          <NativeSelect
            label={t('history.direction')}
            value={filters.direction}
            onChange={(event) => {
              const direction = onChainDirections.find((value) => value === event.currentTarget.value);
              choose({ ...filters, direction: direction ?? '' });
            }}
            data={[
              { value: '', label: all },
              ...onChainDirections.map((value) => ({ value, label: t(`directions.${value}`) })),
            ]}
            data-testid="filter-direction"
          />
          <NativeSelect
            label={t('history.status')}
            value={filters.status}
            onChange={(event) => {
              const status = onChainStatuses.find((value) => value === event.currentTarget.value);
              choose({ ...filters, status: status ?? '' });
            }}
            data={[
              { value: '', label: all },
              ...onChainStatuses.map((value) => ({ value, label: t(`statuses.${value}`) })),
            ]}
            data-testid="filter-status"
          />
        </Group>
      </Paper>
      {list.isPending || list.isError ? (
        <QueryState failed={list.isError} onRetry={() => void list.refetch()} />
      ) : list.data.movements.length === 0 ? (
        <Text c="dimmed" data-testid="movements-empty">
          {filters === noFilters ? t('history.none') : t('history.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <MovementsTable movements={list.data.movements} />
          <Group justify="center" gap="sm">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('history.previous')}
            </Button>
            <Text size="sm" data-testid="history-page">
              {t('history.page', { page, pages })}
            </Text>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('history.next')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

export function CryptoWalletHistoryPage() {
  return <CryptoAccountPage>{(account) => <History account={account} />}</CryptoAccountPage>;
}
