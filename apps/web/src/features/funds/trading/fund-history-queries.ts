/* What the fund order history asks the server for: its filters, and the orders they select, a page at a time. */
import type { FundOrderPage } from '@portal/contract';
import type { FundOrderStatus, FundOrderType } from '@portal/contract/domain/fund';
import type { Api } from '../../../shared/api/api-client';
import { keysetListQuery } from '../../../shared/history-list/history-query';
import type { TradingAccount } from '../../../shared/session/trading-account';

/** The history's filters: empty means all. */
export type OrderFilters = {
  readonly status: FundOrderStatus | '';
  readonly type: FundOrderType | '';
  readonly fromDate: string;
  readonly toDate: string;
};
export const noFilters: OrderFilters = { status: '', type: '', fromDate: '', toDate: '' };

/** The filter part of a queryFundOrders or exportFundOrders input. */
export function filterInput(account: TradingAccount, filters: OrderFilters) {
  return {
    ...account,
    statuses: filters.status ? [filters.status] : [],
    types: filters.type ? [filters.type] : [],
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}

export const orderPageSize = 20;

/** The history list: newest first, 20 a page, the next page after the cursor the last one gave. */
export function orderListQuery(client: Api, account: TradingAccount, filters: OrderFilters) {
  const input = { ...filterInput(account, filters), pageSize: orderPageSize };
  return keysetListQuery<FundOrderPage>({
    queryKey: ['fundOrder', 'queryFundOrders', 'list', input],
    fetchPage: (start, signal) => client.fundOrder.queryFundOrders({ ...input, ...start }, { signal }),
  });
}
