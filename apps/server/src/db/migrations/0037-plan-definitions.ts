import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Investment plans' definitions (services/plan-definition/plan-definition-tables.ts; owner services/plan-definition,
 * issue 27 part 1): the plans, their allocation versions and each version's funds, and their documents. A search reads
 * the active plans by risk rank; the subscription area reads a plan's versions since a time.
 */
export const planDefinitionsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('plan_definition')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name_en', 'text', (column) => column.notNull())
      .addColumn('name_zh_hk', 'text', (column) => column.notNull())
      .addColumn('name_zh_cn', 'text', (column) => column.notNull())
      .addColumn('description_en', 'text', (column) => column.notNull())
      .addColumn('description_zh_hk', 'text', (column) => column.notNull())
      .addColumn('description_zh_cn', 'text', (column) => column.notNull())
      .addColumn('theme', 'text', (column) => column.notNull())
      .addColumn('risk_level', 'text', (column) => column.notNull())
      .addColumn('risk_rank', 'integer', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('minimum_lump_sum', decimal, (column) => column.notNull())
      .addColumn('minimum_monthly_amount', decimal, (column) => column.notNull())
      .addColumn('amount_multiple', decimal, (column) => column.notNull())
      .addColumn('plan_fee_percent', decimal, (column) => column.notNull())
      .addColumn('subscription_fee_percent', decimal, (column) => column.notNull())
      .addColumn('allocation_version', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('announced_at', 'text')
      .execute();
    await db.schema
      .createIndex('plan_definition_status_idx')
      .on('plan_definition')
      .columns(['status', 'risk_rank', 'id'])
      .execute();
    await db.schema
      .createTable('plan_allocation_version')
      .addColumn('plan_id', 'text', (column) => column.notNull().references('plan_definition.id'))
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('effective_from', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('plan_allocation_version_pkey', ['plan_id', 'version'])
      .execute();
    await db.schema
      .createIndex('plan_allocation_version_time_idx')
      .on('plan_allocation_version')
      .columns(['plan_id', 'effective_from'])
      .execute();
    await db.schema
      .createTable('plan_allocation')
      .addColumn('plan_id', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('fund_id', 'text', (column) => column.notNull())
      .addColumn('weight_basis_points', 'integer', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('plan_allocation_pkey', ['plan_id', 'version', 'fund_id'])
      .addForeignKeyConstraint('plan_allocation_version_fkey', ['plan_id', 'version'], 'plan_allocation_version', [
        'plan_id',
        'version',
      ])
      .execute();
    await db.schema
      .createTable('plan_document')
      .addColumn('plan_id', 'text', (column) => column.notNull().references('plan_definition.id'))
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('plan_document_pkey', ['plan_id', 'kind', 'language'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('plan_document').execute();
    await db.schema.dropTable('plan_allocation').execute();
    await db.schema.dropTable('plan_allocation_version').execute();
    await db.schema.dropTable('plan_definition').execute();
  },
});
