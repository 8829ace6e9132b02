import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Paid fund dividends (services/fund-order/fund-order-tables.ts FundDividendPaymentTable): the lifecycle job pays a dividend to
 * every holder on its ex-date and records it here in the same transaction, so it is paid once.
 */
export const fundDividendPaymentsMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fund_dividend_payment')
      .addColumn('fund_id', 'text', (column) => column.notNull())
      .addColumn('ex_date', 'text', (column) => column.notNull())
      .addColumn('payments', 'integer', (column) => column.notNull())
      .addColumn('paid_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('fund_dividend_payment_pk', ['fund_id', 'ex_date'])
      .addForeignKeyConstraint('fund_dividend_payment_dividend_fk', ['fund_id', 'ex_date'], 'fund_dividend', [
        'fund_id',
        'ex_date',
      ])
      .execute();
    await db.schema.createIndex('fund_dividend_ex_date_idx').on('fund_dividend').column('ex_date').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('fund_dividend_ex_date_idx').execute();
    await db.schema.dropTable('fund_dividend_payment').execute();
  },
});
