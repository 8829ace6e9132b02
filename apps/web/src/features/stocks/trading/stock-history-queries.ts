/* What the stock history asks the server for: its filters, and the orders and trades they select, a page at a time. */
import type { StockOrderPage, StockTradePage } from '@portal/contract';
import { normaliseStockCode, stockIdOf, stockIdPattern } from '@portal/contract/domain/stock/exchanges';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import type { StockOrderStatus } from '@portal/contract/domain/stock/stock-order-status';
import type { Api } from '../../../shared/api/api-client';
import { keysetListQuery } from '../../../shared/history-list/history-query';
import type { TradingAccount } from '../../../shared/session/trading-account';

export type StockHistoryFilters = {
  readonly status: '' | StockOrderStatus;
  readonly side: '' | StockOrderSide;
  /** A stock id (HKEX-00700) or an HK code (700, 0700, 00700) as typed. */
  readonly stock: string;
  readonly fromDate: string;
  readonly toDate: string;
};
export const noStockHistoryFilters: StockHistoryFilters = { status: '', side: '', stock: '', fromDate: '', toDate: '' };

/** The stock id a typed filter names: a stock id as is, digits as a Hong Kong code; undefined when it names none. */
export function stockIdFilterOf(typed: string): string | undefined {
  const written = typed.trim().toUpperCase();
  if (written === '') return undefined;
  if (/^\d{1,5}$/.test(written)) return stockIdOf('HKEX', normaliseStockCode('HKEX', written));
  return stockIdPattern.test(written) ? written : undefined;
}

/** The filter part of a queryStockOrders, queryStockTrades or exportStockOrders input. */
export function historyFilterInput(account: TradingAccount, filters: StockHistoryFilters) {
  const stockId = stockIdFilterOf(filters.stock);
  return {
    ...account,
    ...(filters.side ? { side: filters.side } : {}),
    ...(stockId ? { stockId } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}

export const stockHistoryPageSize = 20;

export function stockOrderListQuery(client: Api, account: TradingAccount, filters: StockHistoryFilters) {
  const input = {
    ...historyFilterInput(account, filters),
    statuses: filters.status ? [filters.status] : [],
    pageSize: stockHistoryPageSize,
  };
  return keysetListQuery<StockOrderPage>({
    queryKey: ['stockOrder', 'queryStockOrders', 'list', input],
    fetchPage: (start, signal) => client.stockOrder.queryStockOrders({ ...input, ...start }, { signal }),
  });
}

export function stockTradeListQuery(client: Api, account: TradingAccount, filters: StockHistoryFilters) {
  const input = { ...historyFilterInput(account, filters), pageSize: stockHistoryPageSize };
  return keysetListQuery<StockTradePage>({
    queryKey: ['stockOrder', 'queryStockTrades', 'list', input],
    fetchPage: (start, signal) => client.stockOrder.queryStockTrades({ ...input, ...start }, { signal }),
  });
}
