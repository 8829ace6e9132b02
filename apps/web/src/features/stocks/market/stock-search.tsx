import { Anchor, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayStockCode } from '@portal/contract/domain/stock/exchanges';
import type { Language } from '@portal/contract/domain/language';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useStockApi } from './stock-api';
import type { StockWatchlistControl } from './stock-watchlist';
import { WatchlistStar } from './watchlist-star';

/** How many matches the search box lists. */
export const searchPageSize = 8;

export function stockSearchQuery(client: Api, text: string, language: Language) {
  const input = { text, language, pageSize: searchPageSize };
  return {
    queryKey: ['stockMarket', 'searchStocks', input] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockMarket.searchStocks(input, { signal }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  };
}

/**
 * Finds stocks by code (700, 0700, 00700) or name in any of the three languages; each match links to its quote page
 * and has the watchlist star beside it.
 */
export function StockSearch({ watchlist }: { readonly watchlist: StockWatchlistControl }) {
  const { t } = useTranslation('stocks');
  const client = useStockApi();
  const language = useShownLanguage();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const search = useQuery(stockSearchQuery(client, debounced, language), queryClient);
  const shown = debounced.length > 0 && text.trim().length > 0;
  return (
    <Stack gap="xs">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={search.isFetching ? <Loader size="xs" aria-label={t('search.searching')} /> : null}
        data-testid="stock-search"
        type="search"
      />
      {shown &&
        (search.isError ? (
          <Text size="sm" c="danger" role="alert">
            {t('search.failed')}
          </Text>
        ) : search.data && search.data.stocks.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('search.noResults')}
          </Text>
        ) : search.data ? (
          <Stack
            gap={4}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('search.label')}
            data-testid="stock-search-results"
          >
            {search.data.stocks.map((stock) => {
              const name = nameIn(stock.names, language);
              return (
                <Group component="li" key={stock.stockId} justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={`/stocks/quote/${stock.stockId}`} size="sm" style={{ minWidth: 0 }}>
                    <Text span fw={600} size="sm">
                      {displayStockCode(stock.exchange, stock.code)}
                    </Text>{' '}
                    {name}{' '}
                    <Text span size="xs" c="dimmed">
                      {t(`exchanges.${stock.exchange}`)}
                    </Text>
                  </Anchor>
                  <WatchlistStar stockId={stock.stockId} name={name} watchlist={watchlist} size="md" />
                </Group>
              );
            })}
          </Stack>
        ) : null)}
    </Stack>
  );
}
