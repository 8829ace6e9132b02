import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createTestClock, type TestClock } from './clock';
import { createScheduler, type Scheduler } from './jobs';

const minuteMs = 60_000;

describe('the job scheduler', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const db = () => testDatabase.database.db;

  /** Two processes on one database: schedulers with their own holder names, sharing the clock. */
  function twoProcesses(clock: TestClock, job: string) {
    const runs: string[] = [];
    const make = (holder: string): Scheduler => {
      const scheduler = createScheduler({ db: db(), clock, holder });
      scheduler.every(job, minuteMs, async () => void runs.push(holder));
      return scheduler;
    };
    return { first: make('process-1'), second: make('process-2'), runs };
  }

  it('runs a job one interval after it is first seen, then every interval', async () => {
    const clock = createTestClock('2026-03-02T01:00:00.000Z');
    const runs: string[] = [];
    const scheduler = createScheduler({ db: db(), clock, holder: 'solo' });
    scheduler.every('solo-job', minuteMs, async () => void runs.push(clock.now().toISOString()));
    expect(await scheduler.runDueJobs()).toEqual([]);
    clock.advance(minuteMs - 1);
    expect(await scheduler.runDueJobs()).toEqual([]);
    clock.advance(1);
    expect(await scheduler.runDueJobs()).toEqual(['solo-job']);
    expect(await scheduler.runDueJobs()).toEqual([]);
    clock.advance(minuteMs + 3_000);
    expect(await scheduler.runDueJobs()).toEqual(['solo-job']);
    expect(runs).toEqual(['2026-03-02T01:01:00.000Z', '2026-03-02T01:02:03.000Z']);
  });

  it('runs a due job on one process only: the one holding its lease', async () => {
    const clock = createTestClock('2026-03-02T02:00:00.000Z');
    const { first, second, runs } = twoProcesses(clock, 'shared-job');
    await first.runDueJobs();
    await second.runDueJobs();
    for (let turn = 0; turn < 5; turn += 1) {
      clock.advance(minuteMs);
      // Whichever looks first, the job runs once per interval, on the process that took the lease first.
      const [early, late] = turn % 2 === 0 ? [first, second] : [second, first];
      const ran = [...(await early.runDueJobs()), ...(await late.runDueJobs())];
      expect(ran).toEqual(['shared-job']);
    }
    // Both looking at the same moment: the conditional update lets one claim it.
    clock.advance(minuteMs);
    const together = await Promise.all([second.runDueJobs(), first.runDueJobs()]);
    expect(together.flat()).toEqual(['shared-job']);
    expect(runs).toEqual(['process-1', 'process-1', 'process-1', 'process-1', 'process-1', 'process-1']);
    const lease = await db().selectFrom('job_lease').selectAll().where('name', '=', 'shared-job').executeTakeFirst();
    expect(lease).toMatchObject({ holder: 'process-1', last_run_at: clock.now().toISOString() });
  });

  it('lets another process take the job over once the holder stops renewing its lease', async () => {
    const clock = createTestClock('2026-03-02T03:00:00.000Z');
    const { first, second, runs } = twoProcesses(clock, 'handed-over-job');
    await first.runDueJobs();
    clock.advance(minuteMs);
    expect(await first.runDueJobs()).toEqual(['handed-over-job']);
    // process-1 dies. Its lease lasts two intervals from its last run.
    clock.advance(minuteMs);
    expect(await second.runDueJobs()).toEqual([]);
    clock.advance(minuteMs);
    expect(await second.runDueJobs()).toEqual([]);
    clock.advance(1);
    expect(await second.runDueJobs()).toEqual(['handed-over-job']);
    expect(runs).toEqual(['process-1', 'process-2']);
  });

  it('logs a failing job and runs it again at its next turn', async () => {
    const clock = createTestClock('2026-03-02T04:00:00.000Z');
    const log = { error: vi.fn(), info: vi.fn() };
    const scheduler = createScheduler({ db: db(), clock, holder: 'solo', log });
    let attempts = 0;
    scheduler.every('failing-job', minuteMs, async () => {
      attempts += 1;
      throw new Error('the back end is down');
    });
    await scheduler.runDueJobs();
    clock.advance(minuteMs);
    expect(await scheduler.runDueJobs()).toEqual(['failing-job']);
    expect(log.error).toHaveBeenCalledWith(
      { err: new Error('the back end is down'), job: 'failing-job' },
      'The scheduled job failing-job failed; it runs again at its next turn.',
    );
    clock.advance(minuteMs);
    await scheduler.runDueJobs();
    expect(attempts).toBe(2);
  });

  it('refuses the same job twice and an interval that is not a positive whole number of milliseconds', () => {
    const scheduler = createScheduler({ db: db(), clock: createTestClock(), holder: 'solo' });
    scheduler.every('once', minuteMs, async () => undefined);
    expect(() => scheduler.every('once', minuteMs, async () => undefined)).toThrow('The job once is scheduled twice.');
    expect(() => scheduler.every('never', 0, async () => undefined)).toThrow(RangeError);
    expect(() => scheduler.every('fractional', 1.5, async () => undefined)).toThrow(RangeError);
  });

  it('once started checks every tick, and stop waits for the job in progress', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = createTestClock('2026-03-02T05:00:00.000Z');
    const scheduler = createScheduler({ db: db(), clock, holder: 'ticking', tickMs: 1_000 });
    let finishJob: () => void = () => undefined;
    const events: string[] = [];
    scheduler.every('ticking-job', minuteMs, async () => {
      events.push('started');
      await new Promise<void>((resolve) => {
        finishJob = resolve;
      });
      events.push('finished');
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    // The first tick has seen the job (on PostgreSQL, over a real connection, that takes a moment).
    await vi.waitFor(async () => {
      const lease = await db()
        .selectFrom('job_lease')
        .select('name')
        .where('name', '=', 'ticking-job')
        .executeTakeFirst();
      expect(lease).toBeDefined();
    });
    clock.advance(minuteMs);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(events).toEqual(['started']));
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finishJob();
    await stopping;
    expect(events).toEqual(['started', 'finished']);
    // No more ticks after stop.
    clock.advance(minuteMs);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events).toEqual(['started', 'finished']);
  });
});
