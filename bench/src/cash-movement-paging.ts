import { benchPortalFiles } from './bench-portal';
import { rm } from 'node:fs/promises';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import {
  encodeMovementCursor,
  movementFiltersKey,
  movementPage,
  openDatabase,
  type MovementFilters,
} from '@portal/server/testing';
import { timeInTurns } from './figures';
import { signedInHeaders } from './portal-session';

/*
 * Issue 16's movement list figure: C10001 with 1,000, 100,000 and 1,000,000 HKD ledger lines (written straight into
 * the SQLite file, a journal of two lines each: the client's and HOUSE:CASH's), its first page and a page 90 % of
 * the way down timed three ways: the service's page (movementPage: the balance, the keyset scan, the running
 * balance) in process, a bare SQL keyset query on the same rows (better-sqlite3, prepared), and the operation over
 * HTTP (for reference: the HTTP and session overhead on top).
 */

/** Each figure: every call's milliseconds. */
export type MovementPagingTimes = {
  readonly lines: number;
  readonly serviceFirstMs: readonly number[];
  readonly bareFirstMs: readonly number[];
  readonly serviceDeepMs: readonly number[];
  readonly bareDeepMs: readonly number[];
  /** The bare keyset query as raw SQL through the portal's own Kysely connection (its driver's cost, no builder). */
  readonly rawFirstMs: readonly number[];
  readonly rawDeepMs: readonly number[];
  readonly httpFirstMs: readonly number[];
  readonly httpDeepMs: readonly number[];
};

const benchAccount = 'C10001';
const pageSize = 20;
/** The newest bench line (after every demo line); each next one is a second older. */
const newestMs = Date.parse('2030-01-01T00:00:00.000Z');
const atOf = (index: number) => new Date(newestMs - index * 1000).toISOString();
const journalIdOf = (index: number) => `bench-${String(index).padStart(9, '0')}`;
/** Credits and debits in turn, so the balance never goes below zero: +100.00, -40.00, … */
const amountOf = (index: number) => (index % 2 === 0 ? '100.00' : '-40.00');

/** Adds bench lines `from` … `to` - 1 for C10001 in HKD, with HOUSE:CASH's side, and moves the cached balances. */
function insertLines(sqliteFile: string, from: number, to: number): void {
  const database = new BetterSqlite3(sqliteFile);
  try {
    database.pragma('journal_mode = WAL');
    const journal = database.prepare(
      `insert into ledger_journal (id, kind, account_code, source, reference, event_id, created_at)
       values (?, ?, ?, 'gateway', ?, null, ?)`,
    );
    const entry = database.prepare(
      `insert into ledger_entry (id, journal_id, line_number, account_code, source, asset, bucket, amount, created_at)
       values (?, ?, ?, ?, 'gateway', 'HKD', 'available', ?, ?)`,
    );
    const insertBatch = database.transaction((first: number, last: number) => {
      for (let index = first; index < last; index += 1) {
        const id = journalIdOf(index);
        const at = atOf(index);
        const amount = amountOf(index);
        const credit = index % 2 === 0;
        journal.run(id, credit ? 'cashDeposit.credit' : 'cashWithdrawal.hold', benchAccount, `BENCH${index}`, at);
        entry.run(`${id}-0`, id, 0, benchAccount, amount, at);
        entry.run(`${id}-1`, id, 1, 'HOUSE:CASH', credit ? `-${amount}` : amount.slice(1), at);
      }
    });
    for (let first = from; first < to; first += 50_000) insertBatch(first, Math.min(to, first + 50_000));
    let sum = new ExactDecimal(0);
    for (let index = from; index < to; index += 1) sum = sum.plus(amountOf(index));
    const move = database.prepare(
      `update ledger_balance set available = ? where account_code = ? and source = 'gateway' and asset = 'HKD'`,
    );
    const read = database.prepare(
      `select available from ledger_balance where account_code = ? and source = 'gateway' and asset = 'HKD'`,
    );
    for (const [account, change] of [
      [benchAccount, sum],
      ['HOUSE:CASH', sum.negated()],
    ] as const) {
      const row = read.get(account) as { available: string } | undefined;
      if (row === undefined) throw new Error(`${account} has no HKD balance row to move`);
      move.run(new ExactDecimal(row.available).plus(change).toFixed(), account);
    }
    database.exec('analyze');
  } finally {
    database.close();
  }
}

/** The bare keyset query as raw SQL for the portal's Kysely connection. */
function rawPage(after: { createdAt: string; journalId: string; lineNumber: number } | undefined) {
  const keyset =
    after === undefined
      ? sql``
      : sql`and (e.created_at, e.journal_id, e.line_number) < (${after.createdAt}, ${after.journalId}, ${after.lineNumber})`;
  return sql`select e.created_at, e.journal_id, e.line_number, e.asset, e.amount, j.kind, j.reference
    from ledger_entry e join ledger_journal j on j.id = e.journal_id
    where e.account_code = ${benchAccount} and e.source = 'gateway' and e.asset = 'HKD' and e.bucket = 'available'
    ${keyset} order by e.created_at desc, e.journal_id desc, e.line_number desc limit ${pageSize + 1}`;
}

/** Times the pages at the database's current size (`lines` bench lines in it). */
async function measureAt(
  env: Record<string, string>,
  sqliteFile: string,
  lines: number,
  rounds: number,
): Promise<MovementPagingTimes> {
  const filters: MovementFilters = { currencies: ['HKD'], types: [] };
  const deep = Math.floor(lines * 0.9);
  const position = { createdAt: atOf(deep), journalId: journalIdOf(deep), lineNumber: 0 };
  // Any balance serves the timing: the cursor's balance only changes the figures shown.
  const cursor = encodeMovementCursor({
    position,
    balances: new Map([['HKD', new ExactDecimal('1000000')]]),
    filters: movementFiltersKey(filters),
  });

  const opened = openDatabase(loadConfig(env));
  const bare = new BetterSqlite3(sqliteFile, { readonly: true });
  let times: Omit<MovementPagingTimes, 'httpFirstMs' | 'httpDeepMs'>;
  try {
    const select = `select e.created_at, e.journal_id, e.line_number, e.asset, e.amount, j.kind, j.reference
      from ledger_entry e join ledger_journal j on j.id = e.journal_id
      where e.account_code = ? and e.source = 'gateway' and e.asset = 'HKD' and e.bucket = 'available'`;
    const order = 'order by e.created_at desc, e.journal_id desc, e.line_number desc limit ?';
    const bareFirst = bare.prepare(`${select} ${order}`);
    const bareDeep = bare.prepare(`${select} and (e.created_at, e.journal_id, e.line_number) < (?, ?, ?) ${order}`);
    const account = { accountCode: benchAccount, source: 'gateway' as const };
    const first = await movementPage(opened.db, opened.dialect, account, filters, { pageSize });
    if (first.rows.length !== pageSize) throw new Error(`The first page has ${first.rows.length} lines`);
    const deepPage = await movementPage(opened.db, opened.dialect, account, filters, { pageSize, cursor });
    if (deepPage.rows[0]?.journalId !== journalIdOf(deep + 1)) throw new Error('The deep page starts elsewhere');
    // The service, the bare query and the raw SQL in turns, first pages then deep ones.
    const firstPages = await timeInTurns(rounds, {
      service: () => movementPage(opened.db, opened.dialect, account, filters, { pageSize }),
      bare: () => bareFirst.all(benchAccount, pageSize + 1),
      raw: () => rawPage(undefined).execute(opened.db),
    });
    const deepPages = await timeInTurns(rounds, {
      service: () => movementPage(opened.db, opened.dialect, account, filters, { pageSize, cursor }),
      bare: () => bareDeep.all(benchAccount, position.createdAt, position.journalId, position.lineNumber, pageSize + 1),
      raw: () => rawPage(position).execute(opened.db),
    });
    times = {
      lines,
      serviceFirstMs: firstPages.service,
      bareFirstMs: firstPages.bare,
      rawFirstMs: firstPages.raw,
      serviceDeepMs: deepPages.service,
      bareDeepMs: deepPages.bare,
      rawDeepMs: deepPages.raw,
    };
  } finally {
    bare.close();
    await opened.close();
  }

  const portal = await startServer(loadConfig(env), { logger: false });
  try {
    const headers = { ...(await signedInHeaders(portal.url)), 'content-type': 'application/json' };
    const call = async (body: object) => {
      const response = await fetch(`${portal.url}/api/cashMovement/searchCashMovements`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ accountCode: benchAccount, currency: 'HKD', pageSize, ...body }),
      });
      if (response.status !== 200) throw new Error(`searchCashMovements answered ${response.status}`);
      await response.arrayBuffer();
    };
    const overHttp = await timeInTurns(rounds, { first: () => call({}), deep: () => call({ cursor }) });
    return { ...times, httpFirstMs: overHttp.first, httpDeepMs: overHttp.deep };
  } finally {
    await portal.close();
  }
}

/** The movement list at each size of `sizes` (ascending), the same database grown between them. */
export async function measureCashMovementPaging(
  sizes: readonly number[] = [1_000, 100_000, 1_000_000],
  rounds = 200,
): Promise<MovementPagingTimes[]> {
  const { dataDir, env, sqliteFile } = await benchPortalFiles('cash-movements');
  try {
    // The first start makes the schema and the demo data; the lines go in while no server holds the file.
    await (await startServer(loadConfig(env), { logger: false })).close();
    const results: MovementPagingTimes[] = [];
    let inserted = 0;
    for (const size of sizes) {
      insertLines(sqliteFile, inserted, size);
      inserted = size;
      results.push(await measureAt(env, sqliteFile, size, rounds));
    }
    return results;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
