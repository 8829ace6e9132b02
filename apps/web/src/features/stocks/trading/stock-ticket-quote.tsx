/* Beside the stock ticket: the stock's live quote and its 10-level book. */
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isStockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, tabular } from '../../../shared/ticket/ticket-parts';
import { latestQuote, useStockLiveQuotes } from '../market/live-quotes';
import { LoadFailed, Loading, PhaseBadge, Section } from '../market/market-parts';
import { DepthBook, stockQuery } from '../market/quote-page';
import { useStockApi } from '../market/stock-api';
import { PriceChange, formatPrice } from '../market/stock-format';

/** The live quote and the 10-level book of the stock (the tab's one quote stream). */
export function LiveQuotePanel({
  stockId,
  priceDecimals,
}: {
  readonly stockId: string;
  readonly priceDecimals: number;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const stock = useQuery(stockQuery(client, stockId), queryClient);
  const live = useStockLiveQuotes([stockId]);
  if (!stock.data) {
    return (
      <Section title={t('ticket.quote')} testId="ticket-quote">
        {stock.isError ? <LoadFailed onRetry={() => void stock.refetch()} /> : <Loading />}
      </Section>
    );
  }
  const quote = latestQuote(stock.data.quote, live[stockId]);
  const decimals = isStockExchangeCode(stock.data.instrument.exchange) ? priceDecimals : undefined;
  const price = (value: string | null) => (value === null ? t('common.noValue') : formatPrice(value, decimals));
  return (
    <Stack gap="md">
      <Section title={t('ticket.quote')} testId="ticket-quote" aside={<PhaseBadge phase={quote.phase} />}>
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('ticket.last')}
            </Text>
            <Text fw={700} size="xl" style={tabular} data-testid="ticket-last">
              {price(quote.last)}
            </Text>
          </div>
          <PriceChange change={quote.change} changePercent={quote.changePercent} decimals={decimals} />
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Fact label={t('ticket.bid')}>
            <Text span c="priceUp" fw={600} style={tabular}>
              {price(quote.bid)}
            </Text>
          </Fact>
          <Fact label={t('ticket.ask')}>
            <Text span c="priceDown" fw={600} style={tabular}>
              {price(quote.ask)}
            </Text>
          </Fact>
        </SimpleGrid>
      </Section>
      <DepthBook bids={quote.bids} asks={quote.asks} decimals={priceDecimals} />
    </Stack>
  );
}
