import type { Kysely } from 'kysely';
import type { PortalMigration } from './portal-migration';

/**
 * Passwords and devices (services/account-credential/account-credential-tables.ts; owner services/account-credential,
 * ADR 040): the browsers each account signed in from (a device cookie's digest, saved and trusted ones named), and the
 * trade passwords an account had (newTradePasswordUsedBefore).
 */
export const accountCredentialsMigration: PortalMigration = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_device')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull())
      .addColumn('name', 'text')
      .addColumn('browser_name', 'text')
      .addColumn('system_name', 'text')
      .addColumn('last_address', 'text', (column) => column.notNull())
      .addColumn('first_seen_at', 'text', (column) => column.notNull())
      .addColumn('last_seen_at', 'text', (column) => column.notNull())
      .addColumn('saved_at', 'text')
      .addColumn('trusted_until', 'text')
      .addUniqueConstraint('account_device_token_uq', ['account_code', 'source', 'token_hash'])
      .execute();
    await db.schema
      .createIndex('account_device_account_idx')
      .on('account_device')
      .columns(['account_code', 'source', 'last_seen_at'])
      .execute();
    await db.schema
      .createTable('trade_password_history')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('changed_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('trade_password_history_account_idx')
      .on('trade_password_history')
      .columns(['account_code', 'source', 'changed_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('trade_password_history').execute();
    await db.schema.dropTable('account_device').execute();
  },
});
