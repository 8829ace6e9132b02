import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Whitelisted addresses and crypto withdrawals (services/crypto-withdrawal/crypto-withdrawal-tables.ts; owner
 * services/crypto-withdrawal, ADR 044). An address is listed once (active_key unique while listed); a withdrawal's
 * client reference is unique per account in order_reference (platform/orders) and here too.
 */
export const cryptoWithdrawalsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('crypto_whitelist_address')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('asset', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('destination_tag', 'text')
      .addColumn('label', 'text', (column) => column.notNull())
      .addColumn('added_at', 'text', (column) => column.notNull())
      .addColumn('available_from', 'text', (column) => column.notNull())
      .addColumn('removed_at', 'text')
      .addColumn('active_key', 'text', (column) => column.unique())
      .execute();
    await db.schema
      .createIndex('crypto_whitelist_address_account_idx')
      .on('crypto_whitelist_address')
      .columns(['account_code', 'source', 'added_at'])
      .execute();
    await db.schema
      .createTable('crypto_withdrawal')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('client_reference', 'text', (column) => column.notNull())
      .addColumn('address_id', 'text', (column) => column.notNull().references('crypto_whitelist_address.id'))
      .addColumn('asset', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('destination_tag', 'text')
      .addColumn('label', 'text', (column) => column.notNull())
      .addColumn('amount', decimal, (column) => column.notNull())
      .addColumn('fee', decimal, (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('hk_day', 'text', (column) => column.notNull())
      .addColumn('transaction_hash', 'text')
      .addColumn('broadcast_at', 'text')
      .addColumn('confirmations', 'integer', (column) => column.notNull())
      .addColumn('required_confirmations', 'integer', (column) => column.notNull())
      .addColumn('failure_reason', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addUniqueConstraint('crypto_withdrawal_reference_key', ['account_code', 'source', 'client_reference'])
      .execute();
    // The account's list (newest first) and its daily limit; the simulator's open withdrawals.
    await db.schema
      .createIndex('crypto_withdrawal_account_idx')
      .on('crypto_withdrawal')
      .columns(['account_code', 'source', 'asset', 'hk_day'])
      .execute();
    await db.schema
      .createIndex('crypto_withdrawal_status_idx')
      .on('crypto_withdrawal')
      .columns(['status', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('crypto_withdrawal').execute();
    await db.schema.dropTable('crypto_whitelist_address').execute();
  },
});
