import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Other assets (services/asset-holding/asset-holding-tables.ts; owner services/asset-holding, issue 26 part 1): the
 * holdings, their valuations (one per holding and day) and their attachments. Lists read a client's holdings newest
 * first; the portfolio values a client's active ones at an instant from their valuations on or before its day.
 */
export const assetHoldingsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('asset_holding')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('category', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('status_before_delete', 'text')
      .addColumn('quantity', decimal)
      .addColumn('value', decimal, (column) => column.notNull())
      .addColumn('valuation_date', 'text', (column) => column.notNull())
      .addColumn('cost', decimal)
      .addColumn('purchase_date', 'text')
      .addColumn('notes', 'text', (column) => column.notNull())
      .addColumn('link_kind', 'text')
      .addColumn('link_instrument_id', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema
      .createIndex('asset_holding_account_idx')
      .on('asset_holding')
      .columns(['account_code', 'source', 'created_at', 'id'])
      .execute();
    await db.schema
      .createTable('asset_holding_valuation')
      .addColumn('holding_id', 'text', (column) => column.notNull().references('asset_holding.id'))
      .addColumn('valuation_date', 'text', (column) => column.notNull())
      .addColumn('value', decimal, (column) => column.notNull())
      .addColumn('quantity', decimal)
      .addColumn('recorded_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('asset_holding_valuation_pkey', ['holding_id', 'valuation_date'])
      .execute();
    await db.schema
      .createTable('asset_holding_attachment')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('holding_id', 'text', (column) => column.notNull().references('asset_holding.id'))
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('file_type', 'text', (column) => column.notNull())
      .addColumn('size_bytes', 'integer', (column) => column.notNull())
      .addColumn('sha256', 'text', (column) => column.notNull())
      .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('uploaded_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('asset_holding_attachment_holding_idx')
      .on('asset_holding_attachment')
      .columns(['holding_id', 'uploaded_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('asset_holding_attachment').execute();
    await db.schema.dropTable('asset_holding_valuation').execute();
    await db.schema.dropTable('asset_holding').execute();
  },
});
