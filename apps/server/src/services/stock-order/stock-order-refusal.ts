import { wireErrorCodes } from '@portal/contract';
import {
  stockOrderResultCodes,
  stockOrderResultMessages,
  type StockOrderResult,
} from '@portal/contract/domain/order/stock-order-results';
import { AppError } from '../../platform/http/errors';

/**
 * The 422 answer of a refused stock order (SPEC §8): code the result's name, details its name and number. A refusal
 * that says more (when the market opens next) adds a sentence to the message and its facts to the details.
 */
export function stockOrderRefusal(
  result: StockOrderResult,
  more?: { readonly sentence: string; readonly details: Readonly<Record<string, string>> },
): AppError {
  const message =
    more === undefined ? stockOrderResultMessages[result] : `${stockOrderResultMessages[result]} ${more.sentence}`;
  return AppError.businessRule(result, message, {
    result,
    resultCode: stockOrderResultCodes[result],
    ...more?.details,
  });
}

/** A field the contract's schema let through but is not a number at all (exponent, letters): 400 like a schema error. */
export function fieldError(path: string, message: string): AppError {
  return new AppError(400, wireErrorCodes.validation, `The request is invalid: ${path}: ${message}`, {
    fieldErrors: [{ path, message }],
  });
}
