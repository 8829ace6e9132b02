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
import { seedDemoBankAccounts } from '../../services/cash-withdrawal/public';
import { seedDemoCryptoHoldings } from '../../services/crypto-order/demo-crypto-holdings';
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
    // Their registered bank accounts, where withdrawals go (cash-withdrawal, ADR 033).
    await seedDemoBankAccounts(db, clock.now());
    // A month of their notifications, so the bell and the notifications page have something to show.
    await seedDemoNotifications(db, clock);
    // The VA client's cash and crypto on the fos ledger (crypto-order, ADR 042).
    await seedDemoCryptoHoldings(db, clock.now());
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
