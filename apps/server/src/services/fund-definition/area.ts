import { fundCatalogueMigration } from '../../db/migrations/0006-fund-catalogue';
import { fundHoldingsMigration } from '../../db/migrations/0008-fund-holdings';
import { defineArea, tablesOf } from '../../platform/area';
import type { FundTables } from './fund-tables';
import { seedFundCatalogue } from './fund-catalogue';
import { fundDefinitionImplementation } from './fund-definition-service';

/** The fund catalogue: funds, their NAVs, dividends and statistics. */
export const fundDefinitionArea = defineArea({
  name: 'fund-definition',
  services: [fundDefinitionImplementation],
  tables: tablesOf<FundTables>()(['fund', 'fund_price', 'fund_dividend', 'fund_statistic']),
  // 0008 also made fund-holding's watchlist, before areas owned their migrations.
  migrations: { '0006-fund-catalogue': fundCatalogueMigration, '0008-fund-holdings': fundHoldingsMigration },
  seeds: {
    // Each brand lists its own funds (demo and team all 60); tests that name no brand get every fund.
    catalogue: async (db, { clock, brand }) => {
      await seedFundCatalogue(db, clock, brand === undefined ? {} : { variant: brand.variant });
    },
  },
});
