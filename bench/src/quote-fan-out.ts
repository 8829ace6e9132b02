import { benchPortalFiles } from './bench-portal';
import { rm } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { percentile, roundsOf, spreadOf, type Spread } from './figures';
import { signedInHeaders } from './portal-session';

export type FanOutFigures = {
  readonly subscribers: number;
  readonly ids: readonly string[];
  /** Ticks that reached every subscriber during the measurement. */
  readonly ticks: number;
  /** Per tick, from the tick (the server clock's instant of the quote) to its arrival at the LAST subscriber, ms. */
  readonly lastSubscriberP50Ms: number;
  readonly lastSubscriberP99Ms: number;
  /** The ticks in five consecutive rounds: each round's 99th percentile. */
  readonly lastSubscriberP99ByRound: Spread;
  /** Over every delivery (each tick at each subscriber). */
  readonly deliveryP50Ms: number;
  readonly deliveryP99Ms: number;
  /** Growth of the server's JavaScript heap per open stream (after a full collection before and after). */
  readonly heapBytesPerSubscriber: number;
};

/** A full garbage collection of this thread's heap (the server's; the clients live in a worker with its own heap). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

/** The clients: plain Node in a worker thread, so their objects do not count in the server's heap. */
const clientSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, cookie, subscribers, offsetMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: subscribers + 10 });
// While measuring, a chunk is only kept with its arrival time: the events are cut and read after the stop, so that
// the clients' own parsing (a thousand tabs in one thread here) is not counted as the server's delay.
const received = Array.from({ length: subscribers }, () => []);
let measuring = false;
let ready = 0;
const requests = [];
for (let index = 0; index < subscribers; index += 1) {
  const request = http.get(url, { agent, headers: { cookie } }, (response) => {
    if (response.statusCode !== 200) { parentPort.postMessage({ error: 'stream answered ' + response.statusCode }); return; }
    let first = true;
    response.on('data', (chunk) => {
      if (measuring) { received[index].push(Date.now(), chunk); return; }
      if (first && chunk.includes('data: ')) { first = false; ready += 1; if (ready === subscribers) parentPort.postMessage({ ready: true }); }
    });
  });
  requests.push(request);
}
/** Each event completed in this subscriber's chunks, with the arrival of the chunk that completed it. */
function deliveriesOf(index, into) {
  const chunks = received[index];
  let buffer = '';
  for (let at = 0; at < chunks.length; at += 2) {
    const receivedMs = chunks[at];
    buffer += chunks[at + 1].toString('utf8');
    let end = buffer.indexOf('\\n\\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\\n\\n');
      const line = block.split('\\n').find((text) => text.startsWith('data: '));
      if (line === undefined) continue;
      let quotes;
      try { ({ quotes } = JSON.parse(line.slice(6))); } catch { continue; } // the tail of an event from before 'measure'
      const tick = quotes.reduce((latest, quote) => Math.max(latest, Date.parse(quote.at)), 0);
      into.push([index, tick - offsetMs, receivedMs]);
    }
  }
}
parentPort.on('message', (message) => {
  if (message === 'measure') measuring = true;
  if (message === 'stop') {
    measuring = false;
    for (const request of requests) request.destroy();
    agent.destroy();
    const deliveries = [];
    for (let index = 0; index < subscribers; index += 1) deliveriesOf(index, deliveries);
    parentPort.postMessage({ deliveries });
  }
});
`;

/** The next weekday's 10:00 in Hong Kong (02:00 UTC), as an offset from now: the simulator trades then. */
function offsetToHongKongMorning(): number {
  const now = Date.now();
  const target = new Date(now);
  target.setUTCHours(2, 0, 0, 0);
  while (target.getTime() <= now || target.getUTCDay() === 0 || target.getUTCDay() === 6) {
    target.setUTCDate(target.getUTCDate() + 1);
  }
  return target.getTime() - now;
}

/**
 * `subscribers` streams of the same stocks on one server, the server's clock set to a Hong Kong trading morning:
 * for `durationMs` each tick's delivery to each subscriber is recorded (the tick's instant is the quotes' `at` on
 * the server clock, less its offset). Printed figures; nothing fails on time.
 */
export async function measureQuoteFanOut(subscribers: number, durationMs: number): Promise<FanOutFigures> {
  // Dev support lifts the cap of streams per session: the 1,000 subscribers share C10001's one session.
  const { dataDir, env } = await benchPortalFiles('quotes', { PORTAL_DEV_SUPPORT: 'on' });
  const offsetMs = offsetToHongKongMorning();
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  const ids = ['HKEX-00700', 'HKEX-00005', 'HKEX-09988', 'HKEX-03690', 'HKEX-01299'];
  const portal = await startServer(loadConfig(env), { logger: false, clock });
  try {
    const { cookie = '' } = await signedInHeaders(portal.url);
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const worker = new Worker(clientSource, {
      eval: true,
      workerData: { url: `${portal.url}/api/stockMarket/stream?ids=${ids.join(',')}`, cookie, subscribers, offsetMs },
    });
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { ready?: boolean; error?: string }) => {
        if (message.error !== undefined) reject(new Error(message.error));
        if (message.ready === true) resolve();
      });
      worker.on('error', reject);
    });
    collectGarbage();
    const heapBytesPerSubscriber = (process.memoryUsage().heapUsed - heapBefore) / subscribers;
    worker.postMessage('measure');
    await new Promise((resolve) => setTimeout(resolve, durationMs));
    const { deliveries } = await new Promise<{ deliveries: [number, number, number][] }>((resolve) => {
      worker.on('message', (message: { deliveries?: [number, number, number][] }) => {
        if (message.deliveries !== undefined) resolve({ deliveries: message.deliveries });
      });
      worker.postMessage('stop');
    });
    await worker.terminate();

    const byTick = new Map<number, { count: number; lastMs: number }>();
    for (const [, tickMs, receivedMs] of deliveries) {
      const entry = byTick.get(tickMs) ?? { count: 0, lastMs: 0 };
      entry.count += 1;
      entry.lastMs = Math.max(entry.lastMs, receivedMs);
      byTick.set(tickMs, entry);
    }
    const complete = [...byTick.entries()].filter(([, entry]) => entry.count === subscribers);
    const lastDelays = complete.map(([tickMs, entry]) => entry.lastMs - tickMs);
    const deliveryDelays = deliveries.map(([, tickMs, receivedMs]) => receivedMs - tickMs);
    return {
      subscribers,
      ids,
      ticks: complete.length,
      lastSubscriberP50Ms: percentile(lastDelays, 0.5),
      lastSubscriberP99Ms: percentile(lastDelays, 0.99),
      lastSubscriberP99ByRound: spreadOf(roundsOf(lastDelays, 5).map((round) => percentile(round, 0.99))),
      deliveryP50Ms: percentile(deliveryDelays, 0.5),
      deliveryP99Ms: percentile(deliveryDelays, 0.99),
      heapBytesPerSubscriber,
    };
  } finally {
    await portal.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
