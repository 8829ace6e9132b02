import type { Kysely } from 'kysely';
import type { Database } from '../db/db';
import type { CurrencyTable } from './currency-tables';

/**
 * The portal's currencies (SPEC §1: HKD, USD, CNY), in display order, then the other currencies funds of the
 * catalogue are priced in (EUR, JPY, GBP): a fund order converts between them and a cash currency.
 */
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
  {
    id: 'currency-eur',
    code: 'EUR',
    precision: 2,
    name_en: 'Euro',
    name_zh_hk: '歐元',
    name_zh_cn: '欧元',
    sort_order: 4,
  },
  {
    id: 'currency-jpy',
    code: 'JPY',
    precision: 0,
    name_en: 'Japanese Yen',
    name_zh_hk: '日圓',
    name_zh_cn: '日元',
    sort_order: 5,
  },
  {
    id: 'currency-gbp',
    code: 'GBP',
    precision: 2,
    name_en: 'British Pound',
    name_zh_hk: '英鎊',
    name_zh_cn: '英镑',
    sort_order: 6,
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
  // The fund currencies, to and from each cash currency (demo rates).
  { from: 'EUR', to: 'EUR', rate: '1' },
  { from: 'JPY', to: 'JPY', rate: '1' },
  { from: 'GBP', to: 'GBP', rate: '1' },
  { from: 'EUR', to: 'HKD', rate: '8.4520' },
  { from: 'HKD', to: 'EUR', rate: '0.118315' },
  { from: 'EUR', to: 'USD', rate: '1.0857' },
  { from: 'USD', to: 'EUR', rate: '0.921065' },
  { from: 'EUR', to: 'CNY', rate: '7.8296' },
  { from: 'CNY', to: 'EUR', rate: '0.127720' },
  { from: 'JPY', to: 'HKD', rate: '0.051950' },
  { from: 'HKD', to: 'JPY', rate: '19.249278' },
  { from: 'JPY', to: 'USD', rate: '0.006673' },
  { from: 'USD', to: 'JPY', rate: '149.857635' },
  { from: 'JPY', to: 'CNY', rate: '0.048125' },
  { from: 'CNY', to: 'JPY', rate: '20.779221' },
  { from: 'GBP', to: 'HKD', rate: '9.8765' },
  { from: 'HKD', to: 'GBP', rate: '0.101250' },
  { from: 'GBP', to: 'USD', rate: '1.2687' },
  { from: 'USD', to: 'GBP', rate: '0.788208' },
  { from: 'GBP', to: 'CNY', rate: '9.1492' },
  { from: 'CNY', to: 'GBP', rate: '0.109299' },
];

/** The currencies and the reference rates between them, once (a deployment's rates come from the rate source). */
export async function seedCurrencies(
  transaction: Kysely<Database>,
  { seededAt }: { readonly seededAt: Date },
): Promise<void> {
  await transaction
    .insertInto('currency')
    .values([...seededCurrencies])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await transaction
    .insertInto('exchange_rate')
    .values(
      seededExchangeRates.map(({ from, to, rate }) => ({
        from_code: from,
        to_code: to,
        rate,
        updated_at: seededAt.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
