import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { compiledOnce } from './compiled-query';

describe('a query compiled once and run with new values', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    const currency = (code: string, precision: number, order: number) => ({
      id: code,
      code,
      precision,
      name_en: code,
      name_zh_hk: code,
      name_zh_cn: code,
      sort_order: order,
    });
    await testDatabase.database.db
      .insertInto('currency')
      .values([currency('HKD', 2, 1), currency('USD', 2, 2), currency('JPY', 0, 3)])
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  it('puts each value in its placeholders, keeps the constants, and answers each call its own rows', async () => {
    const db = testDatabase.database.db;
    const currencies = compiledOnce<{ code: string; other: string }, { code: string; precision: number }>(
      (handle, param) =>
        handle
          .selectFrom('currency')
          .select(['code', 'precision'])
          .where((eb) => eb.or([eb('code', '=', param('code')), eb('code', '=', param('other'))]))
          .where('precision', '>=', 0)
          .orderBy('code'),
    );
    expect((await currencies(db, testDatabase.database.dialect, { code: 'HKD', other: 'USD' })).rows).toEqual([
      { code: 'HKD', precision: 2 },
      { code: 'USD', precision: 2 },
    ]);
    expect((await currencies(db, testDatabase.database.dialect, { code: 'JPY', other: 'nothing' })).rows).toEqual([
      { code: 'JPY', precision: 0 },
    ]);
    expect((await currencies(db, testDatabase.database.dialect, { code: 'nothing', other: 'nothing' })).rows).toEqual(
      [],
    );
  });

  it('refuses a placeholder that did not become a parameter', async () => {
    const unused = compiledOnce<{ code: string; more: string }, { code: string }>((handle, param) => {
      param('more');
      return handle.selectFrom('currency').select('code').where('code', '=', param('code'));
    });
    await expect(
      unused(testDatabase.database.db, testDatabase.database.dialect, { code: 'HKD', more: 'x' }),
    ).rejects.toThrow(/not a parameter/);
  });
});
