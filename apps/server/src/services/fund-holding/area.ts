import { defineArea, tablesOf } from '../../platform/area';
import type { FundHoldingTables } from './fund-holding-tables';
import { fundHoldingImplementation } from './fund-holding-service';

/** The fund portfolio, its valuation and history, and the fund watchlist. */
export const fundHoldingArea = defineArea({
  name: 'fund-holding',
  uses: ['fund-definition', 'fund-order'],
  services: [fundHoldingImplementation],
  tables: tablesOf<FundHoldingTables>()(['fund_watchlist']),
});
