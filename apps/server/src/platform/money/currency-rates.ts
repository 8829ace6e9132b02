import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/db';
import type { FxRate, FxRateFeed } from '../../adapters/fx-rates/fx-rate-feed';
import { createFxRateSimulator } from '../../adapters/fx-rates/fx-rate-simulator';

type Executor = Kysely<Database> | Transaction<Database>;

/*
 * Exchange rates, one source everywhere the portal converts (ADR 034): the FX rate feed (adapters/fx-rates, ADR 051;
 * today the simulator: the seeded `exchange_rate` rates moved by platform/money/fx-rate-model.ts) at the caller's instant,
 * which is the server clock's now (`deps.clock.now()`), so a fund ticket, a portfolio total, stock buying power and an
 * FX quote taken at the same instant use the same rate on every process.
 */

/** Currencies' precisions by code. */
export async function currencyPrecisions(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('currency').select(['code', 'precision']).execute();
  return new Map(rows.map((row) => [row.code, Number(row.precision)]));
}

/**
 * The FX rate feed (adapters/fx-rates, ADR 051) over a database or a transaction: the simulator, the only
 * implementation today (a real feed is chosen here, and named in adapters/back-ends.ts).
 */
export function fxRateFeedOf(db: Executor): FxRateFeed {
  return createFxRateSimulator(db);
}

/** Units of `to` one unit of `from` buys at `at` ('1' for the same currency); undefined without a rate. */
export async function rateOf(db: Executor, from: string, to: string, at: Date): Promise<Decimal | undefined> {
  return fxRateFeedOf(db).midRate(from, to, at);
}

/** A mid rate with the instant it is as of. */
export type TimedRate = FxRate;

/** Every quoted pair's mid rate at `at`, and the rate time they share. */
export async function exchangeRatesAt(db: Executor, at: Date): Promise<{ rates: TimedRate[]; rateTime: Date }> {
  const { rates, rateTime } = await fxRateFeedOf(db).ratesAt(at);
  return { rates: [...rates], rateTime };
}

/** The instant the rates at `at` are as of (shown as "rate as of"). */
export function fxRateTimeAt(db: Executor, at: Date): Date {
  return fxRateFeedOf(db).rateTimeAt(at);
}
