import type { Kysely } from 'kysely';
import type { Currency, ExchangeRate } from '@portal/contract';
import type { Language } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { CurrencyTable } from '../../platform/money/currency-tables';
import { exchangeRatesAt } from '../../platform/money/currency-rates';

const nameColumnOf = {
  en: 'name_en',
  'zh-HK': 'name_zh_hk',
  'zh-CN': 'name_zh_cn',
} as const satisfies Record<Language, keyof CurrencyTable>;

/** Every currency with its name in the given language, in display order (HKD, USD, CNY). */
export async function findCurrencies(db: Kysely<Database>, language: Language): Promise<Currency[]> {
  const rows = await db
    .selectFrom('currency')
    .select((columns) => ['id', 'code', 'precision', columns.ref(nameColumnOf[language]).as('name')])
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map((row) => ({ _id: row.id, code: row.code, name: row.name, precision: row.precision }));
}

/**
 * The exchange rates into the given currencies (all rates when the list is empty) between currencies the portal lists,
 * in display order, as the FX rate feed gives them at `at` (platform/money/currency-rates.ts, ADR 034, ADR 051).
 */
export async function findExchangeRates(
  db: Kysely<Database>,
  tos: readonly string[],
  at: Date,
): Promise<ExchangeRate[]> {
  const [currencies, { rates }] = await Promise.all([
    db.selectFrom('currency').select(['code', 'sort_order']).execute(),
    exchangeRatesAt(db, at),
  ]);
  const order = new Map(currencies.map((currency) => [currency.code, Number(currency.sort_order)]));
  const listed = rates.filter(
    (rate) => order.has(rate.from) && order.has(rate.to) && (tos.length === 0 || tos.includes(rate.to)),
  );
  const positionOf = (code: string) => order.get(code) ?? 0;
  return listed
    .sort((a, b) => positionOf(a.from) - positionOf(b.from) || positionOf(a.to) - positionOf(b.to))
    .map((rate) => ({ from: rate.from, to: rate.to, rate: rate.rate.toFixed() }));
}
