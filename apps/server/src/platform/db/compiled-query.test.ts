import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import type { CurrencyTable } from '../money/currency-tables';
import { compiledOnce, compiledRowInsert, dialectOf } from './compiled-query';

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

  it('tells the dialect from the handle, the database and a transaction on it alike', async () => {
    const { db, dialect } = testDatabase.database;
    expect(dialectOf(db)).toBe(dialect);
    await db.transaction().execute(async (trx) => {
      expect(dialectOf(trx)).toBe(dialect);
    });
  });

  it('inserts a whole row by its columns, and refuses a row with a column the insert leaves out', async () => {
    const { db, dialect } = testDatabase.database;
    const row = (code: string): CurrencyTable => ({
      id: code,
      code,
      precision: 3,
      name_en: `${code} en`,
      name_zh_hk: `${code} hk`,
      name_zh_cn: `${code} cn`,
      sort_order: 9,
    });
    const insertCurrency = compiledRowInsert<CurrencyTable>('currency', [
      'id',
      'code',
      'precision',
      'name_en',
      'name_zh_hk',
      'name_zh_cn',
      'sort_order',
    ]);
    await insertCurrency(db, dialect, row('KWD'));
    await insertCurrency(db, dialect, row('BHD'));
    const stored = await db
      .selectFrom('currency')
      .selectAll()
      .where('code', 'in', ['KWD', 'BHD'])
      .orderBy('code')
      .execute();
    expect(stored).toEqual([row('BHD'), row('KWD')]);

    const short = compiledRowInsert<CurrencyTable>('currency', ['id', 'code', 'precision', 'name_en']);
    await expect(short(db, dialect, row('OMR'))).rejects.toThrow(/leaves out name_zh_hk, name_zh_cn, sort_order/);
    expect(await db.selectFrom('currency').select('code').where('code', '=', 'OMR').execute()).toEqual([]);
  });
});
