import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * The one portfolio's daily snapshots and the named portfolios (issue 26; services/market-value-history, ADR 056). A
 * day's run is claimed once by its key; an account's snapshot is unique per day and currency, so the job and the demo
 * backfill never write a day twice.
 */
export const marketValueHistoryMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('market_value_snapshot_day')
      .addColumn('day', 'text', (column) => column.primaryKey())
      .addColumn('taken_at', 'text', (column) => column.notNull())
      .addColumn('server_id', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('market_value_snapshot')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('value', decimal, (column) => column.notNull())
      .addColumn('flow', decimal, (column) => column.notNull())
      .addColumn('holdings', 'text', (column) => column.notNull())
      .addColumn('origin', 'text', (column) => column.notNull())
      .addColumn('taken_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('market_value_snapshot_pkey', ['account_code', 'source', 'currency', 'day'])
      .execute();
    await db.schema
      .createTable('named_portfolio')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('named_portfolio_key', ['account_code', 'source', 'key'])
      .addUniqueConstraint('named_portfolio_name_key', ['account_code', 'source', 'name'])
      .execute();
    await db.schema
      .createTable('named_portfolio_holding')
      .addColumn('portfolio_id', 'text', (column) =>
        column.notNull().references('named_portfolio.id').onDelete('cascade'),
      )
      .addColumn('holding_id', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('named_portfolio_holding_pkey', ['portfolio_id', 'holding_id'])
      .execute();
    await db.schema
      .createTable('named_portfolio_target')
      .addColumn('portfolio_id', 'text', (column) =>
        column.notNull().references('named_portfolio.id').onDelete('cascade'),
      )
      .addColumn('category', 'text', (column) => column.notNull())
      .addColumn('percent', decimal, (column) => column.notNull())
      .addPrimaryKeyConstraint('named_portfolio_target_pkey', ['portfolio_id', 'category'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'named_portfolio_target',
      'named_portfolio_holding',
      'named_portfolio',
      'market_value_snapshot',
      'market_value_snapshot_day',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
