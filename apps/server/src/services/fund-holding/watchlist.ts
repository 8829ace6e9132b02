import type { Kysely } from 'kysely';
import { maximumWatchlistItems, type WatchlistItem } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import { AppError } from '../../platform/http/errors';
import { findFund, fundQuotesOf } from '../fund-definition/public';

export type WatchlistKey = { readonly accountCode: string; readonly source: LoginSource };

/** Client codes are kept upper-case (as the ledger and domain events keep them). */
function keyOf(key: WatchlistKey): WatchlistKey {
  return { accountCode: key.accountCode.toUpperCase(), source: key.source };
}

/** The account's watchlist, most recently added first (ties by fund id), with each fund's latest NAV and changes. */
export async function watchlistOf(db: Kysely<Database>, key: WatchlistKey): Promise<WatchlistItem[]> {
  const { accountCode, source } = keyOf(key);
  const rows = await db
    .selectFrom('fund_watchlist')
    .select(['fund_id', 'added_at'])
    .where('account_code', '=', accountCode)
    .where('source', '=', source)
    .orderBy('added_at', 'desc')
    .orderBy('fund_id')
    .execute();
  const quotes = await fundQuotesOf(
    db,
    rows.map((row) => row.fund_id),
  );
  return rows.flatMap((row) => {
    const quote = quotes.get(row.fund_id);
    if (quote === undefined) return [];
    return [
      {
        fundId: quote.fundId,
        fundNames: { ...quote.names },
        currency: quote.currency,
        riskLevel: quote.riskLevel,
        latestNav: quote.latestNav,
        latestNavDate: quote.latestNavDate,
        dayChangePercent: quote.dayChangePercent,
        oneYearPercent: quote.oneYearPercent,
        addedAt: row.added_at,
      },
    ];
  });
}

/**
 * Adds a fund to the watchlist at `now`; a fund already on it keeps its place (a no-op). 404 for a fund the
 * catalogue does not list, 409 when the list holds the maximum already. One transaction: on SQLite the single
 * connection serialises it; on PostgreSQL the account's row is locked first, so two concurrent adds cannot both
 * take the last place.
 */
export async function addToWatchlist(
  db: Kysely<Database>,
  key: WatchlistKey,
  fundId: string,
  now: Date,
  dialect: DatabaseDialect,
): Promise<void> {
  const { accountCode, source } = keyOf(key);
  const fund = await findFund(db, fundId);
  if (fund === undefined) throw AppError.notFound('There is no such fund.');
  await db.transaction().execute(async (transaction) => {
    await lockAccountForUpdate(transaction, { accountCode, source }, dialect);
    const existing = await transaction
      .selectFrom('fund_watchlist')
      .select('fund_id')
      .where('account_code', '=', accountCode)
      .where('source', '=', source)
      .execute();
    if (existing.some((row) => row.fund_id === fundId)) return;
    if (existing.length >= maximumWatchlistItems) {
      throw AppError.conflict(`A watchlist holds at most ${maximumWatchlistItems} funds; remove one first.`, {
        maximum: maximumWatchlistItems,
      });
    }
    await transaction
      .insertInto('fund_watchlist')
      .values({ account_code: accountCode, source, fund_id: fundId, added_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['account_code', 'source', 'fund_id']).doNothing())
      .execute();
  });
}

/** Takes a fund off the watchlist (one not on it is a no-op). */
export async function removeFromWatchlist(db: Kysely<Database>, key: WatchlistKey, fundId: string): Promise<void> {
  const { accountCode, source } = keyOf(key);
  await db
    .deleteFrom('fund_watchlist')
    .where('account_code', '=', accountCode)
    .where('source', '=', source)
    .where('fund_id', '=', fundId)
    .execute();
}
