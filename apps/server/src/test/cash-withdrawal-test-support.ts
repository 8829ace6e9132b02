import { getBrand } from '@portal/contract/brands';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { demoPassword } from '../db/seed/demo-accounts';
import { createTestClock, type TestClock } from '../platform/clock';
import { createEventPublisher } from '../platform/events';
import { deposit } from '../platform/ledger';
import { createPasswordHasher } from '../platform/passwords';
import { subscribeNotifications } from '../services/notification/notification-events';
import { createTestDatabase, type TestDatabase } from './test-app';
import type { AccountKey } from '../services/cash-withdrawal/bank-accounts';
import type { CashWithdrawalDependencies } from '../services/cash-withdrawal/cash-withdrawal-dependencies';
import { dialectOf } from '../services/cash-withdrawal/dialect';
import type { WithdrawalRequest } from '../services/cash-withdrawal/submission';

/*
 * Withdrawal tests on the service's own functions over a fresh migrated database with the demo accounts (and their
 * bank accounts) but no fund or stock activity: each test deposits exactly the cash it needs. Not a test file.
 */

export type WithdrawalTestBed = {
  readonly deps: CashWithdrawalDependencies;
  readonly clock: TestClock;
  readonly testDatabase: TestDatabase;
  dispose(): Promise<void>;
};

/** Wednesday 15 January 2025, 10:00 in Hong Kong: a business day before the demo's 11:00 withdraw cut-off. */
export const beforeCutOff = '2025-01-15T02:00:00.000Z';

export async function createWithdrawalTestBed(): Promise<WithdrawalTestBed> {
  const testDatabase = await createTestDatabase({ variant: 'demo' });
  const clock = createTestClock(beforeCutOff);
  const passwords = createPasswordHasher(testDatabase.config);
  const { database } = testDatabase;
  await migrateToLatest(database);
  await seedDatabase(database.db, clock, { demoAccounts: true, passwords });
  // Events become notifications as in the app (cashUpdate, cashMovement).
  const events = createEventPublisher({ clock });
  subscribeNotifications(events);
  const deps: CashWithdrawalDependencies = {
    db: database.db,
    dialect: dialectOf(testDatabase.config),
    events,
    clock,
    brand: getBrand('demo'),
    passwords,
  };
  return { deps, clock, testDatabase, dispose: () => testDatabase.dispose() };
}

export const c10001: AccountKey = { accountCode: 'C10001', source: 'gateway' };

/** Cash arriving for an account (HOUSE:CASH → available), under its own reference. */
export async function fund(
  deps: CashWithdrawalDependencies,
  account: AccountKey,
  currency: string,
  amount: string,
  reference: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await deposit(trx, deps.dialect, { ...account, asset: currency, amount, reference, at: deps.clock.now() });
  });
}

let sequence = 0;
/** A withdrawal of C10001 to its USD account, password step-up, a fresh reference; override what a test varies. */
export function usdRequest(overrides: Partial<WithdrawalRequest> = {}): WithdrawalRequest {
  sequence += 1;
  return {
    ...c10001,
    clientReference: `test-withdrawal-${String(sequence).padStart(6, '0')}`,
    bankAccountId: 'BA-C10001-USD',
    method: 'bankTransfer',
    currency: 'USD',
    amount: '100',
    stepUp: { password: demoPassword },
    ...overrides,
  };
}

export const clientActor = { advisorAccountCode: null } as const;
