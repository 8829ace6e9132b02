import { cashMovementIndexMigration } from '../../db/migrations/0021-cash-movement-index';
import { defineArea } from '../../platform/area';
import { cashMovementImplementation } from './cash-movement-service';

/** The cash balances and the history of cash movements, read from the ledger (ADR 031). */
export const cashMovementArea = defineArea({
  name: 'cash-movement',
  uses: ['stock-order'],
  services: [cashMovementImplementation],
  // An index on the platform's ledger for the movements' keyset paging.
  migrations: { '0021-cash-movement-index': cashMovementIndexMigration },
});
