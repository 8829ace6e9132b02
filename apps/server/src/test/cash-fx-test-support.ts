import { getBrand } from '@portal/contract/brands';
import { balanceOf, deposit, journalTotals } from '../platform/money/ledger';
import { rateOf } from '../platform/money/currency-rates';
import type { CashFxDependencies, FxRateSource } from '../services/cash-fx/cash-fx-dependencies';
import type { TestApp } from './test-app';

/** The quoting and converting dependencies of a test app; rates from the FX simulator unless a script is given. */
export function cashFxDependenciesOfTestApp(testApp: TestApp, rates?: FxRateSource): CashFxDependencies {
  const db = testApp.database.db;
  return {
    db,
    dialect: testApp.database.dialect,
    events: testApp.events,
    clock: testApp.clock,
    brand: getBrand(testApp.config.portalVariant),
    rates: rates ?? { midRate: rateOf },
  };
}

/** Credits cash to a client from HOUSE:CASH (a test's deposit). */
export async function creditCash(testApp: TestApp, accountCode: string, currency: string, amount: string) {
  await testApp.database.db.transaction().execute((trx) =>
    deposit(trx, testApp.database.dialect, {
      accountCode,
      source: 'gateway',
      asset: currency,
      amount,
      reference: `fx-test-${Math.random().toString(36).slice(2)}`,
      at: testApp.clock.now(),
    }),
  );
}

export async function availableOf(testApp: TestApp, accountCode: string, currency: string) {
  return (await balanceOf(testApp.database.db, { accountCode, source: 'gateway', asset: currency })).available;
}

/** What a refused call must leave unchanged: the journal totals, the ledger rows and the FX rows. */
export async function fxSnapshot(testApp: TestApp) {
  const db = testApp.database.db;
  const count = async (table: 'ledger_journal' | 'ledger_entry' | 'cash_fx_quote' | 'cash_fx_conversion') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    totals: [...(await journalTotals(db))].map(([asset, total]) => `${asset} ${total.toFixed()}`).sort(),
    journals: await count('ledger_journal'),
    entries: await count('ledger_entry'),
    quotes: await count('cash_fx_quote'),
    conversions: await count('cash_fx_conversion'),
  };
}

export { unbalancedAssets } from './ledger-checks';
