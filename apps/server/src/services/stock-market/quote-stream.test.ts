import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maximumQuoteIds, stockQuoteStreamEventSchema, type StockQuote } from '@portal/contract';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { quoteHubOf } from './market-data-feed';
import { maximumStreamsPerSession } from './quote-stream-route';

/** A client of the stream: the events received so far, parsed. */
type StreamClient = {
  readonly response: IncomingMessage;
  readonly events: StockQuote[][];
  readonly comments: string[];
  /** The whole body, once the server ends it. */
  readonly body: Promise<string>;
  nextEvent(): Promise<StockQuote[]>;
  close(): void;
};

async function openStream(baseUrl: string, query: string, cookie?: string): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = httpRequest(`${baseUrl}/api/stockMarket/stream?${query}`, {
      headers: cookie === undefined ? {} : { cookie },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const events: StockQuote[][] = [];
      const comments: string[] = [];
      const waiting: ((quotes: StockQuote[]) => void)[] = [];
      let buffer = '';
      let delivered = 0;
      let whole = '';
      response.setEncoding('utf8');
      const body = new Promise<string>((resolveBody) => response.on('end', () => resolveBody(whole)));
      response.on('data', (chunk: string) => {
        whole += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) comments.push(block);
          const data = block
            .split('\n')
            .find((line) => line.startsWith('data: '))
            ?.slice(6);
          if (data !== undefined && block.includes('event: quotes')) {
            events.push(stockQuoteStreamEventSchema.parse(JSON.parse(data)).quotes);
          }
          end = buffer.indexOf('\n\n');
        }
        while (waiting.length > 0 && delivered < events.length) {
          const event = events[delivered];
          delivered += 1;
          if (event !== undefined) waiting.shift()?.(event);
        }
      });
      resolve({
        response,
        events,
        comments,
        body,
        nextEvent: () =>
          new Promise((resolveEvent) => {
            if (delivered < events.length) {
              const event = events[delivered];
              delivered += 1;
              if (event !== undefined) resolveEvent(event);
              return;
            }
            waiting.push(resolveEvent);
          }),
        close: () => request.destroy(),
      });
    });
    request.end();
  });
}

async function codeOf(client: StreamClient): Promise<string> {
  return (JSON.parse(await client.body) as { code: string }).code;
}

describe('the live quote stream', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let cookie: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    // Wednesday 25 November 2026, 10:30 in Hong Kong and Shanghai; 21:30 on Tuesday in New York (closed).
    testApp.clock.set('2026-11-25T02:30:00.000Z');
    ({ cookie } = await signIn(testApp, 'C10001'));
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const hub = () => quoteHubOf({ config: testApp.config, db: testApp.database.db, clock: testApp.clock });

  it('sends the asked quotes at once, then at each tick those that changed, and only the asked ones', async () => {
    const first = await openStream(baseUrl, 'ids=HKEX-00700,NASDAQ-AAPL', cookie);
    expect(first.response.statusCode).toBe(200);
    expect(first.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(first.response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.response.headers['x-content-type-options']).toBe('nosniff');
    expect(first.response.headers['cache-control']).toBe('no-store');
    const second = await openStream(baseUrl, 'ids=SSE-600519', cookie);

    const initial = await first.nextEvent();
    expect(initial.map((quote) => quote.stockId).sort()).toEqual(['HKEX-00700', 'NASDAQ-AAPL']);
    expect((await second.nextEvent()).map((quote) => quote.stockId)).toEqual(['SSE-600519']);

    testApp.clock.advance(60_000);
    await hub().tick();
    const tick = await first.nextEvent();
    // New York is closed: only Tencent moved.
    expect(tick.map((quote) => quote.stockId)).toEqual(['HKEX-00700']);
    expect(tick[0]?.at).toBe('2026-11-25T02:31:00.000Z');
    expect(tick[0]?.volume).not.toBe(initial.find((quote) => quote.stockId === 'HKEX-00700')?.volume);
    expect((await second.nextEvent()).map((quote) => quote.stockId)).toEqual(['SSE-600519']);

    // Nothing moved: nothing is sent.
    await hub().tick();
    testApp.clock.advance(60_000);
    await hub().tick();
    expect((await first.nextEvent())[0]?.at).toBe('2026-11-25T02:32:00.000Z');
    expect(first.events.flat().every((quote) => quote.stockId !== 'SSE-600519')).toBe(true);
    expect(second.events.flat().every((quote) => quote.stockId === 'SSE-600519')).toBe(true);
    first.close();
    second.close();
  });

  it('removes a client that disconnects', async () => {
    await vi.waitFor(() => expect(hub().subscriberCount()).toBe(0));
    const client = await openStream(baseUrl, 'ids=HKEX-00005', cookie);
    await client.nextEvent();
    expect(hub().subscriberCount()).toBe(1);
    client.close();
    await vi.waitFor(() => expect(hub().subscriberCount()).toBe(0));
  });

  it('refuses a caller without a session, unknown or malformed ids and too many ids', async () => {
    const anonymous = await openStream(baseUrl, 'ids=HKEX-00700');
    expect(anonymous.response.statusCode).toBe(401);
    expect(await codeOf(anonymous)).toBe('UNAUTHENTICATED');
    const unknown = await openStream(baseUrl, 'ids=HKEX-00700,HKEX-99999', cookie);
    expect(unknown.response.statusCode).toBe(404);
    expect(await codeOf(unknown)).toBe('NOT_FOUND');
    const malformed = await openStream(baseUrl, 'ids=HKEX-00700,<script>', cookie);
    expect(malformed.response.statusCode).toBe(400);
    const none = await openStream(baseUrl, 'ids=', cookie);
    expect(none.response.statusCode).toBe(400);
    const ids = Array.from({ length: maximumQuoteIds + 1 }, (_, index) => `NASDAQ-X${index}`).join(',');
    const tooMany = await openStream(baseUrl, `ids=${ids}`, cookie);
    expect(tooMany.response.statusCode).toBe(400);
    expect(await codeOf(tooMany)).toBe('BAD_REQUEST');
    expect(hub().subscriberCount()).toBe(0);
  });

  it('uses the session the URL names when the browser holds several', async () => {
    const other = await signIn(testApp, 'C10005');
    const both = `${cookie}; ${other.cookie}`;
    const ambiguous = await openStream(baseUrl, 'ids=HKEX-00700', both);
    expect(ambiguous.response.statusCode).toBe(401);
    await ambiguous.body;
    const named = await openStream(baseUrl, 'ids=HKEX-00700&accountCode=C10005&source=gateway', both);
    expect(named.response.statusCode).toBe(200);
    expect((await named.nextEvent()).map((quote) => quote.stockId)).toEqual(['HKEX-00700']);
    named.close();
    await vi.waitFor(() => expect(hub().subscriberCount()).toBe(0));
  });

  it('skips a client that does not read instead of buffering for it, and catches it up once it drains', async () => {
    const writes: string[][] = [];
    let full = true;
    const subscriber = {
      ids: new Set(['HKEX-00700']),
      send: (json: readonly string[]) => {
        writes.push([...json]);
        return !full;
      },
      heartbeat: () => undefined,
    };
    const unsubscribe = await hub().subscribe(subscriber);
    expect(writes).toHaveLength(1);
    testApp.clock.advance(60_000);
    await hub().tick();
    testApp.clock.advance(60_000);
    await hub().tick();
    // Still congested after the snapshot: skipped at both ticks.
    expect(writes).toHaveLength(1);
    full = false;
    hub().resume(subscriber);
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    const caughtUp = JSON.parse(writes[1]?.[0] ?? '{}') as StockQuote;
    expect(caughtUp.at).toBe(testApp.clock.now().toISOString());
    testApp.clock.advance(60_000);
    await hub().tick();
    expect(writes).toHaveLength(3);
    unsubscribe();
  });
});

describe('streams per session', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let cookie: string;
  beforeAll(async () => {
    // As in production: no dev support, so the cap holds.
    testApp = await createTestApp({ env: { PORTAL_DEV_SUPPORT: 'off' } });
    testApp.clock.set('2026-11-25T02:30:00.000Z');
    ({ cookie } = await signIn(testApp, 'C10001'));
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it(`refuses a session more than ${maximumStreamsPerSession} streams at once, and frees a place when one closes`, async () => {
    const clients: StreamClient[] = [];
    for (let index = 0; index < maximumStreamsPerSession; index += 1) {
      const client = await openStream(baseUrl, 'ids=HKEX-00700', cookie);
      expect(client.response.statusCode).toBe(200);
      await client.nextEvent();
      clients.push(client);
    }
    const refused = await openStream(baseUrl, 'ids=HKEX-00700', cookie);
    expect(refused.response.statusCode).toBe(429);
    clients.pop()?.close();
    const hub = quoteHubOf({ config: testApp.config, db: testApp.database.db, clock: testApp.clock });
    await vi.waitFor(() => expect(hub.subscriberCount()).toBe(maximumStreamsPerSession - 1));
    const again = await openStream(baseUrl, 'ids=HKEX-00700', cookie);
    expect(again.response.statusCode).toBe(200);
    for (const client of [...clients, again]) client.close();
  });
});
