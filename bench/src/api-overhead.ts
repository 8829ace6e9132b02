import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { measureRequestsPerSecond } from './load';
import { spreadOf, type Spread } from './figures';
import { clientHeaders, signedInHeaders } from './portal-session';

export type ApiOverhead = {
  /** Requests per second, one figure per round. */
  readonly portalRequestsPerSecond: Spread;
  /** account.retrieveInactiveTimes with a session: the cookie looked up and checked on every call. */
  readonly authenticatedRequestsPerSecond: Spread;
  readonly bareRequestsPerSecond: Spread;
  /** bare / portal, round by round: 1.0 means no overhead. */
  readonly ratio: Spread;
  /** bare / authenticated, round by round: issue 25's goal is at most 1.4. */
  readonly authenticatedRatio: Spread;
};

/**
 * `example.alive` and a cheap authenticated call (`account.retrieveInactiveTimes`, whose session is looked up in the
 * database each time) through the whole portal server (security headers, cross-site check, contract parsing of input
 * and output) next to a bare Fastify route answering the same JSON, all in this process, measured alternately.
 */
export async function measureApiOverhead({
  rounds,
  durationMs,
}: {
  rounds: number;
  durationMs: number;
}): Promise<ApiOverhead> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const portal = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_VARIANT: 'demo', LOG_LEVEL: 'silent' }),
    { logger: false },
  );
  const bare = Fastify({ logger: false });
  const serverId = randomUUID();
  bare.post('/alive', async () => ({ serverId }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const portalUrl = `${portal.url}/api/example/alive`;
  const authenticatedUrl = `${portal.url}/api/account/retrieveInactiveTimes`;
  const load = { durationMs, concurrency: 16 };
  try {
    const portalLoad = { ...load, headers: clientHeaders };
    const authenticatedLoad = { ...load, headers: await signedInHeaders(portal.url) };
    // Warm them up (JIT, connection pools) before counting.
    await measureRequestsPerSecond(portalUrl, { ...portalLoad, durationMs: 500 });
    await measureRequestsPerSecond(authenticatedUrl, { ...authenticatedLoad, durationMs: 500 });
    await measureRequestsPerSecond(`${bareUrl}/alive`, { ...load, durationMs: 500 });
    const alive: number[] = [];
    const authenticated: number[] = [];
    const bareRates: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      alive.push((await measureRequestsPerSecond(portalUrl, portalLoad)).requestsPerSecond);
      authenticated.push((await measureRequestsPerSecond(authenticatedUrl, authenticatedLoad)).requestsPerSecond);
      bareRates.push((await measureRequestsPerSecond(`${bareUrl}/alive`, load)).requestsPerSecond);
    }
    const over = (rates: readonly number[]) => spreadOf(rates.map((rate, round) => (bareRates[round] ?? 0) / rate));
    return {
      portalRequestsPerSecond: spreadOf(alive),
      authenticatedRequestsPerSecond: spreadOf(authenticated),
      bareRequestsPerSecond: spreadOf(bareRates),
      ratio: over(alive),
      authenticatedRatio: over(authenticated),
    };
  } finally {
    await bare.close();
    await portal.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
