import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { wireErrorCodes, type ApiErrorBody } from '@portal/contract';
import { AppError } from './errors';

/**
 * Answers for what fails below the app, before Fastify has a request to route: the HTTP parser's errors (oversized
 * headers, a malformed request line, a body longer than its Content-Length, conflicting framing), a request that
 * times out, an `Expect` header this server does not meet, and requests that arrive while the server is closing.
 * Node and Fastify answer these with `{error, message, statusCode}` or an empty body; here they answer
 * `{code, message}` like every other error of the portal (ARCHITECTURE §3).
 */

/** A parser error (Node's `clientError` event) and what the client is told about it. */
type ParserErrorAnswer = { readonly status: number; readonly body: ApiErrorBody };

/** The `code` of a Node HTTP parser or server error: HPE_*, ERR_HTTP_*. */
function errorCodeOf(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** The house answer for a request Node's HTTP parser could not read. */
export function parserErrorAnswer(error: Error): ParserErrorAnswer {
  switch (errorCodeOf(error)) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: {
          code: wireErrorCodes.headersTooLarge,
          message: 'The request headers are larger than this server accepts (16 KiB in all); send fewer or shorter.',
        },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return {
        status: 408,
        body: { code: wireErrorCodes.requestTimeout, message: 'The request was not received in time; send it again.' },
      };
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return {
        status: 400,
        body: {
          code: wireErrorCodes.badRequest,
          message: 'The request body is not framed as its Content-Length or Transfer-Encoding header says.',
        },
      };
    default:
      return {
        status: 400,
        body: {
          code: wireErrorCodes.badRequest,
          message:
            'The request could not be read as HTTP/1.1 (a malformed request line or header, or more bytes than its Content-Length).',
        },
      };
  }
}

/** The bytes of a complete HTTP/1.1 response carrying `body` that closes the connection. */
function rawResponse(status: number, body: ApiErrorBody): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/**
 * For Fastify's `clientErrorHandler` option (Node's `clientError` event): the parser's error answered in the house
 * shape, then the connection closed, as Node itself does after such an error.
 */
export function answerClientError(this: FastifyInstance, error: Error, socket: Socket): void {
  // A reset connection has nobody to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (errorCodeOf(error) === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'unreadable HTTP request');
  if (socket.writable) {
    const answer = parserErrorAnswer(error);
    socket.write(rawResponse(answer.status, answer.body));
  }
  socket.destroy();
}

function sendRaw(response: ServerResponse, status: number, body: ApiErrorBody): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(json);
}

/**
 * The server options that leave these checks to the app: Node's own Host check answers an empty 400, and Fastify's
 * 503 while closing answers its own shape; both are made below in the house shape instead.
 */
export const rawErrorServerOptions = {
  http: { requireHostHeader: false },
  return503OnClosing: false,
  clientErrorHandler: answerClientError,
} as const;

/**
 * Registers the checks Node and Fastify would otherwise answer in their own shapes: an HTTP/1.1 request without a
 * Host header (400), an `Expect` other than 100-continue (417, Node's `checkExpectation`), and a request that
 * arrives once the server has begun to close (503, so a load balancer sends it elsewhere).
 */
export function registerRawErrorAnswers(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A callback hook, not an async one: it runs on every request, and a promise per hook is measurable (issue 25).
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      void reply.header('connection', 'close');
      done(AppError.unavailable('The server is shutting down; send the request again.'));
      return;
    }
    const { raw } = request;
    if (raw.httpVersionMajor === 1 && raw.httpVersionMinor === 1 && request.headers.host === undefined) {
      done(AppError.badRequest('An HTTP/1.1 request must carry a Host header.'));
      return;
    }
    done();
  });
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    sendRaw(response, 417, {
      code: wireErrorCodes.expectationFailed,
      message: 'This server meets no Expect header but 100-continue.',
    });
  });
}
