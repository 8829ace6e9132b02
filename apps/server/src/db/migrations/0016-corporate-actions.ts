import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Corporate actions on stocks and each holder's entitlement (services/corporate-action/corporate-action-tables.ts;
 * owner services/corporate-action): recorded at the ex-date, elected by the client where the action asks, applied on
 * its date in one transaction per account.
 */
export const corporateActionsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('corporate_action')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('stock_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('cash_per_share', decimal)
      .addColumn('ratio_new', 'integer')
      .addColumn('ratio_old', 'integer')
      .addColumn('price', decimal)
      .addColumn('ex_date', 'text', (column) => column.notNull())
      .addColumn('pay_date', 'text', (column) => column.notNull())
      .addColumn('election_deadline', 'text')
      .addColumn('recorded_at', 'text')
      .addColumn('applied_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('corporate_action_ex_date_idx').on('corporate_action').column('ex_date').execute();
    await db.schema
      .createTable('corporate_action_entitlement')
      .addColumn('action_id', 'text', (column) => column.notNull().references('corporate_action.id'))
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('held_quantity', decimal, (column) => column.notNull())
      .addColumn('entitled_quantity', decimal, (column) => column.notNull())
      .addColumn('entitled_cash', decimal, (column) => column.notNull())
      .addColumn('election', 'text')
      .addColumn('elected_quantity', decimal)
      .addColumn('hold_amount', decimal)
      .addColumn('election_id', 'text')
      .addColumn('elected_at', 'text')
      .addColumn('cash_amount', decimal)
      .addColumn('shares_amount', decimal)
      .addColumn('applied_at', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('corporate_action_entitlement_pk', ['action_id', 'account_code', 'source'])
      .execute();
    await db.schema
      .createIndex('corporate_action_entitlement_account_idx')
      .on('corporate_action_entitlement')
      .columns(['account_code', 'source'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('corporate_action_entitlement').execute();
    await db.schema.dropTable('corporate_action').execute();
  },
});
