import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '@portal/contract/brands';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { defaultPreferenceOf } from './preference-service';
import { findPreference, saveCurrency, saveLanguage } from './queries';

const defaults = { language: 'en', currencyCode: 'HKD' };
const first = new Date('2026-01-05T01:00:00.000Z');
const later = new Date('2026-01-06T01:00:00.000Z');

describe('preference queries', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  const db = () => testDatabase.database.db;

  it('finds nothing before a preference is saved', async () => {
    expect(await findPreference(db(), { accountCode: 'Q00001', source: 'gateway' })).toBeUndefined();
  });

  it('saving a currency first creates the row with the default language, then changes only the currency', async () => {
    const key = { accountCode: 'Q00002', source: 'gateway' } as const;
    await saveCurrency(db(), key, 'USD', defaults, first);
    expect(await findPreference(db(), key)).toEqual({ language: 'en', currencyCode: 'USD' });
    await saveLanguage(db(), key, 'zh-HK', defaults, later);
    await saveCurrency(db(), key, 'CNY', defaults, later);
    expect(await findPreference(db(), key)).toEqual({ language: 'zh-HK', currencyCode: 'CNY' });
  });

  it('saving a language first creates the row with the default currency, then changes only the language', async () => {
    const key = { accountCode: 'Q00003', source: 'fos' } as const;
    await saveLanguage(db(), key, 'zh-CN', defaults, first);
    expect(await findPreference(db(), key)).toEqual({ language: 'zh-CN', currencyCode: 'HKD' });
    await saveCurrency(db(), key, 'USD', defaults, later);
    await saveLanguage(db(), key, 'en', defaults, later);
    expect(await findPreference(db(), key)).toEqual({ language: 'en', currencyCode: 'USD' });
    const rows = await db().selectFrom('preference').selectAll().where('account_code', '=', 'Q00003').execute();
    expect(rows).toEqual([
      { account_code: 'Q00003', source: 'fos', language: 'en', currency_code: 'USD', updated_at: later.toISOString() },
    ]);
  });

  it('keeps the same account code apart on the gateway and fos sources', async () => {
    await saveCurrency(db(), { accountCode: 'Q00004', source: 'gateway' }, 'USD', defaults, first);
    await saveLanguage(db(), { accountCode: 'Q00004', source: 'fos' }, 'zh-HK', defaults, first);
    expect(await findPreference(db(), { accountCode: 'Q00004', source: 'gateway' })).toEqual({
      language: 'en',
      currencyCode: 'USD',
    });
    expect(await findPreference(db(), { accountCode: 'Q00004', source: 'fos' })).toEqual({
      language: 'zh-HK',
      currencyCode: 'HKD',
    });
  });
});

describe('default preference of a brand', () => {
  it.each([
    ['demo', 'HKD'],
    ['cepa', 'CNY'],
    ['vademo', 'USD'],
  ] as const)('is English and the reporting currency of %s (%s)', (variant, currencyCode) => {
    expect(defaultPreferenceOf(brands[variant])).toEqual({ language: 'en', currencyCode, saved: false });
  });
});
