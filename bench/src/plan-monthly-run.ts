import { rm } from 'node:fs/promises';
import BetterSqlite3 from 'better-sqlite3';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { benchPortalFiles } from './bench-portal';

/*
 * Issue 27's monthly investment at scale: `count` clients each with a monthly subscription of HKD 1 000 to the demo's
 * balanced plan (three funds) and the cash for it, written straight into the SQLite file while no server holds it.
 * The subscriptions are spread over `rounds` run days (the 16th, 17th, ...). The portal is started as `npm start`
 * starts it, then its ticking is stopped: once per round, with the clock on the round's day, the bench asks the
 * server's scheduler to run its due jobs in process, and only the plan area's planMonthlyInvestment is due (the other
 * jobs' next runs are put beyond the bench). Over the dev route with the scheduler ticking, every clock move also
 * started the other jobs in the same process (the daily net-worth snapshot of 10,000 accounts with cash, the fund
 * order lifecycle walking the new orders, the monthly job itself a second time), and the call waited behind them.
 *
 * The bare side runs in turns with the portal, round by round (the same machine load): better-sqlite3, prepared, one
 * transaction per subscription, inserting for a later month (2025-02) the rows the round's run wrote (copied from
 * them, read before the timer): the month's claim (plan_investment), the fund orders (fund_order), the plan's order
 * records (plan_subscription_order), each order's cash hold (a ledger_journal and its two ledger_entry lines) with the
 * client's HKD balance read and written once, and the run's two events (domain_event with its notification row:
 * balancesUpdate and monthlyInvestment). Nothing is checked or computed on the bare side.
 */

export type PlanMonthlyRunTimes = {
  readonly subscriptions: number;
  readonly ordersPerSubscription: number;
  /** Per round: milliseconds for its subscriptions. */
  readonly portalMs: readonly number[];
  readonly bareMs: readonly number[];
  readonly perRound: number;
};

const planId = 'HKD-BAL-01';
const firstDay = 16;
const monthlyJob = 'planMonthlyInvestment';

/** The round's clock: 11:00 in Hong Kong on its run day, when its subscriptions come due. */
const runInstant = (round: number) => Date.parse(`2025-01-${firstDay + round}T03:00:00.000Z`);

function columnsOf(database: BetterSqlite3.Database, table: string): string[] {
  return (database.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
}

/** The clients (copies of C10001 with their own codes), their HKD cash and their subscriptions. */
function insertSubscriptions(sqliteFile: string, count: number, rounds: number, at: string): void {
  const database = new BetterSqlite3(sqliteFile);
  try {
    database.pragma('journal_mode = WAL');
    const accountColumns = columnsOf(database, 'account');
    const copied = accountColumns
      .map((column) => (column === 'account_code' ? '?' : column === 'id' ? '?' : column))
      .join(', ');
    const copyAccount = database.prepare(
      `insert into account (${accountColumns.join(', ')}) select ${copied} from account where account_code = 'C10001' and source = 'gateway'`,
    );
    const cash = database.prepare(
      `insert into ledger_balance (account_code, source, asset, available, on_hold, updated_at) values (?, 'gateway', 'HKD', '100000', '0', ?)`,
    );
    const version = (
      database.prepare('select allocation_version from plan_definition where id = ?').get(planId) as {
        allocation_version: number;
      }
    ).allocation_version;
    const subscribe = database.prepare(
      `insert into plan_subscription (id, account_code, source, client_reference, plan_id, currency, status, lump_sum,
         monthly_amount, monthly_day, allocation_version, first_month, created_at, updated_at)
       values (?, ?, 'gateway', ?, ?, 'HKD', 'activated', null, '1000', ?, ?, '2025-01', ?, ?)`,
    );
    database.transaction(() => {
      for (let index = 0; index < count; index += 1) {
        const code = `B${String(index).padStart(6, '0')}`;
        copyAccount.run(`bench-${code}`, code);
        cash.run(code, at);
        subscribe.run(
          `PSBENCH${code}`,
          code,
          `bench-plan-${code}`,
          planId,
          firstDay + (index % rounds),
          version,
          at,
          at,
        );
      }
    })();
  } finally {
    database.close();
  }
}

/** A prepared insert of every column of `table`, from a row object (a copied row with some columns changed). */
function rowInsert(database: BetterSqlite3.Database, table: string) {
  const columns = columnsOf(database, table);
  const insert = database.prepare(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((column) => `@${column}`).join(', ')})`,
  );
  return (row: Record<string, unknown>) =>
    insert.run(Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
}

type Row = Record<string, unknown>;
type Copied = {
  claim: Row;
  orders: Row[];
  records: Row[];
  journals: Row[];
  entries: Row[];
  events: Row[];
  notes: Row[];
};

/**
 * The bare side: for a round, reads the rows its run wrote (untimed) and answers the timed part, which inserts the
 * same rows again for 2025-02, one transaction per subscription.
 */
function bareRounds(database: BetterSqlite3.Database) {
  const insert = {
    claim: rowInsert(database, 'plan_investment'),
    order: rowInsert(database, 'fund_order'),
    record: rowInsert(database, 'plan_subscription_order'),
    journal: rowInsert(database, 'ledger_journal'),
    entry: rowInsert(database, 'ledger_entry'),
    event: rowInsert(database, 'domain_event'),
    note: rowInsert(database, 'notification'),
  };
  const readCash = database.prepare(
    `select available, on_hold from ledger_balance where account_code = ? and source = 'gateway' and asset = 'HKD'`,
  );
  const writeCash = database.prepare(
    `update ledger_balance set available = ?, on_hold = ?, updated_at = ?
      where account_code = ? and source = 'gateway' and asset = 'HKD'`,
  );
  const byRound = {
    claims: database.prepare(
      `select i.*, s.account_code from plan_investment i join plan_subscription s on s.id = i.subscription_id
        where i.month = '2025-01' and s.monthly_day = ? and s.id like 'PSBENCH%'`,
    ),
    orders: database.prepare(
      `select o.*, r.subscription_id as plan_subscription from fund_order o
         join plan_subscription_order r on r.order_id = o.id join plan_subscription s on s.id = r.subscription_id
        where r.month = '2025-01' and s.monthly_day = ? and s.id like 'PSBENCH%'`,
    ),
    records: database.prepare(
      `select r.* from plan_subscription_order r join plan_subscription s on s.id = r.subscription_id
        where r.month = '2025-01' and s.monthly_day = ? and s.id like 'PSBENCH%'`,
    ),
    journals: database.prepare(
      `select j.* from ledger_journal j join fund_order o on o.id = j.reference and j.kind = 'fundOrder.hold'
         join plan_subscription_order r on r.order_id = o.id join plan_subscription s on s.id = r.subscription_id
        where r.month = '2025-01' and s.monthly_day = ? and s.id like 'PSBENCH%'`,
    ),
    entries: database.prepare(
      `select e.* from ledger_entry e join ledger_journal j on j.id = e.journal_id and j.kind = 'fundOrder.hold'
         join plan_subscription_order r on r.order_id = j.reference join plan_subscription s on s.id = r.subscription_id
        where r.month = '2025-01' and s.monthly_day = ? and s.id like 'PSBENCH%'`,
    ),
    events: database.prepare(
      `select * from domain_event where account_code like 'B%' and occurred_at = ?
          and type in ('balancesUpdate', 'monthlyInvestment')`,
    ),
    notes: database.prepare(
      `select n.* from notification n join domain_event d on d.id = n.event_id
        where d.account_code like 'B%' and d.occurred_at = ? and d.type in ('balancesUpdate', 'monthlyInvestment')`,
    ),
  };

  /** The round's rows by account code (events, holds) or subscription (the rest). */
  function readRound(round: number): Map<string, Copied> {
    const day = firstDay + round;
    const at = new Date(runInstant(round)).toISOString();
    const claims = byRound.claims.all(day) as Row[];
    const accountOf = new Map(claims.map((claim) => [String(claim.subscription_id), String(claim.account_code)]));
    const bySubscription = new Map<string, Copied>(
      claims.map((claim) => [
        String(claim.account_code),
        { claim, orders: [], records: [], journals: [], entries: [], events: [], notes: [] },
      ]),
    );
    const of = (account: unknown) => {
      const copied = bySubscription.get(String(account));
      if (copied === undefined) throw new Error(`No claim for ${String(account)}`);
      return copied;
    };
    for (const order of byRound.orders.all(day) as Row[]) of(order.account_code).orders.push(order);
    for (const record of byRound.records.all(day) as Row[]) {
      of(accountOf.get(String(record.subscription_id))).records.push(record);
    }
    for (const journal of byRound.journals.all(day) as Row[]) of(journal.account_code).journals.push(journal);
    for (const entry of byRound.entries.all(day) as Row[]) of(entry.account_code).entries.push(entry);
    for (const event of byRound.events.all(at) as Row[]) of(event.account_code).events.push(event);
    for (const note of byRound.notes.all(at) as Row[]) of(note.account_code).notes.push(note);
    return bySubscription;
  }

  const again = (value: unknown) => `${String(value)}B`;
  const invest = database.transaction((account: string, copied: Copied) => {
    const at = new Date().toISOString();
    insert.claim({ ...copied.claim, month: '2025-02', scheduled_date: '2025-02-16', ran_at: at });
    for (const order of copied.orders) {
      insert.order({ ...order, id: again(order.id), client_reference: again(order.client_reference) });
    }
    for (const record of copied.records) {
      insert.record({
        ...record,
        order_id: again(record.order_id),
        group_id: again(record.group_id),
        month: '2025-02',
      });
    }
    let held = 0;
    for (const journal of copied.journals) {
      insert.journal({ ...journal, id: again(journal.id), reference: again(journal.reference), created_at: at });
    }
    for (const entry of copied.entries) {
      insert.entry({ ...entry, id: again(entry.id), journal_id: again(entry.journal_id), created_at: at });
      if (entry.bucket === 'onHold') held += Number(entry.amount);
    }
    const cash = readCash.get(account) as { available: string; on_hold: string };
    writeCash.run(String(Number(cash.available) - held), String(Number(cash.on_hold) + held), at, account);
    for (const event of copied.events) insert.event({ ...event, id: again(event.id), occurred_at: at });
    for (const note of copied.notes) {
      insert.note({ ...note, id: again(note.id), event_id: again(note.event_id), start_time: at });
    }
  });

  return {
    readRound,
    /** Inserts a round's rows again. */
    insertRound(rows: Map<string, Copied>): void {
      for (const [account, copied] of rows) invest(account, copied);
    },
  };
}

/** Runs the monthly job for `count` subscriptions in `rounds` run days, in turns with the bare inserts of the same rows. */
export async function measurePlanMonthlyRun(count = 10_000, rounds = 10): Promise<PlanMonthlyRunTimes> {
  const { dataDir, env, sqliteFile } = await benchPortalFiles('plans');
  let now = Date.parse('2025-01-15T02:00:00.000Z');
  const clock = { now: () => new Date(now) };
  try {
    await (await startServer(loadConfig(env), { logger: false, clock })).close();
    insertSubscriptions(sqliteFile, count, rounds, clock.now().toISOString());
    const portal = await startServer(loadConfig(env), { logger: false, clock });
    // No job runs on its own while the bench moves the clock: the bench asks the scheduler for its due jobs, and every
    // job but the monthly one is first seen (a first sight runs nothing) and then put beyond the bench.
    await portal.scheduler.stop();
    if ((await portal.scheduler.runDueJobs()).length > 0) throw new Error('A job ran at first sight');
    const database = new BetterSqlite3(sqliteFile);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('synchronous = NORMAL');
    database.pragma('busy_timeout = 5000');
    // As the portal's own connection (platform/db/db.ts): its worker thread checkpoints the shared log, so neither
    // side's commits stop to checkpoint it at SQLite's default 1,000 pages.
    database.pragma('wal_autocheckpoint = 16384');
    database.pragma(`journal_size_limit = ${16 * 1024 * 1024}`);
    try {
      database.prepare(`update job_lease set last_run_at = '9999-01-01T00:00:00.000Z' where name <> ?`).run(monthlyJob);
      const bare = bareRounds(database);
      const portalMs: number[] = [];
      const bareMs: number[] = [];
      // In turns, round by round: the run of a day, then the bare inserts of the rows it wrote (read before the timer).
      for (let round = 0; round < rounds; round += 1) {
        now = runInstant(round);
        let started = performance.now();
        const ran = await portal.scheduler.runDueJobs();
        portalMs.push(performance.now() - started);
        if (ran.join() !== monthlyJob) throw new Error(`Round ${round} ran ${ran.join() || 'no job'}`);
        const rows = bare.readRound(round);
        if (rows.size !== count / rounds) throw new Error(`Round ${round} invested ${rows.size} subscriptions`);
        started = performance.now();
        bare.insertRound(rows);
        bareMs.push(performance.now() - started);
      }
      const counted = (sql: string) => Number((database.prepare(sql).get() as { n: number }).n);
      const invested =
        counted(`select count(*) as n from plan_investment where month = '2025-01' and outcome = 'invested'
        and subscription_id like 'PSBENCH%'`);
      if (invested !== count) throw new Error(`${invested} of ${count} subscriptions invested`);
      const orders = counted(
        `select count(*) as n from plan_subscription_order where month = '2025-01' and subscription_id like 'PSBENCH%'`,
      );
      return {
        subscriptions: count,
        ordersPerSubscription: orders / count,
        portalMs,
        bareMs,
        perRound: count / rounds,
      };
    } finally {
      database.close();
      await portal.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
