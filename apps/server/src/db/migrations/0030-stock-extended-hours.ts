import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * US extended hours (issue 15, ADR 028): a stock order may allow pre-market and post-market execution. Off (0) for
 * every order placed before, as none could ask for it; the matching simulator fills extended-hours prints only for
 * orders with 1.
 */
export const stockExtendedHoursMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stock_order')
      .addColumn('pre_post_market', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('stock_order').dropColumn('pre_post_market').execute();
  },
});
