import type { CurrencyTable } from '../../platform/db';

/** The portal's currencies (SPEC §1: HKD, USD, CNY), in display order. */
export const seededCurrencies: readonly CurrencyTable[] = [
  {
    id: 'currency-hkd',
    code: 'HKD',
    precision: 2,
    name_en: 'Hong Kong Dollar',
    name_zh_hk: '港元',
    name_zh_cn: '港元',
    sort_order: 1,
  },
  {
    id: 'currency-usd',
    code: 'USD',
    precision: 2,
    name_en: 'US Dollar',
    name_zh_hk: '美元',
    name_zh_cn: '美元',
    sort_order: 2,
  },
  {
    id: 'currency-cny',
    code: 'CNY',
    precision: 2,
    name_en: 'Chinese Yuan',
    name_zh_hk: '人民幣',
    name_zh_cn: '人民币',
    sort_order: 3,
  },
];

/**
 * Demo exchange rates: how many units of `to` one unit of `from` buys. Written as decimal strings so they are
 * stored exactly; each reverse rate is the reciprocal rounded to six decimal places.
 */
export const seededExchangeRates: readonly { readonly from: string; readonly to: string; readonly rate: string }[] = [
  { from: 'HKD', to: 'HKD', rate: '1' },
  { from: 'USD', to: 'USD', rate: '1' },
  { from: 'CNY', to: 'CNY', rate: '1' },
  { from: 'USD', to: 'HKD', rate: '7.7850' },
  { from: 'HKD', to: 'USD', rate: '0.128452' },
  { from: 'CNY', to: 'HKD', rate: '1.0795' },
  { from: 'HKD', to: 'CNY', rate: '0.926355' },
  { from: 'USD', to: 'CNY', rate: '7.2117' },
  { from: 'CNY', to: 'USD', rate: '0.138664' },
];
