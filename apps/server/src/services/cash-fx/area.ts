import { cashFxMigration } from '../../db/migrations/0020-cash-fx';
import { defineArea, tablesOf } from '../../platform/area';
import type { CashFxTables } from './cash-fx-tables';
import { cashFxImplementation } from './cash-fx-service';

/** Currency exchange between the client's cash currencies: firm quotes and conversions (ADR 034). */
export const cashFxArea = defineArea({
  name: 'cash-fx',
  uses: ['cash-movement'],
  services: [cashFxImplementation],
  tables: tablesOf<CashFxTables>()(['cash_fx_quote', 'cash_fx_conversion']),
  migrations: { '0020-cash-fx': cashFxMigration },
});
