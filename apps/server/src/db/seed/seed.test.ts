import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../platform/runtime/clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { migrateToLatest } from '../migrate';
import { createPasswordHasher } from '../../platform/identity/passwords';
import { seedDatabase } from './seed';

const seedOptions = { demoAccounts: true, passwords: createPasswordHasher({ nodeEnv: 'test' }) };

async function contents(testDatabase: TestDatabase) {
  const { db } = testDatabase.database;
  return {
    currencies: await db.selectFrom('currency').selectAll().orderBy('code').execute(),
    exchangeRates: await db.selectFrom('exchange_rate').selectAll().orderBy('from_code').orderBy('to_code').execute(),
    accounts: await db
      .selectFrom('account')
      .select(['account_code', 'password_hash'])
      .orderBy('account_code')
      .execute(),
    legalAgreements: await db.selectFrom('legal_agreement').select(['variant', 'type', 'language']).execute(),
  };
}

describe('seedDatabase', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    await seedDatabase(testDatabase.database.db, createTestClock('2025-01-15T02:00:00.000Z'), seedOptions);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  it('seeds HKD, USD and CNY (and the fund currencies EUR, JPY, GBP) and a rate for every pair it uses', async () => {
    const { currencies, exchangeRates } = await contents(testDatabase);
    expect(currencies.map((currency) => [currency.code, currency.precision])).toEqual([
      ['CNY', 2],
      ['EUR', 2],
      ['GBP', 2],
      ['HKD', 2],
      ['JPY', 0],
      ['USD', 2],
    ]);
    // Every pair of HKD, USD, CNY (9) and each fund currency to itself and both ways with each of them (3 × 7).
    expect(exchangeRates).toHaveLength(30);
    expect(exchangeRates).toContainEqual({
      from_code: 'USD',
      to_code: 'HKD',
      rate: '7.7850',
      updated_at: '2025-01-15T02:00:00.000Z',
    });
  });

  it('is idempotent: a second run, even later, changes nothing', async () => {
    const before = await contents(testDatabase);
    await seedDatabase(testDatabase.database.db, createTestClock('2025-06-30T09:00:00.000Z'), seedOptions);
    expect(await contents(testDatabase)).toEqual(before);
  });
});

describe('seedDatabase in production', () => {
  it('seeds no demo account, but the legal agreements all the same', async () => {
    const testDatabase = await createTestDatabase();
    try {
      await migrateToLatest(testDatabase.database);
      await seedDatabase(testDatabase.database.db, createTestClock('2025-01-15T02:00:00.000Z'), {
        ...seedOptions,
        demoAccounts: false,
      });
      const { accounts, legalAgreements } = await contents(testDatabase);
      expect(accounts).toEqual([]);
      expect(legalAgreements.length).toBe(10 * 6 * 3);
    } finally {
      await testDatabase.dispose();
    }
  });
});
