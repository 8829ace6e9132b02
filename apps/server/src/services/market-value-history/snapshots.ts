import type { Decimal } from 'decimal.js';
import { ExactDecimal, type PortfolioHolding } from '@portal/contract';
import { calendarDateOf, formatCalendarDate } from '@portal/contract/domain/date-format';
import { demoAccounts } from '../../db/seed/demo-accounts';
import { calendarDaysBetween } from '../../platform/money/history-days';
import { loadCurrencyBook, type CurrencyBook } from '../../platform/money/valuation';
import { gaussianOf, hashString, mix } from '../../platform/runtime/seeded-random';
import { externalFlowBetween } from './flows';
import { holdingsOf, type PortfolioAccount, type PortfolioPlatform } from './holdings';
import type { MarketValuePositionTable, MarketValueSnapshotTable } from './market-value-history-tables';
import { positionRowsOf, replacePositions } from './positions';

/*
 * The daily snapshot of every client's net worth (issue 26, ADR 056), on the server clock: the first run of a Hong Kong
 * day claims the day (market_value_snapshot_day, keyed by the day) in the transaction that writes the snapshots, so
 * the day is taken once across restarts and across processes; a run that finds the day taken does nothing.
 */

export const snapshotJob = { name: 'marketValueHistory.dailySnapshot', intervalMs: 60_000 } as const;

export type SnapshotPlatform = PortfolioPlatform & { readonly serverId: string };

/** The Hong Kong calendar day of an instant (yyyy-mm-dd). */
export function snapshotDayOf(at: Date): string {
  return formatCalendarDate(calendarDateOf(at));
}

/** The accounts with anything on the ledger: every client a snapshot is taken of. */
async function clientAccounts(platform: PortfolioPlatform): Promise<PortfolioAccount[]> {
  const rows = await platform.db
    .selectFrom('ledger_balance')
    .select(['account_code', 'source'])
    .distinct()
    .where('account_code', 'not like', 'HOUSE:%')
    .orderBy('account_code')
    .orderBy('source')
    .execute();
  return rows.map((row) => ({ accountCode: row.account_code, source: row.source }));
}

/** The price of a ledger asset that is no currency (a coin: `CRYPTO:BTC`) in the reporting currency, from the holdings. */
function priceFrom(holdings: readonly PortfolioHolding[]) {
  return (asset: string): string | undefined => {
    const holding = holdings.find((candidate) => `CRYPTO:${candidate.holdingId.slice('crypto:'.length)}` === asset);
    if (holding === undefined || new ExactDecimal(holding.quantity).isZero()) return undefined;
    return new ExactDecimal(holding.valueReporting).dividedBy(holding.quantity).toFixed();
  };
}

/**
 * Other assets that came into or left the portfolio since the previous snapshot, as transfers (issue 26: transfers in
 * or out are taken out of the return): a holding the client added counts in at its value now, one removed (deleted,
 * made inactive) out at its value in the previous snapshot. A new valuation of a holding kept is its own return, as a
 * price is. Nothing before the first snapshot: its value is the starting value.
 */
export function otherAssetTransfers(
  previousHoldings: string | undefined,
  holdings: readonly PortfolioHolding[],
): InstanceType<typeof ExactDecimal> {
  let flow = new ExactDecimal(0);
  if (previousHoldings === undefined) return flow;
  const before = JSON.parse(previousHoldings) as Record<string, readonly [string, string]>;
  const isOther = (holdingId: string) => holdingId.startsWith('other:');
  const now = new Set(holdings.map((holding) => holding.holdingId));
  for (const holding of holdings) {
    if (isOther(holding.holdingId) && before[holding.holdingId] === undefined) {
      flow = flow.plus(holding.valueReporting);
    }
  }
  for (const [holdingId, [value]] of Object.entries(before)) {
    if (isOther(holdingId) && !now.has(holdingId)) flow = flow.minus(value);
  }
  return flow;
}

/**
 * One account's snapshot rows now, one per reporting currency, and its positions (positions.ts) in the first of them
 * when `positions` is given.
 */
export async function snapshotRowsOf(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  day: string,
  origin: string,
  positions?: MarketValuePositionTable[],
): Promise<MarketValueSnapshotTable[]> {
  const rows: MarketValueSnapshotTable[] = [];
  for (const [index, currency] of platform.brand.reportingCurrencies.entries()) {
    const { holdings, book, asOf } = await holdingsOf(platform, account, currency);
    if (index === 0 && positions !== undefined) positions.push(...positionRowsOf(account, holdings, currency, asOf));
    const previous = await platform.db
      .selectFrom('market_value_snapshot')
      .select(['taken_at', 'holdings'])
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .where('currency', '=', currency)
      .where('day', '<', day)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
    const since = previous === undefined ? undefined : new Date(previous.taken_at);
    const ledgerFlow = await externalFlowBetween(
      platform.db,
      account,
      since,
      asOf,
      book,
      currency,
      priceFrom(holdings),
    );
    const otherAssetsFlow = otherAssetTransfers(previous?.holdings, holdings);
    const flow = book.format(new ExactDecimal(ledgerFlow).plus(otherAssetsFlow), currency);
    const value = holdings.reduce((sum: Decimal, holding) => sum.plus(holding.valueReporting), new ExactDecimal(0));
    rows.push({
      account_code: account.accountCode,
      source: account.source,
      day,
      currency,
      value: book.format(value, currency),
      flow,
      holdings: JSON.stringify(
        Object.fromEntries(holdings.map((holding) => [holding.holdingId, [holding.valueReporting, holding.quantity]])),
      ),
      origin,
      taken_at: asOf.toISOString(),
    });
  }
  return rows;
}

/**
 * The daily run: when today is not yet claimed, value every client now and, in one transaction, claim the day and
 * write the snapshots; the valuation happens before the transaction (SQLite's one connection), so a process that lost
 * the claim to another just drops its rows. Answers whether this run took the day.
 */
export async function takeDailySnapshot(platform: SnapshotPlatform): Promise<{ taken: boolean; day: string }> {
  const now = platform.clock.now();
  const day = snapshotDayOf(now);
  const claimed = await platform.db
    .selectFrom('market_value_snapshot_day')
    .select('day')
    .where('day', '=', day)
    .executeTakeFirst();
  if (claimed !== undefined) return { taken: false, day };
  const rows: MarketValueSnapshotTable[] = [];
  const positions: MarketValuePositionTable[] = [];
  const accounts = await clientAccounts(platform);
  for (const account of accounts) {
    rows.push(...(await snapshotRowsOf(platform, account, day, 'job', positions)));
  }
  const taken = await platform.db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('market_value_snapshot_day')
      .values({ day, taken_at: now.toISOString(), server_id: platform.serverId })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .executeTakeFirst();
    if ((claim.numInsertedOrUpdatedRows ?? 0n) === 0n) return false;
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto('market_value_snapshot')
        .values(rows.slice(start, start + 200))
        .onConflict((conflict) => conflict.columns(['account_code', 'source', 'currency', 'day']).doNothing())
        .execute();
    }
    await replacePositions(trx, accounts, positions);
    return true;
  });
  return { taken, day };
}

/* ----------------------------------------------------------------------------------------------------------------
 * The demo backfill: five years of made-up history for the demo clients (never in production). Real snapshots start
 * the day a deployment starts; the demo needs a chart and returns on its first day. Each holding the client has today
 * is given a start day and a price path (a seeded walk ending at today's value, in its own currency); the day it starts
 * a deposit buys it (an external flow). Converted at each day's FX rates. Idempotent: an account with backfilled days
 * is skipped, and every row is written `on conflict do nothing`.
 * -------------------------------------------------------------------------------------------------------------- */

export const demoBackfillYears = 5;

/** Daily volatility of the made-up paths by area. */
const dailyVolatility: Readonly<Record<PortfolioHolding['area'], number>> = {
  fund: 0.006,
  stock: 0.014,
  crypto: 0.035,
  cash: 0,
  other: 0.002,
};
const dailyDrift = 0.00025;

/** A made-up index path for a holding: 1 on the last day, each earlier day divided by that day's growth. */
function pricePath(holdingId: string, accountCode: string, days: number): Decimal[] {
  const path: Decimal[] = new Array<Decimal>(days);
  let level = new ExactDecimal(1);
  path[days - 1] = level;
  for (let index = days - 1; index > 0; index -= 1) {
    const area = holdingId.split(':')[0] as PortfolioHolding['area'];
    const volatility = dailyVolatility[area] ?? 0;
    // A ratio rounded to 6 decimals (no money is a float): the day's growth.
    const growth = new ExactDecimal(
      (
        1 +
        dailyDrift * (volatility === 0 ? 0 : 1) +
        volatility * gaussianOf(mix(hashString(accountCode), hashString(holdingId), index))
      ).toFixed(6),
    );
    level = level.dividedBy(growth.lessThanOrEqualTo(0.5) ? new ExactDecimal('0.5') : growth);
    path[index - 1] = level;
  }
  return path;
}

/** Whether the demo backfill runs: demo accounts exist outside production. */
export function demoBackfillOn(platform: Pick<PortfolioPlatform, 'config'>): boolean {
  return platform.config.nodeEnv !== 'production';
}

/** Backfills the demo clients' days before `today`; answers how many rows it wrote. */
export async function backfillDemoHistory(platform: PortfolioPlatform): Promise<number> {
  const now = platform.clock.now();
  const today = snapshotDayOf(now);
  const clients = demoAccounts.filter((account) => account.role === 'user');
  const first = `${Number(today.slice(0, 4)) - demoBackfillYears}${today.slice(4)}`;
  const days = calendarDaysBetween(first, today).slice(0, -1);
  let written = 0;
  const books = new Map<string, CurrencyBook>();
  const bookOf = async (day: string) => {
    let book = books.get(day);
    if (book === undefined) {
      book = await loadCurrencyBook(platform.db, new Date(`${day}T09:00:00Z`));
      books.set(day, book);
    }
    return book;
  };
  for (const client of clients) {
    const account: PortfolioAccount = { accountCode: client.account_code, source: client.source };
    const done = await platform.db
      .selectFrom('market_value_snapshot')
      .select('day')
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .where('origin', '=', 'demoBackfill')
      .limit(1)
      .executeTakeFirst();
    if (done !== undefined) continue;
    // Today's holdings in their own currencies (the brand's first reporting currency prices the coins).
    const reference = platform.brand.reportingCurrencies[0] ?? 'HKD';
    const { holdings } = await holdingsOf(platform, account, reference);
    if (holdings.length === 0) continue;
    const plans = holdings.map((holding) => {
      const seed = mix(hashString(account.accountCode), hashString(holding.holdingId));
      // Cash from the first day; other holdings start somewhere in the first four fifths of the period.
      const startIndex = holding.area === 'cash' ? 0 : seed % Math.floor(days.length * 0.8);
      return { holding, startIndex, path: pricePath(holding.holdingId, account.accountCode, days.length + 1) };
    });
    const rows: MarketValueSnapshotTable[] = [];
    for (let index = 0; index < days.length; index += 1) {
      const day = days[index] ?? today;
      const book = await bookOf(day);
      for (const currency of platform.brand.reportingCurrencies) {
        let value = new ExactDecimal(0);
        let flow = new ExactDecimal(0);
        const parts: Record<string, [string, string]> = {};
        for (const { holding, startIndex, path } of plans) {
          if (index < startIndex) continue;
          const own = book.round(new ExactDecimal(holding.value).times(path[index] ?? 1), holding.currency);
          const converted = book.convert(own, holding.currency, currency);
          value = value.plus(converted);
          if (index === startIndex) flow = flow.plus(converted);
          parts[holding.holdingId] = [book.format(converted, currency), holding.quantity];
        }
        rows.push({
          account_code: account.accountCode,
          source: account.source,
          day,
          currency,
          value: book.format(value, currency),
          flow: book.format(flow, currency),
          holdings: JSON.stringify(parts),
          origin: 'demoBackfill',
          // The backfill stands for everything up to now: the next snapshot's flows are those after it.
          taken_at: now.toISOString(),
        });
      }
    }
    await platform.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 200) {
        const result = await trx
          .insertInto('market_value_snapshot')
          .values(rows.slice(start, start + 200))
          .onConflict((conflict) => conflict.columns(['account_code', 'source', 'currency', 'day']).doNothing())
          .executeTakeFirst();
        written += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
    });
  }
  return written;
}

/** The job's run: (outside production) the demo clients' backfill, then today's snapshot. */
export async function runSnapshotJob(platform: SnapshotPlatform): Promise<void> {
  if (demoBackfillOn(platform)) await backfillDemoHistory(platform);
  await takeDailySnapshot(platform);
}
