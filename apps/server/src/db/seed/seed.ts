import type { Kysely } from 'kysely';
import type { PortalVariant } from '@portal/contract/brands';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { PasswordHasher } from '../../platform/passwords';
import { seedFundDocuments } from '../../services/fund-document/fund-documents-seed';
import { seedDemoFundActivity } from '../../services/fund-order/demo-fund-activity';
import { seedDemoNotifications } from '../../services/notification/seed-notifications';
import { seedStockCatalogue } from '../../services/stock-market/catalogue-seed';
import { seedIpoOfferings } from '../../services/stock-ipo/ipo-seed';
import { seedCorporateActions } from '../../services/corporate-action/corporate-action-seed';
import { seedDemoTradingAccounts } from '../../services/stock-order/trading-account';
import { seedDemoBankAccounts } from '../../services/account-bank/public';
import { seedDemoKnowledgeChecks, seedDemoQuestionnaires } from '../../services/suitability/public';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { seedDemoProfiles } from '../../services/account-profile/public';
import { seedDemoCryptoHoldings } from '../../services/crypto-order/demo-crypto-holdings';
import { seedDemoWhitelist } from '../../services/crypto-withdrawal/demo-whitelist';
import { seedDemoCryptoWallets } from '../../services/crypto-wallet/demo-crypto-wallets';
import { seededCurrencies, seededExchangeRates } from './currencies';
import { seedDemoAccounts } from './demo-accounts';
import { seedFundCatalogue } from './fund-catalogue';
import { seedLegalAgreements } from './legal-agreements';

export type SeedOptions = {
  /** The demo accounts of the README and their notifications; never in production (NODE_ENV=production). */
  readonly demoAccounts: boolean;
  readonly passwords: PasswordHasher;
  /** The demo fund catalogue (about 60 funds, five years of NAVs); tests that need funds seed it themselves. */
  readonly fundCatalogue?: boolean;
  /** The brand whose funds the catalogue lists (each brand its own subset); every fund when absent. */
  readonly brand?: PortalVariant;
};

/**
 * Inserts the demo data a fresh portal needs. Idempotent: rows that already exist are left untouched, so it runs
 * at every start and running it twice changes nothing.
 */
export async function seedDatabase(db: Kysely<Database>, clock: Clock, options: SeedOptions): Promise<void> {
  const seededAt = clock.now().toISOString();
  await db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('currency')
      .values([...seededCurrencies])
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await transaction
      .insertInto('exchange_rate')
      .values(
        seededExchangeRates.map(({ from, to, rate }) => ({
          from_code: from,
          to_code: to,
          rate,
          updated_at: seededAt,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await seedLegalAgreements(transaction, seededAt);
    // The stock catalogue (about 90 rows; its prices are the simulator's, computed, not stored).
    await seedStockCatalogue(transaction);
  });
  if (options.demoAccounts) {
    await seedDemoAccounts(db, options.passwords, clock.now());
    // Their stock trading permissions, BCANs and trade passwords (README "Demo accounts").
    await seedDemoTradingAccounts(db, options.passwords, clock.now());
    // Their registered bank accounts, where withdrawals go (account-bank, ADR 033 and 039).
    await seedDemoBankAccounts(db, clock.now());
    // A month of their notifications, so the bell and the notifications page have something to show.
    await seedDemoNotifications(db, clock);
    // Their risk questionnaires (suitability, ADR 037), on a brand that has the questionnaire: tests name no brand and
    // keep the accounts' back-office levels without an expiry.
    const brand = options.brand === undefined ? undefined : getBrand(options.brand);
    if (brand !== undefined && offers(brand.flags, brandFeatures.riskQuestionnaire)) {
      await seedDemoQuestionnaires(db, clock, brand.marketTimeZone);
    }
    // Their records as the broker keeps them (account-profile, ADR 038).
    await seedDemoProfiles(db, clock.now());
    // The VA client's cash and crypto on the fos ledger (crypto-order, ADR 042).
    await seedDemoCryptoHoldings(db, clock.now());
    // The VA client's one whitelisted address, past its cooling-off (crypto-withdrawal, ADR 044).
    await seedDemoWhitelist(db, clock.now());
    // V20001 passed the virtual-asset knowledge check; V20002 has not (suitability, ADR 045).
    await seedDemoKnowledgeChecks(db, clock.now());
    // Their declared wallet and the deposit the USDT came by (crypto-wallet, ADR 043).
    await seedDemoCryptoWallets(db, clock.now());
  }
  if (options.fundCatalogue === true) {
    await seedFundCatalogue(db, clock, options.brand === undefined ? {} : { variant: options.brand });
    await seedFundDocuments(db, clock);
    // The demo IPO offerings, around the clock's day (stock-ipo).
    await seedIpoOfferings(db, clock);
    // The demo clients' cash and fund orders, on the catalogue.
    if (options.demoAccounts) await seedDemoFundActivity(db, clock);
    // The demo client's stock holdings and the corporate actions on them, around the clock's day.
    if (options.demoAccounts) await seedCorporateActions(db, clock);
  }
}
