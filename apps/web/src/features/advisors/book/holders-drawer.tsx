/* An instrument's holders in the book (issue 28 part 4, the drill-down): a drawer listing the clients who hold it, with
 * quantity, value and its share of each client's portfolio, 20 a page by account code, each linked to the details. */
import { Drawer, Stack, Text } from '@mantine/core';
import type { BookHolder, BookHolders, BookInstrument } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { HistoryList, usePhone, type HistoryColumn } from '../../../shared/history-list/history-list';
import { useHistoryList } from '../../../shared/history-list/history-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';
import { ClientLink } from './attention-panel';
import { holdersListQuery, type BookFilter } from './book-queries';

function HoldersList({
  filter,
  instrument,
  severalBooks,
}: {
  readonly filter: BookFilter;
  readonly instrument: BookInstrument;
  readonly severalBooks: boolean;
}) {
  const { t } = useTranslation('advisorBook');
  const query = holdersListQuery(api, filter, instrument.holdingId);
  const list = useHistoryList(query, (page: BookHolders) => page.holders);
  const first = useHistoryList(query, (page: BookHolders) => [page]).rows?.[0];
  const currency = first?.reportingCurrency ?? '';
  const columns: HistoryColumn<BookHolder>[] = [
    { header: t('holders.client'), cell: (holder) => <ClientLink client={holder.client} />, wraps: true },
    ...(severalBooks
      ? [{ header: t('attention.advisor'), cell: (holder: BookHolder) => holder.client.advisorName, wraps: true }]
      : []),
    { header: t('holders.quantity'), cell: (holder) => formatNumber(holder.quantity), figure: true },
    { header: t('holders.value'), cell: (holder) => money(holder.value, holder.currency), figure: true },
    {
      header: t('holders.valueReporting', { currency }),
      cell: (holder) => money(holder.valueReporting, currency),
      figure: true,
    },
    {
      header: t('holders.portfolio', { currency }),
      cell: (holder) => money(holder.portfolioValue, currency),
      figure: true,
    },
    {
      header: t('holders.share'),
      cell: (holder) => `${formatNumber(holder.sharePercent, { decimals: 2 })}%`,
      figure: true,
    },
  ];
  return (
    <Stack gap="sm">
      {first && (
        <Text size="sm" c="dimmed" data-testid="holders-total">
          {t('holders.total', { count: String(first.total) })}
        </Text>
      )}
      <HistoryList
        list={list}
        columns={columns}
        rowKey={(holder) => `${holder.client.source}:${holder.client.accountCode}`}
        rowAttributes={(holder) => ({ 'data-testid': 'holder', 'data-account-code': holder.client.accountCode })}
        texts={{
          loading: t('loading'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          empty: t('holders.empty'),
          more: t('holders.more'),
        }}
        testIds={{ empty: 'holders-empty', table: 'holders-table', more: 'holders-more' }}
        minWidth={760}
      />
    </Stack>
  );
}

export function HoldersDrawer({
  filter,
  instrument,
  severalBooks,
  onClose,
}: {
  readonly filter: BookFilter;
  readonly instrument: BookInstrument | undefined;
  readonly severalBooks: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('advisorBook');
  const nameOf = useFundName();
  const phone = usePhone();
  return (
    <Drawer
      opened={instrument !== undefined}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 1000}
      title={instrument ? t('holders.heading', { name: nameOf(instrument.names) }) : ''}
      closeButtonProps={{ 'aria-label': t('holders.close') }}
      data-testid="holders-drawer"
    >
      {instrument && <HoldersList filter={filter} instrument={instrument} severalBooks={severalBooks} />}
    </Drawer>
  );
}
