import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/** Issue 15: stock trading settings, orders, fills and positions (services/stock-order/stock-order-tables.ts). */
export const stockOrdersMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('stock_trading_account')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('allow_hong_kong_bcan_override', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('allow_china_bcan_override', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('auction_order_sell_only', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('valid_order_types', 'text', (column) => column.notNull())
      .addColumn('default_order_type', 'text', (column) => column.notNull())
      .addColumn('trade_password_required', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('valid_program_order_types', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('allow_pre_post_market_exchange_ids', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('hong_kong_bcan', 'text')
      .addColumn('china_bcan', 'text')
      .addColumn('trade_password_hash', 'text')
      .addColumn('skip_confirmation', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('stock_trading_account_pk', ['account_code', 'source'])
      .execute();
    await db.schema
      .createTable('stock_trade_password_session')
      .addColumn('session_id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('saved_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('stock_order')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('stock_id', 'text', (column) => column.notNull())
      .addColumn('exchange', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('side', 'text', (column) => column.notNull())
      .addColumn('order_type', 'text', (column) => column.notNull())
      .addColumn('program_order_type', 'text', (column) => column.notNull())
      .addColumn('price', decimal)
      .addColumn('stop_price', decimal)
      .addColumn('triggered', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('quantity', decimal, (column) => column.notNull())
      .addColumn('filled_quantity', decimal, (column) => column.notNull())
      .addColumn('filled_consideration', decimal, (column) => column.notNull())
      .addColumn('filled_fees', decimal, (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('remark', 'text', (column) => column.notNull())
      .addColumn('good_till_date', 'text')
      .addColumn('order_date', 'text', (column) => column.notNull())
      .addColumn('hold_asset', 'text', (column) => column.notNull())
      .addColumn('hold_amount', decimal, (column) => column.notNull())
      .addColumn('hold_price', decimal)
      .addColumn('result_code', 'integer')
      .addColumn('advisor_code', 'text')
      .addColumn('matched_until', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('placed_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('stock_order_reference_uq', ['account_code', 'source', 'client_reference'])
      .execute();
    // The history page: an account's orders newest first, keyset paged on (placed_at, id).
    await db.schema
      .createIndex('stock_order_account_placed_idx')
      .on('stock_order')
      .columns(['account_code', 'source', 'placed_at', 'id'])
      .execute();
    // The matching job: the resting orders.
    await db.schema.createIndex('stock_order_status_idx').on('stock_order').columns(['status', 'stock_id']).execute();
    await db.schema
      .createTable('stock_trade')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('order_id', 'text', (column) => column.notNull().references('stock_order.id'))
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('stock_id', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('side', 'text', (column) => column.notNull())
      .addColumn('price', decimal, (column) => column.notNull())
      .addColumn('quantity', decimal, (column) => column.notNull())
      .addColumn('consideration', decimal, (column) => column.notNull())
      .addColumn('fees', 'text', (column) => column.notNull())
      .addColumn('total_fees', decimal, (column) => column.notNull())
      .addColumn('net_amount', decimal, (column) => column.notNull())
      .addColumn('traded_at', 'text', (column) => column.notNull())
      .addColumn('trade_date', 'text', (column) => column.notNull())
      .addColumn('settlement_date', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('stock_trade_account_idx')
      .on('stock_trade')
      .columns(['account_code', 'source', 'traded_at', 'id'])
      .execute();
    await db.schema.createIndex('stock_trade_order_idx').on('stock_trade').columns(['order_id']).execute();
    await db.schema
      .createTable('stock_position')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('stock_id', 'text', (column) => column.notNull())
      .addColumn('quantity', decimal, (column) => column.notNull())
      .addColumn('total_cost', decimal, (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('stock_position_pk', ['account_code', 'source', 'stock_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'stock_position',
      'stock_trade',
      'stock_order',
      'stock_trade_password_session',
      'stock_trading_account',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
