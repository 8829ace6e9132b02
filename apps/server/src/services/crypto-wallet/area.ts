import { brandFeatures } from '@portal/contract/domain/brand-features';
import { cryptoWalletsMigration } from '../../db/migrations/0029-crypto-wallets';
import { defineArea, tablesOf } from '../../platform/area';
import type { CryptoWalletTables } from './crypto-wallet-tables';
import { cryptoWalletDependenciesOf } from './crypto-wallet-context';
import { cryptoWalletImplementation } from './crypto-wallet-service';
import { seedDemoCryptoWallets } from './demo-crypto-wallets';
import { cryptoDepositCreditingJob, runDepositCrediting } from './deposits';
import { registerCryptoWalletDevSupport } from './dev-support';

/** Deposit addresses, incoming transfers with the travel-rule hold, declared wallets and their history (ADR 043). */
export const cryptoWalletArea = defineArea({
  name: 'crypto-wallet',
  uses: ['crypto-market', 'crypto-withdrawal'],
  services: [cryptoWalletImplementation],
  tables: tablesOf<CryptoWalletTables>()(['crypto_deposit_address', 'crypto_deposit', 'crypto_declared_wallet']),
  migrations: { '0029-crypto-wallets': cryptoWalletsMigration },
  dependencies: (platform) => cryptoWalletDependenciesOf(platform),
  // Incoming transfers are credited (or held for the travel rule) once they have their confirmations.
  jobs: [{ ...cryptoDepositCreditingJob, feature: brandFeatures.crypto, run: runDepositCrediting }],
  devSupport: (app, wallets, { config }) => registerCryptoWalletDevSupport(app, config, wallets),
  // The VA client's declared wallet and the deposit its USDT came by.
  seeds: { demo: (db, { seededAt }) => seedDemoCryptoWallets(db, seededAt) },
});
