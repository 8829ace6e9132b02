import { benchPortalFiles } from './bench-portal';
import { rm } from 'node:fs/promises';
import BetterSqlite3 from 'better-sqlite3';
import { ExactDecimal, cryptoPairs } from '@portal/contract';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { timeInTurns } from './figures';
import { signedInHeaders } from './portal-session';

/*
 * Issue 26's portfolio figures: C10001 with 200 holdings across funds, stocks, virtual assets, cash and other assets,
 * and ten years of daily net worth snapshots (one row a day in each of the brand's reporting currencies, each with its
 * holdings JSON, as the snapshot job writes them). The rows go straight into the SQLite file while no server holds it,
 * as the other figures' rows do. Timed in turns: the /assets/portfolio first view (netWorth and netWorthHistory for
 * the default period, both at once as the page asks) and netWorth alone over HTTP, each next to bare SQL
 * (better-sqlite3 on the same file, prepared) reading the rows it reads, with nothing computed beyond a sum.
 *
 * A gateway account's virtual assets are other assets linked to a crypto pair (quantity × the pair's last price): the
 * crypto area itself values the fos source's accounts only.
 */

export type NetWorthScaleTimes = {
  readonly holdings: number;
  readonly byArea: Readonly<Record<string, number>>;
  readonly snapshotDays: number;
  readonly snapshotRows: number;
  /** The first view: netWorth and netWorthHistory (1 year) together, over HTTP. */
  readonly firstViewMs: readonly number[];
  readonly bareFirstViewMs: readonly number[];
  readonly netWorthMs: readonly number[];
  readonly bareNetWorthMs: readonly number[];
  readonly historyPoints: number;
};

const benchAccount = 'C10001';
const targetHoldings = 200;
const benchFunds = 60;
const benchStocks = 70;
const benchCrypto = 20;
const snapshotDays = 3_650;
const dayMs = 86_400_000;
const houseCash = 'HOUSE:CASH';

/** The Hong Kong calendar day of an instant. */
const hongKongDay = (moment: number) => new Date(moment + 8 * 3_600_000).toISOString().slice(0, 10);

/** The holdings and the snapshot history of C10001, written into the SQLite file. */
function insertPortfolioRows(sqliteFile: string): { holdingIds: string[]; byArea: Record<string, number> } {
  const database = new BetterSqlite3(sqliteFile);
  try {
    database.pragma('journal_mode = WAL');
    const at = new Date().toISOString();
    const readBalance = database.prepare(
      `select available from ledger_balance where account_code = ? and source = 'gateway' and asset = ?`,
    );
    const upsertBalance = database.prepare(
      `insert into ledger_balance (account_code, source, asset, available, on_hold, updated_at)
       values (?, 'gateway', ?, ?, '0', ?)
       on conflict (account_code, source, asset) do update set available = excluded.available`,
    );
    const insertJournal = database.prepare(
      `insert into ledger_journal (id, kind, account_code, source, reference, event_id, created_at)
       values (?, 'bench.portfolio', ?, 'gateway', ?, null, ?)`,
    );
    const insertEntry = database.prepare(
      `insert into ledger_entry (id, journal_id, line_number, account_code, source, asset, bucket, amount, created_at)
       values (?, ?, ?, ?, 'gateway', ?, 'available', ?, ?)`,
    );
    let journals = 0;
    /** Moves `amount` of `asset` from the house account to C10001: a journal of two lines and both balances. */
    const credit = (asset: string, house: string, amount: InstanceType<typeof ExactDecimal>) => {
      const journalId = `bench-portfolio-${journals}`;
      journals += 1;
      insertJournal.run(journalId, benchAccount, journalId, at);
      insertEntry.run(`${journalId}-0`, journalId, 0, benchAccount, asset, amount.toFixed(), at);
      insertEntry.run(`${journalId}-1`, journalId, 1, house, asset, amount.negated().toFixed(), at);
      for (const [account, change] of [
        [benchAccount, amount],
        [house, amount.negated()],
      ] as const) {
        const row = readBalance.get(account, asset) as { available: string } | undefined;
        upsertBalance.run(account, asset, new ExactDecimal(row?.available ?? 0).plus(change).toFixed(), at);
      }
    };
    const byArea: Record<string, number> = {};
    const holdingIds: string[] = [];
    const hold = (area: string, id: string) => {
      byArea[area] = (byArea[area] ?? 0) + 1;
      holdingIds.push(id);
    };

    database.transaction(() => {
      // Funds: every demo fund, its units on the ledger and its stored position (cost) beside them.
      const funds = database.prepare('select id from fund order by id limit ?').all(benchFunds) as { id: string }[];
      const upsertFundPosition = database.prepare(
        `insert into fund_position (account_code, source, fund_id, units, cost, updated_at)
         values (?, 'gateway', ?, ?, ?, ?)
         on conflict (account_code, source, fund_id) do update set units = excluded.units, cost = excluded.cost`,
      );
      funds.forEach((fund, index) => {
        const units = new ExactDecimal(100 + index * 37).plus('0.1234');
        credit(`FUND:${fund.id}`, `HOUSE:FUND:${fund.id}`, units);
        const held = readBalance.get(benchAccount, `FUND:${fund.id}`) as { available: string };
        upsertFundPosition.run(benchAccount, fund.id, held.available, units.times(10).toFixed(2), at);
        hold('fund', `fund:${fund.id}`);
      });

      // Stocks: active instruments, their shares on the ledger and the position (quantity, cost).
      const stocks = database
        .prepare(`select stock_id from stock_instrument where status = 'active' order by stock_id limit ?`)
        .all(benchStocks) as { stock_id: string }[];
      const readPosition = database.prepare(
        `select quantity, total_cost from stock_position where account_code = ? and source = 'gateway' and stock_id = ?`,
      );
      const upsertStockPosition = database.prepare(
        `insert into stock_position (account_code, source, stock_id, quantity, total_cost, updated_at)
         values (?, 'gateway', ?, ?, ?, ?)
         on conflict (account_code, source, stock_id) do update
           set quantity = excluded.quantity, total_cost = excluded.total_cost`,
      );
      stocks.forEach((stock, index) => {
        const shares = new ExactDecimal(100 * (1 + (index % 9)));
        credit(`STOCK:${stock.stock_id}`, 'HOUSE:STOCK', shares);
        const before = readPosition.get(benchAccount, stock.stock_id) as
          { quantity: string; total_cost: string } | undefined;
        upsertStockPosition.run(
          benchAccount,
          stock.stock_id,
          new ExactDecimal(before?.quantity ?? 0).plus(shares).toFixed(),
          new ExactDecimal(before?.total_cost ?? 0).plus(shares.times(50)).toFixed(),
          at,
        );
        hold('stock', `stock:${stock.stock_id}`);
      });

      // Cash in every currency the portal knows.
      const currencies = database.prepare('select code from currency order by code').all() as { code: string }[];
      for (const { code } of currencies) {
        credit(code, houseCash, new ExactDecimal(25_000));
        hold('cash', `cash:${code}`);
      }

      // Other assets: virtual assets linked to a crypto pair (valued at quantity × last price), the rest by hand.
      const insertHolding = database.prepare(
        `insert into asset_holding (id, account_code, source, name, category, currency, status, status_before_delete,
           quantity, value, valuation_date, cost, purchase_date, notes, link_kind, link_instrument_id, created_at,
           updated_at, deleted_at)
         values (?, ?, 'gateway', ?, ?, ?, 'active', null, ?, ?, ?, null, null, '', ?, ?, ?, ?, null)`,
      );
      const insertValuation = database.prepare(
        `insert into asset_holding_valuation (holding_id, valuation_date, value, quantity, recorded_at)
         values (?, ?, ?, ?, ?)`,
      );
      const existingOthers = database
        .prepare(`select id from asset_holding where account_code = ? and source = 'gateway' and status = 'active'`)
        .all(benchAccount) as { id: string }[];
      for (const other of existingOthers) hold('other', `other:${other.id}`);
      const valuationDay = hongKongDay(Date.now() - 30 * dayMs);
      const created = new Date(Date.now() - 400 * dayMs).toISOString();
      for (let index = 0; index < benchCrypto; index += 1) {
        const pair = cryptoPairs[index % cryptoPairs.length];
        if (pair === undefined) throw new Error('No crypto pair to link');
        const id = `AH-BENCH-CRYPTO-${index}`;
        const quantity = (0.5 + index / 10).toFixed(4);
        insertHolding.run(
          id,
          benchAccount,
          `Bench ${pair.pairId} ${index}`,
          'cryptocurrencies',
          pair.currency,
          quantity,
          '10000',
          valuationDay,
          'crypto',
          pair.pairId,
          created,
          created,
        );
        insertValuation.run(id, valuationDay, '10000', quantity, created);
        hold('crypto', `other:${id}`);
      }
      const categories = ['realEstate', 'vehicle', 'luxuryGood', 'bond', 'commodities'] as const;
      const otherCurrencies = ['HKD', 'USD', 'EUR', 'GBP'] as const;
      for (let index = 0; holdingIds.length < targetHoldings; index += 1) {
        const id = `AH-BENCH-OTHER-${index}`;
        const value = String(50_000 + index * 1_250);
        insertHolding.run(
          id,
          benchAccount,
          `Bench other asset ${index}`,
          categories[index % categories.length] ?? 'realEstate',
          otherCurrencies[index % otherCurrencies.length] ?? 'HKD',
          null,
          value,
          valuationDay,
          null,
          null,
          created,
          created,
        );
        // A few valuations a holding, the latest on or before today.
        for (const back of [365, 180, 30]) {
          insertValuation.run(id, hongKongDay(Date.now() - back * dayMs), value, null, created);
        }
        hold('other', `other:${id}`);
      }
    })();

    // Ten years of daily snapshots up to yesterday in each reporting currency, each with the holdings JSON.
    const insertSnapshot = database.prepare(
      `insert into market_value_snapshot (account_code, source, day, currency, value, flow, holdings, origin, taken_at)
       values (?, 'gateway', ?, ?, ?, ?, ?, 'job', ?)
       on conflict (account_code, source, currency, day) do nothing`,
    );
    const reportingCurrencies = [
      ['HKD', 1],
      ['USD', 0.128],
      ['CNY', 0.92],
    ] as const;
    let rows = 0;
    const insertDays = database.transaction((first: number, last: number) => {
      for (let index = first; index < last; index += 1) {
        const moment = Date.now() - (snapshotDays - index) * dayMs;
        const day = hongKongDay(moment);
        // A made-up walk: a value that grows, wiggles, and a deposit every 30th day.
        const level = 1 + index / snapshotDays + 0.03 * Math.sin(index / 17);
        const deposit = index % 30 === 0 ? 50_000 : 0;
        for (const [currency, rate] of reportingCurrencies) {
          const parts: Record<string, [string, string]> = {};
          let total = 0;
          holdingIds.forEach((holdingId, position) => {
            const cents = Math.round((20_000 + position * 311) * level * rate * 100);
            total += cents;
            parts[holdingId] = [(cents / 100).toFixed(2), String(100 + position)];
          });
          insertSnapshot.run(
            benchAccount,
            day,
            currency,
            (total / 100).toFixed(2),
            (deposit * rate).toFixed(2),
            JSON.stringify(parts),
            new Date(moment).toISOString(),
          );
          rows += 1;
        }
      }
    });
    for (let first = 0; first < snapshotDays; first += 500) insertDays(first, Math.min(snapshotDays, first + 500));
    if (rows !== snapshotDays * reportingCurrencies.length) throw new Error(`${rows} snapshot rows written`);

    // The daily snapshot job stays out of the timing: its next run is put beyond the bench.
    database
      .prepare(
        `insert into job_lease (name, holder, lease_until, last_run_at) values (?, 'bench', ?, ?)
         on conflict (name) do update set last_run_at = excluded.last_run_at`,
      )
      .run('marketValueHistory.dailySnapshot', new Date(0).toISOString(), '9999-01-01T00:00:00.000Z');
    database.exec('analyze');
    return { holdingIds, byArea };
  } finally {
    database.close();
  }
}

/** The bare SQL over the rows netWorth reads: the account's balances, positions, the instruments, the other assets. */
function bareHoldingReads(bare: BetterSqlite3.Database) {
  const balances = bare.prepare(
    `select asset, available, on_hold from ledger_balance where account_code = ? and source = 'gateway'`,
  );
  const funds = bare.prepare(
    `select p.fund_id, p.units, p.cost, f.latest_nav, f.currency, f.region, f.risk_level, f.name_en
     from fund_position p join fund f on f.id = p.fund_id where p.account_code = ? and p.source = 'gateway'`,
  );
  const stocks = bare.prepare(
    `select p.stock_id, p.quantity, p.total_cost, i.*
     from stock_position p join stock_instrument i on i.stock_id = p.stock_id
     where p.account_code = ? and p.source = 'gateway'`,
  );
  const others = bare.prepare(
    `select h.*, v.valuation_date, v.value as valuation_value, v.quantity as valuation_quantity
     from asset_holding h left join asset_holding_valuation v on v.holding_id = h.id
     where h.account_code = ? and h.source = 'gateway' and h.status = 'active'`,
  );
  const rates = bare.prepare('select * from exchange_rate');
  const currencies = bare.prepare('select * from currency');
  return () => {
    let sum = 0;
    for (const row of balances.all(benchAccount) as { available: string }[]) sum += Number(row.available);
    for (const row of funds.all(benchAccount) as { units: string }[]) sum += Number(row.units);
    for (const row of stocks.all(benchAccount) as { quantity: string }[]) sum += Number(row.quantity);
    for (const row of others.all(benchAccount) as { value: string }[]) sum += Number(row.value);
    rates.all();
    currencies.all();
    return sum;
  };
}

/** Seeds C10001's portfolio and history, starts the portal, and times the first view and netWorth in turns. */
export async function measureNetWorthScale(rounds: number): Promise<NetWorthScaleTimes> {
  const { dataDir, env, sqliteFile } = await benchPortalFiles('net-worth');
  try {
    await (await startServer(loadConfig(env), { logger: false })).close();
    const { holdingIds, byArea } = insertPortfolioRows(sqliteFile);
    const portal = await startServer(loadConfig(env), { logger: false });
    const bare = new BetterSqlite3(sqliteFile, { readonly: true });
    try {
      const headers = { ...(await signedInHeaders(portal.url)), 'content-type': 'application/json' };
      const post = async (operation: string, body: object) => {
        const response = await fetch(`${portal.url}/api/marketValueHistory/${operation}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        if (response.status !== 200)
          throw new Error(`${operation} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as unknown;
      };
      const account = { accountCode: benchAccount, source: 'gateway', reportingCurrency: 'HKD' };
      const netWorth = () => post('netWorth', account);
      const history = () => post('netWorthHistory', { ...account, period: '1year' });
      const shown = (await netWorth()) as { holdings: unknown[] };
      if (shown.holdings.length !== holdingIds.length) {
        throw new Error(`netWorth shows ${shown.holdings.length} holdings of the ${holdingIds.length} seeded`);
      }
      const { points } = (await history()) as { points: unknown[] };

      const holdingReads = bareHoldingReads(bare);
      // The period's snapshot rows the history shows (the default period: a year back from today).
      const periodStart = hongKongDay(Date.now() - 366 * dayMs);
      const snapshots = bare.prepare(
        `select day, value, flow from market_value_snapshot
         where account_code = ? and source = 'gateway' and currency = 'HKD' and day >= ? order by day`,
      );
      const snapshotSum = () => {
        let sum = 0;
        for (const row of snapshots.all(benchAccount, periodStart) as { value: string; flow: string }[]) {
          sum += Number(row.value) + Number(row.flow);
        }
        return sum;
      };
      const times = await timeInTurns(
        rounds,
        {
          firstView: () => Promise.all([netWorth(), history()]),
          bareFirstView: () => holdingReads() + snapshotSum(),
          netWorth,
          bareNetWorth: holdingReads,
        },
        5,
      );
      return {
        holdings: holdingIds.length,
        byArea,
        snapshotDays,
        snapshotRows: snapshotDays * 3,
        firstViewMs: times.firstView,
        bareFirstViewMs: times.bareFirstView,
        netWorthMs: times.netWorth,
        bareNetWorthMs: times.bareNetWorth,
        historyPoints: points.length,
      };
    } finally {
      bare.close();
      await portal.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
