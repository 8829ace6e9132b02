/* The rules of an amendment to a resting stock order: a new price on the spread table (or off it, confirmed, where the
 * brand allows it), whole shares not below the filled, and a change. */
import type { StockOrder } from '@portal/contract';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { isStockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { quantityInputError } from '@portal/contract/domain/stock/order-types';
import { priceDecimalsOf } from '../market/stock-format';
import { offSpreadOf, priceError } from './ticket-rules';
import type { TicketFieldError } from './ticket-rules';

/** What is wrong with an amendment, field by field (confirmOutOfSpread: a new price off the spread not confirmed). */
export type AmendmentErrors = {
  price?: TicketFieldError;
  quantity?: TicketFieldError;
  confirmOutOfSpread?: TicketFieldError;
  unchanged?: true;
};

type AmendedOrder = Pick<StockOrder, 'exchange' | 'price' | 'quantity' | 'filledQuantity'>;

/**
 * A new price off the spread table that the brand lets the client place once confirmed (overrideOutOfSpread), with
 * the nearest prices on it; undefined for a price on the table or the order's own (confirmed when it was placed).
 */
export function amendedOffSpread(order: AmendedOrder, price: string, overrideOutOfSpread: boolean) {
  if (order.price === null) return undefined;
  const exchange: StockExchangeCode = isStockExchangeCode(order.exchange) ? order.exchange : 'HKEX';
  const terms = { exchange, priceDecimals: priceDecimalsOf(exchange), overrideOutOfSpread };
  const offSpread = offSpreadOf({ orderType: 'limit', price, stopPrice: '' }, terms);
  return offSpread !== undefined && !new ExactDecimal(offSpread.price).eq(order.price) ? offSpread : undefined;
}

/**
 * Checks an amendment: a price on the spread (or, where the brand overrides it, off it once confirmed), whole shares
 * written as the ticket takes them and not below the filled, a change.
 */
export function amendmentErrors(
  order: AmendedOrder,
  price: string,
  quantity: string,
  overrideOutOfSpread: boolean,
  confirmedOutOfSpread = false,
): AmendmentErrors {
  const exchange: StockExchangeCode = isStockExchangeCode(order.exchange) ? order.exchange : 'HKEX';
  const errors: AmendmentErrors = {};
  if (order.price !== null) {
    const error = priceError(price, { exchange, priceDecimals: priceDecimalsOf(exchange), overrideOutOfSpread });
    if (error) errors.price = error;
    else if (amendedOffSpread(order, price, overrideOutOfSpread) !== undefined && !confirmedOutOfSpread) {
      errors.confirmOutOfSpread = { key: 'offSpreadUnconfirmed' };
    }
  }
  const written = quantity.trim();
  if (quantityInputError(written) !== undefined) errors.quantity = { key: 'invalidQuantity' };
  else if (new ExactDecimal(written).lte(order.filledQuantity)) {
    errors.quantity = { key: 'required' };
  }
  if (
    !errors.price &&
    !errors.quantity &&
    (order.price === null || new ExactDecimal(price.trim()).eq(order.price)) &&
    new ExactDecimal(written).eq(order.quantity)
  ) {
    errors.unchanged = true;
  }
  return errors;
}
