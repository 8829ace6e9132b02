import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * FX quotes and the conversions made from them (services/cash-fx/cash-fx-tables.ts; owner services/cash-fx, ADR 034).
 * A quote converts at most once (unique quote_id); a client reference converts at most once (unique per account).
 */
export const cashFxMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('cash_fx_quote')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('sell_currency', 'text', (column) => column.notNull())
      .addColumn('buy_currency', 'text', (column) => column.notNull())
      .addColumn('sell_amount', decimal, (column) => column.notNull())
      .addColumn('buy_amount', decimal, (column) => column.notNull())
      .addColumn('amount_side', 'text', (column) => column.notNull())
      .addColumn('rate', decimal, (column) => column.notNull())
      .addColumn('mid_rate', decimal, (column) => column.notNull())
      .addColumn('rate_time', 'text', (column) => column.notNull())
      .addColumn('quoted_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('cash_fx_quote_account_idx')
      .on('cash_fx_quote')
      .columns(['account_code', 'source', 'quoted_at'])
      .execute();
    await db.schema
      .createTable('cash_fx_conversion')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('quote_id', 'text', (column) => column.notNull().unique().references('cash_fx_quote.id'))
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('sell_currency', 'text', (column) => column.notNull())
      .addColumn('buy_currency', 'text', (column) => column.notNull())
      .addColumn('sell_amount', decimal, (column) => column.notNull())
      .addColumn('buy_amount', decimal, (column) => column.notNull())
      .addColumn('rate', decimal, (column) => column.notNull())
      .addColumn('converted_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('cash_fx_conversion_reference_key', ['account_code', 'source', 'client_reference'])
      .execute();
    await db.schema
      .createIndex('cash_fx_conversion_account_idx')
      .on('cash_fx_conversion')
      .columns(['account_code', 'source', 'converted_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cash_fx_conversion').execute();
    await db.schema.dropTable('cash_fx_quote').execute();
  },
});
