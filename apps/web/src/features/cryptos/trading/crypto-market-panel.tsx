/* The market beside the ticket: the pair's live bid, ask and 24-hour change, and its order book (polled). */
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CryptoBook, CryptoPair } from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { ChangePercent, formatPrice, formatQuantity, useLiveCryptoQuotes } from '../crypto-common';

function BookTable({ book, pair }: { book: CryptoBook; pair: CryptoPair | undefined }) {
  const { t } = useTranslation('cryptoTrading');
  const rows = Array.from({ length: Math.max(book.bids.length, book.asks.length) }, (_, index) => ({
    bid: book.bids[index],
    ask: book.asks[index],
  }));
  return (
    <Table
      style={tabular}
      verticalSpacing={2}
      fz="xs"
      aria-label={t('order.bookLabel', { pair: book.pairId })}
      data-testid="crypto-book"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th ta="right">{t('order.size')}</Table.Th>
          <Table.Th ta="right">{t('order.bids')}</Table.Th>
          <Table.Th ta="right">{t('order.asks')}</Table.Th>
          <Table.Th ta="right">{t('order.size')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            <Table.Td ta="right" style={oneLine}>
              {row.bid === undefined ? '' : formatQuantity(row.bid.quantity)}
            </Table.Td>
            <Table.Td ta="right" style={oneLine} c="priceUp">
              {row.bid === undefined ? '' : formatPrice(row.bid.price, pair)}
            </Table.Td>
            <Table.Td ta="right" style={oneLine} c="priceDown">
              {row.ask === undefined ? '' : formatPrice(row.ask.price, pair)}
            </Table.Td>
            <Table.Td ta="right" style={oneLine}>
              {row.ask === undefined ? '' : formatQuantity(row.ask.quantity)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function CryptoMarketPanel({ pair }: { pair: CryptoPair }) {
  const { t } = useTranslation('cryptoMarket');
  const trading = useTranslation('cryptoTrading').t;
  const quote = useLiveCryptoQuotes([pair.pairId])[pair.pairId];
  const book = useQuery(
    {
      queryKey: ['cryptoMarket', 'book', pair.pairId],
      queryFn: ({ signal }) => api.cryptoMarket.getCryptoBook({ pairId: pair.pairId }, { signal }),
      refetchInterval: 2_000,
    },
    queryClient,
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="crypto-market-panel" style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {pair.pairId}
        </Title>
        <SimpleGrid cols={3}>
          <Fact label={t('table.bid')} testId="live-bid">
            {quote === undefined ? '–' : formatPrice(quote.bid, pair)}
          </Fact>
          <Fact label={t('table.ask')} testId="live-ask">
            {quote === undefined ? '–' : formatPrice(quote.ask, pair)}
          </Fact>
          <Fact label={t('table.change')}>
            {quote === undefined ? '–' : <ChangePercent value={quote.changePercent24h} />}
          </Fact>
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {trading('order.book')}
        </Text>
        {book.isPending || book.isError ? (
          <QueryState failed={book.isError} onRetry={() => void book.refetch()} />
        ) : (
          <BookTable book={book.data.book} pair={pair} />
        )}
      </Stack>
    </Paper>
  );
}
