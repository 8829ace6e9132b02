import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import { rateOf } from '../../platform/currency-rates';

/** A rate used to show a balance in the reporting currency, and when it was set (null for the same currency). */
export type ReportingRate = { readonly rate: Decimal; readonly time: string | null };

/**
 * The rate `from` → `to` of platform/currency-rates (the one source of rates, ADR 031), with its time from the
 * rate's row. Undefined without a rate.
 */
export async function reportingRateOf(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<ReportingRate | undefined> {
  const rate = await rateOf(db, from, to);
  if (rate === undefined) return undefined;
  if (from === to) return { rate, time: null };
  const row = await db
    .selectFrom('exchange_rate')
    .select('updated_at')
    .where('from_code', '=', from)
    .where('to_code', '=', to)
    .executeTakeFirst();
  return { rate, time: row === undefined ? null : new Date(row.updated_at).toISOString() };
}
