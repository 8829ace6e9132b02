import { sql, type Kysely } from 'kysely';
import { searchableHoldingAreas, type SearchableHoldingArea } from '@portal/contract/domain/advisor-client';
import type { PortfolioHolding } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { dialectOf } from '../../platform/db/compiled-query';
import type { Database } from '../../platform/db/db';
import { exactDecimalSum } from '../../platform/db/decimal-sum';
import { containingLowercase } from '../../platform/db/like-pattern';
import { inBook, type BookClients } from '../../platform/identity/book-membership';

/*
 * The clients' positions (positions.ts: each client's holdings at its latest valuation) as the advisor desk searches
 * a book by them (issue 28 part 2), in pieces of SQL the desk's one query per page joins or filters by, so a search of
 * thousands of clients over hundreds of thousands of positions is one statement: each client's total (an exact sum,
 * platform/db/decimal-sum), whether a client holds an instrument, and the instruments a book holds.
 */

/**
 * Each client's total assets (the exact sum of its positions' reporting-currency values, platform/db/decimal-sum's
 * `exactDecimalSum`, read with `sumToDecimal`) and the time of its latest valuation, one row per client of
 * the book that has positions (a client in two books of a manager's view once): a subquery to left-join on
 * (account_code, source).
 */
export function positionTotalsOf(db: Kysely<Database>, clients: BookClients) {
  return db
    .selectFrom('market_value_position as position')
    .select((eb) => [
      'position.account_code',
      'position.source',
      exactDecimalSum(dialectOf(db), eb.ref('position.value_reporting')).as('total_assets'),
      eb.fn.max('position.valued_at').as('valued_at'),
    ])
    .where((eb) => inBook(clients, eb.ref('position.account_code'), eb.ref('position.source')))
    .groupBy(['position.account_code', 'position.source']);
}

/**
 * The position of `holdingId` of the client the outer query names by `accountCode` and `source` (column references
 * such as 'client.account_code'): a correlated subquery for `exists`, read from the positions' primary key.
 */
export function heldPositionOf(
  db: Kysely<Database>,
  outer: { readonly accountCode: string; readonly source: string },
  holdingId: string,
) {
  return db
    .selectFrom('market_value_position as held')
    .select('held.holding_id')
    .where('held.account_code', '=', sql.ref<string>(outer.accountCode))
    .where('held.source', '=', sql.ref<LoginSource>(outer.source))
    .where('held.holding_id', '=', holdingId);
}

export type BookInstrumentRow = {
  readonly holdingId: string;
  readonly area: SearchableHoldingArea;
  readonly names: PortfolioHolding['names'];
  readonly holders: number;
};

function isSearchableArea(area: string): area is SearchableHoldingArea {
  return (searchableHoldingAreas as readonly string[]).includes(area);
}

/**
 * The funds, stocks and virtual assets the book's clients hold, most holders first (then by id), those whose names or id
 * contain `text` (any case) when given: what a book's holdings filter offers.
 */
export async function instrumentsHeldBy(
  db: Kysely<Database>,
  clients: BookClients,
  options: { readonly text?: string | undefined; readonly limit: number },
): Promise<BookInstrumentRow[]> {
  let query = db
    .selectFrom('market_value_position as position')
    .select((eb) => [
      'position.holding_id',
      'position.area',
      eb.fn.max('position.names').as('names'),
      eb.fn.countAll<number | string>().as('holders'),
    ])
    .where((eb) => inBook(clients, eb.ref('position.account_code'), eb.ref('position.source')))
    .where('position.area', 'in', [...searchableHoldingAreas]);
  if (options.text !== undefined) {
    const pattern = containingLowercase(options.text);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('position.names')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('position.holding_id')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const rows = await query
    .groupBy(['position.holding_id', 'position.area'])
    .orderBy('holders', 'desc')
    .orderBy('position.holding_id')
    .limit(options.limit)
    .execute();
  return rows.flatMap((row) =>
    isSearchableArea(row.area)
      ? [
          {
            holdingId: row.holding_id,
            area: row.area,
            // Written by positions.ts from a holding's names.
            names: JSON.parse(row.names) as PortfolioHolding['names'],
            holders: Number(row.holders),
          },
        ]
      : [],
  );
}
