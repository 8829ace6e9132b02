import { sql } from 'kysely';
import { holdingsOf, type PortfolioAccount, type PortfolioPlatform } from './holdings';
import { positionRowsOf, replacePositions } from './positions';

/*
 * Positions kept fresh between daily snapshots (issue 28): the daily snapshot values every client once a day; an
 * account whose ledger moved since its positions were valued (an order filled, cash came in) is valued again within a
 * minute, so the advisor desk's sums follow what the clients did today. Prices moving alone wait for the next daily
 * snapshot, which the pages state ("as of" the oldest valuation).
 */

export const positionRefreshJob = { name: 'marketValueHistory.positionRefresh', intervalMs: 60_000 } as const;

/** The most accounts one run values: a burst of moves is caught up over the next minutes, oldest move first. */
export const positionRefreshBatch = 100;

/**
 * The client accounts whose ledger moved after their positions' valuation, or after the last daily snapshot when they
 * have no positions (none yet, or nothing held then), the longest waiting first.
 */
export async function accountsToRevalue(
  platform: Pick<PortfolioPlatform, 'db'>,
  limit: number = positionRefreshBatch,
): Promise<PortfolioAccount[]> {
  const { db } = platform;
  const lastDaily = await db
    .selectFrom('market_value_snapshot_day')
    .select((eb) => eb.fn.max('taken_at').as('taken_at'))
    .executeTakeFirst();
  // Every position of an account carries the same valuation time: any one of them tells it (one index seek).
  const valuedAt = sql<string | null>`(
    select p.valued_at from market_value_position p
    where p.account_code = b.account_code and p.source = b.source limit 1
  )`;
  const rows = await db
    .selectFrom('ledger_balance as b')
    .select(['b.account_code', 'b.source'])
    .select((eb) => eb.fn.max('b.updated_at').as('moved_at'))
    .where('b.account_code', 'not like', 'HOUSE:%')
    .groupBy(['b.account_code', 'b.source'])
    .having(sql<boolean>`max(b.updated_at) > coalesce(${valuedAt}, ${lastDaily?.taken_at ?? ''})`)
    .orderBy('moved_at')
    .orderBy('b.account_code')
    .orderBy('b.source')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ accountCode: row.account_code, source: row.source }));
}

/**
 * One run: values each account `accountsToRevalue` names, in the brand's first reporting currency, and replaces its
 * positions (each account in a transaction of its own). Answers how many accounts it valued.
 */
export async function refreshPositions(platform: PortfolioPlatform, limit?: number): Promise<number> {
  const accounts = await accountsToRevalue(platform, limit);
  const currency = platform.brand.reportingCurrencies[0] ?? 'HKD';
  for (const account of accounts) {
    const { holdings, asOf } = await holdingsOf(platform, account, currency);
    const rows = positionRowsOf(account, holdings, currency, asOf);
    await platform.db.transaction().execute((trx) => replacePositions(trx, [account], rows));
  }
  return accounts.length;
}
