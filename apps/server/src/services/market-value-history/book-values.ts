import { sql, type Kysely } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { dialectOf } from '../../platform/db/compiled-query';
import type { Database } from '../../platform/db/db';
import { exactSum, moneyUnits, sumIn } from '../../platform/db/decimal-sum';
import { inBook, type BookClients } from '../../platform/identity/book-membership';

/*
 * A whole book of clients at once (issue 28, the advisor desk): sums over the clients' positions (positions.ts: each
 * holding at the account's latest valuation) and over their daily net worth snapshots, each ONE SQL query over the
 * rows of every client of the book, never a query per client. The book is the caller's query of its clients
 * (platform/identity/book `bookClientsQuery`), used here as a subquery, so a client outside it is never read.
 *
 * Decimals are summed exactly on both engines (platform/db/decimal-sum.ts `exactSum`: to 18 decimal places).
 */

const ref = (column: string) => sql.ref(column);

export type BookPositionTotals = {
  readonly assets: string;
  /** Clients with at least one position. */
  readonly holders: number;
  readonly valuedFrom: string | null;
  readonly valuedTo: string | null;
};

/** The book's assets: every position of every client, in the brand's first reporting currency, and their valuations. */
export async function bookPositionTotals(db: Kysely<Database>, clients: BookClients): Promise<BookPositionTotals> {
  const dialect = dialectOf(db);
  const row = await db
    .selectFrom('market_value_position as p')
    .select(exactSum(dialect, ref('p.value_reporting'), 'assets'))
    .select((eb) => [
      eb.fn.min('p.valued_at').as('valued_from'),
      eb.fn.max('p.valued_at').as('valued_to'),
      // The clients holding anything: one index seek each, rather than every position's client told apart.
      sql<number | string>`(
        select count(*) from (select distinct book.account_code, book.source from (${clients}) as book) c
        where exists (
          select 1 from market_value_position h where h.account_code = c.account_code and h.source = c.source
        )
      )`.as('holders'),
    ])
    .where(inBook(clients, ref('p.account_code'), ref('p.source')))
    .executeTakeFirstOrThrow();
  return {
    assets: sumIn(row, 'assets').toFixed(),
    holders: Number(row.holders),
    valuedFrom: row.valued_from ?? null,
    valuedTo: row.valued_to ?? null,
  };
}

/** Each advisor's assets under advice (the clients of their own book), by advisor account code. */
export async function bookAssetsByAdvisor(
  db: Kysely<Database>,
  clients: BookClients,
): Promise<ReadonlyMap<string, string>> {
  const dialect = dialectOf(db);
  const rows = await db
    .selectFrom(clients.as('book'))
    .innerJoin('market_value_position as p', (join) =>
      join.onRef('p.account_code', '=', 'book.account_code').onRef('p.source', '=', 'book.source'),
    )
    .select('book.advisor_account_code as advisor')
    .select(exactSum(dialect, ref('p.value_reporting'), 'assets'))
    .groupBy('book.advisor_account_code')
    .execute();
  return new Map(rows.map((row) => [row.advisor, sumIn(row, 'assets').toFixed()]));
}

export type BookClientAssets = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly assets: string;
  readonly cash: string;
};

/** Each client's assets and the cash among them (clients without a position are left out). */
export async function bookClientAssets(db: Kysely<Database>, clients: BookClients): Promise<BookClientAssets[]> {
  const dialect = dialectOf(db);
  // The cash among the positions; any other position adds zero (a number on PostgreSQL, the text '0' on SQLite).
  const cash =
    dialect === 'postgres'
      ? sql`(case when p.area = 'cash' then p.value_reporting else 0 end)`
      : sql`(case when p.area = 'cash' then p.value_reporting else '0' end)`;
  const rows = await db
    .selectFrom('market_value_position as p')
    .select(['p.account_code', 'p.source'])
    .select(exactSum(dialect, ref('p.value_reporting'), 'assets'))
    .select(exactSum(dialect, cash, 'cash'))
    .where(inBook(clients, ref('p.account_code'), ref('p.source')))
    .groupBy(['p.account_code', 'p.source'])
    .execute();
  return rows.map((row) => ({
    accountCode: row.account_code,
    source: row.source,
    assets: sumIn(row, 'assets').toFixed(),
    cash: sumIn(row, 'cash').toFixed(),
  }));
}

export type BookConcentration = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly holdingId: string;
  readonly names: { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
  readonly value: string;
  readonly assets: string;
};

/** A percent as a fraction of integers: '40' → 40/1, '12.5' → 125/10. */
function percentFraction(percent: string): { numerator: string; denominator: string } {
  const [whole = '0', decimals = ''] = percent.split('.');
  return { numerator: `${whole}${decimals}`.replace(/^0+(?=\d)/, ''), denominator: `1${'0'.repeat(decimals.length)}` };
}

/**
 * The holdings other than cash worth more than `abovePercent` of their client's assets, with those assets: one query,
 * each position compared with its client's sum in the engine (exactly: NUMERIC, or SQLite's 10^-4 units).
 */
export async function bookConcentrations(
  db: Kysely<Database>,
  clients: BookClients,
  abovePercent: string,
): Promise<BookConcentration[]> {
  const dialect = dialectOf(db);
  const { numerator, denominator } = percentFraction(abovePercent);
  const totals = db
    .selectFrom('market_value_position as t')
    .select(['t.account_code', 't.source'])
    .select(sql`sum(${moneyUnits(dialect, ref('t.value_reporting'))})`.as('units'))
    .select(exactSum(dialect, ref('t.value_reporting'), 'assets'))
    .where(inBook(clients, ref('t.account_code'), ref('t.source')))
    .groupBy(['t.account_code', 't.source']);
  const rows = await db
    .selectFrom('market_value_position as p')
    .innerJoin(totals.as('c'), (join) =>
      join.onRef('c.account_code', '=', 'p.account_code').onRef('c.source', '=', 'p.source'),
    )
    .selectAll('c')
    .select(['p.holding_id', 'p.names', 'p.value_reporting'])
    .where('p.area', '<>', 'cash')
    .where(
      sql<boolean>`${moneyUnits(dialect, ref('p.value_reporting'))} * 100 * ${sql.lit(Number(denominator))} > ${sql.lit(Number(numerator))} * c.units`,
    )
    .where(sql<boolean>`c.units > 0`)
    .orderBy('p.account_code')
    .orderBy('p.source')
    .execute();
  return rows.map((row) => ({
    accountCode: row.account_code,
    source: row.source,
    holdingId: row.holding_id,
    names: JSON.parse(row.names) as BookConcentration['names'],
    value: new ExactDecimal(row.value_reporting).toFixed(),
    assets: sumIn(row, 'assets').toFixed(),
  }));
}

/**
 * The book's net worth on each of `days` in `currency`: per client the latest snapshot on or before the day (none:
 * nothing then), summed. Answers a value for every day asked (zero where no client had a snapshot yet).
 */
export async function bookValuesOn(
  db: Kysely<Database>,
  clients: BookClients,
  currency: string,
  days: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const wanted = [...new Set(days)];
  const values = new Map(wanted.map((day) => [day, '0']));
  if (wanted.length === 0) return values;
  const dialect = dialectOf(db);
  const dayRows = sql.join(wanted.map((day) => sql`(${day})`));
  const sums = sql.join(exactSum(dialect, sql.ref('s.value'), 'value').map((selection) => sql`${selection}`));
  const { rows } = await sql<Record<string, unknown> & { day: string }>`
    with book_day(day) as (values ${dayRows}),
      book_client as (select distinct book.account_code, book.source from (${clients}) as book)
    select d.day as day, ${sums}
    from book_client c
    cross join book_day d
    join market_value_snapshot s
      on s.account_code = c.account_code and s.source = c.source and s.currency = ${currency}
      and s.day = (
        select max(s2.day) from market_value_snapshot s2
        where s2.account_code = c.account_code and s2.source = c.source and s2.currency = ${currency}
          and s2.day <= d.day
      )
    group by d.day`.execute(db);
  for (const row of rows) values.set(row.day, sumIn(row, 'value').toFixed());
  return values;
}

/**
 * The book's external flows (deposits in, withdrawals out: the snapshots' `flow`) after each of `days` up to `today`,
 * in `currency`: one pass over the snapshots after the earliest day, summed in buckets between the days.
 */
export async function bookFlowsAfter(
  db: Kysely<Database>,
  clients: BookClients,
  currency: string,
  days: readonly string[],
  today: string,
): Promise<ReadonlyMap<string, string>> {
  const boundaries = [...new Set(days)].sort();
  const flows = new Map(boundaries.map((day) => [day, '0']));
  const first = boundaries[0];
  if (first === undefined) return flows;
  const dialect = dialectOf(db);
  // The bucket of a snapshot: the index of the latest boundary before its day.
  const bucket = sql`(case ${sql.join(
    boundaries.map((day, index) => sql`when s.day > ${day} then ${sql.lit(index)}`).reverse(),
    sql` `,
  )} end)`;
  const rows = await db
    .selectFrom('market_value_snapshot as s')
    .select(bucket.as('bucket'))
    .select(exactSum(dialect, ref('s.flow'), 'flow'))
    .where('s.currency', '=', currency)
    .where('s.day', '>', first)
    .where('s.day', '<=', today)
    .where(inBook(clients, ref('s.account_code'), ref('s.source')))
    .groupBy(sql`1`)
    .execute();
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), sumIn(row, 'flow')]));
  let after = new ExactDecimal(0);
  for (let index = boundaries.length - 1; index >= 0; index -= 1) {
    after = after.plus(byBucket.get(index) ?? 0);
    flows.set(boundaries[index] ?? '', after.toFixed());
  }
  return flows;
}

/** The first day any client of the book has a snapshot in `currency` (one index seek per client). */
export async function bookFirstSnapshotDay(
  db: Kysely<Database>,
  clients: BookClients,
  currency: string,
): Promise<string | undefined> {
  const { rows } = await sql<{ first: string | null }>`
    select min((
      select min(s.day) from market_value_snapshot s
      where s.account_code = c.account_code and s.source = c.source and s.currency = ${currency}
    )) as first
    from (select distinct book.account_code, book.source from (${clients}) as book) c`.execute(db);
  return rows[0]?.first ?? undefined;
}

export type BookInstrumentTotals = {
  readonly holdingId: string;
  readonly area: string;
  readonly category: string;
  readonly riskLevel: string;
  readonly currency: string;
  readonly names: { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
  readonly quantity: string;
  readonly value: string;
  readonly valueReporting: string;
  readonly holders: number;
};

/**
 * The book's positions summed by instrument: quantity (exact to 18 places), value in its own currency and in the
 * reporting currency, and its number of holders. Area, category, risk level and currency go with the instrument.
 */
export async function bookInstrumentTotals(
  db: Kysely<Database>,
  clients: BookClients,
): Promise<BookInstrumentTotals[]> {
  const dialect = dialectOf(db);
  const rows = await db
    .selectFrom('market_value_position as p')
    .select(['p.holding_id', 'p.area', 'p.category', 'p.risk_level', 'p.currency'])
    .select((eb) => [eb.fn.min('p.names').as('names'), eb.fn.countAll<number | string>().as('holders')])
    .select(exactSum(dialect, ref('p.quantity'), 'quantity', 18))
    .select(exactSum(dialect, ref('p.value'), 'value'))
    .select(exactSum(dialect, ref('p.value_reporting'), 'value_reporting'))
    .where(inBook(clients, ref('p.account_code'), ref('p.source')))
    .groupBy(['p.holding_id', 'p.area', 'p.category', 'p.risk_level', 'p.currency'])
    .execute();
  return rows.map((row) => ({
    holdingId: row.holding_id,
    area: row.area,
    category: row.category,
    riskLevel: row.risk_level,
    currency: row.currency,
    names: JSON.parse(row.names) as BookInstrumentTotals['names'],
    quantity: sumIn(row, 'quantity').toFixed(),
    value: sumIn(row, 'value').toFixed(),
    valueReporting: sumIn(row, 'value_reporting').toFixed(),
    holders: Number(row.holders),
  }));
}

export type BookHolding = {
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly quantity: string;
  readonly value: string;
  readonly currency: string;
  readonly valueReporting: string;
  readonly valuedAt: string;
  /** The client's whole portfolio at the same valuation. */
  readonly portfolioValue: string;
};

/**
 * The book's clients holding `holdingId`, by account code and source from after `after` (keyset), at most `limit`,
 * each with its whole portfolio's value; and how many hold it in all.
 */
export async function bookHoldersOf(
  db: Kysely<Database>,
  clients: BookClients,
  holdingId: string,
  page: { readonly after?: { readonly accountCode: string; readonly source: LoginSource }; readonly limit: number },
): Promise<{ total: number; holders: BookHolding[] }> {
  const dialect = dialectOf(db);
  const counted = await db
    .selectFrom('market_value_position as p')
    .select((eb) => eb.fn.countAll<number | string>().as('holders'))
    .where('p.holding_id', '=', holdingId)
    .where(inBook(clients, ref('p.account_code'), ref('p.source')))
    .executeTakeFirstOrThrow();
  let query = db
    .selectFrom('market_value_position as p')
    .select(['p.account_code', 'p.source', 'p.quantity', 'p.value', 'p.currency', 'p.value_reporting', 'p.valued_at'])
    .where('p.holding_id', '=', holdingId)
    .where(inBook(clients, ref('p.account_code'), ref('p.source')));
  const { after } = page;
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('p.account_code', '>', after.accountCode),
        eb.and([eb('p.account_code', '=', after.accountCode), eb('p.source', '>', after.source)]),
      ]),
    );
  }
  const rows = await query.orderBy('p.account_code').orderBy('p.source').limit(page.limit).execute();
  if (rows.length === 0) return { total: Number(counted.holders), holders: [] };
  const portfolios = await db
    .selectFrom('market_value_position as q')
    .select(['q.account_code', 'q.source'])
    .select(exactSum(dialect, ref('q.value_reporting'), 'assets'))
    .where((eb) =>
      eb.or(rows.map((row) => eb.and([eb('q.account_code', '=', row.account_code), eb('q.source', '=', row.source)]))),
    )
    .groupBy(['q.account_code', 'q.source'])
    .execute();
  const portfolioOf = new Map(portfolios.map((row) => [`${row.source}:${row.account_code}`, sumIn(row, 'assets')]));
  return {
    total: Number(counted.holders),
    holders: rows.map((row) => ({
      accountCode: row.account_code,
      source: row.source,
      quantity: row.quantity,
      value: row.value,
      currency: row.currency,
      valueReporting: row.value_reporting,
      valuedAt: row.valued_at,
      portfolioValue: (portfolioOf.get(`${row.source}:${row.account_code}`) ?? new ExactDecimal(0)).toFixed(),
    })),
  };
}

/** How many of the book's clients hold each of `holdingIds` (a holding no client holds is left out). */
export async function bookHolderCounts(
  db: Kysely<Database>,
  clients: BookClients,
  holdingIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  if (holdingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('market_value_position as p')
    .select('p.holding_id')
    .select((eb) => eb.fn.countAll<number | string>().as('holders'))
    .where('p.holding_id', 'in', [...new Set(holdingIds)])
    .where(inBook(clients, ref('p.account_code'), ref('p.source')))
    .groupBy('p.holding_id')
    .execute();
  return new Map(rows.map((row) => [row.holding_id, Number(row.holders)]));
}
