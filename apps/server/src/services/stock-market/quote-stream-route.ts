import type { FastifyInstance } from 'fastify';
import { maximumQuoteIds, stockIdSchema, stockQuoteStreamEvent, stockQuoteStreamPath } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, featureOffCode, offers } from '@portal/contract/domain/brand-features';
import { assertNoPendingGate, authorize } from '../../platform/access';
import { AppError } from '../../platform/errors';
import type { ServiceDependencies } from '../../platform/rpc';
import { findInstruments } from './instruments';
import { quoteHubOf } from './market-data-feed';
import type { QuoteSubscriber } from './quote-hub';

/** Bytes a client may leave unread before its stream is ended (it is skipped as soon as the socket says it is full). */
export const streamBufferLimitBytes = 1_048_576;

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
 * heartbeat when nothing else was sent for a while. A client that does not read is skipped until its socket drains
 * (then sent a fresh snapshot), and ended when it leaves more than `streamBufferLimitBytes` unread.
 */
export function registerQuoteStream(app: FastifyInstance, dependencies: ServiceDependencies): void {
  const offered = offers(getBrand(dependencies.config.portalVariant).flags, brandFeatures.stocks);
  const hub = quoteHubOf(dependencies);
  const open = new Set<() => void>();
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
    const actor = await authorize({ kind: 'session' }, request, dependencies);
    if (actor !== undefined) await assertNoPendingGate(dependencies.db, actor);
    const ids = idsOf(request.query);
    const known = new Set((await findInstruments(dependencies.db, ids)).map((instrument) => instrument.stockId));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new AppError(404, 'NOT_FOUND', 'There are no such stocks.', { ids: unknown });

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
    function end(): void {
      if (ended) return;
      ended = true;
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
