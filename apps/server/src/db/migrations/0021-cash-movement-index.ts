import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Cash movements (issue 16, ADR 031) read one cash asset of an account's available bucket newest first, a page at
 * a time from a keyset position. ledger_entry_account_idx (account, source, asset) finds the lines but not their
 * order: a first page would sort every line of the currency. This index is the list's order, so a page (first or
 * deep) is a range scan of pageSize + 1 entries.
 */
export const cashMovementIndexMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('ledger_entry_movement_idx')
      .on('ledger_entry')
      .columns(['account_code', 'source', 'asset', 'bucket', 'created_at', 'journal_id', 'line_number'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('ledger_entry_movement_idx').execute();
  },
});
