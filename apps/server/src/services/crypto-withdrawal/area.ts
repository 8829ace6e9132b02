import { brandFeatures } from '@portal/contract/domain/brand-features';
import { cryptoWithdrawalsMigration } from '../../db/migrations/0031-crypto-withdrawals';
import { cryptoWithdrawalHistoryIndexMigration } from '../../db/migrations/0033-crypto-withdrawal-history-index';
import { defineArea, tablesOf } from '../../platform/area';
import type { CryptoWithdrawalTables } from './crypto-withdrawal-tables';
import { cryptoWithdrawalDependenciesOf } from './crypto-withdrawal-dependencies';
import { cryptoWithdrawalImplementation } from './crypto-withdrawal-service';
import { seedDemoWhitelist } from './demo-whitelist';
import { registerCryptoWithdrawalDevSupport } from './dev-support';
import { cryptoWithdrawalJob, runWithdrawalChain } from './lifecycle';

/** Crypto withdrawals to whitelisted addresses, sent and confirmed by the chain (ADR 044). */
export const cryptoWithdrawalArea = defineArea({
  name: 'crypto-withdrawal',
  uses: ['account-notice', 'crypto-market', 'step-up'],
  services: [cryptoWithdrawalImplementation],
  tables: tablesOf<CryptoWithdrawalTables>()(['crypto_whitelist_address', 'crypto_withdrawal']),
  migrations: {
    '0031-crypto-withdrawals': cryptoWithdrawalsMigration,
    '0033-crypto-withdrawal-history-index': cryptoWithdrawalHistoryIndexMigration,
  },
  dependencies: cryptoWithdrawalDependenciesOf,
  // Sent, confirmed and completed (or failed) by the simulated chain as the clock passes.
  jobs: [{ ...cryptoWithdrawalJob, feature: brandFeatures.crypto, run: runWithdrawalChain }],
  devSupport: (app, withdrawals, { config }) => registerCryptoWithdrawalDevSupport(app, config, withdrawals),
  // The VA client's one whitelisted address, past its cooling-off.
  seeds: { demo: (db, { seededAt }) => seedDemoWhitelist(db, seededAt) },
});
