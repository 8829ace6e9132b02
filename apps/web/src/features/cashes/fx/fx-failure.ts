import { cashResultCatalogue } from '@portal/contract/domain/order/cash-results';
import { fxQuoteResultCatalogue } from '@portal/contract/domain/order/fx-quote-results';
import { ApiError } from '../../../shared/api/api-error';
import { orderFailureOf, resultFailure, type OrderFailure } from '../../../shared/ticket/order-failure';

/**
 * Why the server refused a quote or a conversion: an FX quote code (201-231) or a cash code every cash request shares
 * (ERR003 currency, ERR004 amount), each with its text in three languages; else what the ticket says of any refusal.
 */
export function fxFailureOf(error: unknown): OrderFailure {
  if (error instanceof ApiError && cashResultCatalogue.isName(error.code)) {
    return resultFailure(cashResultCatalogue, error.code);
  }
  return orderFailureOf(error, { catalogue: fxQuoteResultCatalogue });
}
