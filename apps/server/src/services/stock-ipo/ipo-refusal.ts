import type { IpoResult } from '@portal/contract/domain/order/ipo-results';
import { ipoResultCodes, ipoResultMessages } from '@portal/contract/domain/order/ipo-results';
import { AppError } from '../../platform/http/errors';

/** The 422 answer of a refused application or cancel (SPEC §8 ERR5xx): code the result's name, details its code. */
export function ipoRefusal(result: IpoResult): AppError {
  return AppError.businessRule(result, ipoResultMessages[result], { result, resultCode: ipoResultCodes[result] });
}
