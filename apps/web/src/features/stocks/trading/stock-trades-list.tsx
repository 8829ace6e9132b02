/* The stock history's trades: the fills on the history-list kit (a table, a card each on a phone, more on demand). */
import type { StockTrade } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { parseStockId } from '@portal/contract/domain/stock/exchanges';
import { HistoryList } from '../../../shared/history-list/history-list';
import type { HistoryColumn } from '../../../shared/history-list/history-list';
import { useHistoryList } from '../../../shared/history-list/history-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { money } from '../../../shared/ui/money';
import { Section, useStockQueryStateTexts } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import { formatPrice } from '../market/stock-format';
import { decimalsOf, formatMoment } from './stock-history-format';
import { StockCodeName } from './stock-order-row-parts';
import { stockTradeListQuery } from './stock-history-queries';
import type { StockHistoryFilters } from './stock-history-queries';
import { useStockLabels } from './trading-parts';

const exchangeOf = (trade: StockTrade) => parseStockId(trade.stockId)?.exchange ?? '';

export function TradesList({
  account,
  filters,
}: {
  readonly account: TradingAccount;
  readonly filters: StockHistoryFilters;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const list = useHistoryList(stockTradeListQuery(client, account, filters), (page) => page.trades);
  const states = useStockQueryStateTexts();
  return (
    <Section title={t('history.trades')} testId="trades">
      <HistoryList
        list={list}
        texts={{ ...states, empty: t('history.emptyTrades'), more: t('history.more') }}
        columns={useStockTradeColumns()}
        rowKey={(trade) => trade.tradeId}
        rowAttributes={() => ({ 'data-testid': 'trade-row' })}
        testIds={{ empty: 'trades-empty' }}
        minWidth={900}
      />
    </Section>
  );
}

/** The trades' columns: traded, stock, side, price, quantity, consideration, fees, net, settlement date. */
function useStockTradeColumns(): readonly HistoryColumn<StockTrade>[] {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  return [
    { header: t('history.tradedAt'), cell: (trade) => formatMoment(trade.tradedAt) },
    {
      header: t('history.stock'),
      wraps: true,
      cell: (trade) => <StockCodeName exchange={exchangeOf(trade)} code={trade.code} names={trade.names} />,
    },
    {
      header: t('history.side'),
      cell: (trade) => labels.side(trade.side),
      look: (trade) => ({ c: trade.side === 'B' ? 'priceUp' : 'priceDown' }),
    },
    {
      header: t('history.price'),
      figure: true,
      cell: (trade) => formatPrice(trade.price, decimalsOf(exchangeOf(trade))),
    },
    { header: t('history.quantity'), figure: true, cell: (trade) => formatNumber(trade.quantity, { decimals: 0 }) },
    {
      header: t('history.consideration'),
      figure: true,
      cell: (trade) => money(trade.consideration, trade.currency),
    },
    { header: t('history.fees'), figure: true, cell: (trade) => money(trade.totalFees, trade.currency) },
    { header: t('history.net'), figure: true, cell: (trade) => money(trade.netAmount, trade.currency) },
    { header: t('history.settlement'), cell: (trade) => trade.settlementDate },
  ];
}
