import type { FastifyInstance } from 'fastify';
import { requestBodyLimitBytes } from './errors';

/**
 * Request bodies are JSON only: every other Content-Type answers 415. An empty body counts as `{}` (a POST with
 * no body at all never reaches a parser and is treated the same way by the RPC binding). Parsing refuses
 * `__proto__` and `constructor.prototype` keys, as Fastify's own parser does.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: requestBodyLimitBytes },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, {});
        return;
      }
      parseJson(request, text, done);
    },
  );
}
