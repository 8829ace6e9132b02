import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * The advisor desk's clients (issue 28 parts 2 and 3; services/advisor-client): the notes advisors keep on a client
 * (dated, never shown to the client, deleted only by marking them) and each advisor's or manager's saved searches
 * (names unique per owner, compared without case).
 */
export const advisorClientMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('advisor_client_note')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('author_account_code', 'text', (column) => column.notNull())
      .addColumn('author_source', 'text', (column) => column.notNull())
      .addColumn('author_role', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('edited_at', 'text')
      .addColumn('deleted_at', 'text')
      .execute();
    // A client's notes, newest first (keyset on created_at, id).
    await db.schema
      .createIndex('advisor_client_note_client_idx')
      .on('advisor_client_note')
      .columns(['account_code', 'source', 'created_at', 'id'])
      .execute();
    await db.schema
      .createTable('advisor_saved_search')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('owner_account_code', 'text', (column) => column.notNull())
      .addColumn('owner_source', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      /** The name lowercased: what makes two names the same. */
      .addColumn('name_key', 'text', (column) => column.notNull())
      /** JSON of the search's criteria (contract clientSearchCriteriaSchema). */
      .addColumn('criteria', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('advisor_saved_search_name_key', ['owner_account_code', 'owner_source', 'name_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('advisor_saved_search').execute();
    await db.schema.dropIndex('advisor_client_note_client_idx').execute();
    await db.schema.dropTable('advisor_client_note').execute();
  },
});
