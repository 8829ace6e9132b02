import { marketOfExchange, type StockExchangeCode } from '@portal/contract/domain/stock/exchanges';

export type { StockExchangeCode };

/** The market an exchange's orders belong to, as allowModifyOrderExchange names them (HKEX, US; CN). */
export function stockMarketOf(exchange: StockExchangeCode): string {
  return marketOfExchange(exchange);
}
