import type { EddaResult } from '@portal/contract/domain/order/edda-results';
import { eddaResultCodes, eddaResultMessages } from '@portal/contract/domain/order/edda-results';
import { AppError } from '../../platform/http/errors';

/** The 422 answer of a refused eDDA request (SPEC §8 ERR1xx, ERR00x): code the result's name, details its code. */
export function eddaRefusal(result: EddaResult): AppError {
  return AppError.businessRule(result, eddaResultMessages[result], { result, resultCode: eddaResultCodes[result] });
}
