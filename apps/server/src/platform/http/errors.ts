import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { wireErrorCodeOfStatus, wireErrorCodes, type ApiErrorBody } from '@portal/contract';

/** The largest request body accepted, in bytes (1 MiB). Larger bodies answer 413. */
export const requestBodyLimitBytes = 1_048_576;

/**
 * An error the client is meant to see: its status, code, message and details travel as `{code, message, details}`.
 * Throw it from a handler; anything else thrown becomes a logged 500 with a generic message.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, such as Allow on a 405. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  static badRequest(message: string, details?: unknown): AppError {
    return new AppError(400, wireErrorCodes.badRequest, message, details);
  }

  static unauthenticated(message = 'Sign in to use this operation.'): AppError {
    return new AppError(401, wireErrorCodes.unauthenticated, message);
  }

  /** 401 for a session a newer sign-in of the same account ended elsewhere (one live session per account). */
  static sessionReplaced(): AppError {
    return new AppError(
      401,
      wireErrorCodes.sessionReplaced,
      'You were signed out because this account signed in on another browser or device.',
    );
  }

  static forbidden(message = 'You are not allowed to do this.'): AppError {
    return new AppError(403, wireErrorCodes.forbidden, message);
  }

  static notFound(message: string): AppError {
    return new AppError(404, wireErrorCodes.notFound, message);
  }

  static conflict(message: string, details?: unknown): AppError {
    return new AppError(409, wireErrorCodes.conflict, message, details);
  }

  /** A business rule said no; `code` is one of the SPEC's result codes (contract domain/codes). */
  static businessRule(code: string, message: string, details?: unknown): AppError {
    return new AppError(422, code, message, details);
  }

  static rateLimited(message = 'Too many requests; wait a moment and try again.'): AppError {
    return new AppError(429, wireErrorCodes.rateLimited, message);
  }

  static unavailable(message: string): AppError {
    return new AppError(503, wireErrorCodes.unavailable, message);
  }
}

/** One field that failed the operation's input schema; `path` uses dots (`tos.0`), '' for the body itself. */
export type FieldError = { readonly path: string; readonly message: string };
export type ValidationErrorDetails = { readonly fieldErrors: readonly FieldError[] };

/** Whether the value at `path` is absent from the input, as opposed to present with a wrong value. */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  let parent = input;
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return false;
    parent = Reflect.get(parent, key);
  }
  const last = path.at(-1);
  if (last === undefined || typeof parent !== 'object' || parent === null) return false;
  return !Object.hasOwn(parent, last) || Reflect.get(parent, last) === undefined;
}

const notAccepted = 'This field is not part of the operation and is not accepted.';

function fieldErrorsOf(error: z.ZodError, input: unknown): FieldError[] {
  const errors = error.issues.flatMap((issue): FieldError[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: path === '' ? key : `${path}.${key}`,
        message: notAccepted,
      }));
    }
    if (isMissing(input, issue.path)) {
      return [{ path, message: 'This field is required.' }];
    }
    return [{ path, message: issue.message }];
  });
  return errors;
}

/** The 400 answer for input that fails the contract's schema, with one field error per problem. */
export function validationError(error: z.ZodError, what: string, input: unknown): AppError {
  const fieldErrors = fieldErrorsOf(error, input);
  // The message names the fields the operation does not accept first: the likeliest client mistake.
  const listed = [
    ...fieldErrors.filter((field) => field.message === notAccepted),
    ...fieldErrors.filter((field) => field.message !== notAccepted),
  ]
    .slice(0, 5)
    .map((field) => (field.path === '' ? field.message : `${field.path}: ${field.message}`))
    .join('; ');
  const more = fieldErrors.length > 5 ? ` (and ${fieldErrors.length - 5} more)` : '';
  return new AppError(400, wireErrorCodes.validation, `The ${what} is invalid: ${listed}${more}`, {
    fieldErrors,
  } satisfies ValidationErrorDetails);
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** The methods each fixed path is routed for, exactly as registered (paths with parameters are not listed). */
type RoutedMethods = (path: string) => readonly string[];

/** 405 (with Allow) when the path is routed for other methods, 404 otherwise. */
function unknownRouteError(request: FastifyRequest, routedMethods: RoutedMethods): AppError {
  const path = pathOf(request);
  const allowed = routedMethods(path);
  if (allowed.length > 0) {
    return new AppError(
      405,
      wireErrorCodes.methodNotAllowed,
      `${path} does not accept ${request.method}; use ${allowed.join(' or ')}.`,
      { allowedMethods: allowed },
      { allow: allowed.join(', ') },
    );
  }
  return isApiPath(path)
    ? AppError.notFound(`There is no API operation at ${path}. The operations are listed at /api/docs.`)
    : AppError.notFound(`Nothing is served at ${request.method} ${path}.`);
}

type ErrorAnswer = {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly headers: Readonly<Record<string, string>>;
};

function answerOf(error: AppError): ErrorAnswer {
  const body: ApiErrorBody = { code: error.code, message: error.message };
  if (error.details !== undefined) body.details = error.details;
  return { status: error.status, body, headers: error.headers };
}

function contentTypeOf(request: FastifyRequest): string {
  const header = request.headers['content-type'];
  return typeof header === 'string' && header.trim() !== '' ? header : 'none';
}

/** Turns what Fastify itself raises (body parsing, limits, bad URLs) into a client-facing AppError. */
function clientErrorOf(error: FastifyError, request: FastifyRequest): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return AppError.badRequest('The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      // An operation may declare a larger limit (an upload in its body); the route knows which applies.
      const limitBytes = request.routeOptions.bodyLimit ?? requestBodyLimitBytes;
      const mebibytes = limitBytes / requestBodyLimitBytes;
      const shown = Number.isInteger(mebibytes) ? String(mebibytes) : mebibytes.toFixed(1);
      return new AppError(
        413,
        wireErrorCodes.payloadTooLarge,
        `The request body is larger than the limit of ${shown} MiB (${limitBytes} bytes).`,
        { limitBytes },
      );
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError(
        415,
        wireErrorCodes.unsupportedMediaType,
        `The request body must be sent as application/json (Content-Type was ${contentTypeOf(request)}).`,
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return AppError.badRequest('The request body length does not match its Content-Length header.');
    case 'FST_ERR_BAD_URL':
      return AppError.badRequest('The request path is not a valid URL.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return AppError.badRequest('The request path is too long.');
    default:
      break;
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return new AppError(status, wireErrorCodeOfStatus[status] ?? wireErrorCodes.badRequest, error.message);
  }
  return undefined;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/** What the client sees for an error; unexpected errors are logged here and answered with a generic 500. */
function resolveError(error: unknown, request: FastifyRequest, routedMethods: RoutedMethods): ErrorAnswer {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.warn({ code: error.code }, error.message);
    return answerOf(error);
  }
  if (isFastifyError(error)) {
    const clientError = clientErrorOf(error, request);
    if (clientError !== undefined) {
      // A body that cannot be parsed on an unknown route still gets the route's answer: 404 or 405.
      return answerOf(request.is404 ? unknownRouteError(request, routedMethods) : clientError);
    }
  }
  request.log.error({ err: error }, 'unexpected error while handling %s %s', request.method, pathOf(request));
  return answerOf(
    new AppError(
      500,
      wireErrorCodes.internal,
      `An unexpected error occurred. If it keeps happening, report request id ${request.id}.`,
      { requestId: request.id },
    ),
  );
}

function send(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).type('application/json; charset=utf-8').send(answer.body);
}

/**
 * The one error handler and not-found handler of the app: every failure answers `{code, message, details?}`.
 * Register it before any route, so it can list the methods of every fixed path for 405 answers.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (/[:*]/.test(route.url)) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) {
      methods.add(method);
      if (method === 'GET') methods.add('HEAD');
    }
    methodsByPath.set(route.url, methods);
  });
  const routedMethods: RoutedMethods = (path) => [...(methodsByPath.get(path) ?? [])];

  app.setErrorHandler((error, request, reply) => send(reply, resolveError(error, request, routedMethods)));
  app.setNotFoundHandler((request, reply) => send(reply, answerOf(unknownRouteError(request, routedMethods))));
}

/** For the Fastify `frameworkErrors` option: errors raised before routing (a malformed URL) get the same shape. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const clientError = clientErrorOf(error, request) ?? AppError.badRequest('The request could not be read.');
  void send(reply.header('x-request-id', request.id).header('cache-control', 'no-store'), answerOf(clientError));
}

/**
 * The refusal of one field by a rule the schema cannot check (the database's or the clock's), worded as the schema's
 * refusals are: 400 VALIDATION_FAILED with the field in `fieldErrors`, so the web shows it beside the field.
 */
export function fieldRefusal(what: string, path: string, message: string): AppError {
  return new AppError(400, wireErrorCodes.validation, `The ${what} is invalid: ${path}: ${message}`, {
    fieldErrors: [{ path, message }],
  } satisfies ValidationErrorDetails);
}
