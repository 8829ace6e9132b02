import { benchPortalFiles } from './bench-portal';
import { createHash, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import BetterSqlite3 from 'better-sqlite3';
import {
  ExactDecimal,
  fundAssetClasses,
  fundCategories,
  fundDividendYieldBands,
  fundDocumentKinds,
  fundRegions,
  riskLevels,
} from '@portal/contract';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { median } from './figures';
import { signedInHeaders } from './portal-session';

/*
 * Issue 6's fund performance figures: a fund search over 5,000 funds with three filters, and the valuation of an
 * account with 10,000 fund orders across 100 holdings, each through the portal's HTTP API next to a bare SQL query
 * over the same rows (better-sqlite3 on the same file, no HTTP). The rows are written straight into the SQLite file
 * while no server holds it; the second start refreshes the stored search statistics of the new funds (the catalogue
 * seed refreshes statistics missing or behind a fund's latest NAV), and that start is timed too.
 */

export type FundScaleTimes = {
  readonly funds: number;
  readonly orders: number;
  readonly holdings: number;
  /** The second start, which refreshes the statistics of every bench fund. */
  readonly startWithRefreshMs: number;
  readonly searches: readonly {
    readonly label: string;
    readonly total: number;
    /** Each call's milliseconds, portal and bare taken in turns. */
    readonly portalMs: readonly number[];
    readonly bareMs: readonly number[];
  }[];
  readonly portfolioMs: readonly number[];
  readonly barePortfolioMs: readonly number[];
  /** The same valuation in bare SQL over the stored positions the portal reads (no goal: for reference). */
  readonly bareStoredPortfolioMs: number;
  readonly portfolioHoldings: number;
};

const benchAccount = 'C10001';
const benchFunds = 5_000;
const benchHoldings = 100;
const benchOrders = 10_000;
const benchFundId = (index: number) => `B${String(index + 1).padStart(5, '0')}`;
const currencies = ['HKD', 'USD', 'CNY', 'EUR', 'GBP', 'JPY'] as const;
const dayMs = 86_400_000;

/** Hong Kong's calendar day of a moment, yyyy-mm-dd. */
function hongKongDay(moment: number): string {
  return new Date(moment + 8 * 3_600_000).toISOString().slice(0, 10);
}

function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The last business day on or before today in Hong Kong: no price extension is due for the bench funds. */
export function lastBusinessDay(): string {
  let moment = Date.now();
  while (!isBusinessDay(hongKongDay(moment))) moment -= dayMs;
  return hongKongDay(moment);
}

/** Every 21st business day back from `lastDay` for five years and a month: about 62 NAVs a fund. */
function priceDays(lastDay: string): string[] {
  const days: string[] = [];
  let moment = Date.parse(`${lastDay}T00:00:00Z`);
  let businessDays = 0;
  const until = moment - (5 * 365 + 31) * dayMs;
  while (moment >= until) {
    const day = new Date(moment).toISOString().slice(0, 10);
    if (isBusinessDay(day)) {
      if (businessDays % 21 === 0) days.unshift(day);
      businessDays += 1;
    }
    moment -= dayMs;
  }
  return days;
}

function pick<T>(values: readonly T[], index: number): T {
  const value = values[index % values.length];
  if (value === undefined) throw new Error('Nothing to pick');
  return value;
}

/** Writes the bench funds, their prices, and C10001's orders and ledger units straight into the SQLite file. */
export function insertBenchRows(sqliteFile: string, lastDay: string): void {
  const database = new BetterSqlite3(sqliteFile);
  try {
    database.pragma('journal_mode = WAL');
    const days = priceDays(lastDay);
    const insertFund = database.prepare(
      `insert into fund (id, code, name_en, name_zh_hk, name_zh_cn, house, region, category, asset_class, currency,
         risk_level, professional_only, suspended, launch_date, launch_nav, minimum_subscription,
         subscription_fee_percent, redemption_fee_percent, management_fee_percent, dealing_days, settlement_days,
         unit_decimals, dividend_yield_percent, dividend_yield_band, latest_nav, latest_nav_date)
       values (?, ?, ?, ?, ?, 'Bench House', ?, ?, ?, ?, ?, 0, 0, ?, ?, '1000', '1.00', '0.00', '1.00', 1, 2, 4,
         null, ?, ?, ?)`,
    );
    const insertPrice = database.prepare('insert into fund_price (fund_id, price_date, nav) values (?, ?, ?)');
    const navs = new Map<string, string>();
    database.transaction(() => {
      for (let index = 0; index < benchFunds; index += 1) {
        const id = benchFundId(index);
        const prices = days.map((day, step) => ({
          day,
          nav: new ExactDecimal(100 + ((index * 7 + step * 13) % 97)).dividedBy(10).toFixed(4),
        }));
        const latest = prices.at(-1)?.nav ?? '10.0000';
        navs.set(id, latest);
        insertFund.run(
          id,
          `XB${String(index).padStart(10, '0')}`,
          `Bench ${pick(fundRegions, index)} Fund ${index}`,
          `基準基金 ${index}`,
          `基准基金 ${index}`,
          pick(fundRegions, index),
          pick(fundCategories, index),
          pick(fundAssetClasses, index),
          pick(currencies, index),
          pick(riskLevels, index),
          days[0] ?? lastDay,
          '10.0000',
          pick(fundDividendYieldBands, index),
          latest,
          lastDay,
        );
        for (const price of prices) insertPrice.run(id, price.day, price.nav);
      }
    })();

    const insertOrder = database.prepare(
      `insert into fund_order (id, account_code, source, client_reference, fund_id, kind, type, direction, basis,
         switch_id, switch_percent, status, amount, units, pay_currency, pay_amount, fx_rate, fee_percent, fee,
         net_amount, nav, hold_asset, hold_amount, placed_at, order_date, cut_off_at, dealing_date, settlement_date,
         next_step_at, updated_at)
       values (?, ?, 'gateway', ?, ?, ?, ?, ?, ?, null, null, 'settled', ?, ?, ?, ?, '1', '1.00', ?, ?, ?, null, null,
         ?, ?, ?, ?, ?, null, ?)`,
    );
    const insertJournal = database.prepare(
      `insert into ledger_journal (id, kind, account_code, source, reference, event_id, created_at)
       values (?, 'bench.units', ?, 'gateway', ?, null, ?)`,
    );
    const insertEntry = database.prepare(
      `insert into ledger_entry (id, journal_id, line_number, account_code, source, asset, bucket, amount, created_at)
       values (?, ?, ?, ?, 'gateway', ?, 'available', ?, ?)`,
    );
    const upsertBalance = database.prepare(
      `insert into ledger_balance (account_code, source, asset, available, on_hold, updated_at)
       values (?, 'gateway', ?, ?, '0', ?)
       on conflict (account_code, source, asset) do update set available = excluded.available`,
    );
    const insertPosition = database.prepare(
      `insert into fund_position (account_code, source, fund_id, units, cost, updated_at)
       values (?, 'gateway', ?, ?, ?, ?)`,
    );
    // Stand-in documents for the bench funds, so the restart's document seeding (which skips a fund whose fact
    // sheet and prospectus exist) does not render 10,000 PDFs; the bench measures neither them nor their making.
    const insertDocument = database.prepare(
      `insert into stored_document (id, kind, fund_id, account_code, source, name, document_date, period_start,
         period_end, content, sha256, size_bytes, basis_digest, created_at)
       values (?, ?, ?, null, null, ?, ?, null, null, ?, ?, ?, null, ?)`,
    );
    database.transaction(() => {
      const content = Buffer.from('%PDF-1.4\n%%EOF\n');
      const sha256 = createHash('sha256').update(content).digest('hex');
      const at = new Date().toISOString();
      for (let index = 0; index < benchFunds; index += 1) {
        const id = benchFundId(index);
        for (const kind of fundDocumentKinds) {
          insertDocument.run(randomUUID(), kind, id, `${id}-${kind}.pdf`, lastDay, content, sha256, content.length, at);
        }
      }
    })();
    database.transaction(() => {
      const units = new Map<string, InstanceType<typeof ExactDecimal>>();
      // The stored average cost (fund_position) the lifecycle would have kept: services/fund-order/positions.ts
      // applyUnitMovement (a subscription adds its amount; a redemption takes out cost in proportion to units).
      const costs = new Map<string, InstanceType<typeof ExactDecimal>>();
      const start = Date.parse(`${days[0] ?? lastDay}T02:00:00Z`);
      const span = Date.parse(`${lastDay}T02:00:00Z`) - start;
      for (let index = 0; index < benchOrders; index += 1) {
        const fundId = benchFundId(index % benchHoldings);
        const nav = new ExactDecimal(navs.get(fundId) ?? '10');
        const placed = new Date(start + Math.floor((span * index) / benchOrders));
        const day = placed.toISOString().slice(0, 10);
        const held = units.get(fundId) ?? new ExactDecimal(0);
        // Every fifth order redeems one unit (when the holding has more than one), the others subscribe.
        const isRedemption = index % 5 === 4 && held.greaterThan(1);
        const amount = isRedemption
          ? nav.toDecimalPlaces(2, ExactDecimal.ROUND_DOWN)
          : new ExactDecimal(1000 + (index % 17) * 100);
        const fee = isRedemption
          ? new ExactDecimal(0)
          : amount.times('0.01').toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP);
        const orderUnits = isRedemption
          ? new ExactDecimal(1)
          : amount.minus(fee).dividedBy(nav).toDecimalPlaces(4, ExactDecimal.ROUND_DOWN);
        units.set(fundId, isRedemption ? held.minus(orderUnits) : held.plus(orderUnits));
        const cost = costs.get(fundId) ?? new ExactDecimal(0);
        costs.set(
          fundId,
          isRedemption
            ? cost.minus(cost.times(orderUnits.dividedBy(held))).toDecimalPlaces(8)
            : cost.plus(amount.toFixed(2)),
        );
        insertOrder.run(
          `bench-order-${index}`,
          benchAccount,
          `bench-${index}`,
          fundId,
          isRedemption ? 'redemption' : 'subscription',
          isRedemption ? 'R' : 'S',
          isRedemption ? 'O' : 'I',
          isRedemption ? 'unit' : 'amount',
          amount.toFixed(2),
          orderUnits.toFixed(4),
          pick(currencies, index % benchHoldings),
          amount.toFixed(2),
          fee.toFixed(2),
          amount.minus(fee).toFixed(2),
          nav.toFixed(4),
          placed.toISOString(),
          day,
          placed.toISOString(),
          day,
          day,
          placed.toISOString(),
        );
      }
      const at = new Date().toISOString();
      for (const [fundId, held] of units) {
        const journalId = randomUUID();
        insertJournal.run(journalId, benchAccount, `bench-${fundId}`, at);
        insertEntry.run(randomUUID(), journalId, 0, benchAccount, `FUND:${fundId}`, held.toFixed(), at);
        insertEntry.run(
          randomUUID(),
          journalId,
          1,
          `HOUSE:FUND:${fundId}`,
          `FUND:${fundId}`,
          held.negated().toFixed(),
          at,
        );
        upsertBalance.run(benchAccount, `FUND:${fundId}`, held.toFixed(), at);
        upsertBalance.run(`HOUSE:FUND:${fundId}`, `FUND:${fundId}`, held.negated().toFixed(), at);
        insertPosition.run(
          benchAccount,
          fundId,
          held.toFixed(),
          (costs.get(fundId) ?? new ExactDecimal(0)).toFixed(),
          at,
        );
      }
    })();
    database.exec('analyze');
  } finally {
    database.close();
  }
}

/** Each call's milliseconds, portal and bare taken in turns. */
type Timed = { readonly portalMs: number[]; readonly bareMs: number[] };

/**
 * The milliseconds of each portal call (a POST on one keep-alive connection) and of a bare query, taken in turns,
 * round after round, so both see the same machine load; after a warm-up of both.
 */
async function timeInTurns(
  url: string,
  headers: Record<string, string>,
  body: object,
  bare: () => unknown,
  rounds: number,
): Promise<Timed> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const payload = JSON.stringify(body);
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const call = request(
        new URL(url),
        {
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode === 200) resolve();
            else reject(new Error(`${url} answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
          });
        },
      );
      call.on('error', reject);
      call.end(payload);
    });
  try {
    for (let warmUp = 0; warmUp < 20; warmUp += 1) {
      await post();
      bare();
    }
    const portal: number[] = [];
    const bareTimes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      let started = performance.now();
      await post();
      portal.push(performance.now() - started);
      started = performance.now();
      bare();
      bareTimes.push(performance.now() - started);
    }
    return { portalMs: portal, bareMs: bareTimes };
  } finally {
    agent.destroy();
  }
}

type Search = {
  readonly label: string;
  readonly regions: readonly string[];
  readonly categories: readonly string[];
  readonly currencies: readonly string[];
  readonly sortBy: 'name' | 'performance';
};

const searches: readonly Search[] = [
  {
    label: 'by name',
    regions: ['asiaPacific', 'greaterChina', 'hongKong', 'japan'],
    categories: ['equity', 'bond', 'balanced'],
    currencies: ['HKD', 'USD', 'CNY'],
    sortBy: 'name',
  },
  {
    label: 'by 1-year performance',
    regions: ['global', 'northAmerica', 'europe', 'emergingMarkets'],
    categories: ['equity', 'index', 'thematic'],
    currencies: ['USD', 'EUR', 'GBP'],
    sortBy: 'performance',
  },
];

/**
 * Starts a demo portal, adds 5,000 funds and C10001's 10,000 orders over 100 of them, starts it again, then times
 * searches and the portfolio through HTTP and the bare SQL over the same rows.
 */
export async function measureFundScale(rounds: number): Promise<FundScaleTimes> {
  const { dataDir, env, sqliteFile } = await benchPortalFiles('funds');
  try {
    await (await startServer(loadConfig(env), { logger: false })).close();
    insertBenchRows(sqliteFile, lastBusinessDay());
    const started = performance.now();
    const portal = await startServer(loadConfig(env), { logger: false });
    const startWithRefreshMs = performance.now() - started;
    const bare = new BetterSqlite3(sqliteFile, { readonly: true });
    try {
      const headers = await signedInHeaders(portal.url);
      const timedSearches = [];
      for (const search of searches) {
        const body = {
          regions: search.regions,
          categories: search.categories,
          currencies: search.currencies,
          sortBy: search.sortBy,
          direction: search.sortBy === 'performance' ? 'desc' : 'asc',
          performancePeriod: '1year',
          pageIndex: 2,
          pageSize: 20,
        };
        const answer = await fetch(`${portal.url}/api/fundDefinition/searchFunds`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const { total } = (await answer.json()) as { total: number };
        const list = (values: readonly string[]) => values.map(() => '?').join(', ');
        // The bare query: the same filters over the same fund rows, its own order, a page and the count.
        const page = bare.prepare(
          `select f.*, count(*) over () as total from fund f
           where f.region in (${list(search.regions)}) and f.category in (${list(search.categories)})
             and f.currency in (${list(search.currencies)})
           order by ${search.sortBy === 'name' ? 'f.name_en' : 'cast(f.latest_nav as real) desc'}, f.id
           limit 20 offset 40`,
        );
        const parameters = [...search.regions, ...search.categories, ...search.currencies];
        const { portalMs, bareMs } = await timeInTurns(
          `${portal.url}/api/fundDefinition/searchFunds`,
          headers,
          body,
          () => page.all(...parameters),
          rounds,
        );
        timedSearches.push({ label: search.label, total, portalMs, bareMs });
      }

      const portfolioBody = { accountCode: benchAccount, source: 'gateway' };
      const portfolioAnswer = await fetch(`${portal.url}/api/fundHolding/fundPortfolio`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(portfolioBody),
      });
      const portfolio = (await portfolioAnswer.json()) as { holdings?: unknown[] };
      // The bare valuation: units and cost per fund summed over the settled orders, times the latest NAV.
      const valuation = bare.prepare(
        `select o.fund_id,
                sum(case when o.type = 'S' then cast(o.units as real) else -cast(o.units as real) end) as units,
                sum(case when o.type = 'S' then cast(o.amount as real) else 0 end) as cost,
                cast(f.latest_nav as real) as nav
         from fund_order o join fund f on f.id = o.fund_id
         where o.account_code = ? and o.source = 'gateway' and o.status = 'settled'
         group by o.fund_id`,
      );
      const { portalMs: portfolioMs, bareMs: barePortfolioMs } = await timeInTurns(
        `${portal.url}/api/fundHolding/fundPortfolio`,
        headers,
        portfolioBody,
        () => {
          const rows = valuation.all(benchAccount) as { units: number; nav: number }[];
          return rows.reduce((sum, row) => sum + row.units * row.nav, 0);
        },
        Math.max(20, Math.floor(rounds / 4)),
      );
      // For reference: the portal values from the stored positions (fund_position, kept by the lifecycle), so the
      // same valuation in bare SQL over those rows, which no longer reads the orders.
      const storedValuation = bare.prepare(
        `select p.fund_id, cast(p.units as real) as units, cast(p.cost as real) as cost,
                cast(f.latest_nav as real) as nav
         from fund_position p join fund f on f.id = p.fund_id
         where p.account_code = ? and p.source = 'gateway'`,
      );
      const storedTimes: number[] = [];
      for (let round = 0; round < 20 + rounds; round += 1) {
        const started = performance.now();
        const rows = storedValuation.all(benchAccount) as { units: number; nav: number }[];
        rows.reduce((sum, row) => sum + row.units * row.nav, 0);
        if (round >= 20) storedTimes.push(performance.now() - started);
      }
      return {
        funds: benchFunds,
        orders: benchOrders,
        holdings: benchHoldings,
        startWithRefreshMs,
        searches: timedSearches,
        portfolioMs,
        barePortfolioMs,
        bareStoredPortfolioMs: median(storedTimes),
        portfolioHoldings: portfolio.holdings?.length ?? 0,
      };
    } finally {
      bare.close();
      await portal.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
