import type { Kysely } from 'kysely';
import type { Currency, ExchangeRate } from '@portal/contract';
import type { Language } from '@portal/contract';
import type { Database } from '../../platform/db';
import type { CurrencyTable } from '../../platform/currency-tables';
import { simulatedMidRate } from '../../platform/fx-rate-model';

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
 * The exchange rates into the given currencies (all rates when the list is empty), in display order, as the FX
 * simulator gives them at `at` (platform/currency-rates.ts, ADR 034).
 */
export async function findExchangeRates(
  db: Kysely<Database>,
  tos: readonly string[],
  at: Date,
): Promise<ExchangeRate[]> {
  let query = db
    .selectFrom('exchange_rate')
    .innerJoin('currency as source', 'source.code', 'exchange_rate.from_code')
    .innerJoin('currency as target', 'target.code', 'exchange_rate.to_code')
    .select(['exchange_rate.from_code', 'exchange_rate.to_code', 'exchange_rate.rate'])
    .orderBy('source.sort_order')
    .orderBy('target.sort_order');
  if (tos.length > 0) query = query.where('exchange_rate.to_code', 'in', [...tos]);
  const rows = await query.execute();
  return rows.map((row) => ({
    from: row.from_code,
    to: row.to_code,
    rate: simulatedMidRate(row.rate, row.from_code, row.to_code, at).toFixed(),
  }));
}
