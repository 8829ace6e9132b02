import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { createExpiringStorage } from '../storage/expiring-storage';
import { MemoryStorage } from '../storage/memory-storage';
import { loadAccountPreferences, saveCurrency, saveLanguage } from './account-preferences';
import { createPreferencesStore } from './preferences-store';

type Recorded = { url: string; body: unknown };

/** Answers every call with `status` and `body`, recording what was sent. */
function stubFetch(status: number, body: unknown): Recorded[] {
  const calls: Recorded[] = [];
  vi.stubGlobal('fetch', async (url: unknown, init?: RequestInit) => {
    calls.push({ url: String(url), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify(body), { status });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account preferences', () => {
  it('after a login, load the account language and reporting currency into this device', async () => {
    const calls = stubFetch(200, { language: 'zh-HK', currencyCode: 'USD', saved: true });
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    const preference = await loadAccountPreferences(store, { accountCode: 'C10001', source: 'gateway' });
    expect(preference).toEqual({ language: 'zh-HK', currencyCode: 'USD', saved: true });
    expect(calls).toEqual([
      { url: '/api/preference/loadPreference', body: { accountCode: 'C10001', source: 'gateway' } },
    ]);
    expect(store.getSnapshot()).toMatchObject({ language: 'zh-HK', reportingCurrency: 'USD' });
  });

  it('keep the device currency when the account holds one the portal never reports in', async () => {
    stubFetch(200, { language: 'en', currencyCode: 'EUR', saved: true });
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    store.setReportingCurrency('CNY');
    await loadAccountPreferences(store, { accountCode: 'V20001', source: 'fos' });
    expect(store.getSnapshot().reportingCurrency).toBe('CNY');
  });

  it('keep what the visitor chose on this device when the account never chose', async () => {
    stubFetch(200, { language: 'en', currencyCode: 'HKD', saved: false });
    const store = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
    store.setLanguage('zh-HK');
    store.setReportingCurrency('USD');
    await loadAccountPreferences(store, { accountCode: 'C10001', source: 'gateway' });
    expect(store.getSnapshot()).toMatchObject({ language: 'zh-HK', reportingCurrency: 'USD' });
  });

  it('save the language and the currency for the account and its source', async () => {
    const calls = stubFetch(200, { language: 'zh-CN', currencyCode: 'HKD', saved: true });
    await saveLanguage({ accountCode: 'V20001', source: 'fos' }, 'zh-CN');
    await saveCurrency({ accountCode: 'V20001', source: 'fos' }, 'HKD');
    expect(calls).toEqual([
      { url: '/api/preference/setLanguage', body: { accountCode: 'V20001', source: 'fos', language: 'zh-CN' } },
      { url: '/api/preference/setCurrency', body: { accountCode: 'V20001', source: 'fos', currencyCode: 'HKD' } },
    ]);
  });

  it('report a refused currency as the API error', async () => {
    stubFetch(422, { code: 'currencyNotAllowed', message: 'CNY is not a reporting currency of this portal.' });
    const saving = saveCurrency({ accountCode: 'C10001', source: 'gateway' }, 'CNY');
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.toMatchObject({ status: 422, code: 'currencyNotAllowed' });
  });
});
