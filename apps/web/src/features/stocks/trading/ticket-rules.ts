/*
 * What the stock order ticket checks before it sends an order (issue 15 part 3): the price on the exchange's spread
 * table, the quantity in board lots, what the client may sell or pay, the remark and the good-till-date. Each field
 * error is a key under `stockTrading:ticket.errors` with the values its text names. The rules are the contract's
 * (domain/stock), so the ticket and the server refuse the same things; the server checks everything again and has
 * the last word (its order codes).
 */
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import type { StockTradeTerms } from '@portal/contract';
import {
  isWholeLots,
  isWholeShares,
  lotsIn,
  roundDownToLots,
  sharesOfLots,
} from '@portal/contract/domain/stock/board-lot';
import { isStockExchangeCode, stockExchanges } from '@portal/contract/domain/stock/exchanges';
import { formatStockPrice } from '@portal/contract/domain/stock-price';
import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { isTradingDate } from '@portal/contract/domain/stock/good-till-date';
import { orderRemarkError } from '@portal/contract/domain/stock/order-remark';
import {
  isAuctionOrderType,
  isStockOrderType,
  needsPrice,
  needsTriggerPrice,
  orderValueError,
  priceInputError,
  quantityInputError,
} from '@portal/contract/domain/stock/order-types';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { money } from '../../../shared/ui/money';
import { isOnSpread, roundToSpread, stepPrice } from '@portal/contract/domain/stock/spread-table';

/** A field error: its key under `ticket.errors` and the values its text shows. */
export type TicketFieldError = {
  readonly key:
    | 'required'
    | 'invalidPrice'
    | 'wrongSpread'
    | 'invalidQuantity'
    | 'oddLot'
    | 'aboveSellable'
    | 'aboveBuyingPower'
    | 'remarkTooLong'
    | 'remarkInvalidCharacters'
    | 'goodTillDateInvalid'
    | 'goodTillDateNotTradingDay'
    | 'goodTillDateOutOfRange'
    | 'tradePassword'
    | 'prePostMarketRequired'
    | 'offSpreadUnconfirmed'
    | 'overOrderLimit';
  readonly values?: Readonly<Record<string, string>>;
};

/** What the client has entered on the ticket. */
export type StockTicketForm = {
  readonly side: StockOrderSide;
  readonly orderType: string;
  readonly price: string;
  readonly stopPrice: string;
  readonly quantity: string;
  readonly programOrderType: string;
  readonly goodTillDate: string;
  readonly remark: string;
  readonly tradePassword: string;
  readonly saveTradePassword: boolean;
  /** Allow pre-market and post-market execution (offered for US limit orders where the account may). */
  readonly prePostMarket: boolean;
  /** The client confirmed a price off the spread table (asked where the brand's overrideOutOfSpread allows one). */
  readonly confirmOutOfSpread: boolean;
};

export type TicketField =
  | 'price'
  | 'stopPrice'
  | 'quantity'
  | 'goodTillDate'
  | 'remark'
  | 'tradePassword'
  | 'prePostMarket'
  | 'confirmOutOfSpread';
export type TicketErrors = Partial<Record<TicketField, TicketFieldError>>;

/** The exchange of the terms (the contract sends it as a string). */
export function exchangeOf(terms: Pick<StockTradeTerms, 'exchange'>): StockExchangeCode {
  return isStockExchangeCode(terms.exchange) ? terms.exchange : 'HKEX';
}

/** Whether the order type takes a limit price (market and at-auction orders do not). */
export function takesPrice(orderType: string): boolean {
  return isStockOrderType(orderType) ? needsPrice(orderType) : true;
}

/** Whether the order type takes a trigger price (stop-limit). */
export function takesStopPrice(orderType: string): boolean {
  return isStockOrderType(orderType) && needsTriggerPrice(orderType);
}

/**
 * A price as typed: a plain decimal above zero with at most the exchange's decimals, on the spread table unless the
 * brand overrides out-of-spread prices (then the client confirms the override: `offSpreadOf`). The spread error names
 * the nearest prices.
 */
export function priceError(
  price: string,
  terms: Pick<StockTradeTerms, 'exchange' | 'priceDecimals' | 'overrideOutOfSpread'>,
): TicketFieldError | undefined {
  const written = price.trim();
  if (written === '') return { key: 'required' };
  if (priceInputError(written, terms.priceDecimals)) {
    return { key: 'invalidPrice', values: { decimals: String(terms.priceDecimals) } };
  }
  const exchange = exchangeOf(terms);
  if (!terms.overrideOutOfSpread && !isOnSpread(exchange, written)) {
    return { key: 'wrongSpread', values: nearestOnSpread(exchange, written) };
  }
  return undefined;
}

/** The nearest prices on the spread table around a typed price that is a price but not on it. */
function nearestOnSpread(exchange: StockExchangeCode, written: string) {
  return { below: roundToSpread(exchange, written, 'down'), above: roundToSpread(exchange, written, 'up') };
}

/** A typed price off the spread table and the nearest prices on it, below and above. */
export type OffSpreadPrice = { readonly price: string; readonly below: string; readonly above: string };

/**
 * The form's price (or trigger price) off the spread table that the brand lets the client place once confirmed
 * (overrideOutOfSpread), with the nearest prices on the table; undefined when every price is on it, or is no price.
 */
export function offSpreadOf(
  form: Pick<StockTicketForm, 'orderType' | 'price' | 'stopPrice'>,
  terms: Pick<StockTradeTerms, 'exchange' | 'priceDecimals' | 'overrideOutOfSpread'>,
): OffSpreadPrice | undefined {
  if (!terms.overrideOutOfSpread) return undefined;
  const exchange = exchangeOf(terms);
  const typed = [
    ...(takesPrice(form.orderType) ? [form.price.trim()] : []),
    ...(takesStopPrice(form.orderType) ? [form.stopPrice.trim()] : []),
  ];
  const price = typed.find(
    (written) => priceInputError(written, terms.priceDecimals) === undefined && !isOnSpread(exchange, written),
  );
  return price === undefined ? undefined : { price, ...nearestOnSpread(exchange, price) };
}

/**
 * The price one tick up or down the spread table from what is typed (from `start`, the prefilled price, when the
 * field holds no price). A price off the spread first moves to the nearest one that way.
 */
export function steppedPrice(exchange: StockExchangeCode, typed: string, start: string, ticks: 1 | -1): string {
  const written = typed.trim();
  const from = /^\d+(\.\d+)?$/.test(written) && new ExactDecimal(written).gt(0) ? written : start;
  return formatStockPrice(stepPrice(exchange, from, ticks), stockExchanges[exchange].tradePriceDecimalPoint);
}

/** A quantity as typed: whole shares above zero, whole board lots, and for a sell at most what may be sold. */
export function quantityError(
  quantity: string,
  side: StockOrderSide,
  terms: Pick<StockTradeTerms, 'boardLot' | 'sellableQuantity'>,
): TicketFieldError | undefined {
  const written = quantity.trim();
  if (written === '') return { key: 'required' };
  if (quantityInputError(written)) return { key: 'invalidQuantity' };
  if (!isWholeLots(written, terms.boardLot)) return { key: 'oddLot', values: { lot: String(terms.boardLot) } };
  if (side === 'S' && new ExactDecimal(written).gt(terms.sellableQuantity)) {
    return { key: 'aboveSellable', values: { quantity: terms.sellableQuantity } };
  }
  return undefined;
}

/**
 * The quantity one board lot more or less than what is typed (an odd quantity first rounds down to whole lots);
 * never below one lot.
 */
export function steppedQuantity(typed: string, boardLot: number, lots: 1 | -1): string {
  const written = typed.trim();
  const whole = isWholeShares(written) ? roundDownToLots(written, boardLot) : '0';
  const odd = isWholeShares(written) && whole !== written;
  const count = lotsIn(whole, boardLot) + (odd && lots < 0 ? 0 : lots);
  return sharesOfLots(Math.max(1, count), boardLot);
}

/** How many whole lots a typed quantity is, when it is whole lots. */
export function lotsOf(typed: string, boardLot: number): number | undefined {
  const written = typed.trim();
  return isWholeLots(written, boardLot) ? lotsIn(written, boardLot) : undefined;
}

export function remarkError(remark: string): TicketFieldError | undefined {
  const error = orderRemarkError(remark);
  if (error === 'tooLong') return { key: 'remarkTooLong' };
  if (error === 'invalidCharacters') return { key: 'remarkInvalidCharacters' };
  return undefined;
}

/** A good-till-date: a real date, a weekday, inside the range the server offers. */
export function goodTillDateError(
  date: string,
  range: StockTradeTerms['goodTillDateRange'],
): TicketFieldError | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { key: 'goodTillDateInvalid' };
  if (range && (date < range.from || date > range.to)) {
    return { key: 'goodTillDateOutOfRange', values: { from: range.from, to: range.to } };
  }
  if (!isTradingDate(date)) return { key: 'goodTillDateNotTradingDay' };
  return undefined;
}

/** Whether the ticket must ask for the trade password (the account needs one and the session has none saved). */
export function asksTradePassword(terms: Pick<StockTradeTerms, 'tradePasswordRequired'>, saved: boolean): boolean {
  return terms.tradePasswordRequired && !saved;
}

/**
 * Whether the ticket offers "allow pre-market and post-market execution": a US stock whose exchange the account's
 * allowPrePostMarketExchangeIds list (the terms' prePostMarketAllowed), for a limit order (all those hours take).
 */
export function offersPrePostMarket(terms: Pick<StockTradeTerms, 'prePostMarketAllowed'>, orderType: string): boolean {
  return terms.prePostMarketAllowed && orderType === 'limit';
}

/** Whether the account's market is in pre-market or post-market now (only orders that allow it are taken). */
export function inExtendedHours(terms: Pick<StockTradeTerms, 'tradingPhase'>): boolean {
  return terms.tradingPhase === 'preMarket' || terms.tradingPhase === 'postMarket';
}

/** Every field error of the form as it stands (buying power is checked against the estimate, see `fundsError`). */
export function ticketErrors(form: StockTicketForm, terms: StockTradeTerms, passwordSaved: boolean): TicketErrors {
  const errors: TicketErrors = {};
  const price = takesPrice(form.orderType) ? priceError(form.price, terms) : undefined;
  if (price) errors.price = price;
  const stop = takesStopPrice(form.orderType) ? priceError(form.stopPrice, terms) : undefined;
  if (stop) errors.stopPrice = stop;
  const quantity = quantityError(form.quantity, form.side, terms);
  if (quantity) errors.quantity = quantity;
  // The order's value at its limit below the figure ceiling, as the server holds it (overOrderLimit).
  if (!price && !quantity && takesPrice(form.orderType) && orderValueError(form.price.trim(), form.quantity.trim())) {
    errors.quantity = { key: 'overOrderLimit' };
  }
  if (offSpreadOf(form, terms) !== undefined && !form.confirmOutOfSpread) {
    errors.confirmOutOfSpread = { key: 'offSpreadUnconfirmed' };
  }
  const remark = remarkError(form.remark);
  if (remark) errors.remark = remark;
  if (form.programOrderType === 'goodTillDate') {
    const date = goodTillDateError(form.goodTillDate, terms.goodTillDateRange);
    if (date) errors.goodTillDate = date;
  }
  if (asksTradePassword(terms, passwordSaved) && form.tradePassword === '') {
    errors.tradePassword = { key: 'tradePassword' };
  }
  if (offersPrePostMarket(terms, form.orderType) && inExtendedHours(terms) && !form.prePostMarket) {
    errors.prePostMarket = { key: 'prePostMarketRequired' };
  }
  return errors;
}

/** A buy whose estimated total is above the buying power (what it would hold); the server refuses it too. */
export function fundsError(
  side: StockOrderSide,
  total: string | undefined,
  buyingPower: StockTradeTerms['buyingPower'],
): TicketFieldError | undefined {
  if (side !== 'B' || total === undefined) return undefined;
  if (new ExactDecimal(total).lte(buyingPower.available)) return undefined;
  return {
    key: 'aboveBuyingPower',
    values: {
      total: money(total, buyingPower.currency),
      available: money(buyingPower.available, buyingPower.currency),
    },
  };
}

/** The order the ticket sends (the server's placeStockOrder input without account and reference). */
export type StockOrderInput = {
  readonly stockId: string;
  readonly side: StockOrderSide;
  readonly orderType: string;
  readonly price?: string;
  readonly stopPrice?: string;
  readonly quantity: string;
  readonly programOrderType: string;
  readonly goodTillDate?: string;
  readonly remark: string;
  readonly tradePassword?: string;
  readonly saveTradePassword: boolean;
  readonly confirmOutOfSpread?: boolean;
};

/** The order the form describes, which the estimate and the placement both send: stock, side, type, prices, quantity. */
export function describedOrderOf(stockId: string, form: StockTicketForm) {
  return {
    stockId,
    side: form.side,
    orderType: form.orderType,
    ...(takesPrice(form.orderType) ? { price: form.price.trim() } : {}),
    ...(takesStopPrice(form.orderType) ? { stopPrice: form.stopPrice.trim() } : {}),
    quantity: form.quantity.trim(),
  };
}

/** What the form sends, as the wire writes it (trimmed figures; no price for a market order). */
export function orderInputOf(
  stockId: string,
  form: StockTicketForm,
  terms: StockTradeTerms,
  passwordSaved: boolean,
): StockOrderInput {
  return {
    ...describedOrderOf(stockId, form),
    programOrderType: form.programOrderType,
    ...(form.programOrderType === 'goodTillDate' ? { goodTillDate: form.goodTillDate } : {}),
    remark: form.remark,
    ...(asksTradePassword(terms, passwordSaved) ? { tradePassword: form.tradePassword } : {}),
    saveTradePassword: asksTradePassword(terms, passwordSaved) && form.saveTradePassword,
    ...(offersPrePostMarket(terms, form.orderType) && form.prePostMarket ? { prePostMarket: true } : {}),
    ...(offSpreadOf(form, terms) !== undefined && form.confirmOutOfSpread ? { confirmOutOfSpread: true } : {}),
  };
}

/** The form a ticket starts with for the terms and side: the default order type, the prefilled price, one lot. */
export function startingForm(terms: StockTradeTerms, side: StockOrderSide): StockTicketForm {
  return {
    side,
    orderType: terms.defaultOrderType ?? terms.orderTypes[0] ?? 'limit',
    // In the exchange's decimals (SPEC §5), as the quote shows it: '679.000', not the feed's '679.0'.
    price: formatStockPrice(terms.prefillPrice, terms.priceDecimals),
    stopPrice: '',
    quantity: String(terms.boardLot),
    programOrderType: terms.programOrderTypes[0] ?? 'none',
    goodTillDate: terms.goodTillDateRange?.from ?? '',
    remark: '',
    tradePassword: '',
    saveTradePassword: false,
    // Off by default (issue 15): the client opts in to extended hours order by order.
    prePostMarket: false,
    confirmOutOfSpread: false,
  };
}

/**
 * The order types the ticket offers for a side: the terms' (SPEC §5 order, default first), without the at-auction
 * types for a buy when the account may use them for sells only (auctionOrderSellOnly).
 */
export function orderTypesFor(
  side: StockOrderSide,
  terms: Pick<StockTradeTerms, 'orderTypes' | 'auctionOrderSellOnly'>,
): string[] {
  if (side === 'S' || !terms.auctionOrderSellOnly) return [...terms.orderTypes];
  return terms.orderTypes.filter((type) => !(isStockOrderType(type) && isAuctionOrderType(type)));
}

/**
 * The form after a change: a side whose types lack the chosen one falls back to the first it offers; a new price asks
 * again for the confirmation of a price off the spread table (the client confirmed the one they saw).
 */
export function changedForm(
  form: StockTicketForm,
  change: Partial<StockTicketForm>,
  terms: Pick<StockTradeTerms, 'orderTypes' | 'auctionOrderSellOnly'>,
): StockTicketForm {
  const repriced = ['price', 'stopPrice', 'orderType'].some((field) => field in change);
  const next = { ...form, ...(repriced ? { confirmOutOfSpread: false } : {}), ...change };
  const offered = orderTypesFor(next.side, terms);
  return offered.includes(next.orderType) ? next : { ...next, orderType: offered[0] ?? next.orderType };
}
