import { sql, type Kysely } from 'kysely';
import type { FundAssetClass, FundCategory, FundDividendYieldBand, FundRegion, RiskLevel } from '@portal/contract';
import type { Database } from '../../platform/db';
import type { FundDividendTable, FundPriceTable, FundTable } from '../../platform/fund-tables';

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

/**
 * The funds matching every filter (an empty list filters nothing), by id. Text matches any of the three names or
 * the code, ignoring case (lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not).
 */
export async function findFunds(db: Kysely<Database>, filters: FundFilters): Promise<FundTable[]> {
  let select = db.selectFrom('fund').selectAll();
  if (filters.regions.length > 0) select = select.where('region', 'in', [...filters.regions]);
  if (filters.categories.length > 0) select = select.where('category', 'in', [...filters.categories]);
  if (filters.assetClasses.length > 0) select = select.where('asset_class', 'in', [...filters.assetClasses]);
  if (filters.riskLevels.length > 0) select = select.where('risk_level', 'in', [...filters.riskLevels]);
  if (filters.currencies.length > 0) select = select.where('currency', 'in', [...filters.currencies]);
  if (filters.dividendYieldBands.length > 0) {
    select = select.where('dividend_yield_band', 'in', [...filters.dividendYieldBands]);
  }
  const { text } = filters;
  if (text !== undefined && text !== '') {
    const pattern = containsPattern(text);
    select = select.where((eb) =>
      eb.or(
        (['name_en', 'name_zh_hk', 'name_zh_cn', 'code'] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return select.orderBy('id').execute();
}

export async function findFund(db: Kysely<Database>, fundId: string): Promise<FundTable | undefined> {
  return db.selectFrom('fund').selectAll().where('id', '=', fundId).executeTakeFirst();
}

/** A fund's dividends, newest first. */
export async function findDividends(db: Kysely<Database>, fundId: string): Promise<FundDividendTable[]> {
  return db.selectFrom('fund_dividend').selectAll().where('fund_id', '=', fundId).orderBy('ex_date', 'desc').execute();
}

/**
 * Each fund's last NAV on or before `day` (funds with no NAV by then are absent): one query, each fund's price found
 * through the (fund_id, price_date) primary key.
 */
export async function navsOnOrBefore(
  db: Kysely<Database>,
  fundIds: readonly string[],
  day: string,
): Promise<Map<string, string>> {
  if (fundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fund_price as price')
    .select(['price.fund_id', 'price.nav'])
    .where('price.fund_id', 'in', [...fundIds])
    .where('price.price_date', '=', (eb) =>
      eb
        .selectFrom('fund_price as earlier')
        .select((inner) => inner.fn.max('earlier.price_date').as('price_date'))
        .whereRef('earlier.fund_id', '=', 'price.fund_id')
        .where('earlier.price_date', '<=', day),
    )
    .execute();
  return new Map(rows.map((row) => [row.fund_id, String(row.nav)]));
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
