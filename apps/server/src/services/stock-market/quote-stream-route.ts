import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountCodeSchema,
  loginSourceSchema,
  maximumQuoteIds,
  stockIdSchema,
  stockQuoteStreamEvent,
  stockQuoteStreamPath,
} from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, featureOffCode, offers } from '@portal/contract/domain/brand-features';
import { assertNoPendingGate, authorize } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { actingAccountHeaders, sessionLifetimeMs } from '../../platform/sessions';
import type { ServiceDependencies } from '../../platform/rpc';
import { findInstruments } from './instruments';
import { quoteHubOf } from './market-data-feed';
import type { QuoteSubscriber } from './quote-hub';

/**
 * A stream lasts at most a session's lifetime (ADR 010): then the server ends it and the browser reconnects, its
 * session checked again (with the cookie of a refreshed session). A session that ended meanwhile (a logout, a
 * sign-in elsewhere) so stops receiving quotes within this time.
 */
export const streamLifetimeMs = sessionLifetimeMs;

/**
 * Streams one session may hold open at once (one per tab; a few tabs). Dev support (never in production) lifts the
 * cap, so the bench's 1,000 subscribers can share the one session a demo account may have.
 */
export const maximumStreamsPerSession = 8;

/** Bytes a client may leave unread before its stream is ended (it is skipped as soon as the socket says it is full). */
export const streamBufferLimitBytes = 1_048_576;

/**
 * An EventSource cannot send headers: the session the stream acts for (when the browser holds several, an advisor's
 * and an advisee's say) is named by `?accountCode=&source=`, read as the api client's acting-account headers are.
 * They only pick which session cookie counts; the cookie itself is what authenticates.
 */
function nameActingAccount(request: FastifyRequest): void {
  const query = request.query as { accountCode?: unknown; source?: unknown } | undefined;
  const accountCode = accountCodeSchema.safeParse(query?.accountCode);
  const source = loginSourceSchema.safeParse(query?.source);
  if (accountCode.success && request.headers[actingAccountHeaders.accountCode] === undefined) {
    request.headers[actingAccountHeaders.accountCode] = accountCode.data;
    if (source.success) request.headers[actingAccountHeaders.source] = source.data;
  }
}

/** The ids of `?ids=A,B` (a repeated parameter too), deduplicated; refuses a malformed or too long list (400). */
function idsOf(query: unknown): string[] {
  const raw = (query as { ids?: unknown } | undefined)?.ids;
  const parts = (Array.isArray(raw) ? raw : [raw])
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const ids = [...new Set(parts)];
  if (ids.length === 0) throw AppError.badRequest('Name the stocks to follow: ?ids=HKEX-00700,NASDAQ-AAPL.');
  if (ids.length > maximumQuoteIds) {
    throw AppError.badRequest(`A stream follows at most ${maximumQuoteIds} stocks.`, { maximum: maximumQuoteIds });
  }
  const malformed = ids.filter((id) => !stockIdSchema.safeParse(id).success);
  if (malformed.length > 0) throw AppError.badRequest('Not stock ids.', { ids: malformed });
  return ids;
}

/**
 * GET /api/stockMarket/stream?ids=...: server-sent events of the named stocks' quotes (issue 15). The same checks
 * as an operation of the contract (the brand's stocks feature, a live session, no pending sign-in gate), the
 * security headers of every answer (set on the request by platform/security-headers), then one `quotes` event with
 * every asked quote and, at each tick of the process's ticker, one with those that changed; a comment line as a
 * heartbeat when nothing else was sent for a while. At most `maximumStreamsPerSession` per session (429), each for at
 * most `streamLifetimeMs`. A client that does not read is skipped until its socket drains
 * (then sent a fresh snapshot), and ended when it leaves more than `streamBufferLimitBytes` unread.
 */
export function registerQuoteStream(app: FastifyInstance, dependencies: ServiceDependencies): void {
  const offered = offers(getBrand(dependencies.config.portalVariant).flags, brandFeatures.stocks);
  const hub = quoteHubOf(dependencies);
  const open = new Set<() => void>();
  const streamsOfSession = new Map<string, number>();
  const streamsPerSession = dependencies.config.devSupport ? Number.POSITIVE_INFINITY : maximumStreamsPerSession;
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    hub.close();
  });

  app.get(stockQuoteStreamPath, async (request, reply) => {
    if (!offered) {
      throw new AppError(404, featureOffCode, 'The stock quote stream is not offered on this portal.', {
        feature: brandFeatures.stocks.name,
      });
    }
    nameActingAccount(request);
    const actor = await authorize({ kind: 'session' }, request, dependencies);
    if (actor === undefined) throw AppError.unauthenticated();
    await assertNoPendingGate(dependencies.db, actor);
    const ids = idsOf(request.query);
    const known = new Set((await findInstruments(dependencies.db, ids)).map((instrument) => instrument.stockId));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new AppError(404, 'NOT_FOUND', 'There are no such stocks.', { ids: unknown });

    const { sessionId } = actor;
    const sessionStreams = streamsOfSession.get(sessionId) ?? 0;
    if (sessionStreams >= streamsPerSession) {
      throw AppError.rateLimited(`A session may hold at most ${maximumStreamsPerSession} quote streams open.`);
    }
    streamsOfSession.set(sessionId, sessionStreams + 1);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');

    let ended = false;
    const subscriber: QuoteSubscriber = {
      ids: new Set(ids),
      send(quotesJson) {
        if (ended) return true;
        if (raw.writableLength > streamBufferLimitBytes) {
          end();
          return true;
        }
        return raw.write(`event: ${stockQuoteStreamEvent}\ndata: {"quotes":[${quotesJson.join(',')}]}\n\n`);
      },
      heartbeat() {
        if (!ended) raw.write(': heartbeat\n\n');
      },
    };
    const subscription: { unsubscribe?: () => void } = {};
    const lifetime = setTimeout(end, streamLifetimeMs);
    lifetime.unref();
    function end(): void {
      if (ended) return;
      ended = true;
      clearTimeout(lifetime);
      const remaining = (streamsOfSession.get(sessionId) ?? 1) - 1;
      if (remaining > 0) streamsOfSession.set(sessionId, remaining);
      else streamsOfSession.delete(sessionId);
      open.delete(end);
      subscription.unsubscribe?.();
      raw.end();
    }
    open.add(end);
    raw.on('drain', () => hub.resume(subscriber));
    request.raw.on('close', end);
    raw.on('close', end);
    subscription.unsubscribe = await hub.subscribe(subscriber);
    if (ended) subscription.unsubscribe();
  });
}
