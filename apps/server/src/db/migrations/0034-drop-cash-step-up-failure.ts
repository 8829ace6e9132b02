import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Cash withdrawals take step-up grants (ADR 036, issue 25 part 4): the withdrawal's own proof and its failure count
 * are gone, so nothing writes or reads `cash_step_up_failure` (made by 0019). Its rows counted failed proofs only; the
 * step-up grants keep their own attempts.
 */
export const dropCashStepUpFailureMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('cash_step_up_failure_account_idx').ifExists().execute();
    await db.schema.dropTable('cash_step_up_failure').ifExists().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('cash_step_up_failure')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('failed_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('cash_step_up_failure_account_idx')
      .on('cash_step_up_failure')
      .columns(['account_code', 'source', 'failed_at'])
      .execute();
  },
});
