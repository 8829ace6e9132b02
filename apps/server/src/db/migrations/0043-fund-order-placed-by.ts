import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Who placed a fund order for the client (issue 28; services/fund-order): the advisor's account code when an advisor
 * placed it, null for the client's own. The advisor desk shows it beside each order, as stock orders' advisor_code.
 */
export const fundOrderPlacedByMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('fund_order').addColumn('placed_by', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('fund_order').dropColumn('placed_by').execute();
  },
});
