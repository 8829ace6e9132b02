import { benchPortalFiles } from './bench-portal';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import BetterSqlite3 from 'better-sqlite3';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { signedInHeaders } from './portal-session';

export type PagingTimes = {
  readonly notifications: number;
  /** Each call's milliseconds: the first page (which also resets the unread count). */
  readonly firstPageMs: readonly number[];
  /** Each call's milliseconds: a load-more nine tenths of the way down the list. */
  readonly deepLoadMoreMs: readonly number[];
  /** Each call's milliseconds: countNotifications. */
  readonly countMs: readonly number[];
};

const benchAccount = 'C10001';
/** The newest bench notification; each next one is a minute older. */
const newestMs = Date.parse('2026-06-30T00:00:00.000Z');
const startTimeOf = (index: number) => new Date(newestMs - index * 60_000).toISOString();
const idOf = (index: number) => `bench-${String(index).padStart(8, '0')}`;

/** Writes `count` cashMovement notifications (with their domain events) for C10001 straight into the SQLite file. */
function insertNotifications(sqliteFile: string, count: number): void {
  const database = new BetterSqlite3(sqliteFile);
  try {
    database.pragma('journal_mode = WAL');
    const insertEvent = database.prepare(
      `insert into domain_event (id, type, account_code, source, payload, occurred_at) values (?, 'cashMovement', ?, 'gateway', ?, ?)`,
    );
    const insertNotification = database.prepare(
      `insert into notification (id, event_id, account_code, source, type, start_time, status, currency_code, amount, reference_code)
       values (?, ?, ?, 'gateway', 'cashMovement', ?, ?, 'HKD', ?, ?)`,
    );
    const insertBatch = database.transaction((from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        const id = idOf(index);
        const amount = `${(index % 9000) + 100}.00`;
        const reference = `CM${String(index).padStart(10, '0')}`;
        const at = startTimeOf(index);
        insertEvent.run(
          id,
          benchAccount,
          JSON.stringify({ currencyCode: 'HKD', amount, referenceCode: reference }),
          at,
        );
        insertNotification.run(id, id, benchAccount, at, index % 3 === 0 ? 'read' : 'unread', amount, reference);
      }
    });
    for (let from = 0; from < count; from += 50_000) insertBatch(from, Math.min(count, from + 50_000));
    database.exec('analyze');
  } finally {
    database.close();
  }
}

/** Times `rounds` sequential POSTs of `body` on one keep-alive connection; answers each call's milliseconds. */
async function timeCalls(
  url: string,
  headers: Record<string, string>,
  body: object,
  rounds: number,
): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const payload = JSON.stringify(body);
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
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
            if (response.statusCode !== 200) {
              reject(new Error(`${url} answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
            } else resolve(performance.now() - started);
          });
        },
      );
      call.on('error', reject);
      call.end(payload);
    });
  try {
    for (let warmUp = 0; warmUp < 20; warmUp += 1) await once();
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) times.push(await once());
    return times;
  } finally {
    agent.destroy();
  }
}

/**
 * A portal whose C10001 has `count` notifications: the first page, a load-more nine tenths down the list (keyset:
 * the startTime and _id of the item before it) and the unread count, each timed over `rounds` calls through HTTP.
 */
export async function measureNotificationPaging(count: number, rounds: number): Promise<PagingTimes> {
  const { dataDir, env } = await benchPortalFiles('notifications');
  try {
    // The first start makes the schema and the demo data; the notifications go in while no server holds the file.
    await (await startServer(loadConfig(env), { logger: false })).close();
    insertNotifications(join(dataDir, 'portal.sqlite'), count);
    const portal = await startServer(loadConfig(env), { logger: false });
    try {
      const headers = await signedInHeaders(portal.url);
      const list = { accountCodes: [benchAccount], statuses: ['unread', 'read'], pageSize: 20, source: 'gateway' };
      const deep = Math.floor(count * 0.9);
      const queryUrl = `${portal.url}/api/notification/queryNotifications`;
      const firstPageMs = await timeCalls(queryUrl, headers, { ...list, pageIndex: 0 }, rounds);
      const deepLoadMoreMs = await timeCalls(
        queryUrl,
        headers,
        { ...list, pageIndex: Math.floor(deep / 20), lastQueryTime: startTimeOf(deep), lastNotificationId: idOf(deep) },
        rounds,
      );
      const countMs = await timeCalls(
        `${portal.url}/api/notification/countNotifications`,
        headers,
        { accountCode: benchAccount, status: 'unread', sinceLastQuery: true, source: 'gateway' },
        rounds,
      );
      return { notifications: count, firstPageMs, deepLoadMoreMs, countMs };
    } finally {
      await portal.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
