import { cashResultCodes, cashResultMessages, type CashResult } from '@portal/contract/domain/order/cash-results';
import {
  withdrawalResultCodes,
  withdrawalResultMessages,
  type WithdrawalResult,
} from '@portal/contract/domain/order/withdrawal-results';
import { AppError } from '../../platform/http/errors';

/** The 422 answer of a refused withdrawal (SPEC §8 ERR700-ERR709): code the result's name, details its name and code. */
export function withdrawalRefusal(result: WithdrawalResult): AppError {
  return AppError.businessRule(result, withdrawalResultMessages[result], {
    result,
    resultCode: withdrawalResultCodes[result],
  });
}

/** The 422 answer of a fault every cash request shares (SPEC §8 ERR001-ERR004, ERR999). */
export function cashRefusal(result: CashResult): AppError {
  return AppError.businessRule(result, cashResultMessages[result], { result, resultCode: cashResultCodes[result] });
}
