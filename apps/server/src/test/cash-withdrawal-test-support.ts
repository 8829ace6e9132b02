import { getBrand } from '@portal/contract/brands';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { createTestClock, type TestClock } from '../platform/runtime/clock';
import { createEventPublisher } from '../platform/runtime/events';
import { deposit } from '../platform/money/ledger';
import { createPasswordHasher } from '../platform/identity/passwords';
import { subscribeNotifications } from '../services/notification/notification-events';
import type { StepUpDependencies } from '../services/step-up/step-up';
import { grantStepUpTo, stepUpTestDependencies, testSessionOf } from './step-up-test-support';
import { createTestDatabase, type TestDatabase } from './test-app';
import type { AccountKey } from '../services/cash-withdrawal/bank-accounts';
import type { CashWithdrawalDependencies } from '../services/cash-withdrawal/cash-withdrawal-dependencies';
import { dialectOf } from '../services/cash-withdrawal/dialect';
import { submitWithdrawal, type WithdrawalActor, type WithdrawalRequest } from '../services/cash-withdrawal/submission';

/*
 * Withdrawal tests on the service's own functions over a fresh migrated database with the demo accounts (and their
 * bank accounts) but no fund or stock activity: each test deposits exactly the cash it needs. Not a test file.
 */

export type WithdrawalTestBed = {
  readonly deps: CashWithdrawalDependencies;
  /** The step-up service's, for the grants a withdrawal takes (ADR 036). */
  readonly stepUp: StepUpDependencies;
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
  };
  const stepUp = stepUpTestDependencies(database.db, testDatabase.config, clock);
  return { deps, stepUp, clock, testDatabase, dispose: () => testDatabase.dispose() };
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
/** A withdrawal of C10001 to its USD account, a fresh reference, no grant yet; override what a test varies. */
export function usdRequest(overrides: Partial<WithdrawalRequest> = {}): WithdrawalRequest {
  sequence += 1;
  return {
    ...c10001,
    clientReference: `test-withdrawal-${String(sequence).padStart(6, '0')}`,
    bankAccountId: 'BA-C10001-USD',
    method: 'bankTransfer',
    currency: 'USD',
    amount: '100',
    ...overrides,
  };
}

/** C10001 in a session of its own (it confirms step-up with its password). */
export const clientActor: WithdrawalActor = testSessionOf(c10001);

/** A step-up grant for `withdrawal` in the actor's session, as the dialog gets one: the password, confirmed. */
export async function withdrawalGrant(bed: WithdrawalTestBed, actor: WithdrawalActor = clientActor): Promise<string> {
  return grantStepUpTo(bed.stepUp, actor, 'withdrawal', bed.clock.now());
}

/** The request with a new step-up grant of the session of its account, as the page sends it after the dialog. */
export async function withGrant(bed: WithdrawalTestBed, request: WithdrawalRequest): Promise<WithdrawalRequest> {
  return { ...request, stepUpToken: await withdrawalGrant(bed, testSessionOf(request)) };
}

/** Submits as the page does: a new grant in the session of the request's account, then the withdrawal. */
export async function submitWithGrant(bed: WithdrawalTestBed, request: WithdrawalRequest = usdRequest()) {
  return submitWithdrawal(bed.deps, testSessionOf(request), await withGrant(bed, request));
}
