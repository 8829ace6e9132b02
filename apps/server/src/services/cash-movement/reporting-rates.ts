import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/db';
import { fxRateTimeAt, rateOf } from '../../platform/money/currency-rates';

/** A rate used to show a balance in the reporting currency, and the instant it is as of (null for the same currency). */
export type ReportingRate = { readonly rate: Decimal; readonly time: string | null };

/**
 * The rate `from` → `to` at `at` from platform/money/currency-rates (the one source of rates, ADR 034), with the rate time
 * the FX rate feed gives it. Undefined without a rate.
 */
export async function reportingRateOf(
  db: Kysely<Database>,
  from: string,
  to: string,
  at: Date,
): Promise<ReportingRate | undefined> {
  const rate = await rateOf(db, from, to, at);
  if (rate === undefined) return undefined;
  return { rate, time: from === to ? null : fxRateTimeAt(db, at).toISOString() };
}
