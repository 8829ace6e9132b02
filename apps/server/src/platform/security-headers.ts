import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { isApiPath, pathOf } from './errors';

/**
 * Security headers on every answer (helmet) and `Cache-Control: no-store` on every /api answer.
 * The CSP allows no inline script: the brand reaches the page as a JSON data block, which is not executed.
 * Inline styles are allowed because Mantine injects style tags. frame-ancestors (not X-Frame-Options) decides
 * who may embed the portal, from FRAME_ANCESTORS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'frameAncestors'>) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: [...config.frameAncestors],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(pathOf(request))) reply.header('cache-control', 'no-store');
  });
}
