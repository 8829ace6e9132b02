/* The stock history's trades: a table of fills, more on demand. */
import { Button, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StockTrade } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { parseStockId } from '@portal/contract/domain/stock/exchanges';
import { queryClient } from '../../../shared/api/query-client';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { money, oneLine } from '../../../shared/ui/money';
import { LoadFailed, Loading, Section } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import { formatPrice, tabular } from '../market/stock-format';
import { codeOf, decimalsOf, formatMoment } from './stock-history-format';
import { stockTradeListQuery } from './stock-history-queries';
import type { StockHistoryFilters } from './stock-history-queries';
import { useStockLabels } from './trading-parts';

export function TradesList({
  account,
  filters,
}: {
  readonly account: TradingAccount;
  readonly filters: StockHistoryFilters;
}) {
  const client = useStockApi();
  const list = useInfiniteQuery(stockTradeListQuery(client, account, filters), queryClient);
  if (!list.data) return list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : <Loading />;
  return (
    <StockTradesView
      trades={list.data.pages.flatMap((page) => page.trades)}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onMore={() => void list.fetchNextPage()}
    />
  );
}

export function StockTradesView(props: {
  readonly trades: readonly StockTrade[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onMore: () => void;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  if (props.trades.length === 0) {
    return (
      <Text c="dimmed" data-testid="trades-empty">
        {t('history.emptyTrades')}
      </Text>
    );
  }
  return (
    <Section title={t('history.trades')} testId="trades">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" style={tabular}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.tradedAt')}</Table.Th>
              <Table.Th>{t('history.stock')}</Table.Th>
              <Table.Th>{t('history.side')}</Table.Th>
              <Table.Th ta="right">{t('history.price')}</Table.Th>
              <Table.Th ta="right">{t('history.quantity')}</Table.Th>
              <Table.Th ta="right">{t('history.consideration')}</Table.Th>
              <Table.Th ta="right">{t('history.fees')}</Table.Th>
              <Table.Th ta="right">{t('history.net')}</Table.Th>
              <Table.Th>{t('history.settlement')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.trades.map((trade) => (
              <Table.Tr key={trade.tradeId} data-testid="trade-row">
                <Table.Td style={oneLine}>{formatMoment(trade.tradedAt)}</Table.Td>
                <Table.Td>
                  <Text span fw={600} size="sm">
                    {codeOf(parseStockId(trade.stockId)?.exchange ?? '', trade.code)}
                  </Text>{' '}
                  <Text span size="sm">
                    {nameIn(trade.names, language)}
                  </Text>
                </Table.Td>
                <Table.Td c={trade.side === 'B' ? 'priceUp' : 'priceDown'}>{labels.side(trade.side)}</Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatPrice(trade.price, decimalsOf(parseStockId(trade.stockId)?.exchange ?? ''))}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatNumber(trade.quantity, { decimals: 0 })}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {money(trade.consideration, trade.currency)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {money(trade.totalFees, trade.currency)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {money(trade.netAmount, trade.currency)}
                </Table.Td>
                <Table.Td style={oneLine}>{trade.settlementDate}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.hasMore && (
        <Button variant="default" onClick={props.onMore} loading={props.loadingMore}>
          {t('history.more')}
        </Button>
      )}
    </Section>
  );
}
