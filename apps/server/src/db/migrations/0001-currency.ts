import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/** Currencies with their display precision and names, and the exchange rates between them. */
export const currencyMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('currency')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('code', 'text', (column) => column.notNull().unique())
      .addColumn('precision', 'integer', (column) => column.notNull())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('name_zh_hk', 'text', (column) => column.notNull())
      .addColumn('name_zh_cn', 'text', (column) => column.notNull())
      .addColumn('sort_order', 'integer', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('exchange_rate')
      .addColumn('from_code', 'text', (column) => column.notNull().references('currency.code'))
      .addColumn('to_code', 'text', (column) => column.notNull().references('currency.code'))
      .addColumn('rate', decimalColumnType(dialect), (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('exchange_rate_pk', ['from_code', 'to_code'])
      .execute();

    // searchExchangeRates filters by the target currency.
    await db.schema.createIndex('exchange_rate_to_code_idx').on('exchange_rate').column('to_code').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('exchange_rate').execute();
    await db.schema.dropTable('currency').execute();
  },
});
