import { z } from 'zod';
import type { BrandFeature } from './domain/brand-features';

/** Who may call an operation. Ranks are those of SPEC §6 (see domain/roles). */
export type OperationAuth =
  { readonly kind: 'public' } | { readonly kind: 'session' } | { readonly kind: 'rank'; readonly minimumRank: number };

export type HttpMethod = 'GET' | 'POST';

/**
 * The input field naming the account(s) an operation acts for. The server refuses (403) a call naming an account
 * the caller may not act for: its own, or an advisee linked to the calling advisor (ARCHITECTURE §5).
 * 'ownAccountCode' names the field `accountCode` too, but only the caller's own account passes (an advisor may not
 * accept a client's agreement).
 */
export type ActsFor = 'accountCode' | 'accountCodes' | 'ownAccountCode';

export type OperationSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  readonly method?: HttpMethod;
  readonly auth: OperationAuth;
  readonly actsFor?: ActsFor;
  /** The brand feature the operation belongs to (domain/brand-features); where the brand lacks it the server refuses. */
  readonly feature?: BrandFeature;
  /** Answered while a sign-in gate is pending (domain/sign-in-gates): what passing the gate needs (ADR 020). */
  readonly openDuringGates?: true;
  /** A larger request body than the server's 1 MiB default (an upload carried in the JSON body). */
  readonly bodyLimitBytes?: number;
  readonly summary: string;
  readonly input: I;
  readonly output: O;
};

export type Operation<
  S extends string = string,
  N extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> = {
  readonly service: S;
  readonly name: N;
  readonly method: HttpMethod;
  readonly path: `/api/${S}/${N}`;
  readonly auth: OperationAuth;
  readonly actsFor: ActsFor | undefined;
  readonly feature: BrandFeature | undefined;
  readonly openDuringGates: boolean;
  readonly bodyLimitBytes: number | undefined;
  readonly summary: string;
  readonly input: I;
  readonly output: O;
};

export type Service<S extends string = string, Ops extends Record<string, Operation> = Record<string, Operation>> = {
  readonly name: S;
  readonly operations: Ops;
};

type BoundOperations<S extends string, Specs extends Record<string, OperationSpec>> = {
  readonly [N in keyof Specs & string]: Operation<S, N, Specs[N]['input'], Specs[N]['output']>;
};

/** The path every operation is bound at: `/api/<service>/<operation>`. */
export function operationPath<S extends string, N extends string>(service: S, name: N): `/api/${S}/${N}` {
  return `/api/${service}/${name}`;
}

/** Declares a service of SPEC §7 once; server routes, web client and OpenAPI derive from it. */
export function defineService<const S extends string, const Specs extends Record<string, OperationSpec>>(
  name: S,
  specs: Specs,
): Service<S, BoundOperations<S, Specs>> {
  const operations = Object.fromEntries(
    Object.entries(specs).map(([operationName, spec]) => [
      operationName,
      {
        service: name,
        name: operationName,
        method: spec.method ?? 'POST',
        path: operationPath(name, operationName),
        auth: spec.auth,
        actsFor: spec.actsFor,
        feature: spec.feature,
        openDuringGates: spec.openDuringGates === true,
        bodyLimitBytes: spec.bodyLimitBytes,
        summary: spec.summary,
        input: spec.input,
        output: spec.output,
      },
    ]),
  ) as BoundOperations<S, Specs>; // Object.fromEntries loses the key types; the map above builds exactly this shape.
  return { name, operations };
}

export type OperationInput<Op extends Operation> = z.input<Op['input']>;
export type OperationOutput<Op extends Operation> = z.output<Op['output']>;

/** The error body of every non-200 answer (ARCHITECTURE §3). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Error codes of the wire itself (business result codes live in domain/codes). */
export const wireErrorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  businessRule: 'BUSINESS_RULE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
  requestTimeout: 'REQUEST_TIMEOUT',
  expectationFailed: 'EXPECTATION_FAILED',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  /** 401: the session was ended by a newer sign-in of the same account elsewhere (one live session per account). */
  sessionReplaced: 'SESSION_REPLACED',
  /** 409: a client reference sent again with other content than the order it first made (details: clientReference, orderId). */
  clientReferenceReused: 'CLIENT_REFERENCE_REUSED',
  /** 403: a sensitive action called without a valid step-up grant for it (ADR 036). */
  stepUpRequired: 'STEP_UP_REQUIRED',
} as const;
export type WireErrorCode = (typeof wireErrorCodes)[keyof typeof wireErrorCodes];

/** The wire code of each error status (ARCHITECTURE §3); an answer without a body of its own takes this code. */
export const wireErrorCodeOfStatus: Readonly<Record<number, WireErrorCode>> = {
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
  500: wireErrorCodes.internal,
  503: wireErrorCodes.unavailable,
  408: wireErrorCodes.requestTimeout,
  417: wireErrorCodes.expectationFailed,
  431: wireErrorCodes.headersTooLarge,
};

/** A decimal travels as a string (money, prices, units, rates are never floats). */
export const decimalString = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal number written as a string, such as "7.8"');

/** A CSV file an export operation answers: UTF-8 with a byte-order mark, its headers in the asked language. */
export const csvExportSchema = z.object({
  fileName: z.string(),
  contentType: z.literal('text/csv'),
  content: z.string(),
  rows: z.number().int(),
});
