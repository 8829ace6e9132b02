import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { Database } from './db';

type Executor = Kysely<Database> | Transaction<Database>;

/** Currencies' precisions by code. */
export async function currencyPrecisions(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('currency').select(['code', 'precision']).execute();
  return new Map(rows.map((row) => [row.code, Number(row.precision)]));
}

/** Units of `to` one unit of `from` buys ('1' for the same currency); undefined without a rate. */
export async function rateOf(db: Executor, from: string, to: string): Promise<Decimal | undefined> {
  if (from === to) return new ExactDecimal(1);
  const row = await db
    .selectFrom('exchange_rate')
    .select('rate')
    .where('from_code', '=', from)
    .where('to_code', '=', to)
    .executeTakeFirst();
  return row === undefined ? undefined : new ExactDecimal(row.rate);
}
