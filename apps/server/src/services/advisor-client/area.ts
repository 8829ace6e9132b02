import { advisorClientMigration } from '../../db/migrations/0042-advisor-client';
import { defineArea, tablesOf } from '../../platform/area';
import type { AdvisorClientTables } from './advisor-client-tables';
import { advisorClientImplementation } from './advisor-client-service';

/**
 * The advisor desk's clients (issue 28 parts 2 and 3; SPEC §2 Advisor area: advancedSearch, details): the search over
 * a book, saved searches and the CSV export, one client's details and the notes advisors keep on them.
 */
export const advisorClientArea = defineArea({
  name: 'advisor-client',
  uses: [
    'account-profile',
    'cash-movement',
    'crypto-order',
    'fund-order',
    'market-value-history',
    'stock-order',
    'suitability',
  ],
  services: [advisorClientImplementation],
  tables: tablesOf<AdvisorClientTables>()(['advisor_client_note', 'advisor_saved_search']),
  migrations: { '0042-advisor-client': advisorClientMigration },
});
