import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;

describe('preference service', () => {
  let testApp: TestApp;
  let gateway: Headers;
  let fos: Headers;
  beforeAll(async () => {
    testApp = await createTestApp();
    gateway = (await signIn(testApp, 'C10001')).headers;
    fos = (await signIn(testApp, 'V20001', { source: 'fos' })).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call(operation: string, headers: Headers, payload: object) {
    return testApp.app.inject({ method: 'POST', url: `/api/preference/${operation}`, headers, payload });
  }

  async function load(headers: Headers, accountCode: string, source: 'gateway' | 'fos') {
    const response = await call('loadPreference', headers, { accountCode, source });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  }

  it('gives the brand defaults before anything is set: English and HKD on demo', async () => {
    expect(await load(fos, 'V20001', 'fos')).toEqual({ language: 'en', currencyCode: 'HKD', saved: false });
  });

  it('setCurrency USD answers and keeps the new preference', async () => {
    const response = await call('setCurrency', gateway, {
      accountCode: 'C10001',
      source: 'gateway',
      currencyCode: 'USD',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'en', currencyCode: 'USD', saved: true });
    expect(await load(gateway, 'C10001', 'gateway')).toEqual({ language: 'en', currencyCode: 'USD', saved: true });
  });

  it('refuses a currency outside the reporting currencies with 422 and changes nothing', async () => {
    const response = await call('setCurrency', gateway, {
      accountCode: 'C10001',
      source: 'gateway',
      currencyCode: 'EUR',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'currencyNotAllowed',
      message: 'EUR is not a reporting currency of this portal; choose one of HKD, USD, CNY.',
    });
    expect(await load(gateway, 'C10001', 'gateway')).toEqual({ language: 'en', currencyCode: 'USD', saved: true });
  });

  it('setLanguage zh-HK keeps the reporting currency', async () => {
    const response = await call('setLanguage', gateway, {
      accountCode: 'C10001',
      source: 'gateway',
      language: 'zh-HK',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'zh-HK', currencyCode: 'USD', saved: true });
    expect(await load(gateway, 'C10001', 'gateway')).toEqual({ language: 'zh-HK', currencyCode: 'USD', saved: true });
  });

  it('keeps preferences per source: the fos account is untouched by the gateway changes and has its own', async () => {
    const response = await call('setLanguage', fos, { accountCode: 'V20001', source: 'fos', language: 'zh-CN' });
    expect(response.statusCode).toBe(200);
    expect(await load(fos, 'V20001', 'fos')).toEqual({ language: 'zh-CN', currencyCode: 'HKD', saved: true });
    expect(await load(gateway, 'C10001', 'gateway')).toEqual({ language: 'zh-HK', currencyCode: 'USD', saved: true });
  });

  it("refuses to read or change another account's preference", async () => {
    expect((await call('loadPreference', gateway, { accountCode: 'V20001', source: 'fos' })).statusCode).toBe(403);
    const response = await call('setLanguage', fos, { accountCode: 'C10001', source: 'gateway', language: 'en' });
    expect(response.statusCode).toBe(403);
    expect(await load(gateway, 'C10001', 'gateway')).toEqual({ language: 'zh-HK', currencyCode: 'USD', saved: true });
  });

  it('answers 401 without a session', async () => {
    const response = await call(
      'loadPreference',
      { 'x-portal-client': 'web' },
      { accountCode: 'C10001', source: 'gateway' },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('preference service on a brand reporting in CNY and USD (cepa)', () => {
  let testApp: TestApp;
  let gateway: Headers;
  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'cepa' });
    gateway = (await signIn(testApp, 'C10001')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call(operation: string, payload: object) {
    return testApp.app.inject({ method: 'POST', url: `/api/preference/${operation}`, headers: gateway, payload });
  }

  it("defaults to the brand's own reporting currency and refuses HKD, which it does not offer", async () => {
    const key = { accountCode: 'C10001', source: 'gateway' };
    expect((await call('loadPreference', key)).json()).toEqual({ language: 'en', currencyCode: 'CNY', saved: false });
    const refused = await call('setCurrency', { ...key, currencyCode: 'HKD' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'currencyNotAllowed',
      details: { allowedCurrencies: ['CNY', 'USD'] },
    });
  });

  it('shows the default instead of a stored currency the brand no longer offers', async () => {
    await testApp.database.db
      .insertInto('preference')
      .values({
        account_code: 'C10001',
        source: 'gateway',
        language: 'zh-CN',
        currency_code: 'HKD',
        updated_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    const response = await call('loadPreference', { accountCode: 'C10001', source: 'gateway' });
    expect(response.json()).toEqual({ language: 'zh-CN', currencyCode: 'CNY', saved: true });
  });
});
