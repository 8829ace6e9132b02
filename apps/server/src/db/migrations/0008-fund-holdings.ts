import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/** fund_statistic's return per measured performance period (services/fund-definition/fund-tables.ts). */
const performanceColumns = [
  'performance_1week',
  'performance_1months',
  'performance_3months',
  'performance_6months',
  'performance_1year',
  'performance_2years',
  'performance_3years',
  'performance_4years',
  'performance_5years',
  'performance_10years',
  'performance_ytd',
  'performance_since_launch',
] as const;

/**
 * Issue 6: the watchlist, and the stored statistics a fund search sorts by (services/fund-definition/fund-tables.ts): per fund
 * its sort keys, its day change and its return over each performance period. Kept in step with the prices by
 * services/fund-definition/fund-statistics.ts `refreshFundStatistics`.
 */
export const fundHoldingsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    // Sort keys are exact scaled integers (64-bit on both engines): SQLite keeps decimals as text.
    const sortKey = dialect === 'postgres' ? 'bigint' : 'integer';

    await db.schema
      .createTable('fund_watchlist')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('fund_id', 'text', (column) => column.notNull().references('fund.id'))
      .addColumn('added_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('fund_watchlist_pk', ['account_code', 'source', 'fund_id'])
      .execute();
    // An account's list, most recently added first.
    await db.schema
      .createIndex('fund_watchlist_added_idx')
      .on('fund_watchlist')
      .columns(['account_code', 'source', 'added_at'])
      .execute();

    let statistic = db.schema
      .createTable('fund_statistic')
      .addColumn('fund_id', 'text', (column) => column.primaryKey().references('fund.id'))
      .addColumn('risk_rank', 'integer', (column) => column.notNull())
      .addColumn('nav_order', sortKey, (column) => column.notNull())
      .addColumn('name_order_en', 'integer', (column) => column.notNull())
      .addColumn('name_order_zh_hk', 'integer', (column) => column.notNull())
      .addColumn('name_order_zh_cn', 'integer', (column) => column.notNull())
      .addColumn('previous_nav', decimal)
      .addColumn('day_change_percent', decimal)
      .addColumn('refreshed_for', 'text', (column) => column.notNull());
    for (const column of performanceColumns) statistic = statistic.addColumn(column, sortKey);
    await statistic.execute();

    // The search's filters (equality on each, any value of a list).
    for (const column of ['region', 'category', 'asset_class', 'risk_level', 'currency', 'dividend_yield_band']) {
      await db.schema.createIndex(`fund_${column}_idx`).on('fund').columns([column]).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['region', 'category', 'asset_class', 'risk_level', 'currency', 'dividend_yield_band']) {
      await db.schema.dropIndex(`fund_${column}_idx`).execute();
    }
    await db.schema.dropTable('fund_statistic').execute();
    await db.schema.dropTable('fund_watchlist').execute();
  },
});
