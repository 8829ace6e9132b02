import { defineArea, tablesOf } from '../../platform/area';
import type { AccountTaxTables } from './account-tax-tables';
import { accountTaxImplementation } from './account-tax-service';

/** The client's tax status and residences (ADR 039). */
export const accountTaxArea = defineArea({
  name: 'account-tax',
  services: [accountTaxImplementation],
  tables: tablesOf<AccountTaxTables>()(['account_tax_status', 'account_tax_residence']),
});
