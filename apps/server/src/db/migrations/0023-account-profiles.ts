import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * The client's record, its holders, its change requests and their proofs (services/account-profile/
 * account-profile-tables.ts; owner services/account-profile, ADR 038).
 */
export const accountProfilesMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_profile')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('account_type', 'text', (column) => column.notNull())
      .addColumn('name_english', 'text', (column) => column.notNull())
      .addColumn('name_chinese', 'text')
      .addColumn('business_registration', 'text')
      .addColumn('residential_address', 'text', (column) => column.notNull())
      .addColumn('correspondence_address', 'text', (column) => column.notNull())
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('employment_status', 'text')
      .addColumn('employer', 'text')
      .addColumn('occupation', 'text')
      .addColumn('investment_experience', 'text', (column) => column.notNull())
      .addColumn('is_professional_investor', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('account_profile_pk', ['account_code', 'source'])
      .execute();
    await db.schema
      .createTable('account_profile_holder')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('name_english', 'text', (column) => column.notNull())
      .addColumn('name_chinese', 'text')
      .addColumn('document_kind', 'text', (column) => column.notNull())
      .addColumn('document_number', 'text', (column) => column.notNull())
      .addColumn('document_country', 'text', (column) => column.notNull())
      .addColumn('date_of_birth', 'text')
      .addColumn('nationality', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('account_profile_holder_pk', ['account_code', 'source', 'position'])
      .execute();
    await db.schema
      .createTable('account_profile_proof')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('file_type', 'text', (column) => column.notNull())
      .addColumn('size_bytes', 'integer', (column) => column.notNull())
      .addColumn('sha256', 'text', (column) => column.notNull())
      .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('account_profile_change')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('section', 'text', (column) => column.notNull())
      .addColumn('changes', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('submitted_at', 'text', (column) => column.notNull())
      .addColumn('submitted_by', 'text', (column) => column.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('reason', 'text')
      .addColumn('proof_id', 'text', (column) => column.notNull().references('account_profile_proof.id'))
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('account_profile_change_account_idx')
      .on('account_profile_change')
      .columns(['account_code', 'source', 'submitted_at'])
      .execute();
    await db.schema
      .createIndex('account_profile_change_status_idx')
      .on('account_profile_change')
      .columns(['status', 'submitted_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_profile_change').execute();
    await db.schema.dropTable('account_profile_proof').execute();
    await db.schema.dropTable('account_profile_holder').execute();
    await db.schema.dropTable('account_profile').execute();
  },
});
