import { randomBytes, randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import {
  ExactDecimal,
  maximumNamedPortfolios,
  wireErrorCodes,
  type NamedPortfolioDetail,
  type NamedPortfolioSummary,
  type PortfolioAssetCategory,
  type PortfolioReturnPeriod,
  type TargetAllocation,
} from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { reportingCurrencyOf } from '../../platform/money/valuation';
import { allocationOfHoldings, holdingsOf, totalOf, type PortfolioAccount, type PortfolioPlatform } from './holdings';
import { periodFromDay, returnsOf, snapshotsOf, type DayValue } from './history';
import type { NamedPortfolioTable } from './market-value-history-tables';
import { snapshotDayOf } from './snapshots';

/*
 * Named portfolios (issue 26 part 3): a client's groupings of its holdings across areas ("Retirement"), each with its
 * value, allocation, returns and a target allocation by category with the drift from it. A portfolio belongs to one
 * account: every read and write names the account, and another account's key is not found (404), never shown.
 */

function summaryOf(row: NamedPortfolioTable, holdingIds: readonly string[]): NamedPortfolioSummary {
  return { key: row.key, name: row.name, holdingIds: [...holdingIds], createdAt: row.created_at };
}

async function holdingIdsOf(platform: PortfolioPlatform, portfolioId: string): Promise<string[]> {
  const rows = await platform.db
    .selectFrom('named_portfolio_holding')
    .select('holding_id')
    .where('portfolio_id', '=', portfolioId)
    .orderBy('holding_id')
    .execute();
  return rows.map((row) => row.holding_id);
}

/** The account's portfolio of that key, or 404. */
async function portfolioOf(platform: PortfolioPlatform, account: PortfolioAccount, key: string) {
  const row = await platform.db
    .selectFrom('named_portfolio')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('key', '=', key)
    .executeTakeFirst();
  if (row === undefined) throw AppError.notFound('There is no portfolio of that key.');
  return row;
}

function nameTaken(): AppError {
  return new AppError(409, wireErrorCodes.conflict, 'A portfolio of that name exists already.', {
    fieldErrors: [{ path: 'name', message: 'A portfolio of that name exists already.' }],
  });
}

async function assertNameFree(platform: PortfolioPlatform, account: PortfolioAccount, name: string, except?: string) {
  let query = platform.db
    .selectFrom('named_portfolio')
    .select('id')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('name', '=', name);
  if (except !== undefined) query = query.where('id', '!=', except);
  if ((await query.executeTakeFirst()) !== undefined) throw nameTaken();
}

export async function listNamedPortfolios(platform: PortfolioPlatform, account: PortfolioAccount) {
  const rows = await platform.db
    .selectFrom('named_portfolio')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const summaries: NamedPortfolioSummary[] = [];
  for (const row of rows) summaries.push(summaryOf(row, await holdingIdsOf(platform, row.id)));
  return summaries;
}

export async function createNamedPortfolio(platform: PortfolioPlatform, account: PortfolioAccount, name: string) {
  const count = await platform.db
    .selectFrom('named_portfolio')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirstOrThrow();
  if (Number(count.count) >= maximumNamedPortfolios) {
    throw AppError.conflict(`An account has at most ${maximumNamedPortfolios} portfolios.`);
  }
  await assertNameFree(platform, account, name);
  const now = platform.clock.now().toISOString();
  const row: NamedPortfolioTable = {
    id: randomUUID(),
    account_code: account.accountCode,
    source: account.source,
    key: randomBytes(6).toString('hex'),
    name,
    created_at: now,
    updated_at: now,
  };
  await platform.db.insertInto('named_portfolio').values(row).execute();
  return summaryOf(row, []);
}

export async function renameNamedPortfolio(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  key: string,
  name: string,
) {
  const row = await portfolioOf(platform, account, key);
  await assertNameFree(platform, account, name, row.id);
  const updatedAt = platform.clock.now().toISOString();
  await platform.db
    .updateTable('named_portfolio')
    .set({ name, updated_at: updatedAt })
    .where('id', '=', row.id)
    .execute();
  return summaryOf({ ...row, name, updated_at: updatedAt }, await holdingIdsOf(platform, row.id));
}

export async function deleteNamedPortfolio(platform: PortfolioPlatform, account: PortfolioAccount, key: string) {
  const row = await portfolioOf(platform, account, key);
  await platform.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('named_portfolio_holding').where('portfolio_id', '=', row.id).execute();
    await trx.deleteFrom('named_portfolio_target').where('portfolio_id', '=', row.id).execute();
    await trx.deleteFrom('named_portfolio').where('id', '=', row.id).execute();
  });
}

/** Sets the holdings a portfolio groups: only the account's own holdings now (400 with a field error otherwise). */
export async function assignNamedPortfolioHoldings(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  key: string,
  holdingIds: readonly string[],
) {
  const row = await portfolioOf(platform, account, key);
  const { holdings } = await holdingsOf(platform, account, reportingCurrencyOf(platform.brand, undefined));
  const own = new Set(holdings.map((holding) => holding.holdingId));
  const unknown = holdingIds.filter((id) => !own.has(id));
  if (unknown.length > 0) {
    throw AppError.badRequest('Only your own holdings can be put in a portfolio.', {
      fieldErrors: [{ path: 'holdingIds', message: `Not a holding of this account: ${unknown.join(', ')}` }],
    });
  }
  const ids = [...new Set(holdingIds)].sort();
  await platform.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('named_portfolio_holding').where('portfolio_id', '=', row.id).execute();
    if (ids.length > 0) {
      await trx
        .insertInto('named_portfolio_holding')
        .values(ids.map((holdingId) => ({ portfolio_id: row.id, holding_id: holdingId })))
        .execute();
    }
  });
  return summaryOf(row, ids);
}

/** Sets the target (already checked by the contract: percents adding up to 100, each category once). */
export async function setNamedPortfolioTarget(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  key: string,
  target: TargetAllocation,
) {
  const row = await portfolioOf(platform, account, key);
  await platform.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('named_portfolio_target').where('portfolio_id', '=', row.id).execute();
    if (target.length > 0) {
      await trx
        .insertInto('named_portfolio_target')
        .values(
          target.map((entry) => ({
            portfolio_id: row.id,
            category: entry.category,
            percent: new ExactDecimal(entry.percent).toFixed(2),
          })),
        )
        .execute();
    }
  });
  return summaryOf(row, await holdingIdsOf(platform, row.id));
}

/**
 * A named portfolio's value over time from the daily snapshots' holdings: the sum of its holdings' values each day; a
 * change in a holding's quantity is a flow in or out of the portfolio at that day's price (buying into it, selling
 * out of it), so its returns measure what its holdings did, not what was moved in.
 */
export function namedPortfolioValues(
  snapshots: readonly { readonly day: string; readonly holdings: string }[],
  holdingIds: ReadonlySet<string>,
): DayValue[] {
  let previous = new Map<string, { value: Decimal; quantity: Decimal }>();
  return snapshots.map((snapshot) => {
    const parsed = JSON.parse(snapshot.holdings) as Record<string, [string, string]>;
    const current = new Map<string, { value: Decimal; quantity: Decimal }>();
    let value = new ExactDecimal(0);
    let flow = new ExactDecimal(0);
    for (const id of holdingIds) {
      const entry = parsed[id];
      const now =
        entry === undefined ? undefined : { value: new ExactDecimal(entry[0]), quantity: new ExactDecimal(entry[1]) };
      const before = previous.get(id);
      if (now !== undefined) {
        current.set(id, now);
        value = value.plus(now.value);
        const boughtOrSold = now.quantity.minus(before?.quantity ?? 0);
        if (!boughtOrSold.isZero() && !now.quantity.isZero()) {
          flow = flow.plus(now.value.times(boughtOrSold).dividedBy(now.quantity));
        }
      } else if (before !== undefined) {
        // Sold out: it left at its last value.
        flow = flow.minus(before.value);
      }
    }
    previous = current;
    return {
      day: snapshot.day,
      value: value.toFixed(),
      flow: flow.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(),
    };
  });
}

export async function namedPortfolioDetail(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  key: string,
  period: PortfolioReturnPeriod,
  requestedCurrency: string | undefined,
): Promise<NamedPortfolioDetail> {
  const row = await portfolioOf(platform, account, key);
  const holdingIds = await holdingIdsOf(platform, row.id);
  const currency = reportingCurrencyOf(platform.brand, requestedCurrency);
  const { holdings: all, book, asOf } = await holdingsOf(platform, account, currency);
  const chosen = new Set(holdingIds);
  const holdings = all.filter((holding) => chosen.has(holding.holdingId));
  const allocation = allocationOfHoldings(holdings, book, currency);
  const targets = await platform.db
    .selectFrom('named_portfolio_target')
    .select(['category', 'percent'])
    .where('portfolio_id', '=', row.id)
    .orderBy('category')
    .execute();
  const target = targets.map((entry) => ({
    category: entry.category as PortfolioAssetCategory,
    percent: new ExactDecimal(entry.percent).toFixed(2),
  }));
  const actual = new Map(allocation.byCategory.map((slice) => [slice.key, slice.percent]));
  const categories = [
    ...new Set([...target.map((entry) => entry.category), ...actual.keys()]),
  ] as PortfolioAssetCategory[];
  const drift =
    target.length === 0
      ? []
      : categories.map((category) => {
          const targetPercent = new ExactDecimal(target.find((entry) => entry.category === category)?.percent ?? 0);
          const actualPercent = new ExactDecimal(actual.get(category) ?? 0);
          return {
            category,
            targetPercent: targetPercent.toFixed(2),
            actualPercent: actualPercent.toFixed(2),
            driftPercent: targetPercent.minus(actualPercent).toFixed(2),
          };
        });
  const today = snapshotDayOf(asOf);
  const snapshots = await snapshotsOf(platform, account, currency);
  const values = namedPortfolioValues(snapshots, chosen).filter(
    (value) => !new ExactDecimal(value.value).isZero() || value.flow !== '0',
  );
  const fromDay = periodFromDay(period, today, values[0]?.day ?? today);
  return {
    ...summaryOf(row, holdingIds),
    reportingCurrency: currency,
    rateTime: (book.rateTime ?? asOf).toISOString(),
    value: totalOf(holdings, book, currency),
    holdings,
    allocation,
    target,
    drift,
    returns: returnsOf(
      period,
      values.filter((value) => value.day >= fromDay),
      today,
    ),
  };
}
