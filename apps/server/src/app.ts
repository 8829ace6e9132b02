import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { services } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { areas } from './areas';
import type { Area, PlatformContext, WiredArea } from './platform/area';
import { assertEveryOperationBound, bindServices } from './platform/http/rpc';
import { createEmbeddedMessaging } from './adapters/messaging/embedded-messaging';
import type { MessagingAdapter } from './adapters/messaging/messaging-adapter';
import type { PushAdapter } from './adapters/push/push-adapter';
import { createWebPushAdapter } from './adapters/push/web-push-adapter';
import { registerApiDocs } from './platform/http/api-docs';
import { serverClockOf, type Clock } from './platform/runtime/clock';
import type { Config } from './platform/runtime/config';
import { databaseDialectOf, type Database } from './platform/db/db';
import { answerFrameworkError, registerErrorHandling, requestBodyLimitBytes } from './platform/http/errors';
import { createEventPublisher, type EventPublisher } from './platform/runtime/events';
import { registerJsonBodyParser } from './platform/http/json-body';
import { rawErrorServerOptions, registerRawErrorAnswers } from './platform/http/raw-errors';
import { createPasswordHasher } from './platform/identity/passwords';
import { buildOpenApiDocument } from './platform/http/openapi';
import { registerRequestIdEcho, requestIdOf } from './platform/http/request-id';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createActorCache } from './platform/identity/sessions';
import { registerSpa } from './platform/http/spa';

export type AppDependencies = {
  readonly config: Config;
  readonly db: Kysely<Database>;
  /** Defaults to the system clock (one that POST /api/_dev/clock can move forward, with PORTAL_DEV_SUPPORT=on). */
  readonly clock?: Clock;
  /** A pino logger to use, or false for none; by default one is made at config.logLevel. */
  readonly logger?: FastifyBaseLogger | false;
  /** Defaults to a new random UUID: a value new at each server start. */
  readonly serverId?: string;
  /** Defaults to the embedded simulator, which writes an outbox (and the log). */
  readonly messaging?: MessagingAdapter;
  /** Defaults to a new publisher on this app's clock and log. */
  readonly events?: EventPublisher;
  /** Defaults to the web-push library's encryption and VAPID signing, sent with fetch. */
  readonly push?: PushAdapter;
  /** Defaults to every area (areas.ts); a test may compose fewer. */
  readonly areas?: readonly Area[];
};

/** The whole portal server as a Fastify instance, not listening: `main` listens, tests call `inject`. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, db, serverId = randomUUID() } = dependencies;
  // With PORTAL_DEV_SUPPORT=on the journeys may move the server's clock forward (POST /api/_dev/clock).
  const clock = dependencies.clock ?? serverClockOf(config);
  const app = Fastify({
    ...(dependencies.logger === undefined
      ? { logger: { level: config.logLevel } }
      : dependencies.logger === false
        ? { logger: false }
        : { loggerInstance: dependencies.logger }),
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: requestBodyLimitBytes,
    frameworkErrors: answerFrameworkError,
    // Errors below the app (the HTTP parser's, Node's Host check, closing) answer in the house shape too.
    ...rawErrorServerOptions,
  });

  registerRequestIdEcho(app);
  registerSecurityHeaders(app, config);
  registerErrorHandling(app);
  registerRawErrorAnswers(app);
  registerJsonBodyParser(app);

  const messaging = dependencies.messaging ?? createEmbeddedMessaging({ db, clock, log: app.log });
  const events = dependencies.events ?? createEventPublisher({ clock, log: app.log });
  // A graceful shutdown lets the pushes of events already committed go out first.
  app.addHook('onClose', () => events.settled());
  const platform: PlatformContext = {
    config,
    db,
    dialect: databaseDialectOf(config),
    clock,
    serverId,
    events,
    messaging,
    push: dependencies.push ?? createWebPushAdapter(),
    passwords: createPasswordHasher(config),
    actorCache: createActorCache(),
    brand: getBrand(config.portalVariant),
    log: app.log,
  };
  // Each area brings its part (ADR 048): subscribers first, so no request's event goes unheard.
  const wired = (dependencies.areas ?? areas).map((area) => area.wire(platform));
  for (const area of wired) area.subscribe(events);
  bindServices(
    app,
    (dependencies.areas ?? areas).flatMap((area) => area.services),
    platform,
  );
  for (const area of wired) area.registerRoutes(app);
  for (const area of wired) area.registerDevSupport(app);
  assertEveryOperationBound(app, services);
  registerApiDocs(app, buildOpenApiDocument(services));

  await registerSpa(app, { webDistDir: config.webDistDir, brand: platform.brand, demonstration: config.demonstration });
  wiredAreasByApp.set(app, wired);
  return app;
}

const wiredAreasByApp = new WeakMap<FastifyInstance, readonly WiredArea[]>();

/** The areas as wired into an app that buildApp made: start.ts schedules their jobs. */
export function wiredAreasOf(app: FastifyInstance): readonly WiredArea[] {
  const wired = wiredAreasByApp.get(app);
  if (wired === undefined) throw new Error('This app was not made by buildApp.');
  return wired;
}
