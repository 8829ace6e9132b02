import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Advisor VA orders and the VA knowledge check (issue 18 parts 7 and 8, ADR 045).
 * - crypto-order: the advisor who asked for a quote and placed an order on the vaOrder panel (null: the client).
 * - suitability: every attempt at the virtual-asset knowledge check, kept with its answers, score and result.
 */
export const vaAdvisorAndKnowledgeMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('crypto_order_quote').addColumn('advisor_code', 'text').execute();
    await db.schema.alterTable('crypto_order').addColumn('advisor_code', 'text').execute();
    await db.schema
      .createIndex('crypto_order_advisor_idx')
      .on('crypto_order')
      .columns(['advisor_code', 'placed_at', 'id'])
      .execute();
    await db.schema
      .createTable('va_knowledge_check_attempt')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('answers', 'text', (column) => column.notNull())
      .addColumn('score', 'integer', (column) => column.notNull())
      .addColumn('pass_mark', 'integer', (column) => column.notNull())
      .addColumn('question_count', 'integer', (column) => column.notNull())
      .addColumn('passed', 'integer', (column) => column.notNull())
      .addColumn('wrong_questions', 'text', (column) => column.notNull())
      .addColumn('attempt_day', 'text', (column) => column.notNull())
      .addColumn('attempted_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('va_knowledge_check_attempt_account_idx')
      .on('va_knowledge_check_attempt')
      .columns(['account_code', 'source', 'attempted_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('va_knowledge_check_attempt').execute();
    await db.schema.dropIndex('crypto_order_advisor_idx').execute();
    await db.schema.alterTable('crypto_order').dropColumn('advisor_code').execute();
    await db.schema.alterTable('crypto_order_quote').dropColumn('advisor_code').execute();
  },
});
