import type { FastifyInstance } from 'fastify';
import { assertSameSiteRequest } from '../../platform/identity/access';
import { refreshPositions } from './position-refresh';
import { runSnapshotJob, type SnapshotPlatform } from './snapshots';

/** Where journeys run the daily snapshot now (PORTAL_DEV_SUPPORT=on, never production). */
export const marketValueHistoryDevSupportPaths = {
  snapshot: '/api/_dev/marketValueHistory/snapshot',
  positions: '/api/_dev/marketValueHistory/positions',
} as const;

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
  // The position refresh's turn now (issue 28): the accounts that moved since their valuation, valued again.
  app.post(marketValueHistoryDevSupportPaths.positions, async (request) => {
    assertSameSiteRequest(request);
    return { valued: await refreshPositions(platform) };
  });
}
