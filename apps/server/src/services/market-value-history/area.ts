import { brandFeatures } from '@portal/contract/domain/brand-features';
import { marketValueHistoryMigration } from '../../db/migrations/0036-market-value-history';
import { marketValuePositionsMigration } from '../../db/migrations/0040-market-value-positions';
import { defineArea, tablesOf } from '../../platform/area';
import type { MarketValueHistoryTables } from './market-value-history-tables';
import { marketValueHistoryImplementation } from './market-value-history-service';
import { registerMarketValueHistoryDevSupport } from './dev-support';
import { positionRefreshJob, refreshPositions } from './position-refresh';
import { runSnapshotJob, snapshotJob } from './snapshots';
import { registerPortfolioSummaryFiles } from './summary-route';

/**
 * The one portfolio across everything a client holds, its daily net worth snapshots and returns, and the client's
 * named portfolios (issue 26 parts 2 and 3; SPEC §7 market-value-history; ADR 056).
 */
export const marketValueHistoryArea = defineArea({
  name: 'market-value-history',
  uses: ['asset-holding', 'cash-movement', 'crypto-order', 'fund-holding', 'stock-order'],
  services: [marketValueHistoryImplementation],
  tables: tablesOf<MarketValueHistoryTables>()([
    'market_value_snapshot_day',
    'market_value_snapshot',
    'named_portfolio',
    'named_portfolio_holding',
    'named_portfolio_target',
    'market_value_position',
  ]),
  migrations: {
    '0036-market-value-history': marketValueHistoryMigration,
    '0040-market-value-positions': marketValuePositionsMigration,
  },
  // Once a day on the server clock (the first run of each Hong Kong day claims it), and the demo's backfill; every
  // minute, the positions of the accounts that moved since (the advisor desk's).
  jobs: [
    { ...snapshotJob, feature: brandFeatures.assets, run: runSnapshotJob },
    { ...positionRefreshJob, feature: brandFeatures.advisorDesk, run: refreshPositions },
  ],
  // The portfolio summary PDF in the client's language (a download, not JSON).
  routes: (app, platform) => registerPortfolioSummaryFiles(app, platform),
  devSupport: (app, platform) => registerMarketValueHistoryDevSupport(app, platform),
});
