import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Issue 6: generated PDFs (services/stored-document/document-tables.ts): fund fact sheets and prospectuses, and the account
 * statements cached once downloaded. The bytes are kept in the row (BLOB / BYTEA): a few kilobytes each.
 */
export const documentsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stored_document')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('fund_id', 'text')
      .addColumn('account_code', 'text')
      .addColumn('source', 'text')
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('document_date', 'text', (column) => column.notNull())
      .addColumn('period_start', 'text')
      .addColumn('period_end', 'text')
      .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('sha256', 'text', (column) => column.notNull())
      .addColumn('size_bytes', 'integer', (column) => column.notNull())
      .addColumn('basis_digest', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    // A fund's documents (the fund detail page lists them).
    await db.schema.createIndex('stored_document_fund_idx').on('stored_document').columns(['fund_id']).execute();
    // An account's cached statements.
    await db.schema
      .createIndex('stored_document_account_idx')
      .on('stored_document')
      .columns(['account_code', 'source', 'document_date'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('stored_document_account_idx').execute();
    await db.schema.dropIndex('stored_document_fund_idx').execute();
    await db.schema.dropTable('stored_document').execute();
  },
});
