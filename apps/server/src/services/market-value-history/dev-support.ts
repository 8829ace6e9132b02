import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import { runSnapshotJob, type SnapshotPlatform } from './snapshots';

/** Where journeys run the daily snapshot now (PORTAL_DEV_SUPPORT=on, never production). */
export const marketValueHistoryDevSupportPaths = { snapshot: '/api/_dev/marketValueHistory/snapshot' } as const;

/**
 * POST /api/_dev/marketValueHistory/snapshot runs the snapshot job's turn now (the demo backfill, then today's
 * snapshot, each once), so a journey need not wait for the scheduler's first turn.
 */
export function registerMarketValueHistoryDevSupport(app: FastifyInstance, platform: SnapshotPlatform): void {
  app.post(marketValueHistoryDevSupportPaths.snapshot, async (request) => {
    assertSameSiteRequest(request);
    await runSnapshotJob(platform);
    return { now: platform.clock.now().toISOString() };
  });
}
