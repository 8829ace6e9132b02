import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The fund currencies (issue 6) listed after the portal's three. */
const fundCurrencies = {
  en: [
    { _id: 'currency-eur', code: 'EUR', precision: 2, name: 'Euro' },
    { _id: 'currency-jpy', code: 'JPY', precision: 0, name: 'Japanese Yen' },
    { _id: 'currency-gbp', code: 'GBP', precision: 2, name: 'British Pound' },
  ],
  'zh-HK': [
    { _id: 'currency-eur', code: 'EUR', precision: 2, name: '歐元' },
    { _id: 'currency-jpy', code: 'JPY', precision: 0, name: '日圓' },
    { _id: 'currency-gbp', code: 'GBP', precision: 2, name: '英鎊' },
  ],
  'zh-CN': [
    { _id: 'currency-eur', code: 'EUR', precision: 2, name: '欧元' },
    { _id: 'currency-jpy', code: 'JPY', precision: 0, name: '日元' },
    { _id: 'currency-gbp', code: 'GBP', precision: 2, name: '英镑' },
  ],
};

describe('currency service', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call(operation: string, payload: object) {
    return testApp.app.inject({ method: 'POST', url: `/api/currency/${operation}`, headers: clientHeaders, payload });
  }

  it.each([
    ['en', ['Hong Kong Dollar', 'US Dollar', 'Chinese Yuan']],
    ['zh-HK', ['港元', '美元', '人民幣']],
    ['zh-CN', ['港元', '美元', '人民币']],
  ])(
    'searchCurrencies lists HKD, USD, CNY with precision 2, then the fund currencies, with names in %s',
    async (language, names) => {
      const response = await call('searchCurrencies', { language });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        currencies: [
          { _id: 'currency-hkd', code: 'HKD', precision: 2, name: names[0] },
          { _id: 'currency-usd', code: 'USD', precision: 2, name: names[1] },
          { _id: 'currency-cny', code: 'CNY', precision: 2, name: names[2] },
          ...fundCurrencies[language as keyof typeof fundCurrencies],
        ],
      });
    },
  );

  it('searchCurrencies refuses a language the product does not have', async () => {
    const response = await call('searchCurrencies', { language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: [{ path: 'language' }] },
    });
  });

  // The test clock stands at 2025-01-15T02:00:00Z: the FX simulator's rates at that instant (ADR 034), around the
  // seeded ones (USD→HKD 7.7850, HKD→USD 0.128452, CNY→HKD 1.0795, ...).
  it('searchExchangeRates with an empty tos gives every rate, as decimal strings, with their time', async () => {
    const response = await call('searchExchangeRates', { tos: [] });
    expect(response.statusCode).toBe(200);
    const { exchangeRates, rateTime } = response.json<{
      exchangeRates: { from: string; to: string; rate: unknown }[];
      rateTime: string;
    }>();
    expect(rateTime).toBe('2025-01-15T02:00:00.000Z');
    expect(exchangeRates).toHaveLength(30);
    for (const { rate } of exchangeRates) expect(rate).toMatch(/^\d+(\.\d+)?$/);
    expect(exchangeRates).toContainEqual({ from: 'USD', to: 'HKD', rate: '7.795587' });
    expect(exchangeRates).toContainEqual({ from: 'HKD', to: 'USD', rate: '0.1282775' });
    expect(exchangeRates).toContainEqual({ from: 'CNY', to: 'HKD', rate: '1.084385' });
    expect(exchangeRates).toContainEqual({ from: 'HKD', to: 'HKD', rate: '1' });
  });

  it('searchExchangeRates keeps only the rates into the requested currencies, in display order', async () => {
    const response = await call('searchExchangeRates', { tos: ['HKD'] });
    expect(response.json()).toEqual({
      exchangeRates: [
        { from: 'HKD', to: 'HKD', rate: '1' },
        { from: 'USD', to: 'HKD', rate: '7.795587' },
        { from: 'CNY', to: 'HKD', rate: '1.084385' },
        { from: 'EUR', to: 'HKD', rate: '8.52107' },
        { from: 'JPY', to: 'HKD', rate: '0.05177888' },
        { from: 'GBP', to: 'HKD', rate: '9.884867' },
      ],
      rateTime: '2025-01-15T02:00:00.000Z',
    });
    const twoTargets = await call('searchExchangeRates', { tos: ['USD', 'CNY'] });
    const pairs = twoTargets.json<{ exchangeRates: { from: string; to: string }[] }>().exchangeRates;
    expect(pairs.map(({ from, to }) => `${from}->${to}`)).toEqual([
      'HKD->USD',
      'HKD->CNY',
      'USD->USD',
      'USD->CNY',
      'CNY->USD',
      'CNY->CNY',
      'EUR->USD',
      'EUR->CNY',
      'JPY->USD',
      'JPY->CNY',
      'GBP->USD',
      'GBP->CNY',
    ]);
  });

  it('searchExchangeRates answers an empty list for a currency with no rates', async () => {
    const response = await call('searchExchangeRates', { tos: ['CHF'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exchangeRates: [], rateTime: '2025-01-15T02:00:00.000Z' });
  });
});
