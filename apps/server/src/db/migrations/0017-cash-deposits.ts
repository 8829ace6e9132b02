import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Deposit requests and their proofs of payment (services/cash-deposit/cash-deposit-tables.ts; owner
 * services/cash-deposit): one request per (account, source, client reference); a proof's bytes in a table of its own
 * so that listing requests never reads them.
 */
export const cashDepositsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('cash_deposit_proof')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('file_type', 'text', (column) => column.notNull())
      .addColumn('size_bytes', 'integer', (column) => column.notNull())
      .addColumn('sha256', 'text', (column) => column.notNull())
      .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('cash_deposit_request')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('amount', decimal, (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('submitted_at', 'text', (column) => column.notNull())
      .addColumn('after_cut_off', 'integer', (column) => column.notNull())
      .addColumn('expected_credit_date', 'text', (column) => column.notNull())
      .addColumn('processing_at', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('reason', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('dda_reference', 'text')
      .addColumn('proof_id', 'text', (column) => column.references('cash_deposit_proof.id'))
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('cash_deposit_request_reference_idx')
      .on('cash_deposit_request')
      .columns(['account_code', 'source', 'client_reference'])
      .unique()
      .execute();
    await db.schema
      .createIndex('cash_deposit_request_account_idx')
      .on('cash_deposit_request')
      .columns(['account_code', 'source', 'submitted_at'])
      .execute();
    await db.schema
      .createIndex('cash_deposit_request_status_idx')
      .on('cash_deposit_request')
      .columns(['status', 'submitted_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cash_deposit_request').execute();
    await db.schema.dropTable('cash_deposit_proof').execute();
  },
});
