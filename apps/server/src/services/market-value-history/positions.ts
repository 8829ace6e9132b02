import type { Kysely, Transaction } from 'kysely';
import type { PortfolioHolding } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { PortfolioAccount } from './holdings';
import type { MarketValuePositionTable } from './market-value-history-tables';

/*
 * Each client's holdings at the account's latest valuation (issue 28), one row a holding: the advisor desk's sums over
 * a whole book are SQL over these rows. Written with every valuation the wealth area makes of an account (the daily
 * snapshot; a revaluation after the account moves), in the brand's first reporting currency; each write replaces all
 * of the account's rows, so a holding sold leaves no row behind.
 */

/** The position rows of one account's holdings valued in `reportingCurrency` at `valuedAt`. */
export function positionRowsOf(
  account: PortfolioAccount,
  holdings: readonly PortfolioHolding[],
  reportingCurrency: string,
  valuedAt: Date,
): MarketValuePositionTable[] {
  return holdings.map((holding) => ({
    account_code: account.accountCode,
    source: account.source,
    holding_id: holding.holdingId,
    area: holding.area,
    category: holding.category,
    market: holding.market,
    risk_level: holding.riskLevel,
    currency: holding.currency,
    names: JSON.stringify(holding.names),
    quantity: holding.quantity,
    value: holding.value,
    reporting_currency: reportingCurrency,
    value_reporting: holding.valueReporting,
    valued_at: valuedAt.toISOString(),
  }));
}

/**
 * Replaces the accounts' positions with `rows` (all of the accounts' rows: an account named with no rows holds
 * nothing), in the caller's transaction. Two valuations of an account writing at once (the daily snapshot on one
 * process, the position refresh on another) never fail on each other's rows: a row already there is updated.
 */
export async function replacePositions(
  db: Kysely<Database> | Transaction<Database>,
  accounts: readonly PortfolioAccount[],
  rows: readonly MarketValuePositionTable[],
): Promise<void> {
  for (const account of accounts) {
    await db
      .deleteFrom('market_value_position')
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .execute();
  }
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('market_value_position')
      .values(rows.slice(start, start + 200))
      .onConflict((conflict) =>
        conflict.columns(['account_code', 'source', 'holding_id']).doUpdateSet((eb) => ({
          area: eb.ref('excluded.area'),
          category: eb.ref('excluded.category'),
          market: eb.ref('excluded.market'),
          risk_level: eb.ref('excluded.risk_level'),
          currency: eb.ref('excluded.currency'),
          names: eb.ref('excluded.names'),
          quantity: eb.ref('excluded.quantity'),
          value: eb.ref('excluded.value'),
          reporting_currency: eb.ref('excluded.reporting_currency'),
          value_reporting: eb.ref('excluded.value_reporting'),
          valued_at: eb.ref('excluded.valued_at'),
        })),
      )
      .execute();
  }
}
