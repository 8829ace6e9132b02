import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const requestIdHeader = 'x-request-id';

/** An incoming id is honoured only when it is a short token that cannot forge log lines or headers. */
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/** For Fastify's `genReqId`: the caller's x-request-id when it is safe, otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}

/** Every answer carries its request id, so a user's report can be matched to the log lines. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per hook is measurable (issue 25).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
