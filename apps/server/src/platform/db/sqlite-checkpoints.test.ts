import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBackgroundCheckpoints, type BackgroundCheckpoints } from './sqlite-checkpoints';

type CheckpointAnswer = { busy: number; log: number; checkpointed: number };

describe('checkpoints from a worker thread', () => {
  let dir: string;
  let file: string;
  let requests: BetterSqlite3.Database;
  let checkpoints: BackgroundCheckpoints | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-checkpoints-'));
    file = join(dir, 'portal.sqlite');
    requests = new BetterSqlite3(file);
    requests.pragma('journal_mode = WAL');
    // Only the worker checkpoints here: the request connection never does.
    requests.pragma('wal_autocheckpoint = 0');
    requests.exec('create table line (id integer primary key, text text not null)');
  });
  afterEach(async () => {
    await checkpoints?.stop();
    checkpoints = undefined;
    if (requests.open) requests.close();
    await rm(dir, { recursive: true, force: true });
  });

  const writeLines = (count: number) => {
    const insert = requests.prepare('insert into line (text) values (?)');
    for (let index = 0; index < count; index += 1) requests.transaction(() => insert.run('x'.repeat(2_000)))();
  };
  /** The log's frames as the request connection sees them (a passive checkpoint of an already folded log copies none). */
  const logFrames = () => (requests.pragma('wal_checkpoint(PASSIVE)') as CheckpointAnswer[])[0]?.log ?? -1;

  it('folds the whole log into the database file, so the next commit starts the log again', async () => {
    writeLines(300);
    checkpoints = startBackgroundCheckpoints(file, { intervalMilliseconds: 10 });
    await expect
      .poll(
        () => {
          const last = checkpoints?.lastCheckpoint();
          return last !== undefined && last.log >= 300 && last.checkpointed === last.log;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    writeLines(1);
    // The log restarted from its beginning: one small commit's frames, not the 300 commits' before it.
    expect(logFrames()).toBeLessThan(10);
    expect(requests.prepare('select count(*) as lines from line').get()).toEqual({ lines: 301 });
  });

  it('lets the request connection, closing last, remove the log once stopped', async () => {
    checkpoints = startBackgroundCheckpoints(file, { intervalMilliseconds: 10 });
    writeLines(20);
    await checkpoints.stop();
    await checkpoints.stop();
    requests.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = new BetterSqlite3(file, { readonly: true });
    try {
      expect(reopened.prepare('select count(*) as lines from line').get()).toEqual({ lines: 20 });
    } finally {
      reopened.close();
    }
  });

  it('tells of a checkpoint that fails', async () => {
    const errors: string[] = [];
    checkpoints = startBackgroundCheckpoints(join(dir, 'missing', 'portal.sqlite'), {
      intervalMilliseconds: 10,
      onError: (message) => errors.push(message),
    });
    await expect.poll(() => errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/unable to open database|directory does not exist/i);
  });

  it('waits longer after each failing checkpoint, so a lasting fault does not flood the log', async () => {
    const garbage = join(dir, 'not-a-database.sqlite');
    await writeFile(garbage, 'x'.repeat(8_192));
    const failedAt: number[] = [];
    checkpoints = startBackgroundCheckpoints(garbage, {
      intervalMilliseconds: 50,
      onError: () => failedAt.push(performance.now()),
    });
    await expect.poll(() => failedAt.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    // The waits after the first three failures: 100, 200 and 400 ms (a timer never fires early).
    const waits = failedAt.slice(1, 4).map((at, index) => at - (failedAt[index] ?? at));
    expect(waits[0]).toBeGreaterThanOrEqual(75);
    expect(waits[1]).toBeGreaterThanOrEqual(150);
    expect(waits[2]).toBeGreaterThanOrEqual(300);
  });
});
