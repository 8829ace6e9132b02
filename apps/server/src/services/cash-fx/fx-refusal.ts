import type { CashResult } from '@portal/contract/domain/order/cash-results';
import { cashResultCodes, cashResultMessages } from '@portal/contract/domain/order/cash-results';
import type { FxQuoteResult } from '@portal/contract/domain/order/fx-quote-results';
import { fxQuoteResultCodes, fxQuoteResultMessages } from '@portal/contract/domain/order/fx-quote-results';
import { AppError } from '../../platform/http/errors';

/** The 422 answer of a refused quote or conversion (SPEC §8 FX quote 201-231): code the result's name, details its code. */
export function fxRefusal(result: FxQuoteResult): AppError {
  return AppError.businessRule(result, fxQuoteResultMessages[result], {
    result,
    resultCode: fxQuoteResultCodes[result],
  });
}

/** The 422 answer of a fault every cash request shares (SPEC §8 ERR003 invalid currency, ERR004 invalid amount). */
export function cashRefusal(result: CashResult): AppError {
  return AppError.businessRule(result, cashResultMessages[result], { result, resultCode: cashResultCodes[result] });
}
