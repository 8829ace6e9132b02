import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountCodeSchema, loginSourceSchema } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { featureOffCode, offers, type BrandFeature } from '@portal/contract/domain/brand-features';
import { assertNoPendingGate, authorize } from '../identity/access';
import type { Database } from '../db/db';
import { AppError } from '../http/errors';
import type { QuoteHub, QuoteSubscriber } from './quote-hub';
import type { Actor } from '../identity/sessions';
import { actingAccountHeaders, sessionLifetimeMs } from '../identity/sessions';
import type { ServiceDependencies } from '../http/rpc';

/*
 * The live quote stream of a market (issue 15 for stocks, ADR 029; crypto on the same route code since issue 18, ADR
 * 042): one server-sent events stream per tab and market, fed by the market's quote hub (platform/market/quote-hub.ts).
 */

/** What a market's stream is: its path and event, the feature it needs, its ids, and its hub. */
export type QuoteStreamSpec<Quote> = {
  readonly path: string;
  readonly event: string;
  readonly feature: BrandFeature;
  /** Words for messages: 'stock', 'pair'. */
  readonly noun: string;
  readonly maximumIds: number;
  readonly isId: (id: string) => boolean;
  /** An example of `?ids=` for the message of a missing list. */
  readonly exampleIds: string;
  /** The known ones of these ids. */
  readonly knownIds: (db: Kysely<Database>, ids: readonly string[]) => Promise<ReadonlySet<string>>;
  readonly hub: QuoteHub<Quote>;
  /** A further check of the session (crypto: a virtual-asset session only); throws its refusal. */
  readonly checkActor?: (actor: Actor) => void;
};

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
function idsOf(
  query: unknown,
  spec: Pick<QuoteStreamSpec<unknown>, 'noun' | 'maximumIds' | 'isId' | 'exampleIds'>,
): string[] {
  const raw = (query as { ids?: unknown } | undefined)?.ids;
  const parts = (Array.isArray(raw) ? raw : [raw])
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const ids = [...new Set(parts)];
  if (ids.length === 0) throw AppError.badRequest(`Name the ${spec.noun}s to follow: ?ids=${spec.exampleIds}.`);
  if (ids.length > spec.maximumIds) {
    throw AppError.badRequest(`A stream follows at most ${spec.maximumIds} ${spec.noun}s.`, {
      maximum: spec.maximumIds,
    });
  }
  const malformed = ids.filter((id) => !spec.isId(id));
  if (malformed.length > 0) throw AppError.badRequest(`Not ${spec.noun} ids.`, { ids: malformed });
  return ids;
}

/**
 * GET <path>?ids=...: server-sent events of the named instruments' quotes (issue 15). The same checks
 * as an operation of the contract (the brand's feature, a live session, no pending sign-in gate), the
 * security headers of every answer (set on the request by platform/http/security-headers), then one `quotes` event with
 * every asked quote and, at each tick of the process's ticker, one with those that changed; a comment line as a
 * heartbeat when nothing else was sent for a while. At most `maximumStreamsPerSession` per session (429), each for at
 * most `streamLifetimeMs`. A client that does not read is skipped until its socket drains
 * (then sent a fresh snapshot), and ended when it leaves more than `streamBufferLimitBytes` unread.
 */
export function registerQuoteStreamRoute<Quote>(
  app: FastifyInstance,
  dependencies: ServiceDependencies,
  spec: QuoteStreamSpec<Quote>,
): void {
  const offered = offers(getBrand(dependencies.config.portalVariant).flags, spec.feature);
  const { hub } = spec;
  const open = new Set<() => void>();
  const streamsOfSession = new Map<string, number>();
  const streamsPerSession = dependencies.config.devSupport ? Number.POSITIVE_INFINITY : maximumStreamsPerSession;
  // The hub hands subscribers of the same ids the same list at a tick: its event is written and encoded once.
  const events = new WeakMap<readonly string[], Buffer>();
  const eventOf = (quotesJson: readonly string[]): Buffer => {
    let event = events.get(quotesJson);
    if (event === undefined) {
      event = Buffer.from(`event: ${spec.event}\ndata: {"quotes":[${quotesJson.join(',')}]}\n\n`);
      events.set(quotesJson, event);
    }
    return event;
  };
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    hub.close();
  });

  app.get(spec.path, async (request, reply) => {
    if (!offered) {
      throw new AppError(404, featureOffCode, `The ${spec.noun} quote stream is not offered on this portal.`, {
        feature: spec.feature.name,
      });
    }
    nameActingAccount(request);
    const actor = await authorize({ kind: 'session' }, request, dependencies);
    if (actor === undefined) throw AppError.unauthenticated();
    await assertNoPendingGate(dependencies.db, actor);
    spec.checkActor?.(actor);
    const ids = idsOf(request.query, spec);
    const known = await spec.knownIds(dependencies.db, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new AppError(404, 'NOT_FOUND', `There are no such ${spec.noun}s.`, { ids: unknown });

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
        return raw.write(eventOf(quotesJson));
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
