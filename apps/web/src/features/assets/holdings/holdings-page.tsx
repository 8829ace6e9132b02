/* SPEC §2 /assets/holdings: the client's other assets, filtered by category and status and sorted; a delete made on a
 * holding's page comes back here with its Undo. */
import { useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AssetHolding } from '@portal/contract';
import {
  assetCategories,
  assetStatuses,
  type AssetCategory,
  type AssetStatus,
} from '@portal/contract/domain/asset-holding';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState, TicketPage } from '../../../shared/ticket/ticket-parts';
import { HoldingsTable } from './holdings-table';
import { assetQueryKey, useAssetAccount, useAssetsApi } from './holdings-api';
import { deletedHoldingOf, UndoDeleteNotice } from './undo-delete-notice';

const sorts = ['newest', 'name', 'value', 'valuationDate'] as const;
type Sort = (typeof sorts)[number];
const sortLabels = {
  newest: 'list.sortNewest',
  name: 'list.sortName',
  value: 'list.sortValue',
  valuationDate: 'list.sortValuationDate',
} as const satisfies Record<Sort, string>;

function sorted(holdings: readonly AssetHolding[], sort: Sort): AssetHolding[] {
  const list = [...holdings];
  if (sort === 'name') return list.sort((a, b) => a.name.localeCompare(b.name));
  if (sort === 'value') return list.sort((a, b) => toDecimal(b.value).comparedTo(toDecimal(a.value)));
  if (sort === 'valuationDate') return list.sort((a, b) => b.valuationDate.localeCompare(a.valuationDate));
  return list;
}

export function HoldingsPage() {
  const { t } = useTranslation('assetHoldings');
  const account = useAssetAccount();
  const api = useAssetsApi();
  const location = useLocation();
  const navigate = useNavigate();
  const [category, setCategory] = useState<AssetCategory | ''>('');
  const [status, setStatus] = useState<AssetStatus | ''>('');
  const [sort, setSort] = useState<Sort>('newest');
  const deleted = deletedHoldingOf(location.state);
  const holdings = useQuery(
    {
      queryKey: [...assetQueryKey, 'list', account, category, status],
      queryFn: ({ signal }) =>
        account
          ? api.assetHolding.myAssetHoldings(
              {
                ...account,
                ...(category === '' ? {} : { category }),
                ...(status === '' ? {} : { status }),
              },
              { signal },
            )
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  const list = useMemo(() => sorted(holdings.data?.holdings ?? [], sort), [holdings.data, sort]);
  if (!account) return null;
  const filtered = category !== '' || status !== '';
  return (
    <TicketPage heading={t('list.heading')}>
      <Group justify="space-between" align="flex-end">
        <Text size="sm">{t('list.intro')}</Text>
        <Button component={Link} to="/assets/holdings/add">
          {t('list.add')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('list.filterCategory')}
          data={[
            { value: '', label: t('list.allCategories') },
            ...assetCategories.map((value) => ({ value, label: t(`categories.${value}`) })),
          ]}
          value={category}
          onChange={(value) => setCategory((value ?? '') as AssetCategory | '')}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('list.filterStatus')}
          data={[
            { value: '', label: t('list.currentStatuses') },
            ...assetStatuses.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
          value={status}
          onChange={(value) => setStatus((value ?? '') as AssetStatus | '')}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('list.sortBy')}
          data={sorts.map((value) => ({ value, label: t(sortLabels[value]) }))}
          value={sort}
          onChange={(value) => setSort((value ?? 'newest') as Sort)}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {holdings.data === undefined ? (
        <QueryState failed={holdings.isError} onRetry={() => void holdings.refetch()} />
      ) : list.length === 0 ? (
        <Stack gap="xs" data-testid="holdings-empty">
          <Text c="dimmed">{filtered ? t('list.emptyFiltered') : t('list.empty')}</Text>
        </Stack>
      ) : (
        <HoldingsTable holdings={list} />
      )}
      {deleted && (
        <UndoDeleteNotice
          key={deleted.holdingId}
          deleted={deleted}
          onClose={() => void navigate(location.pathname, { replace: true, state: null })}
        />
      )}
    </TicketPage>
  );
}
