import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Accounts and everything a login touches: password history, sessions, logins waiting for a second factor, one-time
 * passwords, captchas, the login audit, the messaging outbox, preferences, advisor linkages and legal agreements.
 * Instants are ISO-8601 UTC text; flags are integers 0/1 (one code path for SQLite and PostgreSQL).
 */
export const identityMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('display_name', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('factor', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('totp_secret', 'text')
      .addColumn('totp_last_step', 'integer')
      .addColumn('force_change_password', 'integer', (column) => column.notNull())
      .addColumn('password_duration_days', 'integer', (column) => column.notNull())
      .addColumn('alert_change_password_days', 'integer', (column) => column.notNull())
      .addColumn('last_change_password_at', 'text', (column) => column.notNull())
      .addColumn('agreement_confirmed', 'integer', (column) => column.notNull())
      .addColumn('client_type', 'text', (column) => column.notNull())
      .addColumn('is_professional_investor', 'integer', (column) => column.notNull())
      .addColumn('notification_enabled', 'integer', (column) => column.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('account_source_code_unique', ['source', 'account_code'])
      .execute();

    await db.schema
      .createTable('password_history')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull().references('account.id'))
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('changed_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('password_history_account_idx')
      .on('password_history')
      .columns(['account_id', 'changed_at'])
      .execute();

    await db.schema
      .createTable('session')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('refresh_token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('account_id', 'text', (column) => column.notNull().references('account.id'))
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('advisor_account_code', 'text')
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('refresh_expires_at', 'text', (column) => column.notNull())
      .addColumn('ended_at', 'text')
      .addColumn('end_reason', 'text')
      .execute();
    await db.schema.createIndex('session_account_idx').on('session').columns(['account_id', 'ended_at']).execute();

    await db.schema
      .createTable('pending_login')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('account_id', 'text', (column) => column.notNull().references('account.id'))
      .addColumn('factor', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('completed_at', 'text')
      .execute();

    await db.schema
      .createTable('one_time_password')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('pending_login_id', 'text', (column) => column.notNull().references('pending_login.id'))
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('tries', 'integer', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('one_time_password_pending_idx')
      .on('one_time_password')
      .columns(['pending_login_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('captcha')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('answer', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('login_attempt')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('stage', 'text', (column) => column.notNull())
      .addColumn('result', 'text', (column) => column.notNull())
      .addColumn('succeeded', 'integer', (column) => column.notNull())
      .addColumn('attempted_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('login_attempt_account_idx')
      .on('login_attempt')
      .columns(['account_code', 'source', 'attempted_at'])
      .execute();
    await db.schema
      .createIndex('login_attempt_address_idx')
      .on('login_attempt')
      .columns(['address', 'attempted_at'])
      .execute();

    await db.schema
      .createTable('message_outbox')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('channel', 'text', (column) => column.notNull())
      .addColumn('destination', 'text', (column) => column.notNull())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('message_outbox_account_idx')
      .on('message_outbox')
      .columns(['account_code', 'created_at'])
      .execute();

    await db.schema
      .createTable('preference')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('currency_code', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('preference_pk', ['source', 'account_code'])
      .execute();

    await db.schema
      .createTable('advisee_link')
      .addColumn('advisor_account_code', 'text', (column) => column.notNull())
      .addColumn('advisee_account_code', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('advisee_link_pk', ['advisor_account_code', 'advisee_account_code'])
      .execute();

    await db.schema
      .createTable('legal_agreement')
      .addColumn('variant', 'text', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('content', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('legal_agreement_pk', ['variant', 'type', 'language'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'legal_agreement',
      'advisee_link',
      'preference',
      'message_outbox',
      'login_attempt',
      'captcha',
      'one_time_password',
      'pending_login',
      'session',
      'password_history',
      'account',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
