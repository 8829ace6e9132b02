import {
  corporateActionResultCodes,
  corporateActionResultMessages,
  type CorporateActionResult,
} from '@portal/contract/domain/order/corporate-action-results';
import { AppError } from '../../platform/http/errors';

/** The 422 answer of a refused election: code the result's name, details its code (CA01 …). */
export function corporateActionRefusal(result: CorporateActionResult): AppError {
  return AppError.businessRule(result, corporateActionResultMessages[result], {
    result,
    resultCode: corporateActionResultCodes[result],
  });
}
