import { fundOrderResultCodes, fundOrderResultMessages, type FundOrderFailure } from '@portal/contract';
import { AppError } from '../../platform/http/errors';

/** The 422 answer of a refused fund order (SPEC §8): code the result's name, details its name and number. */
export function refusal(result: FundOrderFailure): AppError {
  return AppError.businessRule(result, fundOrderResultMessages[result], {
    result,
    resultCode: fundOrderResultCodes[result],
  });
}
