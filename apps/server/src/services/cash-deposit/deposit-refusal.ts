import type { DepositResult } from '@portal/contract/domain/order/deposit-results';
import { depositResultCodes, depositResultMessages } from '@portal/contract/domain/order/deposit-results';
import { AppError } from '../../platform/http/errors';

/** The 422 answer of a refused deposit request (SPEC §8 ERR4xx, ERR00x): code the result's name, details its code. */
export function depositRefusal(result: DepositResult): AppError {
  return AppError.businessRule(result, depositResultMessages[result], {
    result,
    resultCode: depositResultCodes[result],
  });
}
