import { getBrand, type PortalVariant } from '@portal/contract/brands';
import { seedFundCatalogue } from '../services/fund-definition/fund-catalogue';
import { journalTotals } from '../platform/money/ledger';
import { signIn, type SignedIn } from './sign-in';
import { createTestApp, type TestApp } from './test-app';
import { depositCash } from '../services/fund-order/cash-deposit';
import type { FundOrderDependencies } from '../services/fund-order/fund-order-dependencies';

/** The real app with the fund catalogue seeded as of its test clock (15 January 2025, 10:00 in Hong Kong). */
export async function createOrderTestApp(variant?: PortalVariant): Promise<TestApp> {
  const testApp = await createTestApp(variant === undefined ? {} : { variant });
  await seedFundCatalogue(testApp.database.db, testApp.clock);
  return testApp;
}

/** The placement and lifecycle dependencies of a test app (its own clock and event publisher). */
export function orderDependenciesOf(testApp: TestApp): FundOrderDependencies {
  return {
    db: testApp.database.db,
    dialect: testApp.database.dialect,
    events: testApp.events,
    clock: testApp.clock,
    brand: getBrand(testApp.config.portalVariant),
  };
}

export async function depositFor(
  testApp: TestApp,
  accountCode: string,
  currency: string,
  amount: string,
  reference = `test-deposit-${accountCode}-${currency}-${amount}-${Math.random().toString(36).slice(2)}`,
): Promise<void> {
  await depositCash(orderDependenciesOf(testApp), { accountCode, source: 'gateway', currency, amount, reference });
}

/** Calls a fundOrder operation as the signed-in client. */
export function callAs(testApp: TestApp, signedIn: SignedIn) {
  return (operation: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/fundOrder/${operation}`, headers: signedIn.headers, payload });
}

export async function signedInCaller(testApp: TestApp, accountCode: string) {
  return callAs(testApp, await signIn(testApp, accountCode));
}

/** What a refused call must leave unchanged: the journal totals and the rows of the ledger and orders. */
export async function ledgerSnapshot(testApp: TestApp) {
  const db = testApp.database.db;
  const count = async (table: 'ledger_journal' | 'ledger_entry' | 'fund_order') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const totals = [...(await journalTotals(db))].map(([asset, total]) => `${asset} ${total.toFixed()}`).sort();
  return {
    totals,
    journals: await count('ledger_journal'),
    entries: await count('ledger_entry'),
    orders: await count('fund_order'),
  };
}

/** The lifecycle job's step, for tests of other services that move orders along (tests may compose services). */
export { advanceFundOrders } from '../services/fund-order/lifecycle';
export { placeSubscription } from '../services/fund-order/placement';
