import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { assetHoldingsMigration } from '../../db/migrations/0035-asset-holdings';
import { defineArea, tablesOf } from '../../platform/area';
import type { AssetHoldingTables } from './asset-holding-tables';
import { assetHoldingImplementation } from './asset-holding-service';
import { registerAssetAttachmentFiles } from './attachments';
import { seedDemoHoldings } from './demo-holdings';

/** Other assets (issue 26 part 1): holdings kept elsewhere, their valuations and attachments; prices of linked ones. */
export const assetHoldingArea = defineArea({
  name: 'asset-holding',
  uses: ['stock-market', 'crypto-market'],
  services: [assetHoldingImplementation],
  tables: tablesOf<AssetHoldingTables>()(['asset_holding', 'asset_holding_valuation', 'asset_holding_attachment']),
  migrations: { '0035-asset-holdings': assetHoldingsMigration },
  routes: (app, { db, clock, actorCache, brand }) =>
    registerAssetAttachmentFiles(app, { db, clock, actorCache, offered: offers(brand.flags, brandFeatures.assets) }),
  // C10001's flat, car and gold with a few years of valuations.
  seeds: { demo: (db, { seededAt }) => seedDemoHoldings(db, seededAt) },
});
