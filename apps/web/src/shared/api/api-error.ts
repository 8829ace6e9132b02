import { apiErrorSchema, wireErrorCodeOfStatus, wireErrorCodes } from '@portal/contract';
import type { ApiErrorBody } from '@portal/contract';

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
    code: wireErrorCodeOfStatus[status] ?? wireErrorCodes.internal,
    message: `${status} ${statusText}`.trim(),
  });
}
