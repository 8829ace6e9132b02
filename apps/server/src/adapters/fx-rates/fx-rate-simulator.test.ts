import { ExactDecimal } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { seedDatabase } from '../../db/seed/seed';
import { createTestClock } from '../../platform/runtime/clock';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { brokenClausesOf } from '../contract-suite';
import type { FxRateFeed } from './fx-rate-feed';
import { describeFxRateContract, fxRateContract } from './fx-rate-contract';
import { createFxRateSimulator } from './fx-rate-simulator';

/* The FX simulator over a database seeded with the currencies and their base rates (ADR 034), against the contract. */

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await migrateToLatest(testDatabase.database);
  await seedDatabase(testDatabase.database.db, createTestClock(), {
    demoAccounts: false,
    demoCatalogue: false,
    brand: testDatabase.config.portalVariant,
    passwords: createPasswordHasher(testDatabase.config),
  });
});
afterAll(async () => {
  await testDatabase.dispose();
});

const simulator = () => createFxRateSimulator(testDatabase.database.db);

describeFxRateContract(simulator);

describe('the FX rate feed contract catches a broken feed', () => {
  it('a feed that lets USD/HKD leave the peg, or answers a pair alone otherwise than in the list, breaks it', async () => {
    const drifting: FxRateFeed = {
      ...simulator(),
      midRate: async (from, to, at) => {
        const rate = await simulator().midRate(from, to, at);
        return from === 'USD' && to === 'HKD' ? rate?.times(new ExactDecimal('1.02')) : rate;
      },
    };
    expect(Object.keys(await brokenClausesOf(fxRateContract, drifting))).toEqual([
      'quotes a positive rate, the same for a pair whether asked alone or with all the others',
      'keeps USD/HKD inside the peg band (7.75 to 7.85) and a pair and its reverse within 1 % of each other',
    ]);
  });

  it('a feed whose rate time is after the instant, or that moves within it, breaks it', async () => {
    const ahead: FxRateFeed = {
      ...simulator(),
      rateTimeAt: (at) => new Date(at.getTime() + 4_000),
    };
    expect(Object.keys(await brokenClausesOf(fxRateContract, ahead))).toEqual([
      'gives its rates as of a rate time at or before the instant, and the same rates all through that time',
    ]);
  });
});
