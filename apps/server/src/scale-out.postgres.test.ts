import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundOrder, Notification, NotificationPage, PushMessage } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { areas } from './areas';
import { jobIsOn } from './platform/area';
import { snapshotJob } from './services/market-value-history/snapshots';
import { loadConfig } from './platform/runtime/config';
import { actorCacheLifetimeMs } from './platform/identity/sessions';
import { demoPassword } from './db/seed/demo-accounts';
import { clientHeaders, cookiesOf } from './test/sign-in';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './test/test-app';

/*
 * ARCHITECTURE §1: several stateless server processes on one PostgreSQL database (ADR 026). Two real server processes
 * (main.ts, as `npm start` runs it) share one fresh schema: orders placed through either, the lifecycle job's steps
 * taken once, a session of one honoured by the other, and a notification raised by one reaching a client of the other.
 * Only with TEST_DATABASE_URL (npm run test:postgres): vitest.config.ts leaves *.postgres.test.ts out of the SQLite run,
 * where one process owns its database file.
 */

const mainFile = join(import.meta.dirname, 'main.ts');
const dayMs = 24 * 60 * 60 * 1000;
/** Both clocks move this far at a time: past the dealing day's NAV and the settlement day of an order placed now. */
const twoWeeksMs = 14 * dayMs;

/** What both processes are started with (besides their database and ports). */
const testEnvironment = {
  NODE_ENV: 'test',
  PORTAL_DEV_SUPPORT: 'on',
  PORTAL_ACTIVITY_SIMULATOR: 'off',
  // The brand with the most areas on (assetEnabled among them: the daily net worth snapshot), so the jobs test below
  // covers the most jobs.
  PORTAL_VARIANT: 'demo',
} as const;

type ServerProcess = {
  readonly name: string;
  readonly url: string;
  stop(): Promise<void>;
};

type LogLine = { readonly msg?: string };

function parseLine(line: string): LogLine | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null ? (parsed as LogLine) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts `tsx main.ts` with the shared database; resolves once it logs where it listens. */
function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
      process.execPath,
      ['--import', 'tsx', mainFile],
      {
        env: {
          PATH: process.env.PATH ?? '',
          PORT: '0',
          HOST: '127.0.0.1',
          ...testEnvironment,
          LOG_LEVEL: 'info',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let pending = '';
    let stderr = '';
    let started = false;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const text of complete) {
        const line = parseLine(text);
        if (line === undefined) continue;
        const url = /listening on (http:\/\/\S+)/.exec(line.msg ?? '')?.[1];
        if (url !== undefined && !started) {
          started = true;
          resolve({
            name,
            url,
            stop: async () => {
              if (child.exitCode === null) child.kill('SIGTERM');
              await exited;
            },
          });
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    void exited.then(() => {
      if (!started) reject(new Error(`Server ${name} exited before listening: ${stderr}`));
    });
  });
}

type Session = { readonly headers: Record<string, string> };

async function post(server: ServerProcess, path: string, headers: Record<string, string>, body: object) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
}

async function signIn(server: ServerProcess, accountCode: string): Promise<Session> {
  const response = await fetch(`${server.url}/api/account/gatewayPasswordLogin`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ accountCode, password: demoPassword }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect((JSON.parse(text) as { result?: string }).result, 'a demo account without a second factor').not.toBe('2');
  const cookie = cookiesOf(response.headers.getSetCookie());
  return {
    headers: { ...clientHeaders, cookie, 'x-portal-account': accountCode, 'x-portal-source': 'gateway' },
  };
}

async function advanceClock(server: ServerProcess, advanceMs: number): Promise<void> {
  const response = await post(server, '/api/_dev/clock', clientHeaders, { advanceMs });
  expect(response.status, response.text).toBe(200);
}

function countNotifications(server: ServerProcess, session: Session, accountCode: string) {
  return post(server, '/api/notification/countNotifications', session.headers, {
    accountCode,
    source: 'gateway',
    status: 'unread',
    sinceLastQuery: true,
  });
}

async function unreadCount(server: ServerProcess, session: Session, accountCode: string): Promise<number> {
  const response = await countNotifications(server, session, accountCode);
  expect(response.status, response.text).toBe(200);
  return response.json<number>();
}

async function firstPage(server: ServerProcess, session: Session, accountCode: string): Promise<Notification[]> {
  const response = await post(server, '/api/notification/queryNotifications', session.headers, {
    accountCodes: [accountCode],
    statuses: ['unread', 'read'],
    source: 'gateway',
  });
  expect(response.status, response.text).toBe(200);
  return response.json<NotificationPage>().notifications;
}

async function subscribe(server: ServerProcess, session: Session, clientReference: string, amount: string) {
  const response = await post(server, '/api/fundOrder/subscribeFund', session.headers, {
    accountCode: 'C10001',
    clientReference,
    fundId: 'F0004',
    amount,
    currency: 'HKD',
  });
  expect(response.status, response.text).toBe(200);
  return response.json<{ order: FundOrder; replayed: boolean }>();
}

/** Waits (polling) until `check` holds; fails with what it last saw after `limitMs`. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(testDatabaseUrl === undefined)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.config.databaseUrl;
    if (url === undefined) throw new Error('TEST_DATABASE_URL is set, so the test database is PostgreSQL.');
    const env = { DATABASE_URL: url, DATA_DIR: database.dataDir, WEB_DIST_DIR: database.config.webDistDir };
    // At the same moment on the empty schema, as a deployment starts its processes: one migrates and seeds while the
    // other waits for it (platform/db/start-lock), then finds it done.
    [first, second] = await Promise.all([startServerProcess('first', env), startServerProcess('second', env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.dispose();
  }, 60_000);

  const db = () => database.database.db;

  it('listens on two ports of one database, seeded once', async () => {
    expect(first.url).not.toBe(second.url);
    const funds = await db()
      .selectFrom('fund')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(funds.n)).toBe(60);
    const demoDeposits = await db()
      .selectFrom('ledger_journal')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account_code', '=', 'C10001')
      .where('reference', '=', 'demo-deposit-HKD')
      .executeTakeFirstOrThrow();
    expect(Number(demoDeposits.n)).toBe(1);
  });

  it('honours a session made on one process on the other, and its logout on both', async () => {
    const session = await signIn(first, 'C10001');
    expect(await unreadCount(second, session, 'C10001')).toBeGreaterThanOrEqual(0);
    const portfolio = await post(second, '/api/fundHolding/fundPortfolio', session.headers, { accountCode: 'C10001' });
    expect(portfolio.status, portfolio.text).toBe(200);

    const other = await signIn(second, 'C10005');
    expect(await unreadCount(first, other, 'C10005')).toBeGreaterThanOrEqual(0);
    const logout = await post(second, '/api/account/accountLogout', other.headers, {
      role: 'user',
      source: 'gateway',
    });
    expect(logout.status, logout.text).toBe(200);
    expect((await countNotifications(second, other, 'C10005')).status).toBe(401);
    // The first process may have looked the session up within the last second (its actor cache, ADR 010): past that
    // it asks the database, which says the session ended.
    await advanceClock(first, actorCacheLifetimeMs);
    const afterLogout = await countNotifications(first, other, 'C10005');
    expect(afterLogout.status, afterLogout.text).toBe(401);
    await advanceClock(second, actorCacheLifetimeMs);
  });

  it('shows a notification raised by one process to a client of the other: the bell, the list and a web push', async () => {
    const client = await signIn(second, 'C10005');
    await firstPage(second, client, 'C10005'); // the count starts from zero
    expect(await unreadCount(second, client, 'C10005')).toBe(0);
    // A browser of the client with push allowed, subscribed through the second process (its dev push service).
    const subscribed = await post(second, '/api/_dev/pushSubscriber', clientHeaders, {
      accountCode: 'C10005',
      name: 'scale-out',
    });
    expect(subscribed.status, subscribed.text).toBe(200);

    const raised = await post(first, '/api/_dev/events', clientHeaders, {
      accountCode: 'C10005',
      type: 'cashMovement',
    });
    expect(raised.status, raised.text).toBe(200);
    const { notificationId } = raised.json<{ notificationId: string }>();

    expect(await unreadCount(second, client, 'C10005')).toBe(1);
    expect((await firstPage(second, client, 'C10005'))[0]?._id).toBe(notificationId);
    const receipts = await eventually(
      async () =>
        (await (await fetch(`${second.url}/api/_dev/pushReceipts?name=scale-out`)).json()) as {
          receipts: { status: number; message?: PushMessage }[];
        },
      ({ receipts }) => receipts.length > 0,
      10_000,
    );
    expect(receipts.receipts.map((receipt) => [receipt.status, receipt.message?.notificationId])).toEqual([
      [201, notificationId],
    ]);
  });

  /** The client's orders of this test by reference, with the events and journals that name them. */
  async function ordersOf(references: readonly string[]) {
    const orders = await db()
      .selectFrom('fund_order')
      .select(['id', 'client_reference', 'status'])
      .where('account_code', '=', 'C10001')
      .where('client_reference', 'in', [...references])
      .orderBy('client_reference')
      .execute();
    return Promise.all(
      orders.map(async (order) => {
        const events = await db()
          .selectFrom('domain_event')
          .select('type')
          .where('account_code', '=', 'C10001')
          .where(sql<string>`payload`, 'like', `%"referenceCode":"${order.id}"%`)
          .orderBy('type')
          .execute();
        const journals = await db()
          .selectFrom('ledger_journal')
          .select('kind')
          .where('account_code', '=', 'C10001')
          .where('reference', '=', order.id)
          .orderBy('kind')
          .execute();
        return {
          reference: order.client_reference,
          status: order.status,
          events: events.map((event) => event.type),
          journals: journals.map((journal) => journal.kind),
        };
      }),
    );
  }

  function expectSettledOnce(orders: Awaited<ReturnType<typeof ordersOf>>, references: readonly string[]) {
    expect(orders.map((order) => order.reference)).toEqual([...references].sort());
    for (const order of orders) {
      expect(order.status, order.reference).toBe('settled');
      // One cash movement out (the deduction) and one units movement in (the settlement): a step taken twice would
      // publish its event twice.
      expect(order.events, order.reference).toEqual(['cashMovement', 'holdingMovement']);
      expect(new Set(order.journals).size, order.reference).toBe(order.journals.length);
    }
  }

  async function expectNoDuplicateJournals() {
    const duplicates = await db()
      .selectFrom('ledger_journal')
      .select(['account_code', 'source', 'kind', 'reference', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['account_code', 'source', 'kind', 'reference'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
  }

  it('takes orders through either process, once per client reference, and settles each once when both run the job at once', async () => {
    // One session (a second sign-in of the account would replace it), its calls sent to either process.
    const session = await signIn(first, 'C10001');
    const placed = [
      await subscribe(first, session, 'scale-out-1', '20000'),
      await subscribe(second, session, 'scale-out-2', '30000'),
    ];
    expect(placed.map((answer) => answer.replayed)).toEqual([false, false]);
    // A retry reaching the other process answers the same order.
    const retried = await subscribe(second, session, 'scale-out-1', '20000');
    expect([retried.replayed, retried.order.orderId]).toEqual([true, placed[0]?.order.orderId]);

    await advanceClock(first, twoWeeksMs);
    await advanceClock(second, twoWeeksMs);
    // The dev endpoint runs the job's work at once, outside the lease: both processes, four times each, at the same
    // time (and their schedulers as well). Every step is taken by one of them only.
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post(index % 2 === 0 ? first : second, '/api/_dev/fundOrders/advance', clientHeaders, {}),
      ),
    );
    expect(runs.map((run) => run.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expectSettledOnce(await ordersOf(['scale-out-1', 'scale-out-2']), ['scale-out-1', 'scale-out-2']);
    await expectNoDuplicateJournals();
  }, 180_000);

  it("settles orders once when only the two processes' schedulers run the lifecycle job", async () => {
    const session = await signIn(second, 'C10001');
    await subscribe(first, session, 'scale-out-3', '25000');
    await subscribe(second, session, 'scale-out-4', '35000');
    await advanceClock(first, twoWeeksMs);
    await advanceClock(second, twoWeeksMs);
    // Only the schedulers now (a tick every 5 seconds in each process).
    const references = ['scale-out-3', 'scale-out-4'];
    const orders = await eventually(
      () => ordersOf(references),
      (found) => found.every((order) => order.status === 'settled' && order.events.length === 2),
      150_000,
    );
    expectSettledOnce(orders, references);
    await expectNoDuplicateJournals();
  }, 180_000);

  it('runs every job the areas declare for the brand, each job on one process at a time', async () => {
    // The jobs the list of areas turns on for this brand and configuration (areas.ts, ADR 048): a new area's job is
    // covered here without editing this test.
    const config = loadConfig({
      ...testEnvironment,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.config.databaseUrl,
    });
    const expected = areas
      .flatMap((area) => area.jobs)
      .filter((job) => jobIsOn(job, getBrand(config.portalVariant), config))
      .map((job) => job.name)
      .sort();
    expect(expected).toContain('fundOrderLifecycle');
    expect(expected).toContain('stockOrderMatching');
    expect(expected).toContain(snapshotJob.name);
    const holders = new Set(
      await Promise.all(
        [first, second].map(async (server) => {
          const alive = await post(server, '/api/example/alive', clientHeaders, {});
          return alive.json<{ serverId: string }>().serverId;
        }),
      ),
    );
    const leases = await eventually(
      () => db().selectFrom('job_lease').select(['name', 'holder', 'last_run_at']).orderBy('name').execute(),
      (rows) => expected.every((name) => rows.some((row) => row.name === name && row.last_run_at !== null)),
      150_000,
    );
    // One lease per job (its name is the key), held by one of the two processes: the claim lets one process run a turn.
    expect(leases.map((lease) => lease.name).filter((name) => expected.includes(name))).toEqual(expected);
    for (const lease of leases) expect(holders.has(lease.holder), `${lease.name} held by ${lease.holder}`).toBe(true);
    // No job runs that the areas did not declare for this brand.
    expect(leases.map((lease) => lease.name).filter((name) => !expected.includes(name))).toEqual([]);

    // The daily net worth snapshot (market-value-history, ADR 056), run by both schedulers: each day it took was
    // claimed by one of the two processes, and that day holds one snapshot per client account and reporting currency,
    // never two (a second claim of the day would have written nothing; a second valuation, a duplicate).
    const brand = getBrand(config.portalVariant);
    // A lease's last run is written when its turn starts: the snapshot's first turn (the demo backfill, then the day)
    // may still be running, so the day's claim is waited for as the leases were.
    const claims = await eventually(
      () => db().selectFrom('market_value_snapshot_day').select(['day', 'server_id']).execute(),
      (rows) => rows.length > 0,
      150_000,
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(holders.has(claim.server_id), `${claim.day} by ${claim.server_id}`).toBe(true);
    const clients = await db()
      .selectFrom('ledger_balance')
      .select(['account_code', 'source'])
      .distinct()
      .where('account_code', 'not like', 'HOUSE:%')
      .execute();
    expect(clients.map((client) => client.account_code)).toContain('C10001');
    for (const claim of claims) {
      const perAccount = await db()
        .selectFrom('market_value_snapshot')
        .select(['account_code', 'source', (eb) => eb.fn.countAll().as('n')])
        .where('day', '=', claim.day)
        .where('origin', '=', 'job')
        .groupBy(['account_code', 'source'])
        .execute();
      expect(perAccount.map((row) => `${row.account_code}:${row.source}`).sort(), claim.day).toEqual(
        clients.map((client) => `${client.account_code}:${client.source}`).sort(),
      );
      for (const row of perAccount) {
        expect(Number(row.n), `${row.account_code} on ${claim.day}`).toBe(brand.reportingCurrencies.length);
      }
    }
  }, 180_000);
});
