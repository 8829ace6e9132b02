import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Cash withdrawals (services/cash-withdrawal/cash-withdrawal-tables.ts; owner services/cash-withdrawal, ADR 033): the
 * client's registered bank accounts, the withdrawal requests (one per client reference) and the wrong step-up answers.
 */
export const cashWithdrawalsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('cash_bank_account')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('bank_name', 'text', (column) => column.notNull())
      .addColumn('bank_code', 'text', (column) => column.notNull())
      .addColumn('account_number', 'text', (column) => column.notNull())
      .addColumn('account_holder', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('fps_proxy', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('cash_bank_account_account_idx')
      .on('cash_bank_account')
      .columns(['account_code', 'source'])
      .execute();
    await db.schema
      .createTable('cash_withdrawal')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('bank_account_id', 'text', (column) => column.notNull().references('cash_bank_account.id'))
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('amount', decimal, (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('processing_date', 'text', (column) => column.notNull())
      .addColumn('reject_reason', 'text')
      .addColumn('operated_by', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('cash_withdrawal_reference_uq', ['account_code', 'source', 'client_reference'])
      .execute();
    await db.schema
      .createIndex('cash_withdrawal_account_idx')
      .on('cash_withdrawal')
      .columns(['account_code', 'source', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('cash_withdrawal_day_idx')
      .on('cash_withdrawal')
      .columns(['account_code', 'source', 'currency', 'processing_date'])
      .execute();
    await db.schema.createIndex('cash_withdrawal_status_idx').on('cash_withdrawal').column('status').execute();
    await db.schema
      .createTable('cash_step_up_failure')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('failed_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('cash_step_up_failure_account_idx')
      .on('cash_step_up_failure')
      .columns(['account_code', 'source', 'failed_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cash_step_up_failure').execute();
    await db.schema.dropTable('cash_withdrawal').execute();
    await db.schema.dropTable('cash_bank_account').execute();
  },
});
