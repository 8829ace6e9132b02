import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';
import { rateTimeOf, simulatedMidRate } from '../../platform/money/fx-rate-model';
import type { FxRateFeed } from './fx-rate-feed';

type Executor = Kysely<Database> | Transaction<Database>;

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

/**
 * The FX simulator (ADR 034; the embedded default of ADR 051): the seeded rates of the `exchange_rate` table, each
 * moved to the instant asked by platform/money/fx-rate-model (a pure function of pair and time, so every process agrees),
 * on 5-second ticks whose start is the rate time.
 */
export function createFxRateSimulator(db: Executor): FxRateFeed {
  return {
    async midRate(from, to, at) {
      if (from === to) return new ExactDecimal(1);
      const seeded = await seededRateOf(db, from, to);
      return seeded === undefined ? undefined : simulatedMidRate(seeded, from, to, at);
    },
    async ratesAt(at) {
      const rows = await db.selectFrom('exchange_rate').select(['from_code', 'to_code', 'rate']).execute();
      return {
        rates: rows.map((row) => ({
          from: row.from_code,
          to: row.to_code,
          rate: simulatedMidRate(row.rate, row.from_code, row.to_code, at),
        })),
        rateTime: rateTimeOf(at),
      };
    },
    rateTimeAt: (at) => rateTimeOf(at),
  };
}
