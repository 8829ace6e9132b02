import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, tableNamesOf, type TestDatabase } from '../test/test-app';
import { migrateToLatest, portalMigrations } from './migrate';

describe('migrateToLatest', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  it('creates the currency and exchange_rate tables on a fresh database, and a second run has nothing to do', async () => {
    const { database } = testDatabase;
    await migrateToLatest(database);
    expect(await tableNamesOf(database)).toEqual(expect.arrayContaining(['currency', 'exchange_rate']));
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(portalMigrations));
  });

  it('stores a rate exactly, digit for digit, as a decimal and not a float', async () => {
    const { db } = testDatabase.database;
    await db
      .insertInto('currency')
      .values({
        id: 'currency-xaa',
        code: 'XAA',
        precision: 8,
        name_en: 'A',
        name_zh_hk: 'A',
        name_zh_cn: 'A',
        sort_order: 9,
      })
      .execute();
    const exactRate = '0.12345678901234567890123';
    await db
      .insertInto('exchange_rate')
      .values({ from_code: 'XAA', to_code: 'XAA', rate: exactRate, updated_at: '2025-01-15T02:00:00.000Z' })
      .execute();
    const row = await db
      .selectFrom('exchange_rate')
      .select('rate')
      .where('from_code', '=', 'XAA')
      .executeTakeFirstOrThrow();
    expect(row.rate).toBe(exactRate);
  });

  it('refuses an exchange rate for a currency that does not exist (foreign keys are on)', async () => {
    const { db } = testDatabase.database;
    await expect(
      db
        .insertInto('exchange_rate')
        .values({ from_code: 'ZZZ', to_code: 'YYY', rate: '1', updated_at: '2025-01-15T02:00:00.000Z' })
        .execute(),
    ).rejects.toThrow();
  });
});
