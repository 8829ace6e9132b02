import { rm } from 'node:fs/promises';
import BetterSqlite3 from 'better-sqlite3';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { benchPortalFiles } from './bench-portal';
import { signedInHeaders } from './portal-session';
import { timeInTurns } from './figures';

/*
 * Issue 28's advisor dashboard at scale: an advisor (A39000, a copy of A30001) with 5,000 clients (copies of C10001),
 * each with 100 positions (500,000 in all) drawn from 400 instruments (funds, stocks, cash, other assets), and the
 * clients' daily net worth snapshots in HKD: every day of the last year and each month's end of the nine before, so
 * every period of SPEC §3 has its start (about 2.4 million rows; the holdings JSON of each row is left empty: the book
 * reads values and flows only). The rows go straight into the SQLite file while no server holds it.
 *
 * Timed in turns: the dashboard's book summary (bookSummary: assets under advice, every period's start value, change
 * and net new money, the year's chart) and the holdings dashboard (bookHoldings: by instrument, category, currency and
 * risk level) over HTTP with the advisor's session, each next to bare SQL (better-sqlite3 on the same file, prepared)
 * doing the same aggregates over the same rows with SQLite's own sum(): the book's clients as the same subquery, the
 * positions' sums, each period start's latest snapshot per client, the flows after each start, the month ends.
 */

export type AdvisorBookTimes = {
  readonly clients: number;
  readonly positions: number;
  readonly snapshotRows: number;
  readonly summaryMs: readonly number[];
  readonly bareSummaryMs: readonly number[];
  readonly holdingsMs: readonly number[];
  readonly bareHoldingsMs: readonly number[];
  /** What both sides answered: the portal's decimal text, bare SQL's float, for the reader to compare. */
  readonly assetsUnderAdvice: string;
  readonly bareAssets: number;
};

const advisorCode = 'A39000';
const clientCount = 5_000;
const positionsPerClient = 100;
const dayMs = 86_400_000;

/** The instruments the clients hold: 120 funds, 240 stocks, 4 cash currencies, 36 other assets. */
function instrumentPool() {
  const names = (en: string) => JSON.stringify({ en, 'zh-HK': en, 'zh-CN': en });
  const risk = ['Low', 'LowToMedium', 'Medium', 'MediumToHigh', 'High'];
  const pool: {
    id: string;
    area: string;
    category: string;
    market: string;
    risk: string;
    currency: string;
    names: string;
  }[] = [];
  for (let index = 0; index < 120; index += 1) {
    const id = `F${String(index + 1).padStart(4, '0')}`;
    pool.push({
      id: `fund:${id}`,
      area: 'fund',
      category: 'fund',
      market: 'global',
      risk: risk[index % risk.length] ?? 'Medium',
      currency: index % 3 === 0 ? 'USD' : 'HKD',
      names: names(`Bench fund ${id}`),
    });
  }
  for (let index = 0; index < 240; index += 1) {
    const code = String(index + 1).padStart(5, '0');
    pool.push({
      id: `stock:HKEX-${code}`,
      area: 'stock',
      category: 'stock',
      market: 'HKEX',
      risk: 'High',
      currency: 'HKD',
      names: names(`Bench stock ${code}`),
    });
  }
  for (const currency of ['HKD', 'USD', 'CNY', 'EUR']) {
    pool.push({
      id: `cash:${currency}`,
      area: 'cash',
      category: 'cash',
      market: 'cash',
      risk: 'Low',
      currency,
      names: names(currency),
    });
  }
  for (let index = 0; index < 36; index += 1) {
    pool.push({
      id: `other:AH-BENCH-${index}`,
      area: 'other',
      category: index % 2 === 0 ? 'realEstate' : 'bond',
      market: 'other',
      risk: 'None',
      currency: 'HKD',
      names: names(`Bench other ${index}`),
    });
  }
  return pool;
}

/** The Hong Kong calendar day of an instant. */
const hongKongDay = (moment: number) => new Date(moment + 8 * 3_600_000).toISOString().slice(0, 10);

/** The advisor, its clients, their positions and snapshots, written into the SQLite file. */
function insertBook(sqliteFile: string): { positions: number; snapshotRows: number } {
  const database = new BetterSqlite3(sqliteFile);
  try {
    database.pragma('journal_mode = WAL');
    const columns = (table: string) =>
      (database.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
    const accountColumns = columns('account');
    const copied = accountColumns
      .map((column) => (column === 'account_code' || column === 'id' ? '?' : column))
      .join(', ');
    const copyAccount = (from: string) =>
      database.prepare(
        `insert into account (${accountColumns.join(', ')}) select ${copied} from account where account_code = '${from}' and source = 'gateway'`,
      );
    const idFirst = accountColumns.indexOf('id') < accountColumns.indexOf('account_code');
    const copyArguments = (id: string, code: string) => (idFirst ? [id, code] : [code, id]);
    const now = Date.now();
    const at = new Date(now - 3_600_000).toISOString();
    const pool = instrumentPool();
    const insertPosition = database.prepare(
      `insert into market_value_position (account_code, source, holding_id, area, category, market, risk_level, currency,
         names, quantity, value, reporting_currency, value_reporting, valued_at)
       values (?, 'gateway', ?, ?, ?, ?, ?, ?, ?, ?, ?, 'HKD', ?, ?)`,
    );
    let positions = 0;
    database.transaction(() => {
      copyAccount('A30001').run(...copyArguments('bench-advisor', advisorCode));
      const copyClient = copyAccount('C10001');
      const link = database.prepare(
        `insert into advisee_link (advisor_account_code, advisee_account_code) values (?, ?)`,
      );
      for (let client = 0; client < clientCount; client += 1) {
        const code = `B${String(client + 1).padStart(5, '0')}`;
        copyClient.run(...copyArguments(`bench-client-${client}`, code));
        link.run(advisorCode, code);
        // 100 distinct instruments of the 400: a stride through the pool from the client's own start.
        for (let held = 0; held < positionsPerClient; held += 1) {
          const instrument = pool[(client * 7 + held * 4) % pool.length];
          if (instrument === undefined) throw new Error('No instrument');
          const cents = 100_000 + ((client * 7_919 + held * 104_729) % 9_900_000);
          const value = (cents / 100).toFixed(2);
          const rate = instrument.currency === 'USD' ? 7.8 : instrument.currency === 'EUR' ? 8.4 : 1;
          const quantity = instrument.area === 'cash' ? value : ((cents % 100_000) / 1_000 + 1).toFixed(4);
          insertPosition.run(
            code,
            instrument.id,
            instrument.area,
            instrument.category,
            instrument.market,
            instrument.risk,
            instrument.currency,
            instrument.names,
            quantity,
            value,
            ((cents * rate) / 100).toFixed(2),
            at,
          );
          positions += 1;
        }
      }
    })();

    // Every day of the last year, and each month's end of the nine years before it.
    const days: string[] = [];
    for (let back = 365; back >= 1; back -= 1) days.push(hongKongDay(now - back * dayMs));
    const monthEnds: string[] = [];
    const first = new Date(now - 10 * 365 * dayMs);
    for (let month = 0; month < 108; month += 1) {
      const end = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + month + 1, 0));
      const day = end.toISOString().slice(0, 10);
      if (day < (days[0] ?? '')) monthEnds.push(day);
    }
    const allDays = [...monthEnds, ...days];
    const insertSnapshot = database.prepare(
      `insert into market_value_snapshot (account_code, source, day, currency, value, flow, holdings, origin, taken_at)
       values (?, 'gateway', ?, 'HKD', ?, ?, '{}', 'job', ?)`,
    );
    let snapshotRows = 0;
    const insertClients = database.transaction((from: number, to: number) => {
      for (let client = from; client < to; client += 1) {
        const code = `B${String(client + 1).padStart(5, '0')}`;
        allDays.forEach((day, index) => {
          const cents = 1_000_000_00 + client * 1_000 + index * 10_000;
          // A deposit every 30th snapshot, a withdrawal every 97th.
          const flow = index % 30 === 0 ? '50000.00' : index % 97 === 0 ? '-20000.00' : '0';
          insertSnapshot.run(code, day, (cents / 100).toFixed(2), flow, `${day}T01:00:00.000Z`);
          snapshotRows += 1;
        });
      }
    });
    for (let from = 0; from < clientCount; from += 250) insertClients(from, Math.min(clientCount, from + 250));

    // The snapshot and refresh jobs stay out of the timing: their next runs are put beyond the bench.
    const lease = database.prepare(
      `insert into job_lease (name, holder, lease_until, last_run_at) values (?, 'bench', ?, ?)
       on conflict (name) do update set last_run_at = excluded.last_run_at`,
    );
    for (const job of ['marketValueHistory.dailySnapshot', 'marketValueHistory.positionRefresh']) {
      lease.run(job, new Date(0).toISOString(), '9999-01-01T00:00:00.000Z');
    }
    database.exec('analyze');
    return { positions, snapshotRows };
  } finally {
    database.close();
  }
}

/** The bench advisor's session headers (JSON bodies). */
async function advisorHeaders(portalUrl: string): Promise<Record<string, string>> {
  return { ...(await signedInHeaders(portalUrl, advisorCode)), 'content-type': 'application/json' };
}

/** The bare SQL of both figures: the same book subquery and aggregates, with SQLite's own (floating) sum(). */
function bareQueries(
  bare: BetterSqlite3.Database,
  periodStarts: readonly string[],
  chartDays: readonly string[],
  today: string,
) {
  const book = `select a.account_code, a.source from advisee_link l join account a on a.account_code = l.advisee_account_code
    where l.advisor_account_code = '${advisorCode}' and a.source = 'gateway' and a.role = 'user'`;
  const clients = bare.prepare(`select count(*) as n from (${book})`);
  const totals = bare.prepare(
    `select sum(value_reporting) as assets, min(valued_at), max(valued_at),
       (select count(*) from (select distinct account_code, source from (${book})) c
        where exists (select 1 from market_value_position h where h.account_code = c.account_code and h.source = c.source))
     from market_value_position where (account_code, source) in (${book})`,
  );
  const firstDay = bare.prepare(
    `select min((select min(s.day) from market_value_snapshot s
       where s.account_code = c.account_code and s.source = c.source and s.currency = 'HKD')) as first
     from (select distinct account_code, source from (${book})) c`,
  );
  const days = [...new Set([...periodStarts, ...chartDays])];
  const values = bare.prepare(
    `with book_day(day) as (values ${days.map(() => '(?)').join(', ')}),
       book_client as (select distinct account_code, source from (${book}))
     select d.day, sum(s.value) from book_client c cross join book_day d
     join market_value_snapshot s on s.account_code = c.account_code and s.source = c.source and s.currency = 'HKD'
       and s.day = (select max(s2.day) from market_value_snapshot s2 where s2.account_code = c.account_code
         and s2.source = c.source and s2.currency = 'HKD' and s2.day <= d.day)
     group by d.day`,
  );
  const boundaries = [...new Set(periodStarts)].sort();
  const bucket = `case ${boundaries
    .map((_, index) => `when s.day > ? then ${index}`)
    .reverse()
    .join(' ')} end`;
  const flows = bare.prepare(
    `select ${bucket} as bucket, sum(s.flow) from market_value_snapshot s
     where s.currency = 'HKD' and s.day > ? and s.day <= ? and (s.account_code, s.source) in (${book}) group by 1`,
  );
  const instruments = bare.prepare(
    `select holding_id, area, category, risk_level, currency, min(names), count(*), sum(quantity), sum(value),
       sum(value_reporting)
     from market_value_position where (account_code, source) in (${book})
     group by holding_id, area, category, risk_level, currency`,
  );
  return {
    summary: () => {
      clients.get();
      const assets = (totals.get() as { assets: number }).assets;
      firstDay.get();
      values.all(...days);
      flows.all(...[...boundaries].reverse(), boundaries[0], today);
      return assets;
    },
    holdings: () => {
      totals.get();
      return instruments.all().length;
    },
  };
}

/** Seeds the book, starts the portal, and times the summary and the holdings breakdown in turns with bare SQL. */
export async function measureAdvisorBook(rounds: number): Promise<AdvisorBookTimes> {
  const { dataDir, env, sqliteFile } = await benchPortalFiles('advisor-book');
  try {
    await (await startServer(loadConfig(env), { logger: false })).close();
    const { positions, snapshotRows } = insertBook(sqliteFile);
    const portal = await startServer(loadConfig(env), { logger: false });
    const bare = new BetterSqlite3(sqliteFile, { readonly: true });
    try {
      const headers = await advisorHeaders(portal.url);
      const post = async (operation: string, body: object) => {
        const response = await fetch(`${portal.url}/api/advisorBook/${operation}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        if (response.status !== 200)
          throw new Error(`${operation} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as Record<string, unknown>;
      };
      const summary = () => post('bookSummary', { chartPeriod: '1year' });
      const holdings = () => post('bookHoldings', { pageSize: 20 });
      const shown = (await summary()) as {
        clients: number;
        assetsUnderAdvice: string;
        today: string;
        periods: { from: string }[];
        chart: { points: { date: string }[] };
      };
      if (shown.clients !== clientCount) throw new Error(`bookSummary counts ${shown.clients} clients`);
      const { instruments } = (await holdings()) as { instruments: { total: number } };
      if (instruments.total !== 400) throw new Error(`bookHoldings shows ${instruments.total} instruments`);
      const queries = bareQueries(
        bare,
        shown.periods.map((period) => period.from),
        shown.chart.points.slice(0, -1).map((point) => point.date),
        shown.today,
      );
      const bareAssets = queries.summary();
      const times = await timeInTurns(
        rounds,
        { summary, bareSummary: queries.summary, holdings, bareHoldings: queries.holdings },
        2,
      );
      return {
        clients: clientCount,
        positions,
        snapshotRows,
        summaryMs: times.summary,
        bareSummaryMs: times.bareSummary,
        holdingsMs: times.holdings,
        bareHoldingsMs: times.bareHoldings,
        assetsUnderAdvice: shown.assetsUnderAdvice,
        bareAssets,
      };
    } finally {
      bare.close();
      await portal.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
