import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Crypto order quotes, orders and fills (services/crypto-order/crypto-order-tables.ts; owner services/crypto-order,
 * ADR 042). A quote places at most one order (its used_at is set conditionally in the placing transaction); the client
 * reference is unique per account in order_reference (platform/orders) and here too.
 */
export const cryptoOrdersMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('crypto_order_quote')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('pair_id', 'text', (column) => column.notNull())
      .addColumn('side', 'text', (column) => column.notNull())
      .addColumn('order_type', 'text', (column) => column.notNull())
      .addColumn('basis', 'text', (column) => column.notNull())
      .addColumn('quantity', decimal, (column) => column.notNull())
      .addColumn('price', decimal, (column) => column.notNull())
      .addColumn('consideration', decimal, (column) => column.notNull())
      .addColumn('fee', decimal, (column) => column.notNull())
      .addColumn('total', decimal, (column) => column.notNull())
      .addColumn('best_price', decimal, (column) => column.notNull())
      .addColumn('slippage_basis_points', decimal, (column) => column.notNull())
      .addColumn('quoted_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('crypto_order_quote_account_idx')
      .on('crypto_order_quote')
      .columns(['account_code', 'source', 'quoted_at'])
      .execute();
    await db.schema
      .createTable('crypto_order')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('quote_id', 'text', (column) => column.notNull().unique().references('crypto_order_quote.id'))
      .addColumn('pair_id', 'text', (column) => column.notNull())
      .addColumn('asset', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('side', 'text', (column) => column.notNull())
      .addColumn('order_type', 'text', (column) => column.notNull())
      .addColumn('basis', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('quantity', decimal, (column) => column.notNull())
      .addColumn('price', decimal, (column) => column.notNull())
      .addColumn('filled_quantity', decimal, (column) => column.notNull())
      .addColumn('filled_cost', decimal, (column) => column.notNull())
      .addColumn('filled_consideration', decimal, (column) => column.notNull())
      .addColumn('fee_charged', decimal, (column) => column.notNull())
      .addColumn('order_fee', decimal, (column) => column.notNull())
      .addColumn('hold_asset', 'text', (column) => column.notNull())
      .addColumn('held', decimal, (column) => column.notNull())
      .addColumn('placed_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('matched_until', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addUniqueConstraint('crypto_order_reference_key', ['account_code', 'source', 'client_reference'])
      .execute();
    // The history (newest first, keyset) and the matching run's open orders.
    await db.schema
      .createIndex('crypto_order_account_idx')
      .on('crypto_order')
      .columns(['account_code', 'source', 'placed_at', 'id'])
      .execute();
    await db.schema
      .createIndex('crypto_order_status_idx')
      .on('crypto_order')
      .columns(['status', 'placed_at'])
      .execute();
    await db.schema
      .createTable('crypto_fill')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('order_id', 'text', (column) => column.notNull().references('crypto_order.id'))
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('pair_id', 'text', (column) => column.notNull())
      .addColumn('side', 'text', (column) => column.notNull())
      .addColumn('quantity', decimal, (column) => column.notNull())
      .addColumn('price', decimal, (column) => column.notNull())
      .addColumn('consideration', decimal, (column) => column.notNull())
      .addColumn('fee', decimal, (column) => column.notNull())
      .addColumn('filled_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('crypto_fill_order_idx').on('crypto_fill').columns(['order_id', 'filled_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('crypto_fill').execute();
    await db.schema.dropTable('crypto_order').execute();
    await db.schema.dropTable('crypto_order_quote').execute();
  },
});
