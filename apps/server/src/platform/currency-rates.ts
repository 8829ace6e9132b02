import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { Database } from './db';
import { rateTimeOf, simulatedMidRate } from './fx-rate-model';

type Executor = Kysely<Database> | Transaction<Database>;

/*
 * Exchange rates, one source everywhere the portal converts (ADR 034): the seeded rates of the `exchange_rate` table
 * moved by the FX simulator (platform/fx-rate-model.ts) to the caller's instant, which is the server clock's now
 * (`deps.clock.now()`), so a fund ticket, a portfolio total, stock buying power and an FX quote taken at the same
 * instant use the same rate on every process.
 */

/** Currencies' precisions by code. */
export async function currencyPrecisions(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('currency').select(['code', 'precision']).execute();
  return new Map(rows.map((row) => [row.code, Number(row.precision)]));
}

/** Units of `to` one unit of `from` buys at `at` ('1' for the same currency); undefined without a rate. */
export async function rateOf(db: Executor, from: string, to: string, at: Date): Promise<Decimal | undefined> {
  if (from === to) return new ExactDecimal(1);
  const row = await db
    .selectFrom('exchange_rate')
    .select('rate')
    .where('from_code', '=', from)
    .where('to_code', '=', to)
    .executeTakeFirst();
  return row === undefined ? undefined : simulatedMidRate(row.rate, from, to, at);
}

/** A mid rate with the instant it is as of. */
export type TimedRate = { readonly from: string; readonly to: string; readonly rate: Decimal };

/** Every stored pair's mid rate at `at`, and the rate time they share (the start of the simulator's tick). */
export async function exchangeRatesAt(db: Executor, at: Date): Promise<{ rates: TimedRate[]; rateTime: Date }> {
  const rows = await db.selectFrom('exchange_rate').select(['from_code', 'to_code', 'rate']).execute();
  return {
    rates: rows.map((row) => ({
      from: row.from_code,
      to: row.to_code,
      rate: simulatedMidRate(row.rate, row.from_code, row.to_code, at),
    })),
    rateTime: rateTimeOf(at),
  };
}

/** The seeded rate of a pair (the base the FX model moves; ADR 034), undefined without one. */
export async function seededRateOf(db: Executor, from: string, to: string): Promise<Decimal | undefined> {
  const row = await db
    .selectFrom('exchange_rate')
    .select('rate')
    .where('from_code', '=', from)
    .where('to_code', '=', to)
    .executeTakeFirst();
  return row === undefined ? undefined : new ExactDecimal(row.rate);
}
