import type { Kysely, Transaction } from 'kysely';
import {
  ExactDecimal,
  measuredFundPerformancePeriods,
  riskRank,
  type MeasuredFundPerformancePeriod,
} from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { FundStatisticTable } from './fund-tables';
import type { FundTable } from './fund-tables';
import { measuredFrom, performancePercent } from './performance';
import { navsOnOrBefore } from './queries';
import { percentOfStored, performanceColumnOf, type PerformanceColumns } from './statistic-columns';

/*
 * Stored fund statistics (issue 6, "fund search at scale"): what a search sorts by (name in each language, latest
 * NAV, risk level, the return over each performance period) and the day change, kept in one fund_statistic row per
 * fund so a search is one SQL query with ORDER BY and LIMIT/OFFSET. Every figure follows from the fund's
 * own prices as of its latest NAV (never from today's date), so the rows change only when prices do: whoever inserts
 * NAVs (the seed, the price extension) calls `refreshFundStatistics` in the same transaction.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** Ids an IN list carries: well under either engine's bind-parameter limit. */
const rowsPerStatement = 500;

function chunksOf<T>(items: readonly T[], size = rowsPerStatement): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** An exact decimal scaled by 10^places and rounded down: an integer that orders as the decimal does. */
function scaledOrder(value: string, places: number): string {
  return new ExactDecimal(value).times(new ExactDecimal(10).pow(places)).floor().toFixed(0);
}

/** NAVs are ordered to 8 decimals (the catalogue keeps 4). */
const navOrderPlaces = 8;

/** Each fund's return over each measured period, as fund-definition's search and detail define it. */
async function performancesOf(
  db: Executor,
  funds: readonly FundTable[],
): Promise<{ fundId: string; period: MeasuredFundPerformancePeriod; percent: string }[]> {
  const rows: { fundId: string; period: MeasuredFundPerformancePeriod; percent: string }[] = [];
  // Funds whose periods start on the same day share one price query.
  const byStartDay = new Map<string, { fund: FundTable; period: MeasuredFundPerformancePeriod }[]>();
  for (const fund of funds) {
    for (const period of measuredFundPerformancePeriods) {
      const from = measuredFrom(period, fund.latest_nav_date, fund.launch_date);
      if (from === undefined) continue;
      if (from === 'launch') {
        rows.push({ fundId: fund.id, period, percent: performancePercent(fund.launch_nav, fund.latest_nav) });
      } else {
        const group = byStartDay.get(from.day);
        if (group === undefined) byStartDay.set(from.day, [{ fund, period }]);
        else group.push({ fund, period });
      }
    }
  }
  for (const [day, group] of byStartDay) {
    const ids = [...new Set(group.map(({ fund }) => fund.id))];
    const navs = new Map<string, string>();
    for (const chunk of chunksOf(ids)) {
      for (const [id, nav] of await navsOnOrBefore(db, chunk, day)) navs.set(id, nav);
    }
    for (const { fund, period } of group) {
      const startNav = navs.get(fund.id);
      // No NAV by the start day: the stored history does not reach back that far.
      if (startNav !== undefined) {
        rows.push({ fundId: fund.id, period, percent: performancePercent(startNav, fund.latest_nav) });
      }
    }
  }
  return rows;
}

/** Each fund's NAV before its latest one (funds with a single price are absent). */
async function previousNavsOf(db: Executor, fundIds: readonly string[]): Promise<Map<string, string>> {
  const previous = new Map<string, string>();
  for (const chunk of chunksOf(fundIds)) {
    const rows = await db
      .selectFrom('fund_price as price')
      .innerJoin('fund', 'fund.id', 'price.fund_id')
      .select(['price.fund_id', 'price.nav'])
      .where('price.fund_id', 'in', chunk)
      .where('price.price_date', '=', (eb) =>
        eb
          .selectFrom('fund_price as earlier')
          .select((inner) => inner.fn.max('earlier.price_date').as('price_date'))
          .whereRef('earlier.fund_id', '=', 'price.fund_id')
          .whereRef('earlier.price_date', '<', 'fund.latest_nav_date'),
      )
      .execute();
    for (const row of rows) previous.set(row.fund_id, String(row.nav));
  }
  return previous;
}

type NameOrders = Pick<FundStatisticTable, 'name_order_en' | 'name_order_zh_hk' | 'name_order_zh_cn'>;

/**
 * Every fund's place by name in each language (Intl.Collator of that language, as a search sorts; equal names share
 * a place, so ties fall to the fund id).
 */
async function nameOrdersOfCatalogue(db: Executor): Promise<Map<string, NameOrders>> {
  const funds = await db.selectFrom('fund').select(['id', 'name_en', 'name_zh_hk', 'name_zh_cn']).execute();
  const orders = new Map<string, NameOrders>(
    funds.map((fund) => [fund.id, { name_order_en: 0, name_order_zh_hk: 0, name_order_zh_cn: 0 }]),
  );
  const languages = [
    ['en', 'name_en', 'name_order_en'],
    ['zh-HK', 'name_zh_hk', 'name_order_zh_hk'],
    ['zh-CN', 'name_zh_cn', 'name_order_zh_cn'],
  ] as const;
  for (const [language, nameColumn, orderColumn] of languages) {
    const collator = new Intl.Collator(language);
    const sorted = [...funds].sort((a, b) => collator.compare(a[nameColumn], b[nameColumn]));
    let place = 0;
    sorted.forEach((fund, index) => {
      const before = sorted[index - 1];
      if (before !== undefined && collator.compare(before[nameColumn], fund[nameColumn]) !== 0) place = index;
      const order = orders.get(fund.id);
      if (order !== undefined) order[orderColumn] = place;
    });
  }
  return orders;
}

/**
 * Recomputes the stored statistics of the given funds from their prices (every period's return, the day change,
 * the NAV and risk sort keys), and every fund's name order when it moved (a fund added or renamed). Runs in the
 * caller's transaction, right after it inserted NAVs or funds.
 */
export async function refreshFundStatistics(
  transaction: Transaction<Database>,
  fundIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(fundIds)];
  const funds: FundTable[] = [];
  for (const chunk of chunksOf(ids)) {
    funds.push(...(await transaction.selectFrom('fund').selectAll().where('id', 'in', chunk).execute()));
  }
  const nameOrders = await nameOrdersOfCatalogue(transaction);
  const previousNavs = await previousNavsOf(transaction, ids);
  const performances = new Map<string, PerformanceColumns>();
  for (const { fundId, period, percent } of await performancesOf(transaction, funds)) {
    const columns = performances.get(fundId) ?? noPerformance();
    columns[performanceColumnOf[period]] = scaledOrder(percent, 2);
    performances.set(fundId, columns);
  }
  const refreshed = new Set(funds.map((fund) => fund.id));

  const rows: FundStatisticTable[] = funds.map((fund) => {
    const previousNav = previousNavs.get(fund.id);
    return {
      fund_id: fund.id,
      risk_rank: riskRank(fund.risk_level),
      nav_order: scaledOrder(fund.latest_nav, navOrderPlaces),
      ...(nameOrders.get(fund.id) ?? { name_order_en: 0, name_order_zh_hk: 0, name_order_zh_cn: 0 }),
      previous_nav: previousNav ?? null,
      day_change_percent: previousNav === undefined ? null : performancePercent(previousNav, fund.latest_nav),
      ...(performances.get(fund.id) ?? noPerformance()),
      refreshed_for: fund.latest_nav_date,
    };
  });
  // Each column but the key takes the new row's value on a conflict.
  const updatedColumns = Object.keys(rows[0] ?? {}).filter((column) => column !== 'fund_id') as Exclude<
    keyof FundStatisticTable,
    'fund_id'
  >[];
  // 22 columns a row: 40 rows a statement stay under SQLite's oldest limit of 999 bind parameters.
  for (const chunk of chunksOf(rows, 40)) {
    await transaction
      .insertInto('fund_statistic')
      .values(chunk)
      .onConflict((conflict) =>
        conflict
          .column('fund_id')
          .doUpdateSet((eb) =>
            Object.fromEntries(updatedColumns.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .execute();
  }

  // The other funds' name orders, where a new or renamed fund moved them.
  const others = await transaction
    .selectFrom('fund_statistic')
    .select(['fund_id', 'name_order_en', 'name_order_zh_hk', 'name_order_zh_cn'])
    .execute();
  for (const stored of others) {
    if (refreshed.has(stored.fund_id)) continue;
    const order = nameOrders.get(stored.fund_id);
    if (
      order !== undefined &&
      (order.name_order_en !== stored.name_order_en ||
        order.name_order_zh_hk !== stored.name_order_zh_hk ||
        order.name_order_zh_cn !== stored.name_order_zh_cn)
    ) {
      await transaction.updateTable('fund_statistic').set(order).where('fund_id', '=', stored.fund_id).execute();
    }
  }
}

function noPerformance(): PerformanceColumns {
  return {
    performance_1week: null,
    performance_1months: null,
    performance_3months: null,
    performance_6months: null,
    performance_1year: null,
    performance_2years: null,
    performance_3years: null,
    performance_4years: null,
    performance_5years: null,
    performance_10years: null,
    performance_ytd: null,
    performance_since_launch: null,
  };
}

/** The ids of funds whose stored statistics are missing or older than their latest NAV. */
export async function fundsWithStaleStatistics(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('fund')
    .leftJoin('fund_statistic', 'fund_statistic.fund_id', 'fund.id')
    .select('fund.id')
    .where((eb) =>
      eb.or([
        eb('fund_statistic.fund_id', 'is', null),
        eb('fund_statistic.refreshed_for', '<>', eb.ref('fund.latest_nav_date')),
      ]),
    )
    .orderBy('fund.id')
    .execute();
  return rows.map((row) => row.id);
}

/** What a watchlist or a portfolio shows of a fund's latest price. */
export type FundQuote = {
  readonly fundId: string;
  readonly names: { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
  readonly currency: string;
  readonly assetClass: FundTable['asset_class'];
  readonly region: FundTable['region'];
  readonly riskLevel: FundTable['risk_level'];
  readonly latestNav: string;
  readonly latestNavDate: string;
  /** Percent, two decimals; null without a previous NAV. */
  readonly dayChangePercent: string | null;
  /** Percent, two decimals; null for a fund younger than a year. */
  readonly oneYearPercent: string | null;
};

/** Two decimals as written: PostgreSQL's NUMERIC and SQLite's TEXT both keep the stored scale, but say it anyway. */
function percentText(value: string | null): string | null {
  return value === null ? null : new ExactDecimal(value).toFixed(2);
}

/**
 * The latest NAV, day change and one-year return of each fund (unknown ids are absent), from the stored statistics:
 * what other services (the watchlist, the portfolio) read of the catalogue.
 */
export async function fundQuotesOf(db: Executor, fundIds: readonly string[]): Promise<Map<string, FundQuote>> {
  const quotes = new Map<string, FundQuote>();
  for (const chunk of chunksOf([...new Set(fundIds)])) {
    const rows = await db
      .selectFrom('fund')
      .leftJoin('fund_statistic as statistic', 'statistic.fund_id', 'fund.id')
      .select([
        'fund.id',
        'fund.name_en',
        'fund.name_zh_hk',
        'fund.name_zh_cn',
        'fund.currency',
        'fund.asset_class',
        'fund.region',
        'fund.risk_level',
        'fund.latest_nav',
        'fund.latest_nav_date',
        'statistic.day_change_percent',
        'statistic.performance_1year',
      ])
      .where('fund.id', 'in', chunk)
      .execute();
    for (const row of rows) {
      quotes.set(row.id, {
        fundId: row.id,
        names: { en: row.name_en, 'zh-HK': row.name_zh_hk, 'zh-CN': row.name_zh_cn },
        currency: row.currency,
        assetClass: row.asset_class,
        region: row.region,
        riskLevel: row.risk_level,
        latestNav: String(row.latest_nav),
        latestNavDate: row.latest_nav_date,
        dayChangePercent: percentText(row.day_change_percent),
        oneYearPercent: percentOfStored(row.performance_1year),
      });
    }
  }
  return quotes;
}

/**
 * Each fund's NAVs from its last one on or before `fromDay` (or its first, when none is that old) up to `toDay`,
 * oldest first: what a value-over-time chart multiplies units by.
 */
export async function navSeriesOf(
  db: Executor,
  fundIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<Map<string, { readonly date: string; readonly nav: string }[]>> {
  const series = new Map<string, { date: string; nav: string }[]>();
  for (const chunk of chunksOf([...new Set(fundIds)])) {
    const base = await db
      .selectFrom('fund_price')
      .select(['fund_id', (eb) => eb.fn.max('price_date').as('price_date')])
      .where('fund_id', 'in', chunk)
      .where('price_date', '<=', fromDay)
      .groupBy('fund_id')
      .execute();
    const baseDays = new Map(base.map((row) => [row.fund_id, row.price_date]));
    const earliest = [...baseDays.values()].reduce((min, day) => (day < min ? day : min), fromDay);
    const rows = await db
      .selectFrom('fund_price')
      .select(['fund_id', 'price_date', 'nav'])
      .where('fund_id', 'in', chunk)
      .where('price_date', '>=', earliest)
      .where('price_date', '<=', toDay)
      .orderBy('fund_id')
      .orderBy('price_date')
      .execute();
    for (const row of rows) {
      if (row.price_date < (baseDays.get(row.fund_id) ?? fromDay)) continue;
      const points = series.get(row.fund_id) ?? [];
      points.push({ date: row.price_date, nav: String(row.nav) });
      series.set(row.fund_id, points);
    }
  }
  return series;
}
