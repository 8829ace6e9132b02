import { sql, type Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * IPO offerings and the clients' applications (services/stock-ipo/stock-ipo-tables.ts; owner services/stock-ipo).
 * An account has at most one live application per offering (HK rules refuse multiple applications): a partial unique
 * index over the applications not cancelled makes two at once impossible on both engines.
 */
export const ipoMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('ipo_offering')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('stock_id', 'text', (column) => column.notNull())
      .addColumn('exchange', 'text', (column) => column.notNull())
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('name_zh_hk', 'text', (column) => column.notNull())
      .addColumn('name_zh_cn', 'text', (column) => column.notNull())
      .addColumn('sector', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('offer_price_low', decimal, (column) => column.notNull())
      .addColumn('offer_price_high', decimal, (column) => column.notNull())
      .addColumn('final_price', decimal, (column) => column.notNull())
      .addColumn('board_lot', 'integer', (column) => column.notNull())
      .addColumn('allotment_table', 'text', (column) => column.notNull())
      .addColumn('allotment_ratio', decimal, (column) => column.notNull())
      .addColumn('public_offer_shares', 'integer', (column) => column.notNull())
      .addColumn('open_at', 'text', (column) => column.notNull())
      .addColumn('close_at', 'text', (column) => column.notNull())
      .addColumn('result_at', 'text', (column) => column.notNull())
      .addColumn('listing_date', 'text', (column) => column.notNull())
      .addColumn('cash_handling_fee', decimal, (column) => column.notNull())
      .addColumn('finance_handling_fee', decimal, (column) => column.notNull())
      .addColumn('finance_available', 'integer', (column) => column.notNull())
      .addColumn('finance_deposit_percent', decimal, (column) => column.notNull())
      .addColumn('proportion_deposit_percents', 'text', (column) => column.notNull())
      .addColumn('finance_interest_rate', decimal, (column) => column.notNull())
      .addColumn('finance_days', 'integer', (column) => column.notNull())
      .addColumn('announced_at', 'text')
      .addColumn('submitted_at', 'text')
      .addColumn('allotted_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('ipo_offering_open_at_idx').on('ipo_offering').column('open_at').execute();

    await db.schema
      .createTable('ipo_application')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('offering_id', 'text', (column) => column.notNull().references('ipo_offering.id'))
      .addColumn('application_type', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('quantity', 'integer', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('amount', decimal, (column) => column.notNull())
      .addColumn('deposit_percent', decimal, (column) => column.notNull())
      .addColumn('deposit_amount', decimal, (column) => column.notNull())
      .addColumn('loan_amount', decimal, (column) => column.notNull())
      .addColumn('interest_rate', decimal, (column) => column.notNull())
      .addColumn('interest_amount', decimal, (column) => column.notNull())
      .addColumn('handling_fee', decimal, (column) => column.notNull())
      .addColumn('hold_amount', decimal, (column) => column.notNull())
      .addColumn('allotted_quantity', 'integer')
      .addColumn('final_price', decimal)
      .addColumn('charge_amount', decimal)
      .addColumn('paid_amount', decimal)
      .addColumn('refund_amount', decimal)
      .addColumn('loan_outstanding', decimal)
      .addColumn('applied_at', 'text', (column) => column.notNull())
      .addColumn('submitted_at', 'text')
      .addColumn('result_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('ipo_application_live_idx')
      .on('ipo_application')
      .columns(['account_code', 'source', 'offering_id'])
      .unique()
      .where(sql.ref('cancelled_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('ipo_application_account_idx')
      .on('ipo_application')
      .columns(['account_code', 'source', 'applied_at', 'id'])
      .execute();
    await db.schema
      .createIndex('ipo_application_offering_idx')
      .on('ipo_application')
      .columns(['offering_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ipo_application').execute();
    await db.schema.dropTable('ipo_offering').execute();
  },
});
