import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * The fund catalogue (issue 6): the funds the portal lists, their daily NAVs and their dividends
 * (services/fund-definition/fund-tables.ts). Brand-independent: every brand lists the same catalogue.
 */
export const fundCatalogueMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);

    await db.schema
      .createTable('fund')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('code', 'text', (column) => column.notNull().unique())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('name_zh_hk', 'text', (column) => column.notNull())
      .addColumn('name_zh_cn', 'text', (column) => column.notNull())
      .addColumn('house', 'text', (column) => column.notNull())
      .addColumn('region', 'text', (column) => column.notNull())
      .addColumn('category', 'text', (column) => column.notNull())
      .addColumn('asset_class', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('risk_level', 'text', (column) => column.notNull())
      .addColumn('professional_only', 'integer', (column) => column.notNull())
      .addColumn('suspended', 'integer', (column) => column.notNull())
      .addColumn('launch_date', 'text', (column) => column.notNull())
      .addColumn('launch_nav', decimal, (column) => column.notNull())
      .addColumn('minimum_subscription', decimal, (column) => column.notNull())
      .addColumn('subscription_fee_percent', decimal, (column) => column.notNull())
      .addColumn('redemption_fee_percent', decimal, (column) => column.notNull())
      .addColumn('management_fee_percent', decimal, (column) => column.notNull())
      .addColumn('dealing_days', 'integer', (column) => column.notNull())
      .addColumn('settlement_days', 'integer', (column) => column.notNull())
      .addColumn('unit_decimals', 'integer', (column) => column.notNull())
      .addColumn('dividend_yield_percent', decimal)
      .addColumn('dividend_yield_band', 'text', (column) => column.notNull())
      .addColumn('latest_nav', decimal, (column) => column.notNull())
      .addColumn('latest_nav_date', 'text', (column) => column.notNull())
      .execute();

    // A fund's NAV history: the primary key serves "the last price on or before a day" and a period's range.
    await db.schema
      .createTable('fund_price')
      .addColumn('fund_id', 'text', (column) => column.notNull().references('fund.id'))
      .addColumn('price_date', 'text', (column) => column.notNull())
      .addColumn('nav', decimal, (column) => column.notNull())
      .addPrimaryKeyConstraint('fund_price_pk', ['fund_id', 'price_date'])
      .execute();

    await db.schema
      .createTable('fund_dividend')
      .addColumn('fund_id', 'text', (column) => column.notNull().references('fund.id'))
      .addColumn('ex_date', 'text', (column) => column.notNull())
      .addColumn('amount_per_unit', decimal, (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('fund_dividend_pk', ['fund_id', 'ex_date'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fund_dividend').execute();
    await db.schema.dropTable('fund_price').execute();
    await db.schema.dropTable('fund').execute();
  },
});
