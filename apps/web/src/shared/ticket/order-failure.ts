import type { ResultCatalogue, ResultCode, TextInLanguages } from '@portal/contract/domain/order/result-catalogue';
import { wireErrorCodes } from '@portal/contract';
import { ApiError } from '../api/api-error';

/** Why the server did not place an order, as a ticket shows it. */
export type OrderFailure<Name extends string = string> =
  /** Refused with one of the area's results: its name and its text in each language. */
  | { readonly kind: 'result'; readonly result: Name; readonly text: TextInLanguages }
  /** The server refused the input (400): its message. */
  | { readonly kind: 'input'; readonly message: string }
  /**
   * The reference was used before for an order with other content (409): an earlier submission whose answer was lost
   * was placed as `orderId` before the ticket changed. Submitting again is a new order, with a new reference.
   */
  | { readonly kind: 'referenceReused'; readonly orderId: string }
  /** No answer, or one worth a retry with the same client reference (the network, a 5xx). */
  | { readonly kind: 'other' };

/** A catalogue of any area, as the ticket reads it. */
export type AnyResultCatalogue<Name extends string> = ResultCatalogue<Name, { readonly [N in Name]: ResultCode }>;

/** The refusal of `result` from `catalogue`. */
export function resultFailure<Name extends string>(
  catalogue: AnyResultCatalogue<Name>,
  result: Name,
): OrderFailure<Name> {
  return { kind: 'result', result, text: catalogue.entries[result].text };
}

/** How an area's server refuses an order, for `orderFailureOf`. */
export type RefusalReading<Name extends string> = {
  readonly catalogue: AnyResultCatalogue<Name>;
  /** Names of the catalogue that are no refusal (such as 'success'). */
  readonly notRefusals?: readonly Name[];
  /** The result an HTTP status of the rpc layer stands for (403 not acting for the account, 404 no such product). */
  readonly byStatus?: Partial<Record<403 | 404, Name>>;
};

/**
 * A refused order answers 422 with the result's name as its code (or in `details.result`); a 400 names input the
 * server refused; a status the area maps reads as its result. Anything else (the network, a 5xx) is worth a retry
 * with the same client reference.
 */
export function orderFailureOf<Name extends string>(error: unknown, reading: RefusalReading<Name>): OrderFailure<Name> {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  const { catalogue } = reading;
  const detailResult =
    typeof error.details === 'object' && error.details !== null && 'result' in error.details
      ? error.details.result
      : undefined;
  const named = catalogue.isName(error.code) ? error.code : catalogue.isName(detailResult) ? detailResult : undefined;
  if (named !== undefined && !reading.notRefusals?.includes(named)) return resultFailure(catalogue, named);
  if (error.status === 400) return { kind: 'input', message: error.message };
  if (error.status === 409 && error.code === wireErrorCodes.clientReferenceReused) {
    const orderId =
      typeof error.details === 'object' && error.details !== null && 'orderId' in error.details
        ? String(error.details.orderId)
        : '';
    return { kind: 'referenceReused', orderId };
  }
  const byStatus = error.status === 403 || error.status === 404 ? reading.byStatus?.[error.status] : undefined;
  if (byStatus !== undefined) return resultFailure(catalogue, byStatus);
  return { kind: 'other' };
}
