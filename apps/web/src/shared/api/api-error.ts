import { apiErrorSchema, wireErrorCodes } from '@portal/contract';
import type { ApiErrorBody, WireErrorCode } from '@portal/contract';

const codeByStatus: Readonly<Record<number, WireErrorCode>> = {
  400: wireErrorCodes.badRequest,
  401: wireErrorCodes.unauthenticated,
  403: wireErrorCodes.forbidden,
  404: wireErrorCodes.notFound,
  405: wireErrorCodes.methodNotAllowed,
  409: wireErrorCodes.conflict,
  413: wireErrorCodes.payloadTooLarge,
  415: wireErrorCodes.unsupportedMediaType,
  422: wireErrorCodes.businessRule,
  429: wireErrorCodes.rateLimited,
  503: wireErrorCodes.unavailable,
};

/** A non-200 answer of the API (SPEC §7): its status and its `{code, message, details}` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.details = body.details;
  }
}

/**
 * The error of a non-200 answer. A body that is not the API's error shape (a proxy's HTML page, an empty body) still
 * gives an ApiError, with the code that belongs to the status.
 */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data);
  return new ApiError(status, {
    code: codeByStatus[status] ?? wireErrorCodes.internal,
    message: `${status} ${statusText}`.trim(),
  });
}
