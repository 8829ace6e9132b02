import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { measureRequestsPerSecond } from './load';

export type ApiOverhead = {
  readonly portalRequestsPerSecond: number;
  readonly bareRequestsPerSecond: number;
  /** bare / portal: 1.0 means no overhead; the budget (ARCHITECTURE §9) is at most 2. */
  readonly ratio: number;
};

/**
 * `example.alive` through the whole portal server (config, security headers, contract parsing of input and output)
 * next to a bare Fastify route answering the same JSON, both in this process, measured alternately.
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
  const load = { durationMs, concurrency: 16 };
  try {
    // Warm both up (JIT, connection pools) before counting.
    await measureRequestsPerSecond(portalUrl, { ...load, durationMs: 500 });
    await measureRequestsPerSecond(`${bareUrl}/alive`, { ...load, durationMs: 500 });
    let portalBest = 0;
    let bareBest = 0;
    for (let round = 0; round < rounds; round += 1) {
      portalBest = Math.max(portalBest, (await measureRequestsPerSecond(portalUrl, load)).requestsPerSecond);
      bareBest = Math.max(bareBest, (await measureRequestsPerSecond(`${bareUrl}/alive`, load)).requestsPerSecond);
    }
    return { portalRequestsPerSecond: portalBest, bareRequestsPerSecond: bareBest, ratio: bareBest / portalBest };
  } finally {
    await bare.close();
    await portal.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
