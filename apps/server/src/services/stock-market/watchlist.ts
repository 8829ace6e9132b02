import type { Kysely } from 'kysely';
import { maximumStockWatchlistItems, type StockWatchlistItem } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import { AppError } from '../../platform/http/errors';
import { findInstrument, findInstruments, instrumentView } from './instruments';
import type { MarketDataFeed } from '../../adapters/market-data/market-data-feed';

export type StockWatchlistKey = { readonly accountCode: string; readonly source: LoginSource };

/** Client codes are kept upper-case (as the ledger and domain events keep them). */
function keyOf(key: StockWatchlistKey): StockWatchlistKey {
  return { accountCode: key.accountCode.toUpperCase(), source: key.source };
}

/** The account's stock watchlist, most recently added first (ties by stock id), each with its quote at `now`. */
export async function stockWatchlistOf(
  db: Kysely<Database>,
  key: StockWatchlistKey,
  feed: MarketDataFeed,
  now: Date,
): Promise<StockWatchlistItem[]> {
  const { accountCode, source } = keyOf(key);
  const rows = await db
    .selectFrom('stock_watchlist')
    .select(['stock_id', 'added_at'])
    .where('account_code', '=', accountCode)
    .where('source', '=', source)
    .orderBy('added_at', 'desc')
    .orderBy('stock_id')
    .execute();
  const instruments = new Map(
    (
      await findInstruments(
        db,
        rows.map((row) => row.stock_id),
      )
    ).map((instrument) => [instrument.stockId, instrument]),
  );
  return rows.flatMap((row) => {
    const instrument = instruments.get(row.stock_id);
    if (instrument === undefined) return [];
    return [{ instrument: instrumentView(instrument), quote: feed.quoteAt(instrument, now), addedAt: row.added_at }];
  });
}

/**
 * Adds a stock at `now`; one already on the list keeps its place. 404 for an unknown or deleted stock, 409 when the
 * list is full. On PostgreSQL the account's row is locked first, so two concurrent adds cannot both take the last place.
 */
export async function addToStockWatchlist(
  db: Kysely<Database>,
  key: StockWatchlistKey,
  stockId: string,
  now: Date,
  dialect: DatabaseDialect,
): Promise<void> {
  const { accountCode, source } = keyOf(key);
  const instrument = await findInstrument(db, stockId);
  if (instrument === undefined || instrument.status === 'deleted') throw AppError.notFound('There is no such stock.');
  await db.transaction().execute(async (transaction) => {
    await lockAccountForUpdate(transaction, { accountCode, source }, dialect);
    const existing = await transaction
      .selectFrom('stock_watchlist')
      .select('stock_id')
      .where('account_code', '=', accountCode)
      .where('source', '=', source)
      .execute();
    if (existing.some((row) => row.stock_id === stockId)) return;
    if (existing.length >= maximumStockWatchlistItems) {
      throw AppError.conflict(`A watchlist holds at most ${maximumStockWatchlistItems} stocks; remove one first.`, {
        maximum: maximumStockWatchlistItems,
      });
    }
    await transaction
      .insertInto('stock_watchlist')
      .values({ account_code: accountCode, source, stock_id: stockId, added_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['account_code', 'source', 'stock_id']).doNothing())
      .execute();
  });
}

/** Takes a stock off the watchlist (one not on it is a no-op). */
export async function removeFromStockWatchlist(
  db: Kysely<Database>,
  key: StockWatchlistKey,
  stockId: string,
): Promise<void> {
  const { accountCode, source } = keyOf(key);
  await db
    .deleteFrom('stock_watchlist')
    .where('account_code', '=', accountCode)
    .where('source', '=', source)
    .where('stock_id', '=', stockId)
    .execute();
}
