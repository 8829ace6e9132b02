import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from '../db/db';

/** How often a started scheduler looks for due jobs. */
export const schedulerTickMs = 5_000;

/** Work done on a schedule; a throw is logged and the job runs again at its next turn. */
export type JobRun = () => Promise<void>;

export type SchedulerOptions = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** This process, as the lease rows name it (unique per process: the server id). */
  readonly holder: string;
  readonly log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** How often `start` checks for due jobs; `schedulerTickMs` by default. */
  readonly tickMs?: number;
};

export type Scheduler = {
  /** Runs `run` every `intervalMs`, the first time one interval after the job is first seen in the database. */
  every(name: string, intervalMs: number, run: JobRun): void;
  /** Runs every due job this process may run now, one after the other; answers the names of those it ran. */
  runDueJobs(): Promise<string[]>;
  /** Checks for due jobs every tick until `stop`. */
  start(): void;
  /** Stops ticking and waits for a job in progress to finish. */
  stop(): Promise<void>;
};

type Job = { readonly name: string; readonly intervalMs: number; readonly run: JobRun };

/**
 * The one scheduler of ARCHITECTURE §4. In a deployment of several processes on one database a job runs on one
 * process at a time: the process holding the job's lease (a job_lease row). A due run is claimed by a single
 * conditional update (the lease is free, expired, or already ours, and the last run is at least an interval ago),
 * which only one process can win; the winner holds the lease for two intervals, so it keeps the job while it lives
 * and another process takes over once it stops renewing.
 */
export function createScheduler({ db, clock, holder, log, tickMs = schedulerTickMs }: SchedulerOptions): Scheduler {
  const jobs = new Map<string, Job>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;

  /** Claims the job's next run for this process, or answers false when it is not due or another process holds it. */
  async function claim(job: Job): Promise<boolean> {
    const now = clock.now();
    const nowIso = now.toISOString();
    // First sight of the job: a free lease whose first run is due one interval from now.
    await db
      .insertInto('job_lease')
      .values({ name: job.name, holder, lease_until: new Date(0).toISOString(), last_run_at: nowIso })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const claimed = await db
      .updateTable('job_lease')
      .set({
        holder,
        lease_until: new Date(now.getTime() + 2 * job.intervalMs).toISOString(),
        last_run_at: nowIso,
      })
      .where('name', '=', job.name)
      .where((eb) => eb.or([eb('lease_until', '<', nowIso), eb('holder', '=', holder)]))
      .where((eb) =>
        eb.or([
          eb('last_run_at', 'is', null),
          eb('last_run_at', '<=', new Date(now.getTime() - job.intervalMs).toISOString()),
        ]),
      )
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n;
  }

  async function runDueJobs(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      try {
        if (!(await claim(job))) continue;
        ran.push(job.name);
        await job.run();
      } catch (error) {
        log?.error(
          { err: error, job: job.name },
          `The scheduled job ${job.name} failed; it runs again at its next turn.`,
        );
      }
    }
    return ran;
  }

  function tick(): void {
    if (running !== undefined) return; // a slow job: the next tick looks again
    running = runDueJobs().finally(() => {
      running = undefined;
    });
  }

  return {
    every(name, intervalMs, run) {
      if (jobs.has(name)) throw new Error(`The job ${name} is scheduled twice.`);
      if (!Number.isInteger(intervalMs) || intervalMs <= 0) throw new RangeError(`${name}: a positive interval.`);
      jobs.set(name, { name, intervalMs, run });
    },
    runDueJobs,
    start() {
      if (timer !== undefined) return;
      timer = setInterval(tick, tickMs);
      // The server's listening socket keeps the process alive; the scheduler alone never should.
      timer.unref();
      log?.info(`Scheduler started with ${jobs.size} job(s): ${[...jobs.keys()].join(', ') || 'none'}.`);
    },
    async stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
