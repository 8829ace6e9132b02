/* The clients a search found (issue 28 part 2): a table whose headings sort it on a wide screen, a card each on a
 * phone, "load more" for the next keyset page; each client links to its details. */
import { Anchor, Badge, Box, Group, NativeSelect, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { ClientSearchRow } from '@portal/contract';
import { clientSortKeys, type ClientSortKey } from '@portal/contract/domain/advisor-client';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { useBrand } from '../../../shared/brand/brand-context';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { HistoryList, usePhone, type HistoryColumn } from '../../../shared/history-list/history-list';
import type { HistoryListState } from '../../../shared/history-list/history-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money, oneLine } from '../../../shared/ui/money';

/** The details page of a client of the book. */
export function clientDetailsPath(accountCode: string): string {
  return `/advisors/details?accountCode=${encodeURIComponent(accountCode)}`;
}

type Sort = { readonly sortBy: ClientSortKey; readonly direction: 'asc' | 'desc' };

/** A heading that sorts the list by its key: ascending first, then the other way. */
function SortHeading({
  label,
  sortKey,
  sort,
  onSort,
}: {
  readonly label: string;
  readonly sortKey: ClientSortKey;
  readonly sort: Sort;
  readonly onSort: (sort: Sort) => void;
}) {
  const { t } = useTranslation('advisorClients');
  const sorted = sort.sortBy === sortKey;
  return (
    <UnstyledButton
      onClick={() => onSort({ sortBy: sortKey, direction: sorted && sort.direction === 'asc' ? 'desc' : 'asc' })}
      aria-label={t('results.sortBy', { column: label })}
      fw={700}
      fz="sm"
      style={oneLine}
      data-testid={`sort-${sortKey}`}
    >
      {label}
      {sorted ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
    </UnstyledButton>
  );
}

export function ClientResults({
  list,
  currency,
  sort,
  onSort,
  showAdvisor,
}: {
  readonly list: HistoryListState<ClientSearchRow>;
  readonly currency: string;
  readonly sort: Sort;
  readonly onSort: (sort: Sort) => void;
  /** A manager sees several books: each row names its advisor. */
  readonly showAdvisor: boolean;
}) {
  const { t } = useTranslation('advisorClients');
  const brand = useBrand();
  const phone = usePhone();
  const zone = brand.marketTimeZone;
  const when = (instant: string) => `${formatDate(instant, zone)} ${formatTime24(instant, zone)}`;
  const sortedOf = (key: ClientSortKey) =>
    sort.sortBy === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const heading = (label: string, key: ClientSortKey) => (
    <SortHeading label={label} sortKey={key} sort={sort} onSort={onSort} />
  );
  const questionnaireOf = (row: ClientSearchRow) =>
    row.questionnaire.expiresAt === null
      ? t(`filters.questionnaireStatusNames.${row.questionnaire.status}`)
      : `${t(`filters.questionnaireStatusNames.${row.questionnaire.status}`)} · ${t('results.until', {
          date: formatDate(row.questionnaire.expiresAt, zone),
        })}`;
  const accountTypeOf = (row: ClientSearchRow) =>
    (['Individual', 'Joint', 'Corporate', 'Institution'] as const).find((type) => type === row.accountType) ===
    undefined
      ? row.accountType
      : t(`filters.accountTypeNames.${row.accountType as 'Individual'}`);
  const nameLink = (row: ClientSearchRow) => (
    <Stack gap={0}>
      <Anchor component={Link} to={clientDetailsPath(row.accountCode)} fw={600}>
        {row.names.english}
      </Anchor>
      {row.names.chinese !== null && (
        <Text size="xs" c="dimmed">
          {row.names.chinese}
        </Text>
      )}
    </Stack>
  );
  const columns: HistoryColumn<ClientSearchRow>[] = [
    { header: heading(t('results.columns.client'), 'name'), cell: nameLink, wraps: true, sorted: sortedOf('name') },
    {
      header: heading(t('details.profile.code'), 'code'),
      cell: (row) => row.accountCode,
      sorted: sortedOf('code'),
    },
    {
      header: t('results.columns.accountType'),
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <span>{accountTypeOf(row)}</span>
          {row.professionalInvestor && (
            <Badge size="xs" variant="light" color="neutral">
              {t('results.professional')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: heading(t('results.columns.riskLevel'), 'riskLevel'),
      cell: (row) => <RiskLevelBadge level={row.riskLevel} />,
      sorted: sortedOf('riskLevel'),
    },
    {
      header: heading(t('results.columns.questionnaire'), 'questionnaireExpiry'),
      cell: questionnaireOf,
      sorted: sortedOf('questionnaireExpiry'),
      look: (row) => ({
        'data-questionnaire': row.questionnaire.status,
        ...(row.questionnaire.status === 'expired' ? { c: 'danger' as const } : {}),
        ...(row.questionnaire.status === 'expiring' ? { c: 'warning' as const } : {}),
      }),
    },
    {
      header: heading(t('results.columns.totalAssets'), 'totalAssets'),
      cell: (row) => money(row.totalAssets, currency),
      figure: true,
      sorted: sortedOf('totalAssets'),
      look: (row) => ({
        'data-testid': 'client-total',
        title:
          row.valuedAt === null
            ? t('results.notValued')
            : t('results.valuedAt', { date: formatDate(row.valuedAt, zone), time: formatTime24(row.valuedAt, zone) }),
      }),
    },
    {
      header: heading(t('results.columns.lastLogin'), 'lastLogin'),
      cell: (row) => (row.lastLoginAt === null ? t('results.never') : when(row.lastLoginAt)),
      sorted: sortedOf('lastLogin'),
    },
    ...(showAdvisor
      ? [
          {
            header: t('results.columns.advisor'),
            cell: (row: ClientSearchRow) => `${row.advisor.displayName} (${row.advisor.accountCode})`,
          },
        ]
      : []),
  ];
  const card = (row: ClientSearchRow) => (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {nameLink(row)}
        <Box style={{ flexShrink: 0 }}>
          <RiskLevelBadge level={row.riskLevel} />
        </Box>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {row.accountCode} · {accountTypeOf(row)}
        </Text>
        <Text size="sm" fw={600} style={oneLine} data-testid="client-total">
          {money(row.totalAssets, currency)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('results.columns.questionnaire')}: {questionnaireOf(row)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('results.columns.lastLogin')}: {row.lastLoginAt === null ? t('results.never') : when(row.lastLoginAt)}
      </Text>
      {showAdvisor && (
        <Text size="xs" c="dimmed">
          {t('results.columns.advisor')}: {row.advisor.displayName} ({row.advisor.accountCode})
        </Text>
      )}
    </Stack>
  );
  const sortLabels: Record<ClientSortKey, string> = {
    code: t('details.profile.code'),
    name: t('results.columns.client'),
    totalAssets: t('results.columns.totalAssets'),
    riskLevel: t('results.columns.riskLevel'),
    questionnaireExpiry: t('results.columns.questionnaire'),
    lastLogin: t('results.columns.lastLogin'),
  };
  return (
    <Stack gap="sm">
      {phone && (
        <NativeSelect
          label={t('results.sortLabel')}
          value={`${sort.sortBy}.${sort.direction}`}
          onChange={(event) => {
            const [sortBy, direction] = event.currentTarget.value.split('.');
            const key = clientSortKeys.find((candidate) => candidate === sortBy) ?? 'code';
            onSort({ sortBy: key, direction: direction === 'desc' ? 'desc' : 'asc' });
          }}
          data={clientSortKeys.flatMap((key) =>
            (['asc', 'desc'] as const).map((direction) => ({
              value: `${key}.${direction}`,
              label: `${sortLabels[key]} (${t(direction === 'asc' ? 'results.ascending' : 'results.descending')})`,
            })),
          )}
          data-testid="sort"
        />
      )}
      <HistoryList
        list={list}
        texts={{
          loading: t('results.loading'),
          loadFailed: t('results.loadFailed'),
          retry: t('results.retry'),
          empty: t('results.empty'),
          more: t('results.more'),
          end: t('results.end'),
        }}
        columns={columns}
        rowKey={(row) => `${row.source}:${row.accountCode}`}
        rowAttributes={(row) => ({ 'data-testid': 'client-row', 'data-account-code': row.accountCode })}
        card={card}
        testIds={{
          empty: 'clients-empty',
          table: 'client-table',
          cards: 'client-cards',
          more: 'more',
          end: 'clients-end',
        }}
        label={t('results.label')}
        minWidth={showAdvisor ? 1100 : 960}
      />
    </Stack>
  );
}
