import { sql, type Kysely } from 'kysely';
import type {
  FundAssetClass,
  FundCategory,
  FundDividendYieldBand,
  FundPerformancePeriod,
  FundRegion,
  FundSortKey,
  Language,
  RiskLevel,
} from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { PerformanceColumn } from './fund-tables';
import type { FundDividendTable, FundPriceTable, FundTable } from './fund-tables';
import { percentOfStored, performanceColumnOf } from './statistic-columns';

export type FundFilters = {
  readonly regions: readonly FundRegion[];
  readonly categories: readonly FundCategory[];
  readonly assetClasses: readonly FundAssetClass[];
  readonly riskLevels: readonly RiskLevel[];
  readonly currencies: readonly string[];
  readonly dividendYieldBands: readonly FundDividendYieldBand[];
  readonly text?: string | undefined;
};

/** A LIKE pattern matching `text` anywhere, its own % _ and \ taken literally (ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type FundSelect = ReturnType<typeof selectCatalogue>;

function selectCatalogue(db: Kysely<Database>) {
  return db.selectFrom('fund');
}

/**
 * The funds matching every filter (an empty list filters nothing). Text matches any of the three names or the code,
 * ignoring case (lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not).
 */
function filtered(select: FundSelect, filters: FundFilters): FundSelect {
  let query = select;
  if (filters.regions.length > 0) query = query.where('fund.region', 'in', [...filters.regions]);
  if (filters.categories.length > 0) query = query.where('fund.category', 'in', [...filters.categories]);
  if (filters.assetClasses.length > 0) query = query.where('fund.asset_class', 'in', [...filters.assetClasses]);
  if (filters.riskLevels.length > 0) query = query.where('fund.risk_level', 'in', [...filters.riskLevels]);
  if (filters.currencies.length > 0) query = query.where('fund.currency', 'in', [...filters.currencies]);
  if (filters.dividendYieldBands.length > 0) {
    query = query.where('fund.dividend_yield_band', 'in', [...filters.dividendYieldBands]);
  }
  const { text } = filters;
  if (text !== undefined && text !== '') {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or(
        (['fund.name_en', 'fund.name_zh_hk', 'fund.name_zh_cn', 'fund.code'] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

/** The funds matching every filter, by id. */
export async function findFunds(db: Kysely<Database>, filters: FundFilters): Promise<FundTable[]> {
  return filtered(selectCatalogue(db), filters).selectAll('fund').orderBy('fund.id').execute();
}

export type FundSearch = FundFilters & {
  readonly performancePeriod: FundPerformancePeriod;
  readonly sortBy: FundSortKey;
  readonly direction: 'asc' | 'desc';
  readonly language: Language;
  readonly pageIndex: number;
  readonly pageSize: number;
};

export type FoundFund = FundTable & { readonly performance: string | null };

/** The fund_statistic column a sort key orders by (the performance's is the searched period's). */
function sortColumnOf(search: FundSearch): string {
  switch (search.sortBy) {
    case 'name':
      return { en: 'name_order_en', 'zh-HK': 'name_order_zh_hk', 'zh-CN': 'name_order_zh_cn' }[search.language];
    case 'latestNav':
      return 'nav_order';
    case 'riskLevel':
      return 'risk_rank';
    case 'performance':
      return search.performancePeriod === 'none' ? 'nav_order' : performanceColumnOf[search.performancePeriod];
  }
}

/**
 * One page of a search and the number of funds matching it, in ONE query over the stored statistics
 * (fund-statistics.ts). The inner select filters the funds, joins each one's statistic row, orders by its stored sort
 * key (ties by fund id; funds without a return last either way), counts the matches as a window and keeps a bounded
 * page (LIMIT/OFFSET): narrow rows only. The outer select then reads the whole rows of that page alone. A page past
 * the end has no row to carry the count: counted apart.
 */
export async function searchFundPage(
  db: Kysely<Database>,
  search: FundSearch,
): Promise<{ funds: FoundFund[]; total: number }> {
  const { performancePeriod, direction, pageIndex, pageSize } = search;
  const sortKey = sql.ref(`statistic.${sortColumnOf(search)}`);
  const performance =
    performancePeriod === 'none'
      ? sql<null>`null`
      : sql.ref<PerformanceColumn>(`statistic.${performanceColumnOf[performancePeriod]}`);
  // Only a performance can be missing; a fund without a statistic row (never refreshed) sorts last too.
  const missingLast = sql<number>`case when ${sortKey} is null then 1 else 0 end`;
  const page = filtered(selectCatalogue(db), search)
    .leftJoin('fund_statistic as statistic', 'statistic.fund_id', 'fund.id')
    .select([
      'fund.id as page_id',
      performance.as('performance'),
      missingLast.as('missing_last'),
      sortKey.as('sort_key'),
      sql<number | string>`count(*) over ()`.as('total'),
    ])
    .orderBy(missingLast)
    .orderBy(sortKey, direction)
    .orderBy('fund.id')
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .as('page');
  const rows = await db
    .selectFrom(page)
    .innerJoin('fund', 'fund.id', 'page.page_id')
    .selectAll('fund')
    .select(['page.performance', 'page.total'])
    .orderBy('page.missing_last')
    .orderBy('page.sort_key', direction)
    .orderBy('fund.id')
    .execute();
  const first = rows[0];
  const total =
    first !== undefined
      ? Number(first.total)
      : Number(
          (
            await filtered(selectCatalogue(db), search)
              .select((eb) => eb.fn.countAll().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        );
  return {
    funds: rows.map(({ total: _total, performance: stored, ...fund }) => ({
      ...fund,
      performance: percentOfStored(stored),
    })),
    total,
  };
}

export async function findFund(db: Kysely<Database>, fundId: string): Promise<FundTable | undefined> {
  return db.selectFrom('fund').selectAll().where('id', '=', fundId).executeTakeFirst();
}

/** A fund's dividends, newest first. */
export async function findDividends(db: Kysely<Database>, fundId: string): Promise<FundDividendTable[]> {
  return db.selectFrom('fund_dividend').selectAll().where('fund_id', '=', fundId).orderBy('ex_date', 'desc').execute();
}

/** The funds with these ids (unknown ids are absent; every fund when `fundIds` is undefined), by id: one query. */
export async function findFundsByIds(
  db: Kysely<Database>,
  fundIds: readonly string[] | undefined,
): Promise<FundTable[]> {
  if (fundIds === undefined) return db.selectFrom('fund').selectAll().orderBy('id').execute();
  if (fundIds.length === 0) return [];
  return db
    .selectFrom('fund')
    .selectAll()
    .where('id', 'in', [...new Set(fundIds)])
    .orderBy('id')
    .execute();
}

/**
 * The funds a retail client may be offered in these currencies, launched before `day` (neither suspended nor for
 * professional investors only), by id.
 */
export async function findRetailFundsLaunchedBefore(
  db: Kysely<Database>,
  currencies: readonly string[],
  day: string,
): Promise<FundTable[]> {
  if (currencies.length === 0) return [];
  return db
    .selectFrom('fund')
    .selectAll()
    .where('suspended', '=', 0)
    .where('professional_only', '=', 0)
    .where('currency', 'in', [...currencies])
    .where('launch_date', '<', day)
    .orderBy('id')
    .execute();
}

/** Every NAV of these funds, by fund id then oldest first: one query. */
export async function findPricesOf(db: Kysely<Database>, fundIds: readonly string[]): Promise<FundPriceTable[]> {
  if (fundIds.length === 0) return [];
  return db
    .selectFrom('fund_price')
    .selectAll()
    .where('fund_id', 'in', [...new Set(fundIds)])
    .orderBy('fund_id')
    .orderBy('price_date')
    .execute();
}

/** Every dividend of these funds, newest first (ties by fund id): one query. */
export async function findDividendsOf(db: Kysely<Database>, fundIds: readonly string[]): Promise<FundDividendTable[]> {
  if (fundIds.length === 0) return [];
  return db
    .selectFrom('fund_dividend')
    .selectAll()
    .where('fund_id', 'in', [...new Set(fundIds)])
    .orderBy('ex_date', 'desc')
    .orderBy('fund_id')
    .execute();
}

/** Every fund's dividends with an ex-date on or before `day`, oldest first (ties by fund id). */
export async function dividendsExDatedBy(db: Kysely<Database>, day: string): Promise<FundDividendTable[]> {
  return db
    .selectFrom('fund_dividend')
    .selectAll()
    .where('ex_date', '<=', day)
    .orderBy('ex_date')
    .orderBy('fund_id')
    .execute();
}

export type DatedNav = { readonly priceDate: string; readonly nav: string };

/**
 * Each fund's last NAV on or before `day` and its date (funds with no NAV by then are absent): one query, each
 * fund's price found through the (fund_id, price_date) primary key.
 */
export async function pricesOnOrBefore(
  db: Kysely<Database>,
  fundIds: readonly string[],
  day: string,
): Promise<Map<string, DatedNav>> {
  if (fundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fund_price as price')
    .select(['price.fund_id', 'price.price_date', 'price.nav'])
    .where('price.fund_id', 'in', [...fundIds])
    .where('price.price_date', '=', (eb) =>
      eb
        .selectFrom('fund_price as earlier')
        .select((inner) => inner.fn.max('earlier.price_date').as('price_date'))
        .whereRef('earlier.fund_id', '=', 'price.fund_id')
        .where('earlier.price_date', '<=', day),
    )
    .execute();
  return new Map(rows.map((row) => [row.fund_id, { priceDate: row.price_date, nav: String(row.nav) }]));
}

/** Each fund's last NAV on or before `day` (funds with no NAV by then are absent): `pricesOnOrBefore` without dates. */
export async function navsOnOrBefore(
  db: Kysely<Database>,
  fundIds: readonly string[],
  day: string,
): Promise<Map<string, string>> {
  const prices = await pricesOnOrBefore(db, fundIds, day);
  return new Map([...prices].map(([fundId, price]) => [fundId, price.nav]));
}

/** A fund's NAVs from its last one on or before `fromDay` (or its first, if none is that old) on, oldest first. */
export async function findPricesFrom(db: Kysely<Database>, fundId: string, fromDay: string): Promise<FundPriceTable[]> {
  const base = await db
    .selectFrom('fund_price')
    .select((eb) => eb.fn.max('price_date').as('price_date'))
    .where('fund_id', '=', fundId)
    .where('price_date', '<=', fromDay)
    .executeTakeFirst();
  return db
    .selectFrom('fund_price')
    .selectAll()
    .where('fund_id', '=', fundId)
    .where('price_date', '>=', base?.price_date ?? fromDay)
    .orderBy('price_date')
    .execute();
}
