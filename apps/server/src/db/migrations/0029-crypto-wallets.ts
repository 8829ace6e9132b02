import type { Kysely } from 'kysely';
import { decimalColumnType } from './column-types';
import type { PortalMigration } from './portal-migration';

/**
 * Crypto deposit addresses, incoming transfers and declared wallets (services/crypto-wallet/crypto-wallet-tables.ts;
 * owner services/crypto-wallet, ADR 043). A transfer is recorded once per (network, transaction hash): the crediting
 * job and a retry cannot record or credit it twice. An address is issued once per account and network, and no two
 * accounts share one (with the XRP Ledger's destination tag).
 */
export const cryptoWalletsMigration: PortalMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const decimal = decimalColumnType(dialect);
    await db.schema
      .createTable('crypto_deposit_address')
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('memo', 'text')
      .addColumn('issued_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('crypto_deposit_address_pkey', ['account_code', 'source', 'network'])
      .execute();
    await db.schema
      .createIndex('crypto_deposit_address_lookup_idx')
      .on('crypto_deposit_address')
      .columns(['network', 'address', 'memo'])
      .execute();
    await db.schema
      .createTable('crypto_deposit')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('asset', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('amount', decimal, (column) => column.notNull())
      .addColumn('from_address', 'text', (column) => column.notNull())
      .addColumn('to_address', 'text', (column) => column.notNull())
      .addColumn('memo', 'text')
      .addColumn('transaction_hash', 'text', (column) => column.notNull())
      .addColumn('broadcast_at', 'text', (column) => column.notNull())
      .addColumn('required_confirmations', 'integer', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('held_reason', 'text')
      .addColumn('originator_kind', 'text')
      .addColumn('originator_name', 'text')
      .addColumn('originator_relationship', 'text')
      .addColumn('originator_country', 'text')
      .addColumn('proof_wallet_id', 'text')
      .addColumn('credited_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addUniqueConstraint('crypto_deposit_transaction_key', ['network', 'transaction_hash'])
      .execute();
    await db.schema
      .createIndex('crypto_deposit_account_idx')
      .on('crypto_deposit')
      .columns(['account_code', 'source', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('crypto_deposit_status_idx')
      .on('crypto_deposit')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createTable('crypto_declared_wallet')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_code', 'text', (column) => column.notNull())
      .addColumn('source', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('label', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('proof_asset', 'text')
      .addColumn('proof_amount', decimal)
      .addColumn('proof_expires_at', 'text')
      .addColumn('verified_at', 'text')
      .addColumn('declared_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('crypto_declared_wallet_key', ['account_code', 'source', 'network', 'address'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('crypto_declared_wallet').execute();
    await db.schema.dropTable('crypto_deposit').execute();
    await db.schema.dropTable('crypto_deposit_address').execute();
  },
});
