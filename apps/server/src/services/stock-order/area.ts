import { stockOrdersMigration } from '../../db/migrations/0014-stock-orders';
import { stockExtendedHoursMigration } from '../../db/migrations/0030-stock-extended-hours';
import { defineArea, tablesOf } from '../../platform/area';
import type { StockOrderTables } from './stock-order-tables';
import { registerStockOrderDevSupport, stockMatchingJob } from './dev-support';
import { runStockMatching } from './matching';
import { seedDemoTradingAccounts } from './trading-account';
import { stockOrderDependenciesOf, stockOrderImplementation } from './stock-order-wiring';

/** Stock orders, their matching against the market's trades, positions and trading accounts (ADR 028). */
export const stockOrderArea = defineArea({
  name: 'stock-order',
  uses: ['stock-market'],
  services: [stockOrderImplementation],
  tables: tablesOf<StockOrderTables>()([
    'stock_trading_account',
    'stock_trade_password_session',
    'stock_order',
    'stock_trade',
    'stock_position',
  ]),
  migrations: {
    '0014-stock-orders': stockOrdersMigration,
    '0030-stock-extended-hours': stockExtendedHoursMigration,
  },
  dependencies: stockOrderDependenciesOf,
  // Resting orders fill against the market's trades as the clock passes them (the matching simulator).
  jobs: [{ ...stockMatchingJob, run: runStockMatching }],
  devSupport: (app, stockOrders, { config }) => registerStockOrderDevSupport(app, config, stockOrders),
  // The demo accounts' stock trading permissions, BCANs and trade passwords (README "Demo accounts").
  seeds: { demo: (db, { passwords, seededAt }) => seedDemoTradingAccounts(db, passwords, seededAt) },
});
