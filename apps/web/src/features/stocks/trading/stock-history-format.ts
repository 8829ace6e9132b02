/* How the stock history writes an order's or a trade's moment, price decimals and stock code. */
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { displayStockCode, isStockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { priceDecimalsOf } from '../market/stock-format';

/** An instant as the history shows it: its date and its time on a 24-hour clock. */
export function formatMoment(instant: string): string {
  return `${formatDate(instant)} ${formatTime24(instant)}`;
}

/** The price decimals of an exchange the portal knows; undefined for another. */
export function decimalsOf(exchange: string): number | undefined {
  return isStockExchangeCode(exchange) ? priceDecimalsOf(exchange) : undefined;
}

/** A stock's code as its exchange writes it (00700 on HKEX); another exchange's code as it comes. */
export function codeOf(exchange: string, code: string): string {
  return isStockExchangeCode(exchange) ? displayStockCode(exchange, code) : code;
}
