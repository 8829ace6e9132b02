/* The stock order page opened plain: a search for the stock to trade. */
import { Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayStockCode } from '@portal/contract/domain/stock/exchanges';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { queryClient } from '../../../shared/api/query-client';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Loading } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import { stockSearchQuery } from '../market/stock-search';
import { stockOrderPath } from './order-path';

/** Finds the stock to trade by code (700, 0700, 00700) or name in any of the three languages. */
export function StockPicker({ side }: { readonly side: StockOrderSide }) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const language = useShownLanguage();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const search = useQuery(stockSearchQuery(client, debounced, language), queryClient);
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <Stack gap="sm">
        <Text size="sm">{t('ticket.pick')}</Text>
        <TextInput
          label={t('ticket.searchLabel')}
          placeholder={t('ticket.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          type="search"
          data-testid="ticket-stock-search"
        />
        {debounced !== '' &&
          (search.isError ? (
            <Text size="sm" c="danger" role="alert">
              {t('ticket.searchFailed')}
            </Text>
          ) : search.data && search.data.stocks.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {t('ticket.noResults')}
            </Text>
          ) : search.data ? (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {search.data.stocks.map((stock) => (
                <li key={stock.stockId}>
                  <Anchor
                    component={Link}
                    to={stockOrderPath(stock.stockId, side)}
                    size="sm"
                    data-testid="ticket-stock-result"
                  >
                    <Text span fw={600} size="sm">
                      {displayStockCode(stock.exchange, stock.code)}
                    </Text>{' '}
                    {nameIn(stock.names, language)}
                  </Anchor>
                </li>
              ))}
            </Stack>
          ) : (
            <Loading />
          ))}
      </Stack>
    </Paper>
  );
}
