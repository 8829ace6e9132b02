import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';

/** The ticket of a stock and side (the quote page, the portfolio and the watchlist open it so). */
export function stockOrderPath(stockId: string, side: StockOrderSide): string {
  return `/stocks/order?${new URLSearchParams({ stockId, side }).toString()}`;
}
