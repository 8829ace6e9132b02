import type { Kysely } from 'kysely';
import type { PortalVariant } from '@portal/contract/brands';
import { calendarDateOf } from '@portal/contract/domain/date-format';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { fundsWithStaleStatistics, refreshFundStatistics } from './fund-statistics';
import { fundIdsOfBrand, generateFundCatalogue, type FundCatalogue } from './fund-catalogue-generator';

/**
 * Rows a single INSERT carries: 3 000 parameters for a price batch, well under SQLite's 32 766 and PostgreSQL's
 * 65 535 bind parameters, and few enough statements (about 60 for the catalogue) that the seed takes well under a
 * second on SQLite.
 */
const rowsPerInsert = 1000;

function batchesOf<T>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += rowsPerInsert)
    batches.push(rows.slice(start, start + rowsPerInsert));
  return batches;
}

export type SeededFundCatalogue = {
  /** Funds inserted now (0 when the catalogue was there already). */
  readonly funds: number;
  readonly prices: number;
  readonly dividends: number;
};

/**
 * Seeds the demo fund catalogue (fund-catalogue-generator) as of the clock's market (Asia/Hong_Kong) day, in one
 * transaction: the funds the brand lists (`fundIdsOfBrand`: demo and team every one, others a subset; default every
 * fund), with their stored search statistics. Idempotent: a fund already in the table is left as it is, with its
 * prices and dividends, so running it again (at every start) inserts nothing; the history of an existing catalogue
 * is not extended to later days. Statistics missing or behind a fund's latest NAV (a database seeded before they
 * existed) are refreshed.
 */
export async function seedFundCatalogue(
  db: Kysely<Database>,
  clock: Clock,
  options: { readonly seed?: number; readonly variant?: PortalVariant | 'all' } = {},
): Promise<SeededFundCatalogue> {
  // The brand's ids are known without generating the catalogue: when every one is stored, there is nothing to do.
  const ids = fundIdsOfBrand(options.variant ?? 'all');
  const stored = await db
    .selectFrom('fund')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  if (Number(stored.count) === ids.length) {
    const stale = await fundsWithStaleStatistics(db);
    if (stale.length > 0) await db.transaction().execute((transaction) => refreshFundStatistics(transaction, stale));
    return { funds: 0, prices: 0, dividends: 0 };
  }
  const listed = new Set(ids);
  const catalogue = generateFundCatalogue({
    asOf: calendarDateOf(clock.now()),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  return insertFundCatalogue(db, {
    funds: catalogue.funds.filter((fund) => listed.has(fund.id)),
    prices: catalogue.prices.filter((price) => listed.has(price.fund_id)),
    dividends: catalogue.dividends.filter((dividend) => listed.has(dividend.fund_id)),
  });
}

/**
 * Inserts the funds of a catalogue that are not in the database yet, with their prices and dividends, and their
 * stored statistics (fund-definition/fund-statistics.ts) in the same transaction.
 */
export async function insertFundCatalogue(
  db: Kysely<Database>,
  catalogue: FundCatalogue,
): Promise<SeededFundCatalogue> {
  return db.transaction().execute(async (transaction) => {
    const existing = new Set((await transaction.selectFrom('fund').select('id').execute()).map((row) => row.id));
    const funds = catalogue.funds.filter((fund) => !existing.has(fund.id));
    if (funds.length === 0) return { funds: 0, prices: 0, dividends: 0 };
    const fresh = new Set(funds.map((fund) => fund.id));
    const prices = catalogue.prices.filter((price) => fresh.has(price.fund_id));
    const dividends = catalogue.dividends.filter((dividend) => fresh.has(dividend.fund_id));
    for (const batch of batchesOf(funds)) await transaction.insertInto('fund').values(batch).execute();
    for (const batch of batchesOf(prices)) await transaction.insertInto('fund_price').values(batch).execute();
    for (const batch of batchesOf(dividends)) await transaction.insertInto('fund_dividend').values(batch).execute();
    await refreshFundStatistics(transaction, [...fresh]);
    return { funds: funds.length, prices: prices.length, dividends: dividends.length };
  });
}
