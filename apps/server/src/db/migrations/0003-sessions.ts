import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Sessions that behave like a broker's (issue 4): refresh-token rotation with reuse detection, what the sessions page
 * shows (browser, last seen), session-login hand-offs from a host app, password resets, and the advisor behind an
 * audited advisee login.
 */
export const sessionsMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('session').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('session').addColumn('last_seen_at', 'text').execute();
    await db.schema
      .alterTable('session')
      .addColumn('is_session_login', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    /** The absolute end of a session family: refreshes never carry a session past it. */
    await db.schema.alterTable('session').addColumn('family_expires_at', 'text').execute();
    /** The session token a refresh replaced, still honoured for a few seconds (calls already in flight). */
    await db.schema.alterTable('session').addColumn('previous_token_hash', 'text').execute();
    await db.schema.alterTable('session').addColumn('previous_token_until', 'text').execute();
    await db.schema.createIndex('session_previous_token_idx').on('session').columns(['previous_token_hash']).execute();
    await db.schema
      .createIndex('session_advisor_idx')
      .on('session')
      .columns(['advisor_account_code', 'ended_at'])
      .execute();

    // A refresh token that was rotated away: presenting it again ends its session family (token theft).
    await db.schema
      .createTable('rotated_refresh_token')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('session_id', 'text', (column) => column.notNull().references('session.id'))
      .addColumn('rotated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('rotated_refresh_token_session_idx')
      .on('rotated_refresh_token')
      .columns(['session_id'])
      .execute();

    await db.schema.alterTable('login_attempt').addColumn('advisor_account_code', 'text').execute();

    // One-time hand-off tokens a host app's back end issues for session login (SPEC §2 sessionLogin).
    await db.schema
      .createTable('session_handoff')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('account_id', 'text', (column) => column.notNull().references('account.id'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();

    // The secret a client proves itself with before a password reset (an identity document number), hashed.
    await db.schema.alterTable('account').addColumn('verification_key_hash', 'text').execute();

    // A password reset in progress: verified client code, then a one-time code, then the new password.
    await db.schema
      .createTable('password_reset')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('account_id', 'text', (column) => column.notNull().references('account.id'))
      .addColumn('factor', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      // The one-time code of the reset: a digest salted with the reset's id, its lifetime, tries and use.
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('code_created_at', 'text', (column) => column.notNull())
      .addColumn('code_expires_at', 'text', (column) => column.notNull())
      .addColumn('code_tries', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('code_used_at', 'text')
      .addColumn('code_verified_at', 'text')
      .addColumn('completed_at', 'text')
      .execute();
    await db.schema.createIndex('password_reset_account_idx').on('password_reset').columns(['account_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('password_reset').execute();
    await db.schema.alterTable('account').dropColumn('verification_key_hash').execute();
    await db.schema.dropTable('session_handoff').execute();
    await db.schema.alterTable('login_attempt').dropColumn('advisor_account_code').execute();
    await db.schema.dropTable('rotated_refresh_token').execute();
    await db.schema.dropIndex('session_advisor_idx').execute();
    await db.schema.dropIndex('session_previous_token_idx').execute();
    for (const column of [
      'previous_token_until',
      'previous_token_hash',
      'family_expires_at',
      'is_session_login',
      'last_seen_at',
      'user_agent',
    ]) {
      await db.schema.alterTable('session').dropColumn(column).execute();
    }
  },
});
