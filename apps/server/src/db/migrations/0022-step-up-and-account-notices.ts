import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Step-up grants and the notices sent on a second channel (issue 17 parts 5 and 7, ADR 036):
 * - services/step-up owns `step_up_code` (a one-time code sent by SMS or e-mail for one action), `step_up_grant` (a
 *   proof given, valid for one action of one session, a few minutes, once) and `step_up_failure` (wrong answers,
 *   counted per account);
 * - services/account-notice owns `account_notice` (what was sent to the account's registered e-mail or phone).
 */
export const stepUpAndAccountNoticesMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('step_up_code')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('session_id', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('channel', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('tries', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('step_up_code_session_idx')
      .on('step_up_code')
      .columns(['session_id', 'action', 'created_at'])
      .execute();
    await db.schema
      .createTable('step_up_grant')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('session_id', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createTable('step_up_failure')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('failed_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('step_up_failure_account_idx')
      .on('step_up_failure')
      .columns(['account_code', 'source', 'failed_at'])
      .execute();
    await db.schema
      .createTable('account_notice')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('channel', 'text', (column) => column.notNull())
      /** Masked as shown to the client ("c***@example.com", "+852 ****5678"). */
      .addColumn('destination', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('account_notice_account_idx')
      .on('account_notice')
      .columns(['account_code', 'source', 'sent_at', 'id'])
      .execute();
  },
});
