import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Suitability (services/suitability/suitability-tables.ts; owner services/suitability, ADR 037): the risk
 * questionnaires with their answers, scores and decisions, the knowledge declarations, and on `account` the instant
 * the risk profile stops being valid (null: a profile from the back office without a questionnaire, no expiry).
 */
export const suitabilityMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('account').addColumn('risk_profile_expires_at', 'text').execute();
    await db.schema
      .createTable('risk_questionnaire')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('answers', 'text', (column) => column.notNull())
      .addColumn('score', 'integer', (column) => column.notNull())
      .addColumn('maximum_score', 'integer', (column) => column.notNull())
      .addColumn('risk_level', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('review_reasons', 'text', (column) => column.notNull())
      .addColumn('submitted_at', 'text', (column) => column.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .addColumn('reject_reason', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('in_force', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('expiry_reminded_at', 'text')
      .execute();
    await db.schema
      .createIndex('risk_questionnaire_account_idx')
      .on('risk_questionnaire')
      .columns(['account_code', 'source', 'submitted_at'])
      .execute();
    await db.schema
      .createIndex('risk_questionnaire_status_idx')
      .on('risk_questionnaire')
      .columns(['status', 'submitted_at'])
      .execute();
    await db.schema
      .createIndex('risk_questionnaire_in_force_idx')
      .on('risk_questionnaire')
      .columns(['in_force', 'expires_at'])
      .execute();
    await db.schema
      .createTable('knowledge_declaration')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('criteria', 'text', (column) => column.notNull())
      .addColumn('declared_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('knowledge_declaration_account_idx')
      .on('knowledge_declaration')
      .columns(['account_code', 'source', 'kind', 'declared_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('knowledge_declaration').execute();
    await db.schema.dropTable('risk_questionnaire').execute();
    await db.schema.alterTable('account').dropColumn('risk_profile_expires_at').execute();
  },
});
