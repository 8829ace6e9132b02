import { sql, type Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Issue 6: fund orders (services/fund-order/fund-order-tables.ts) and the client's risk level on `account` (the risk profile a
 * fund's risk level is checked against; 'Medium' until a questionnaire says otherwise).
 */
export const fundOrdersMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);

    await db.schema
      .alterTable('account')
      .addColumn('risk_level', 'text', (column) => column.notNull().defaultTo('Medium'))
      .execute();

    await db.schema
      .createTable('fund_order')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('fund_id', 'text', (column) => column.notNull().references('fund.id'))
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('direction', 'text', (column) => column.notNull())
      .addColumn('basis', 'text', (column) => column.notNull())
      .addColumn('switch_id', 'text')
      .addColumn('switch_percent', 'integer')
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('amount', decimal)
      .addColumn('units', decimal)
      .addColumn('pay_currency', 'text', (column) => column.notNull())
      .addColumn('pay_amount', decimal)
      .addColumn('fx_rate', decimal, (column) => column.notNull())
      .addColumn('fee_percent', decimal, (column) => column.notNull())
      .addColumn('fee', decimal)
      .addColumn('net_amount', decimal)
      .addColumn('nav', decimal)
      .addColumn('hold_asset', 'text')
      .addColumn('hold_amount', decimal)
      .addColumn('placed_at', 'text', (column) => column.notNull())
      .addColumn('order_date', 'text', (column) => column.notNull())
      .addColumn('cut_off_at', 'text', (column) => column.notNull())
      .addColumn('dealing_date', 'text', (column) => column.notNull())
      .addColumn('settlement_date', 'text', (column) => column.notNull())
      .addColumn('next_step_at', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      // A retried submission finds its order (and two at once cannot both insert).
      .addUniqueConstraint('fund_order_reference_uq', ['account_code', 'source', 'client_reference'])
      .execute();
    // The history page: an account's orders newest first, keyset paged on (placed_at, id).
    await db.schema
      .createIndex('fund_order_account_placed_idx')
      .on('fund_order')
      .columns(['account_code', 'source', 'placed_at', 'id'])
      .execute();
    // The lifecycle job: the orders due for their next step.
    await db.schema
      .createIndex('fund_order_next_step_idx')
      .on('fund_order')
      .column('next_step_at')
      .where(sql.ref('next_step_at'), 'is not', null)
      .execute();
    await db.schema.createIndex('fund_order_switch_idx').on('fund_order').column('switch_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fund_order').execute();
    await db.schema.alterTable('account').dropColumn('risk_level').execute();
  },
});
