import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { loginSources } from '@portal/contract/brands';
import { saveNotificationEnabled } from '../../platform/identity/account-directory';
import { assertSameSiteRequest } from '../../platform/identity/access';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { createBrowserPushKeys, decryptPush, type BrowserPushKeys } from './push-decryption';
import { saveSubscription, subscriptionOf } from './queries';

/** The dev-support paths of web push: a push service on the server itself, for browser journeys. */
export const pushDevSupportPaths = {
  /** POST: a push endpoint that records what it receives (`gone` answers 410, as for a dropped subscription). */
  endpoint: '/api/_dev/pushEndpoint/:name',
  /** GET ?name=: what the endpoints received, newest first. */
  receipts: '/api/_dev/pushReceipts',
  /** POST {accountCode, source?, name?}: a browser subscription on the recording endpoint, with keys kept here. */
  subscriber: '/api/_dev/pushSubscriber',
} as const;

/** The endpoint name whose pushes answer 410 Gone. */
export const goneEndpointName = 'gone';
/** The receipts kept, newest first. */
const receiptLimit = 100;
/** A push body is at most 4 KiB (RFC 8291); a little more is read, nothing larger. */
const pushBodyLimitBytes = 8 * 1024;

/** The request headers a push service reads, as received. */
const recordedHeaders = [
  'content-encoding',
  'content-type',
  'authorization',
  'crypto-key',
  'encryption',
  'ttl',
  'urgency',
  'topic',
];

export type PushReceipt = {
  readonly name: string;
  /** What the endpoint answered: 201, or 410 for `gone`. */
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The encrypted body, base64. */
  readonly body: string;
  readonly receivedAt: string;
  /** The decrypted push (the JSON PushMessage) when the endpoint's keys were made by pushSubscriber. */
  readonly message?: unknown;
  readonly decryptionError?: string;
};

const endpointName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const receiptsQuery = z.object({ name: endpointName.optional() });
const subscriberRequest = z
  .object({
    accountCode: z.string().min(1).max(32),
    source: z.enum(loginSources).optional(),
    name: endpointName.optional(),
  })
  .strict();

export type PushDevSupportDependencies = {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
};

/** The origin the request reached this server at: where the server sends pushes to itself. */
function ownOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function headersOf(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(
    recordedHeaders.flatMap((name) => {
      const value = request.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

/**
 * With PORTAL_DEV_SUPPORT=on (never in production): a push service on the server itself, so browser journeys can
 * see the pushes a notification sends without a browser vendor's push service. The endpoint is called by the server's
 * own push sender, without the web client's header, so it does not ask for it; the subscriber call does.
 */
export function registerPushDevSupport(app: FastifyInstance, dependencies: PushDevSupportDependencies): void {
  const { config, db, clock } = dependencies;
  if (!config.devSupport || config.nodeEnv === 'production') return;

  const receipts: PushReceipt[] = [];
  /** The browser keys pushSubscriber made, by endpoint name (the latest per name). */
  const subscriberKeys = new Map<string, BrowserPushKeys>();

  function decrypted(name: string, body: Buffer): Pick<PushReceipt, 'message' | 'decryptionError'> {
    const keys = subscriberKeys.get(name);
    if (keys === undefined) return {};
    try {
      return { message: JSON.parse(decryptPush(body, keys).plaintext.toString('utf8')) as unknown };
    } catch (error) {
      return { decryptionError: error instanceof Error ? error.message : String(error) };
    }
  }

  // The endpoint takes the encrypted body as bytes: a parser of its own, apart from the app's JSON-only parsing.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: pushBodyLimitBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { name: string } }>(pushDevSupportPaths.endpoint, async (request, reply) => {
      const name = endpointName.safeParse(request.params.name);
      if (!name.success) throw AppError.badRequest('The endpoint name: 1 to 64 letters, digits, _ or -.');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const status = name.data === goneEndpointName ? 410 : 201;
      receipts.unshift({
        name: name.data,
        status,
        headers: headersOf(request),
        body: body.toString('base64'),
        receivedAt: clock.now().toISOString(),
        ...decrypted(name.data, body),
      });
      receipts.splice(receiptLimit);
      return reply.code(status).send();
    });
  });

  app.get(pushDevSupportPaths.receipts, async (request) => {
    const query = receiptsQuery.safeParse(request.query);
    if (!query.success) throw AppError.badRequest('name: 1 to 64 letters, digits, _ or -.');
    const name = query.data.name;
    return { receipts: receipts.filter((receipt) => name === undefined || receipt.name === name) };
  });

  // A browser's subscription as the Push API would make one, on the recording endpoint: the journeys cannot get a
  // real one from a headless browser, and with the keys kept here the receipts show the decrypted message.
  app.post(pushDevSupportPaths.subscriber, async (request) => {
    assertSameSiteRequest(request);
    const body = subscriberRequest.safeParse(request.body);
    if (!body.success)
      throw AppError.badRequest('accountCode is required (source: gateway or fos; name: the endpoint).');
    const source = body.data.source ?? 'gateway';
    const accountCode = body.data.accountCode.toUpperCase();
    const name = body.data.name ?? accountCode.toLowerCase();
    const keys = createBrowserPushKeys();
    const endpoint = `${ownOriginOf(request)}${pushDevSupportPaths.endpoint.replace(':name', name)}`;
    const key = { accountCode, source };
    const saved = await db.transaction().execute(async (transaction) => {
      if (!(await saveNotificationEnabled(transaction, key, true))) {
        throw AppError.notFound(`No ${source} account ${accountCode}.`);
      }
      return saveSubscription(transaction, key, { endpoint, keys: keys.keys }, clock.now());
    });
    subscriberKeys.delete(name);
    subscriberKeys.set(name, keys);
    if (subscriberKeys.size > receiptLimit) subscriberKeys.delete(subscriberKeys.keys().next().value ?? '');
    return subscriptionOf(saved);
  });
}
