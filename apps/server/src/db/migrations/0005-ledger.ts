import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * The account ledger (issue 6): a double-entry journal of every movement of cash and units per account, asset and
 * bucket, and a cached balance per (account, source, asset) kept in step with it (platform/money/ledger.ts).
 */
export const ledgerMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);

    await db.schema
      .createTable('ledger_journal')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('reference', 'text', (column) => column.notNull())
      .addColumn('event_id', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      // A retry with the same reference finds the first journal (and its index serves that lookup).
      .addUniqueConstraint('ledger_journal_reference_uq', ['account_code', 'source', 'kind', 'reference'])
      .execute();

    await db.schema
      .createTable('ledger_entry')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('journal_id', 'text', (column) => column.notNull().references('ledger_journal.id'))
      .addColumn('line_number', 'integer', (column) => column.notNull())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('asset', 'text', (column) => column.notNull())
      .addColumn('bucket', 'text', (column) => column.notNull())
      .addColumn('amount', decimal, (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('ledger_entry_line_uq', ['journal_id', 'line_number'])
      .execute();
    // An account's movements of one asset (statements, audits).
    await db.schema
      .createIndex('ledger_entry_account_idx')
      .on('ledger_entry')
      .columns(['account_code', 'source', 'asset'])
      .execute();

    await db.schema
      .createTable('ledger_balance')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('asset', 'text', (column) => column.notNull())
      .addColumn('available', decimal, (column) => column.notNull())
      .addColumn('on_hold', decimal, (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('ledger_balance_pk', ['account_code', 'source', 'asset'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ledger_balance').execute();
    await db.schema.dropIndex('ledger_entry_account_idx').execute();
    await db.schema.dropTable('ledger_entry').execute();
    await db.schema.dropTable('ledger_journal').execute();
  },
});
