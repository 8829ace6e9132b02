import { cryptoOrderResultCatalogue } from '@portal/contract/domain/order/crypto-order-results';
import { orderFailureOf, type OrderFailure } from '../../../shared/ticket/order-failure';

/** Why the server refused a crypto quote, order or cancel: its result (VA101-VA999) in three languages, or a retry. */
export function cryptoFailureOf(error: unknown): OrderFailure {
  return orderFailureOf(error, { catalogue: cryptoOrderResultCatalogue });
}
