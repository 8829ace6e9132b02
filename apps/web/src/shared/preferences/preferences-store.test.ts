import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from '../storage/expiring-storage';
import { MemoryStorage } from '../storage/memory-storage';
import { brandCurrencies } from '@portal/contract/brands';
import { createPreferencesStore, reportingCurrencyChoices, reportingCurrencyFor } from './preferences-store';

const day = 86_400_000;

describe('preferences', () => {
  it('default to light, English, the full layout and HKD', () => {
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    expect(store.getSnapshot()).toEqual({
      colourMode: 'light',
      language: 'en',
      layout: 'default',
      reportingCurrency: 'HKD',
    });
  });

  it('survive a reload: a new store on the same storage reads what the last one set', () => {
    const storage = new MemoryStorage();
    const first = createPreferencesStore(createExpiringStorage(storage));
    first.setColourMode('dark');
    first.setLanguage('zh-HK');
    first.setLayout('simple');
    first.setReportingCurrency('USD');
    const afterReload = createPreferencesStore(createExpiringStorage(storage));
    expect(afterReload.getSnapshot()).toEqual({
      colourMode: 'dark',
      language: 'zh-HK',
      layout: 'simple',
      reportingCurrency: 'USD',
    });
  });

  it('keep colour mode and language for 365 days, then fall back to the defaults', () => {
    const storage = new MemoryStorage();
    let now = Date.UTC(2026, 0, 1);
    createPreferencesStore(createExpiringStorage(storage, () => now)).setColourMode('dark');
    createPreferencesStore(createExpiringStorage(storage, () => now)).setLanguage('zh-CN');
    now += 364 * day;
    expect(createPreferencesStore(createExpiringStorage(storage, () => now)).getSnapshot()).toMatchObject({
      colourMode: 'dark',
      language: 'zh-CN',
    });
    now += day;
    expect(createPreferencesStore(createExpiringStorage(storage, () => now)).getSnapshot()).toMatchObject({
      colourMode: 'light',
      language: 'en',
    });
  });

  it('keep the reporting currency for a year (the default currency entry), then fall back to HKD', () => {
    const storage = new MemoryStorage();
    let now = Date.UTC(2026, 0, 1);
    createPreferencesStore(createExpiringStorage(storage, () => now)).setReportingCurrency('CNY');
    now += 364 * day;
    expect(createPreferencesStore(createExpiringStorage(storage, () => now)).getSnapshot().reportingCurrency).toBe(
      'CNY',
    );
    now += day;
    expect(createPreferencesStore(createExpiringStorage(storage, () => now)).getSnapshot().reportingCurrency).toBe(
      'HKD',
    );
  });

  it('ignore a stored reporting currency that is not one of HKD, USD, CNY', () => {
    const storage = new MemoryStorage();
    createExpiringStorage(storage).set('defaultCurrency', 'EUR', day);
    expect(createPreferencesStore(createExpiringStorage(storage)).getSnapshot().reportingCurrency).toBe('HKD');
  });

  it('tell subscribers about a change and stay quiet when the value is the same', () => {
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    let notified = 0;
    const unsubscribe = store.subscribe(() => {
      notified += 1;
    });
    store.setColourMode('dark');
    store.setColourMode('dark');
    unsubscribe();
    store.setColourMode('light');
    expect(notified).toBe(1);
  });
});

describe('reportingCurrencyFor', () => {
  it('offers the same currencies as the contract', () => {
    expect(reportingCurrencyChoices).toEqual(brandCurrencies);
  });

  it('keeps the stored currency when the brand offers it', () => {
    const brand = { reportingCurrencies: ['HKD', 'USD', 'CNY'], defaultReportingCurrency: 'HKD' } as const;
    expect(reportingCurrencyFor(brand, 'CNY')).toBe('CNY');
    expect(reportingCurrencyFor(brand, undefined)).toBe('HKD');
  });

  it("falls back to the brand's default, then HKD, then USD, then the first currency offered", () => {
    expect(reportingCurrencyFor({ reportingCurrencies: ['CNY', 'USD'], defaultReportingCurrency: 'CNY' }, 'HKD')).toBe(
      'CNY',
    );
    expect(reportingCurrencyFor({ reportingCurrencies: ['HKD', 'USD'], defaultReportingCurrency: 'HKD' }, 'CNY')).toBe(
      'HKD',
    );
    // A default the brand does not offer (the brand schema refuses it; the browser does not re-check).
    expect(reportingCurrencyFor({ reportingCurrencies: ['CNY', 'USD'], defaultReportingCurrency: 'HKD' }, 'HKD')).toBe(
      'USD',
    );
    expect(reportingCurrencyFor({ reportingCurrencies: ['CNY'], defaultReportingCurrency: 'HKD' }, 'USD')).toBe('CNY');
  });
});
