import type { FastifyInstance } from 'fastify';
import type { Config } from '../runtime/config';
import { isApiPath, pathOf } from './errors';

/**
 * The security headers of every answer, built once at start (they never vary by request).
 * The CSP allows no inline script: the brand reaches the page as a JSON data block, which is not executed.
 * Inline styles are allowed because Mantine injects style tags. frame-ancestors (not X-Frame-Options) decides
 * who may embed the portal, from FRAME_ANCESTORS. No upgrade-insecure-requests: it would break plain http on a LAN.
 */
export function securityHeaders(config: Pick<Config, 'frameAncestors'>): Readonly<Record<string, string>> {
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    `frame-ancestors ${config.frameAncestors.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(';');
  return {
    'content-security-policy': contentSecurityPolicy,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
}

/** Security headers on every answer and `Cache-Control: no-store` on every /api answer. */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'frameAncestors'>): void {
  const headers = securityHeaders(config);
  // A callback hook, not an async one: it runs on every request, and a promise per hook is measurable (issue 25).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isApiPath(pathOf(request))) reply.header('cache-control', 'no-store');
    done();
  });
}
