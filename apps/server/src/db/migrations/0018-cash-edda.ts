import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Direct debit authorisations (services/cash-edda/cash-edda-tables.ts; owner services/cash-edda): one per (account,
 * source, client reference); their deposits are deposit requests (method edda) of services/cash-deposit.
 */
export const cashEddaMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('cash_edda_authorisation')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('bank_code', 'text', (column) => column.notNull())
      .addColumn('account_number', 'text', (column) => column.notNull())
      .addColumn('account_holder_name', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('debit_limit', decimal, (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('reason', 'text')
      .addColumn('agreement_accepted_at', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('cash_edda_authorisation_reference_idx')
      .on('cash_edda_authorisation')
      .columns(['account_code', 'source', 'client_reference'])
      .unique()
      .execute();
    await db.schema
      .createIndex('cash_edda_authorisation_status_idx')
      .on('cash_edda_authorisation')
      .columns(['status', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cash_edda_authorisation').execute();
  },
});
