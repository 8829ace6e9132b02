import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Each client's holdings at their latest valuation, one row a holding (issue 28; services/market-value-history,
 * positions.ts): what the advisor desk aggregates over a whole book (assets under advice, holdings by instrument,
 * holders of a fund) in SQL, instead of valuing thousands of portfolios per page. Replaced per account by each
 * valuation of the account; the value in the brand's first reporting currency.
 */
export const marketValuePositionsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('market_value_position')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('holding_id', 'text', (column) => column.notNull())
      .addColumn('area', 'text', (column) => column.notNull())
      .addColumn('category', 'text', (column) => column.notNull())
      .addColumn('market', 'text', (column) => column.notNull())
      .addColumn('risk_level', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('names', 'text', (column) => column.notNull())
      .addColumn('quantity', decimal, (column) => column.notNull())
      .addColumn('value', decimal, (column) => column.notNull())
      .addColumn('reporting_currency', 'text', (column) => column.notNull())
      .addColumn('value_reporting', decimal, (column) => column.notNull())
      .addColumn('valued_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('market_value_position_pkey', ['account_code', 'source', 'holding_id'])
      .execute();
    // The holders of one instrument (a fund, a stock, a coin) across a book.
    await db.schema
      .createIndex('market_value_position_holding_idx')
      .on('market_value_position')
      .columns(['holding_id', 'account_code', 'source'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('market_value_position').execute();
  },
});
