import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database, DatabaseDialect } from '../platform/db';
import { currencyMigration } from './migrations/0001-currency';
import { identityMigration } from './migrations/0002-identity';
import { sessionsMigration } from './migrations/0003-sessions';
import { notificationsMigration } from './migrations/0004-notifications';
import { ledgerMigration } from './migrations/0005-ledger';
import { fundCatalogueMigration } from './migrations/0006-fund-catalogue';
import { fundOrdersMigration } from './migrations/0007-fund-orders';
import { fundHoldingsMigration } from './migrations/0008-fund-holdings';
import { documentsMigration } from './migrations/0009-documents';
import { fundPositionsMigration } from './migrations/0010-fund-positions';
import { fundDividendPaymentsMigration } from './migrations/0011-fund-dividend-payments';
import { orderReferencesMigration } from './migrations/0012-order-references';
import { stockMarketMigration } from './migrations/0013-stock-market';
import { stockOrdersMigration } from './migrations/0014-stock-orders';
import { ipoMigration } from './migrations/0015-ipo';
import { corporateActionsMigration } from './migrations/0016-corporate-actions';
import { cashMovementIndexMigration } from './migrations/0021-cash-movement-index';
import { cashFxMigration } from './migrations/0020-cash-fx';
import { cashDepositsMigration } from './migrations/0017-cash-deposits';
import { cashEddaMigration } from './migrations/0018-cash-edda';
import { cashWithdrawalsMigration } from './migrations/0019-cash-withdrawals';
import { stepUpAndAccountNoticesMigration } from './migrations/0022-step-up-and-account-notices';
import { suitabilityMigration } from './migrations/0024-suitability';
import { accountBankAndTaxMigration } from './migrations/0025-account-bank-and-tax';
import { accountProfilesMigration } from './migrations/0023-account-profiles';
import { accountCredentialsMigration } from './migrations/0026-account-credentials';
import { stockExtendedHoursMigration } from './migrations/0030-stock-extended-hours';
import { cryptoOrdersMigration } from './migrations/0028-crypto-orders';
import { cryptoWithdrawalsMigration } from './migrations/0031-crypto-withdrawals';
import { vaAdvisorAndKnowledgeMigration } from './migrations/0032-va-advisor-and-knowledge';
import { cryptoWalletsMigration } from './migrations/0029-crypto-wallets';
import type { PortalMigration } from './migrations/portal-migration';

/**
 * Every migration, by name, in the order they run. Listed in code (no folder scanning) so the server runs the
 * same way under tsx, a bundler or a test runner. Add a new file as NNNN-name.ts and list it here.
 */
export const portalMigrations: Readonly<Record<string, PortalMigration>> = {
  '0001-currency': currencyMigration,
  '0002-identity': identityMigration,
  '0003-sessions': sessionsMigration,
  '0004-notifications': notificationsMigration,
  '0005-ledger': ledgerMigration,
  '0006-fund-catalogue': fundCatalogueMigration,
  '0007-fund-orders': fundOrdersMigration,
  '0008-fund-holdings': fundHoldingsMigration,
  '0009-documents': documentsMigration,
  '0010-fund-positions': fundPositionsMigration,
  '0011-fund-dividend-payments': fundDividendPaymentsMigration,
  '0012-order-references': orderReferencesMigration,
  '0013-stock-market': stockMarketMigration,
  '0014-stock-orders': stockOrdersMigration,
  '0015-ipo': ipoMigration,
  '0016-corporate-actions': corporateActionsMigration,
  '0017-cash-deposits': cashDepositsMigration,
  '0018-cash-edda': cashEddaMigration,
  '0019-cash-withdrawals': cashWithdrawalsMigration,
  '0020-cash-fx': cashFxMigration,
  '0021-cash-movement-index': cashMovementIndexMigration,
  '0022-step-up-and-account-notices': stepUpAndAccountNoticesMigration,
  '0023-account-profiles': accountProfilesMigration,
  '0024-suitability': suitabilityMigration,
  '0025-account-bank-and-tax': accountBankAndTaxMigration,
  '0026-account-credentials': accountCredentialsMigration,
  '0028-crypto-orders': cryptoOrdersMigration,
  '0029-crypto-wallets': cryptoWalletsMigration,
  '0030-stock-extended-hours': stockExtendedHoursMigration,
  '0031-crypto-withdrawals': cryptoWithdrawalsMigration,
  '0032-va-advisor-and-knowledge': vaAdvisorAndKnowledgeMigration,
};

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DatabaseDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(portalMigrations).map(([name, migration]) => [name, migration(this.dialect)]),
    );
  }
}

export type MigratableDatabase = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
};

/**
 * The PostgreSQL schema the connection works in (first on its search_path). Kysely's Migrator looks for its own
 * tables in every schema unless told which one, so it is told: several portals (or test runs) may share a database.
 */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('The PostgreSQL connection has no current schema (check search_path).');
  return schema;
}

/** Brings the schema up to the newest migration; throws naming the migration that failed. */
export async function migrateToLatest({ db, dialect }: MigratableDatabase): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(dialect),
    ...(dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'the migration lock';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
