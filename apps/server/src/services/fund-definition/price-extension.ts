import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { addBusinessDays, businessDaysBetween, marketDayOf } from '../../platform/market/market-calendar';
import { refreshFundStatistics } from './fund-statistics';

/*
 * New NAVs as the clock moves (issue 6): each fund not suspended gets a NAV for every business day after its latest
 * NAV up to the clock's market day (and a fund that pays dividends its quarter-end dividends), so orders placed now
 * are priced on their dealing day and the charts move on.
 * Deterministic: a day's return depends only on the fund id and the day (a hash, never Math.random), so two
 * processes, or a restart, extend a fund identically. NAVs keep four decimals, as the catalogue's do.
 */

const navDecimals = 4;
/** The largest daily move either way (a uniform draw in ±1 %, with a slight upward drift). */
const dailyRange = new ExactDecimal('0.02');
const dailyDrift = new ExactDecimal('0.0002');
/** No fund is extended by more than this many business days in one call (a clock moved years ahead). */
const maximumDaysPerCall = 800;

/** Whether a business day is the last business day of March, June, September or December (a dividend's ex-date). */
export function isQuarterEnd(day: string): boolean {
  const month = Number(day.slice(5, 7));
  return month % 3 === 0 && addBusinessDays(day, 1).slice(5, 7) !== day.slice(5, 7);
}

/** A number in [0, 1) from the fund and day alone. */
function drawOf(fundId: string, day: string): Decimal {
  const digest = createHash('sha256').update(`${fundId}:${day}`).digest();
  return new ExactDecimal(digest.readUInt32BE(0)).dividedBy(4_294_967_296);
}

/** The NAV of `day` after the NAV `previous` of the business day before. */
export function nextNav(fundId: string, day: string, previous: Decimal.Value): Decimal {
  const move = drawOf(fundId, day).minus('0.5').times(dailyRange).plus(dailyDrift);
  const nav = new ExactDecimal(previous).times(move.plus(1)).toDecimalPlaces(navDecimals, Decimal.ROUND_HALF_UP);
  // Never down to zero: a NAV stays at least one ten-thousandth.
  return nav.lessThan('0.0001') ? new ExactDecimal('0.0001') : nav;
}

export type ExtendedPrices = { readonly funds: number; readonly prices: number };

/**
 * Inserts the NAVs of the business days after each fund's latest_nav_date up to the clock's market day (in
 * `timeZone`), moves latest_nav/latest_nav_date on and refreshes the funds' statistics, in one transaction.
 * Suspended funds get none. Idempotent: a day already priced is skipped (and a second call finds nothing to do).
 */
export async function extendFundPrices(
  db: Kysely<Database>,
  clock: Clock,
  timeZone = 'Asia/Hong_Kong',
): Promise<ExtendedPrices> {
  const today = marketDayOf(clock.now(), timeZone);
  const due = await db
    .selectFrom('fund')
    .select(['id', 'latest_nav', 'latest_nav_date', 'currency', 'dividend_yield_percent'])
    .where('suspended', '=', 0)
    .where('latest_nav_date', '<', today)
    .orderBy('id')
    .execute();
  if (due.length === 0) return { funds: 0, prices: 0 };
  return db.transaction().execute(async (transaction) => {
    const extended: string[] = [];
    let inserted = 0;
    for (const fund of due) {
      const days = businessDaysBetween(fund.latest_nav_date, today).slice(0, maximumDaysPerCall);
      if (days.length === 0) continue;
      let nav = new ExactDecimal(fund.latest_nav);
      const rows = days.map((day) => {
        nav = nextNav(fund.id, day, nav);
        return { fund_id: fund.id, price_date: day, nav: nav.toFixed(navDecimals) };
      });
      // A fund that pays a dividend pays its yield ÷ 4 of the NAV on the last business day of each quarter, as the
      // catalogue's five years do (fund-catalogue-generator.ts).
      const dividendYield = fund.dividend_yield_percent === null ? null : new ExactDecimal(fund.dividend_yield_percent);
      const dividends =
        dividendYield === null
          ? []
          : rows
              .filter((row) => isQuarterEnd(row.price_date))
              .map((row) => ({
                fund_id: fund.id,
                ex_date: row.price_date,
                amount_per_unit: new ExactDecimal(row.nav)
                  .times(dividendYield)
                  .dividedBy(400)
                  .toFixed(navDecimals, Decimal.ROUND_HALF_UP),
                currency: fund.currency,
              }));
      if (dividends.length > 0) {
        await transaction
          .insertInto('fund_dividend')
          .values(dividends)
          .onConflict((conflict) => conflict.columns(['fund_id', 'ex_date']).doNothing())
          .execute();
      }
      for (let start = 0; start < rows.length; start += 500) {
        await transaction
          .insertInto('fund_price')
          .values(rows.slice(start, start + 500))
          .onConflict((conflict) => conflict.columns(['fund_id', 'price_date']).doNothing())
          .execute();
      }
      const last = rows.at(-1);
      if (last === undefined) continue;
      // Only forward: a concurrent extension that got further first is kept.
      await transaction
        .updateTable('fund')
        .set({ latest_nav: last.nav, latest_nav_date: last.price_date })
        .where('id', '=', fund.id)
        .where('latest_nav_date', '<', last.price_date)
        .execute();
      extended.push(fund.id);
      inserted += rows.length;
    }
    if (extended.length > 0) await refreshFundStatistics(transaction, extended);
    return { funds: extended.length, prices: inserted };
  });
}
