import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * The stock catalogue and the stock watchlist (issue 15; services/stock-market/stock-market-tables.ts). Prices are
 * not stored: the simulator derives them from the instrument and the time.
 */
export const stockMarketMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stock_instrument')
      .addColumn('stock_id', 'text', (column) => column.primaryKey())
      .addColumn('exchange', 'text', (column) => column.notNull())
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('name_zh_hk', 'text', (column) => column.notNull())
      .addColumn('name_zh_cn', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('board_lot', 'integer', (column) => column.notNull())
      .addColumn('sector', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('reference_price', decimalColumnType(dialect), (column) => column.notNull())
      .addUniqueConstraint('stock_instrument_exchange_code_key', ['exchange', 'code'])
      .execute();
    await db.schema
      .createTable('stock_watchlist')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('stock_id', 'text', (column) => column.notNull().references('stock_instrument.stock_id'))
      .addColumn('added_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('stock_watchlist_pk', ['account_code', 'source', 'stock_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('stock_watchlist').execute();
    await db.schema.dropTable('stock_instrument').execute();
  },
});
