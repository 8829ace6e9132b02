import type { ProfileChangeRefusal } from '@portal/contract';
import { AppError } from '../../platform/http/errors';

const messages: Readonly<Record<ProfileChangeRefusal, string>> = {
  adviseeNotAllowed: 'Only the client may ask to change its contact details, not an advisor acting for it.',
  noChange: 'The details asked for are those already on the record.',
  changePending: 'A change of this part of the record is already waiting for the back office.',
  proofRequired: 'Attach a proof of the new details.',
  proofTooLarge: 'The proof is larger than 5 MB.',
  proofTypeNotAllowed: 'The proof must be a PNG or JPEG image or a PDF (recognised from its content).',
  requestNotFound: 'There is no such change request.',
  alreadyDecided: 'The change request has already been decided.',
};

/** The 422 answer of a refused change request: code the refusal's name (contract profileChangeRefusals). */
export function profileRefusal(refusal: ProfileChangeRefusal): AppError {
  return AppError.businessRule(refusal, messages[refusal], { result: refusal });
}
