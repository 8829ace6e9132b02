import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Plan subscriptions (services/plan-subscription/plan-subscription-tables.ts; owner services/plan-subscription, issue
 * 27 parts 4-7): the subscriptions, the fund orders each placed (the orders themselves are the funds area's), one row
 * per subscription and month the monthly job invested or skipped (its primary key is what makes a month run once,
 * across restarts and processes), and the clients' requests for a call with an advisor.
 */
export const planSubscriptionsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('plan_subscription')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('plan_id', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('lump_sum', decimal)
      .addColumn('monthly_amount', decimal)
      .addColumn('monthly_day', 'integer')
      .addColumn('allocation_version', 'integer', (column) => column.notNull())
      .addColumn('first_month', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('plan_subscription_account_idx')
      .on('plan_subscription')
      .columns(['account_code', 'source', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('plan_subscription_status_idx')
      .on('plan_subscription')
      .columns(['status', 'id'])
      .execute();
    await db.schema
      .createTable('plan_subscription_order')
      .addColumn('order_id', 'text', (column) => column.primaryKey())
      .addColumn('subscription_id', 'text', (column) => column.notNull().references('plan_subscription.id'))
      .addColumn('group_id', 'text', (column) => column.notNull())
      .addColumn('fund_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('month', 'text')
      .addColumn('weight_percent', decimal)
      .addColumn('amount', decimal)
      .addColumn('units', decimal)
      .addColumn('placed_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('plan_subscription_order_subscription_idx')
      .on('plan_subscription_order')
      .columns(['subscription_id', 'placed_at'])
      .execute();
    await db.schema
      .createIndex('plan_subscription_order_group_idx')
      .on('plan_subscription_order')
      .columns(['group_id'])
      .execute();
    await db.schema
      .createTable('plan_investment')
      .addColumn('subscription_id', 'text', (column) => column.notNull().references('plan_subscription.id'))
      .addColumn('month', 'text', (column) => column.notNull())
      .addColumn('scheduled_date', 'text', (column) => column.notNull())
      .addColumn('ran_at', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('amount', decimal, (column) => column.notNull())
      .addColumn('rebalanced', 'integer', (column) => column.notNull())
      .addColumn('allocation_version', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('plan_investment_pkey', ['subscription_id', 'month'])
      .execute();
    await db.schema
      .createTable('advisor_call_request')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('preferred_at', 'text', (column) => column.notNull())
      .addColumn('topic', 'text', (column) => column.notNull())
      .addColumn('note', 'text', (column) => column.notNull())
      .addColumn('plan_id', 'text')
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('advisor_call_request_account_idx')
      .on('advisor_call_request')
      .columns(['account_code', 'source', 'created_at'])
      .execute();
    await db.schema
      .createIndex('advisor_call_request_status_idx')
      .on('advisor_call_request')
      .columns(['status', 'preferred_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('advisor_call_request').execute();
    await db.schema.dropTable('plan_investment').execute();
    await db.schema.dropTable('plan_subscription_order').execute();
    await db.schema.dropTable('plan_subscription').execute();
  },
});
