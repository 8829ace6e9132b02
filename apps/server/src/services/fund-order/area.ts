import { fundOrdersMigration } from '../../db/migrations/0007-fund-orders';
import { fundPositionsMigration } from '../../db/migrations/0010-fund-positions';
import { fundDividendPaymentsMigration } from '../../db/migrations/0011-fund-dividend-payments';
import { fundOrderPlacedByMigration } from '../../db/migrations/0043-fund-order-placed-by';
import { defineArea, tablesOf } from '../../platform/area';
import type { FundOrderTables } from './fund-order-tables';
import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import { seedDemoFundActivity } from './demo-fund-activity';
import { fundOrderLifecycleJob, registerFundOrderDevSupport, runFundOrderJob } from './dev-support';
import { fundOrderImplementation } from './fund-order-service';

/** Fund orders (subscribe, redeem, switch) through their lifecycle, positions and dividend payments. */
export const fundOrderArea = defineArea({
  name: 'fund-order',
  uses: ['fund-definition', 'notification'],
  services: [fundOrderImplementation],
  tables: tablesOf<FundOrderTables>()(['fund_order', 'fund_position', 'fund_dividend_payment']),
  migrations: {
    '0007-fund-orders': fundOrdersMigration,
    '0010-fund-positions': fundPositionsMigration,
    '0011-fund-dividend-payments': fundDividendPaymentsMigration,
    '0043-fund-order-placed-by': fundOrderPlacedByMigration,
  },
  dependencies: (platform) => ({
    ...ledgerServiceDependenciesOf(platform),
    // The demo catalogue's NAVs are extended day by day; a deployment's come from the back end.
    extendsDemoPrices: platform.config.nodeEnv !== 'production',
  }),
  jobs: [
    {
      // Orders move through their statuses as the clock passes their times; the demo catalogue gets new NAVs first.
      ...fundOrderLifecycleJob,
      run: (fundOrders) => runFundOrderJob(fundOrders, { extendPrices: fundOrders.extendsDemoPrices }),
    },
  ],
  devSupport: (app, fundOrders, { config }) => registerFundOrderDevSupport(app, config, fundOrders),
  seeds: { demoActivity: (db, { clock }) => seedDemoFundActivity(db, clock) },
});
