import { brandFeatures } from '@portal/contract/domain/brand-features';
import { cryptoOrdersMigration } from '../../db/migrations/0028-crypto-orders';
import { vaAdvisorAndKnowledgeMigration } from '../../db/migrations/0032-va-advisor-and-knowledge';
import { defineArea, tablesOf } from '../../platform/area';
import type { CryptoOrderTables } from './crypto-order-tables';
import { cryptoOrderDependenciesOf } from './crypto-order-dependencies';
import { cryptoOrderImplementation } from './crypto-order-service';
import { seedDemoCryptoHoldings } from './demo-crypto-holdings';
import { registerCryptoOrderDevSupport } from './dev-support';
import { cryptoMatchingJob, runCryptoMatching } from './matching';

/** Virtual-asset orders on the FOS book: firm quotes, limit orders and their fills (ADR 042, 045). */
export const cryptoOrderArea = defineArea({
  name: 'crypto-order',
  uses: ['crypto-market', 'suitability'],
  services: [cryptoOrderImplementation],
  tables: tablesOf<CryptoOrderTables>()(['crypto_order_quote', 'crypto_order', 'crypto_fill']),
  migrations: {
    '0028-crypto-orders': cryptoOrdersMigration,
    // Also made suitability's knowledge-check attempts, before areas owned their migrations.
    '0032-va-advisor-and-knowledge': vaAdvisorAndKnowledgeMigration,
  },
  dependencies: cryptoOrderDependenciesOf,
  // Resting limit orders fill against the FOS book as its prices move.
  jobs: [{ ...cryptoMatchingJob, feature: brandFeatures.crypto, run: runCryptoMatching }],
  devSupport: (app, cryptoOrders, { config }) => registerCryptoOrderDevSupport(app, config, cryptoOrders),
  // The VA client's cash and crypto on the fos ledger.
  seeds: { demo: (db, { seededAt }) => seedDemoCryptoHoldings(db, seededAt) },
});
