import { benchPortalFiles } from './bench-portal';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { rm } from 'node:fs/promises';
import BetterSqlite3 from 'better-sqlite3';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { signedInHeaders } from './portal-session';

/*
 * Issue 15's order placement figure: 10,000 stock orders placed through the portal's HTTP API (every check, the client
 * reference, the order row, the cash hold on the ledger and the event with its notification, one transaction each)
 * next to a bare insert of the same rows (order reference, order, hold journal with its two entries, the balance,
 * the event) in one better-sqlite3 transaction each, in process, no HTTP and no checks. The orders come from a worker
 * thread (the clients' HTTP work beside the portal's event loop, as clients elsewhere would be). The portal runs on a
 * clock that starts at 10:00 in Hong Kong on a Wednesday (continuous trading) and moves with real time.
 */

export type StockOrderPlacementTimes = {
  readonly orders: number;
  /** Orders per second, one figure per round (the orders split evenly between the rounds). */
  readonly portalOrdersPerSecond: readonly number[];
  readonly bareOrdersPerSecond: readonly number[];
  readonly connections: number;
  /**
   * CPU time (user + system) of this process per order, the load generator's worker thread included: steadier than
   * throughput on a shared machine.
   */
  readonly portalCpuMicrosecondsPerOrder: number;
  readonly bareCpuMicrosecondsPerOrder: number;
};

const cpuMicroseconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

const benchAccount = 'C10001';
const benchStock = 'HKEX-00700';
// A limit far below the market: the orders rest and hold cash (100 shares at 1.00 plus fees).
const benchPrice = '1.00';
const benchQuantity = '100';

/** Gives C10001 cash for every bench order, written as a deposit journal while no server holds the file. */
function depositBenchCash(sqliteFile: string, at: string): void {
  const database = new BetterSqlite3(sqliteFile);
  try {
    const amount = '100000000';
    const journalId = randomUUID();
    database.transaction(() => {
      database
        .prepare(
          'insert into ledger_journal (id, kind, account_code, source, reference, event_id, created_at) values (?, ?, ?, ?, ?, null, ?)',
        )
        .run(journalId, 'deposit', benchAccount, 'gateway', `bench-${journalId}`, at);
      const entry = database.prepare(
        `insert into ledger_entry (id, journal_id, line_number, account_code, source, asset, bucket, amount, created_at)
         values (?, ?, ?, ?, 'gateway', 'HKD', 'available', ?, ?)`,
      );
      entry.run(randomUUID(), journalId, 0, benchAccount, amount, at);
      entry.run(randomUUID(), journalId, 1, 'HOUSE:CASH', `-${amount}`, at);
      const balance = database.prepare(
        `insert into ledger_balance (account_code, source, asset, available, on_hold, updated_at)
         values (?, 'gateway', 'HKD', ?, '0', ?)
         on conflict (account_code, source, asset) do update set
           available = cast(cast(available as real) + cast(excluded.available as real) as text), updated_at = excluded.updated_at`,
      );
      balance.run(benchAccount, amount, at);
      balance.run('HOUSE:CASH', `-${amount}`, at);
    })();
  } finally {
    database.close();
  }
}

/** The same rows a placement writes, inserted bare: one transaction per order; orders per second of each round. */
function bareInserts(sqliteFile: string, count: number, hold: string, rounds: number): number[] {
  const database = new BetterSqlite3(sqliteFile);
  try {
    database.pragma('journal_mode = WAL');
    const reference = database.prepare(
      `insert into order_reference (account_code, source, client_reference, area, order_id, request_fingerprint, created_at)
       values (?, 'gateway', ?, 'stockOrder', ?, ?, ?)`,
    );
    const order = database.prepare(
      `insert into stock_order (id, account_code, source, client_reference, stock_id, exchange, currency, side, order_type,
         program_order_type, price, stop_price, triggered, quantity, filled_quantity, filled_consideration, filled_fees,
         status, remark, good_till_date, order_date, hold_asset, hold_amount, hold_price, result_code, advisor_code,
         matched_until, version, placed_at, updated_at)
       values (?, ?, 'gateway', ?, ?, 'HKEX', 'HKD', 'B', 'limit', 'none', ?, null, 1, ?, '0', '0', '0', 'pending', '',
         null, '2025-01-15', 'HKD', ?, ?, null, null, ?, 0, ?, ?)`,
    );
    const journal = database.prepare(
      'insert into ledger_journal (id, kind, account_code, source, reference, event_id, created_at) values (?, ?, ?, ?, ?, null, ?)',
    );
    const entry = database.prepare(
      `insert into ledger_entry (id, journal_id, line_number, account_code, source, asset, bucket, amount, created_at)
       values (?, ?, ?, ?, 'gateway', 'HKD', ?, ?, ?)`,
    );
    const balance = database.prepare(
      `update ledger_balance set available = ?, on_hold = ?, updated_at = ?
       where account_code = ? and source = 'gateway' and asset = 'HKD'`,
    );
    const event = database.prepare(
      `insert into domain_event (id, type, account_code, source, payload, occurred_at) values (?, 'stockOrderUpdate', ?, 'gateway', ?, ?)`,
    );
    let available = 50_000_000;
    let onHold = 0;
    const holdAmount = Number(hold);
    const perRound = Math.floor(count / rounds);
    const rates: number[] = [];
    let started = performance.now();
    for (let index = 0; index < perRound * rounds; index += 1) {
      if (index > 0 && index % perRound === 0) {
        rates.push((perRound / (performance.now() - started)) * 1000);
        started = performance.now();
      }
      const at = new Date().toISOString();
      const orderId = `SB${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
      const clientReference = `bare-${index}-${randomUUID()}`;
      const journalId = randomUUID();
      available -= holdAmount;
      onHold += holdAmount;
      database.transaction(() => {
        reference.run(benchAccount, clientReference, orderId, randomUUID(), at);
        order.run(
          orderId,
          benchAccount,
          clientReference,
          benchStock,
          benchPrice,
          benchQuantity,
          hold,
          benchPrice,
          at,
          at,
          at,
        );
        journal.run(journalId, 'stockOrder.hold', benchAccount, 'gateway', orderId, at);
        entry.run(randomUUID(), journalId, 0, benchAccount, 'available', `-${hold}`, at);
        entry.run(randomUUID(), journalId, 1, benchAccount, 'onHold', hold, at);
        balance.run(String(available), String(onHold), at, benchAccount);
        event.run(randomUUID(), benchAccount, JSON.stringify({ code: '00700', referenceCode: orderId }), at);
      })();
    }
    rates.push((perRound / (performance.now() - started)) * 1000);
    return rates;
  } finally {
    database.close();
  }
}

/** The body of bench order `index`: a buy far below the market, so it rests and holds cash. */
function orderBody(index: number, origin: number, password: boolean): string {
  return JSON.stringify({
    accountCode: benchAccount,
    clientReference: `bench-${index}-${origin}`,
    stockId: benchStock,
    side: 'B',
    orderType: 'limit',
    price: benchPrice,
    quantity: benchQuantity,
    ...(password ? { tradePassword: 'Trade#2026', saveTradePassword: true } : {}),
  });
}

/** Places one order from this thread; answers its hold. */
async function placeOne(url: string, headers: Record<string, string>, body: string): Promise<string> {
  const answer = await fetch(url, { method: 'POST', headers, body });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`placeStockOrder answered ${answer.status}: ${text}`);
  return (JSON.parse(text) as { order?: { onHold: string } }).order?.onHold ?? '0';
}

/**
 * The load generator: plain Node in a worker thread with keep-alive connections of node:http, so its HTTP work runs
 * beside the portal's event loop, not on it (as clients on other machines would). Posts the time the orders took.
 */
const loadSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, count, connections, origin, order } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
const post = (body) => new Promise((resolve, reject) => {
  const call = http.request(target, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
    response.on('error', reject);
  });
  call.on('error', reject);
  call.end(body);
});
let next = 0;
const started = performance.now();
Promise.all(Array.from({ length: connections }, async () => {
  while (next < count) {
    const index = next;
    next += 1;
    const body = JSON.stringify({ ...order, clientReference: 'bench-' + index + '-' + origin });
    const answer = await post(body);
    if (answer.status !== 200) throw new Error('placeStockOrder answered ' + answer.status + ': ' + answer.text);
  }
})).then(
  () => { agent.destroy(); parentPort.postMessage({ elapsedMs: performance.now() - started }); },
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

async function placeFromWorker(work: {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly count: number;
  readonly connections: number;
  readonly origin: number;
}): Promise<number> {
  const order = JSON.parse(orderBody(0, work.origin, false)) as Record<string, unknown>;
  const worker = new Worker(loadSource, { eval: true, workerData: { ...work, order } });
  try {
    return await new Promise<number>((resolve, reject) => {
      worker.on('message', (message: { elapsedMs?: number; error?: string }) => {
        if (message.error !== undefined) reject(new Error(message.error));
        if (message.elapsedMs !== undefined) resolve(message.elapsedMs);
      });
      worker.on('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * Starts a demo portal on a clock in Hong Kong trading hours, places `count` buy orders through HTTP with
 * `connections` at a time, then inserts the same rows bare into a copy of the database; answers both throughputs.
 */
export async function measureStockOrderPlacement(
  count = 10_000,
  connections = 8,
  rounds = 5,
): Promise<StockOrderPlacementTimes> {
  const { dataDir, env, sqliteFile } = await benchPortalFiles('stocks');
  const origin = Date.now();
  const clock = { now: () => new Date(Date.parse('2025-01-15T02:00:00.000Z') + (Date.now() - origin)) };
  try {
    await (await startServer(loadConfig(env), { logger: false, clock })).close();
    depositBenchCash(sqliteFile, clock.now().toISOString());
    const portal = await startServer(loadConfig(env), { logger: false, clock });
    let hold = '0';
    const portalOrdersPerSecond: number[] = [];
    const perRound = Math.floor(count / rounds);
    let portalCpu = 0;
    try {
      const headers = { ...(await signedInHeaders(portal.url)), 'content-type': 'application/json' };
      // The first order saves the trade password for the session, so the others are not asked for it.
      hold = await placeOne(`${portal.url}/api/stockOrder/placeStockOrder`, headers, orderBody(-1, origin, true));
      const cpuStarted = process.cpuUsage();
      for (let round = 0; round < rounds; round += 1) {
        const elapsedMs = await placeFromWorker({
          url: `${portal.url}/api/stockOrder/placeStockOrder`,
          headers,
          count: perRound,
          connections,
          // Each round's client references are its own.
          origin: origin + round,
        });
        portalOrdersPerSecond.push((perRound / elapsedMs) * 1000);
      }
      portalCpu = cpuMicroseconds(cpuStarted) / (perRound * rounds);
    } finally {
      await portal.close();
    }
    const bareCpuStarted = process.cpuUsage();
    const bareOrdersPerSecond = bareInserts(sqliteFile, count, hold, rounds);
    const bareCpu = cpuMicroseconds(bareCpuStarted) / (perRound * rounds);
    return {
      orders: perRound * rounds,
      portalOrdersPerSecond,
      bareOrdersPerSecond,
      connections,
      portalCpuMicrosecondsPerOrder: portalCpu,
      bareCpuMicrosecondsPerOrder: bareCpu,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
