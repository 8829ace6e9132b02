import { rm } from 'node:fs/promises';
import BetterSqlite3 from 'better-sqlite3';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { benchPortalFiles } from './bench-portal';
import { timeInTurns } from './figures';
import { signedInHeaders } from './portal-session';

/*
 * Issue 28's advanced search at scale: an advisor (A39001) with 5,000 clients holding 100 positions each (500,000
 * rows of market_value_position, as the wealth area's valuation writes them) and a sign-in each in the login audit.
 * The rows go straight into the SQLite file while no server holds it, as the other figures' rows do. Timed in turns:
 * one page of the search (a held fund, a range of total assets, sorted by total assets, largest first) over HTTP as
 * the advisor, next to bare SQL (better-sqlite3 on the same file, prepared) written by hand for the same page over the
 * same rows: the book, each client's account and exact total (the same integer sum of the decimal text), its last
 * sign-in, the fund held, the range, the order and the limit.
 */

export type AdvisorSearchTimes = {
  readonly clients: number;
  readonly positions: number;
  /** The clients the criteria match in all (every page), and the rows of the page timed. */
  readonly matching: number;
  readonly pageRows: number;
  readonly portalMs: readonly number[];
  readonly bareMs: readonly number[];
  /** The second page (the cursor of the first), over HTTP and bare. */
  readonly nextPortalMs: readonly number[];
  readonly nextBareMs: readonly number[];
};

const advisor = 'A39001';
const clientCount = 5_000;
const positionsPerClient = 100;
/** The instruments the book holds: 300 funds and 200 stocks; each client holds 100 of them. */
const funds = 300;
const stocks = 200;
const pageSize = 25;
/** The held fund and the range of the timed search. */
const searchedFund = 'fund:BF0007';
const totalAssetsMin = '5000000';
const totalAssetsMax = '40000000';

const codeOf = (index: number) => `B${String(index + 1).padStart(5, '0')}`;

/** The book: the advisor (A30001's password), its clients, their positions and sign-ins, written into the file. */
function insertBook(sqliteFile: string): void {
  const database = new BetterSqlite3(sqliteFile);
  try {
    database.pragma('journal_mode = WAL');
    const now = new Date();
    const template = database
      .prepare(`select * from account where account_code = 'A30001' and source = 'gateway'`)
      .get() as Record<string, unknown>;
    const columns = Object.keys(template);
    const insertAccount = database.prepare(
      `insert into account (${columns.join(', ')}) values (${columns.map((column) => `@${column}`).join(', ')})`,
    );
    const insertLink = database.prepare(
      `insert into advisee_link (advisor_account_code, advisee_account_code) values (?, ?)`,
    );
    const insertPosition = database.prepare(
      `insert into market_value_position (account_code, source, holding_id, area, category, market, risk_level,
         currency, names, quantity, value, reporting_currency, value_reporting, valued_at)
       values (?, 'gateway', ?, ?, ?, 'HKEX', 'Medium', 'HKD', ?, ?, ?, 'HKD', ?, ?)`,
    );
    const insertSignIn = database.prepare(
      `insert into login_attempt (id, account_code, source, address, stage, result, succeeded, attempted_at,
         advisor_account_code)
       values (?, ?, 'gateway', '203.0.113.9', 'password', 'Y', 1, ?, null)`,
    );
    const instruments = [
      ...Array.from({ length: funds }, (_, index) => `fund:BF${String(index + 1).padStart(4, '0')}`),
      ...Array.from({ length: stocks }, (_, index) => `stock:HKEX-B${String(index + 1).padStart(4, '0')}`),
    ];
    const valuedAt = now.toISOString();
    database.transaction(() => {
      insertAccount.run({
        ...template,
        id: `bench-${advisor}`,
        account_code: advisor,
        display_name: 'Bench Advisor',
        created_at: valuedAt,
      });
      const riskLevels = ['Low', 'LowToMedium', 'Medium', 'MediumToHigh', 'High'];
      for (let index = 0; index < clientCount; index += 1) {
        const code = codeOf(index);
        // Figures spread by index arithmetic, so every run seeds the same book.
        const expiresInDays = ((index * 53) % 900) - 100;
        insertAccount.run({
          ...template,
          id: `bench-${code}`,
          account_code: code,
          role: 'user',
          display_name: `Bench Client ${index + 1}`,
          client_type: 'Individual',
          risk_level: riskLevels[index % riskLevels.length],
          risk_profile_expires_at: new Date(now.getTime() + expiresInDays * 86_400_000).toISOString(),
          created_at: valuedAt,
        });
        insertLink.run(advisor, code);
        // 100 different instruments, starting at a random one.
        const first = (index * 37) % instruments.length;
        for (let held = 0; held < positionsPerClient; held += 1) {
          const holdingId = instruments[(first + held * 5) % instruments.length] ?? 'fund:BF0001';
          const fund = holdingId.startsWith('fund:');
          const cents = (index * 7_919 + held * 104_729) % 60_000_000;
          const value = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
          insertPosition.run(
            code,
            holdingId,
            fund ? 'fund' : 'stock',
            fund ? 'fund' : 'stock',
            JSON.stringify({ en: holdingId, 'zh-HK': holdingId, 'zh-CN': holdingId }),
            '100',
            value,
            value,
            valuedAt,
          );
        }
        const signedInDaysAgo = (index * 13) % 200;
        insertSignIn.run(
          `bench-sign-in-${code}`,
          code,
          new Date(now.getTime() - signedInDaysAgo * 86_400_000).toISOString(),
        );
      }
    })();
    // The valuation jobs stay out of the timing: their next run is put beyond the bench.
    const lease = database.prepare(
      `insert into job_lease (name, holder, lease_until, last_run_at) values (?, 'bench', ?, ?)
       on conflict (name) do update set last_run_at = excluded.last_run_at`,
    );
    for (const job of ['marketValueHistory.dailySnapshot', 'marketValueHistory.positionRefresh']) {
      lease.run(job, new Date(0).toISOString(), '9999-01-01T00:00:00.000Z');
    }
    database.exec('analyze');
  } finally {
    database.close();
  }
}

/** SQLite's exact sum of decimal text, as the portal's (platform/db/decimal-sum): integers of ten-thousandths. */
const scaled = (value: string) =>
  `((case when substr(${value}, 1, 1) = '-' then -1 else 1 end) * (cast(substr(ltrim(${value}, '-'), 1, ` +
  `instr(ltrim(${value}, '-') || '.', '.') - 1) as integer) * 10000 + cast(substr(substr(ltrim(${value}, '-'), ` +
  `instr(ltrim(${value}, '-') || '.', '.') + 1) || '0000', 1, 4) as integer)))`;

/** The page as bare SQL would ask for it: past (total, code) when `after` is given. */
function bareSearch(bare: BetterSqlite3.Database) {
  const query = (past: boolean) => `
    select c.* from (
      select a.account_code, a.source, a.display_name, a.client_type, a.is_professional_investor, a.risk_level,
             a.risk_profile_expires_at, p.name_english, p.name_chinese, p.account_type,
             coalesce(t.total, 0) as total_assets, t.valued_at,
             (select max(s.attempted_at) from login_attempt s
               where s.account_code = a.account_code and s.source = a.source and s.succeeded = 1
                 and s.stage in ('password', 'factor', 'sessionLogin') and s.result in ('Y', '1')) as last_login_at
      from advisee_link l
      join account a on a.account_code = l.advisee_account_code and a.source = 'gateway' and a.role = 'user'
      left join account_profile p on p.account_code = a.account_code and p.source = a.source
      left join (
        select m.account_code, m.source, sum(${scaled('m.value_reporting')}) as total, max(m.valued_at) as valued_at
        from market_value_position m
        join advisee_link ml on ml.advisee_account_code = m.account_code and ml.advisor_account_code = @advisor
        group by m.account_code, m.source
      ) t on t.account_code = a.account_code and t.source = a.source
      where l.advisor_account_code = @advisor
    ) c
    where exists (select 1 from market_value_position h
                  where h.account_code = c.account_code and h.source = c.source and h.holding_id = @holding)
      and c.total_assets >= @min and c.total_assets <= @max
      ${past ? 'and (c.total_assets, c.account_code, c.source) < (@afterTotal, @afterCode, @afterSource)' : ''}
    order by c.total_assets desc, c.account_code desc, c.source desc
    limit ${pageSize + 1}`;
  const first = bare.prepare(query(false));
  const next = bare.prepare(query(true));
  const common = {
    advisor,
    holding: searchedFund,
    min: BigInt(totalAssetsMin) * 10_000n,
    max: BigInt(totalAssetsMax) * 10_000n,
  };
  const count = bare.prepare(`select count(*) as n from (${query(false).replace(`limit ${pageSize + 1}`, '')})`);
  return {
    firstPage: () => first.all(common) as { account_code: string; total_assets: number }[],
    nextPage: (after: { total: number; code: string }) =>
      next.all({ ...common, afterTotal: after.total, afterCode: after.code, afterSource: 'gateway' }),
    matching: () => (count.get(common) as { n: number }).n,
  };
}

/** The bench advisor's session headers (JSON bodies). */
async function advisorHeaders(portalUrl: string): Promise<Record<string, string>> {
  return { ...(await signedInHeaders(portalUrl, advisor)), 'content-type': 'application/json' };
}

type SearchAnswer = { rows: { accountCode: string; totalAssets: string }[]; nextCursor: string | null };

/** Seeds the book, starts the portal, and times a page of the search and the next one, in turns with bare SQL. */
export async function measureAdvisorSearch(rounds: number): Promise<AdvisorSearchTimes> {
  const { dataDir, env, sqliteFile } = await benchPortalFiles('advisor-search');
  try {
    await (await startServer(loadConfig(env), { logger: false })).close();
    insertBook(sqliteFile);
    const portal = await startServer(loadConfig(env), { logger: false });
    const bare = new BetterSqlite3(sqliteFile, { readonly: true });
    try {
      const headers = await advisorHeaders(portal.url);
      const criteria = {
        holdingId: searchedFund,
        totalAssetsMin,
        totalAssetsMax,
        sortBy: 'totalAssets',
        direction: 'desc',
      };
      const search = async (cursor?: string): Promise<SearchAnswer> => {
        const response = await fetch(`${portal.url}/api/advisorClient/searchClients`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ criteria, pageSize, ...(cursor === undefined ? {} : { cursor }) }),
        });
        if (response.status !== 200)
          throw new Error(`searchClients answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as SearchAnswer;
      };
      const bareQueries = bareSearch(bare);
      // Both sides answer the same page: the same clients in the same order, the same totals.
      const shown = await search();
      const bareFirst = bareQueries.firstPage().slice(0, pageSize);
      const portalCodes = shown.rows.map((row) => row.accountCode).join();
      if (portalCodes !== bareFirst.map((row) => row.account_code).join()) {
        throw new Error(`The portal's page (${portalCodes}) is not bare SQL's`);
      }
      const cursor = shown.nextCursor;
      const last = bareFirst.at(-1);
      if (cursor === null || last === undefined) throw new Error('The search has one page only: widen the range');
      const after = { total: last.total_assets, code: last.account_code };
      const times = await timeInTurns(
        rounds,
        {
          portal: () => search(),
          bare: () => bareQueries.firstPage(),
          nextPortal: () => search(cursor),
          nextBare: () => bareQueries.nextPage(after),
        },
        3,
      );
      return {
        clients: clientCount,
        positions: clientCount * positionsPerClient,
        matching: bareQueries.matching(),
        pageRows: shown.rows.length,
        portalMs: times.portal,
        bareMs: times.bare,
        nextPortalMs: times.nextPortal,
        nextBareMs: times.nextBare,
      };
    } finally {
      bare.close();
      await portal.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
