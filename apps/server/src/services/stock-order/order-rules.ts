import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { stockExchanges, type StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { isOnSpread, stepPrice } from '@portal/contract/domain/stock/spread-table';
import {
  exchangeDayOf,
  isTradingDay,
  localClockOf,
  nextOpeningAt,
  tradingPhaseAt,
  type TradingPhase,
} from '@portal/contract/domain/stock/trading-sessions';
import { marketOpeningText } from '@portal/contract/domain/stock/market-opening';
import {
  allowsPrePostMarket,
  orderValueError,
  priceInputError,
  quantityInputError,
  type StockTradingPermissions,
} from '@portal/contract/domain/stock/order-types';
import type { StockOrderResult } from '@portal/contract/domain/order/stock-order-results';
import type { OrderFeeLine, OrderFeeSchedule, OrderQuote } from './stock-order-dependencies';
import type { AppError } from '../../platform/http/errors';
import { fieldError, stockOrderRefusal } from './stock-order-refusal';

/*
 * The pure rules of a stock order shared by the ticket's terms, the estimate, placement, amendment and matching.
 */

/** A market or at-auction buy is held at the ask (or last) plus this many ticks of the spread table (ADR 028). */
export const marketOrderProtectionTicks = 10;

/** The phase an account trades in on an exchange now (pre/post market only where its permissions allow). */
export function phaseFor(
  exchange: StockExchangeCode,
  permissions: Pick<StockTradingPermissions, 'allowPrePostMarketExchangeIds'>,
  at: Date,
): TradingPhase {
  return tradingPhaseAt(exchange, at, { prePostMarket: allowsPrePostMarket(permissions, exchange) });
}

/** Whether a phase is US pre-market or post-market (only orders that allow extended hours trade then). */
export function isExtendedPhase(phase: TradingPhase): boolean {
  return phase === 'preMarket' || phase === 'postMarket';
}

/**
 * Why the exchange takes no orders now, and when it opens next (for this account: US pre-market where it may trade
 * then): a weekend is marketClosed (no holiday calendar yet, so no day is a holiday), a weekday outside the sessions
 * or in the lunch break nonTradingHour. The details carry the exchange and the opening (opensAt, ISO 8601), so that
 * the ticket says it in the reader's language and on the exchange's clock.
 */
export function closedRefusal(
  exchange: StockExchangeCode,
  permissions: Pick<StockTradingPermissions, 'allowPrePostMarketExchangeIds'>,
  at: Date,
): AppError {
  const weekday = localClockOf(at, stockExchanges[exchange].timeZone).weekday;
  const result = isTradingDay(weekday) ? 'nonTradingHour' : 'marketClosed';
  const opensAt = nextOpeningAt(exchange, at, { prePostMarket: allowsPrePostMarket(permissions, exchange) });
  return stockOrderRefusal(result, {
    sentence: marketOpeningText(exchange, opensAt).en,
    details: { exchange, opensAt: opensAt.toISOString() },
  });
}

export function orderDayOf(exchange: StockExchangeCode, at: Date): string {
  return exchangeDayOf(exchange, at);
}

/** A number at all, canonical or not: anything else (exponent, letters) is a field error (400), not an order code. */
const numberPattern = /^-?\d+(\.\d+)?$/;

/**
 * A price as entered: not a plain decimal (exponent, letters) is a field error (400); the ticket's rule
 * (order-types' priceInputError: canonical, above zero, below the figure ceiling, at most the exchange's
 * tradePriceDecimalPoint decimals) refused is invalidPrice; off the spread table wrongSpread unless the brand overrides
 * it and the client confirmed the override (`offSpread: 'accept'`).
 */
export function checkedPrice(
  field: string,
  text: string,
  exchange: StockExchangeCode,
  offSpread: 'accept' | 'refuse',
): { price: Decimal } | { refusal: StockOrderResult } {
  if (!numberPattern.test(text)) throw fieldError(field, 'Must be a decimal number such as "385.6"');
  if (priceInputError(text, stockExchanges[exchange].tradePriceDecimalPoint) !== undefined) {
    return { refusal: 'invalidPrice' };
  }
  const price = new ExactDecimal(text);
  if (offSpread === 'refuse' && !isOnSpread(exchange, price.toFixed())) return { refusal: 'wrongSpread' };
  return { price };
}

/**
 * A quantity as entered: not a plain number is a field error; not whole shares above zero written canonically
 * (order-types' quantityInputError: '00100' is refused), or at the figure ceiling, invalidQuantity.
 */
export function checkedQuantity(text: string): { quantity: Decimal } | { refusal: StockOrderResult } {
  if (!numberPattern.test(text)) throw fieldError('quantity', 'Must be a whole number of shares such as "100"');
  if (quantityInputError(text) !== undefined) return { refusal: 'invalidQuantity' };
  return { quantity: new ExactDecimal(text) };
}

/** An order's value at a price (the limit, or what a market buy is held at): overOrderLimit at the figure ceiling. */
export function checkedValue(price: Decimal | null, quantity: Decimal): StockOrderResult | undefined {
  return price === null ? undefined : orderValueError(price, quantity);
}

/** The protective price a market or at-auction buy is held at: the ask (or last) plus the protection ticks. */
export function protectivePrice(exchange: StockExchangeCode, quote: OrderQuote): Decimal {
  const reference = quote.ask ?? quote.last;
  return new ExactDecimal(stepPrice(exchange, reference, marketOrderProtectionTicks));
}

/** The currency's decimals for money amounts (HKD, USD, CNY: 2). */
export const moneyDecimals = 2;

/** The fees of a trade, per line (consideration is exact: price × quantity). */
export function costOf(
  fees: OrderFeeSchedule,
  exchange: StockExchangeCode,
  side: 'B' | 'S',
  quantity: Decimal,
  consideration: Decimal,
): { lines: readonly OrderFeeLine[]; total: Decimal } {
  if (quantity.isZero()) return { lines: [], total: new ExactDecimal(0) };
  return fees({ exchange, side, quantity, consideration });
}

/**
 * What a buy holds: consideration at the hold price plus the fees of the whole order. Fees are charged per fill as the
 * growth of the order's fees (fee of the cumulative trade minus what was charged), so whatever the fills, the total
 * paid never exceeds this hold (the fee schedule grows with quantity and consideration).
 */
export function buyHoldOf(
  fees: OrderFeeSchedule,
  exchange: StockExchangeCode,
  quantity: Decimal,
  price: Decimal,
): Decimal {
  const consideration = quantity.times(price);
  return consideration.plus(costOf(fees, exchange, 'B', quantity, consideration).total);
}

/** Fee lines of the difference between two fee computations (this fill's share of the order's fees). */
export function feeLinesBetween(before: readonly OrderFeeLine[], after: readonly OrderFeeLine[]): OrderFeeLine[] {
  const earlier = new Map(before.map((line) => [line.name, line.amount]));
  return after.map((line) => ({ name: line.name, amount: line.amount.minus(earlier.get(line.name) ?? 0) }));
}
