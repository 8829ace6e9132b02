import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Managers over advisors (issue 28 part 5; SPEC §3 managerEnabled, §6 rank 300; platform/identity/book.ts): which
 * advisors a manager sees the books of. Owner: the platform, as for the advisee links it stands above.
 */
export const advisorManagersMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('manager_link')
      .addColumn('manager_account_code', 'text', (column) => column.notNull())
      .addColumn('advisor_account_code', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('manager_link_pk', ['manager_account_code', 'advisor_account_code'])
      .execute();
    // The advisee link is read from the advisor's side (a book) and the client's (who advises this client).
    await db.schema
      .createIndex('advisee_link_advisee_idx')
      .on('advisee_link')
      .columns(['advisee_account_code', 'advisor_account_code'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('advisee_link_advisee_idx').execute();
    await db.schema.dropTable('manager_link').execute();
  },
});
