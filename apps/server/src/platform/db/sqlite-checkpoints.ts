import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/*
 * SQLite in WAL mode appends each commit's pages to the write-ahead log and copies them back into the database file in
 * a checkpoint. By default the connection that commits runs the checkpoint itself whenever the log passes 1,000 pages:
 * that request then copies about a thousand pages and waits for two fsyncs, on the server's one event loop. The stock
 * order placement bench measured it at 150 of the 350 µs an order's commit took (ADR 046).
 *
 * Here a worker thread with a connection of its own checkpoints instead (PASSIVE: it copies what no reader still needs
 * and never waits for a lock), every `intervalMilliseconds` (a checkpoint of a log already copied costs next to
 * nothing). The request connection's own automatic checkpoint is set so far off (`fallbackCheckpointPages`) that it
 * only runs if the worker stops keeping up, so the log stays bounded whatever happens to the worker. Once a checkpoint has copied the whole log, the next commit starts
 * the log again from its beginning (SQLite's log restart), and `journal_size_limit` truncates a log that grew.
 */

/** The script the worker runs: plain CommonJS, so it runs the same under tsx and the build. */
const checkpointerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const database = new Database(workerData.file);
database.pragma('busy_timeout = 0');
let timer;
let stopped = false;
let failures = 0;
let told = '';
const checkpoint = () => {
  if (stopped) return;
  try {
    const [result] = database.pragma('wal_checkpoint(PASSIVE)');
    failures = 0;
    // Only a change is told: an idle server's checkpoints wake nothing on its event loop.
    const answer = result.log + '/' + result.checkpointed;
    if (answer !== told) parentPort.postMessage({ checkpointed: result.checkpointed, log: result.log });
    told = answer;
  } catch (error) {
    failures += 1;
    parentPort.postMessage({ error: String(error) });
  }
  // After a failure (a full disk, say) the next try waits twice as long, up to 10 s, so the log is not flooded.
  const wait = Math.min(workerData.intervalMilliseconds * 2 ** failures, 10000);
  timer = setTimeout(checkpoint, wait);
};
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  stopped = true;
  clearTimeout(timer);
  database.close();
  parentPort.postMessage({ stopped: true });
});
timer = setTimeout(checkpoint, workerData.intervalMilliseconds);
`;

export type BackgroundCheckpoints = {
  /** The last checkpoint's answer: pages in the log and pages of it in the database file (none before the first). */
  readonly lastCheckpoint: () => { readonly log: number; readonly checkpointed: number } | undefined;
  /** Stops the worker and closes its connection (before the request connection closes, so that one cleans up). */
  stop(): Promise<void>;
};

export type BackgroundCheckpointOptions = {
  readonly intervalMilliseconds?: number;
  /** Told when a checkpoint fails (the request connection's own checkpoint still bounds the log). */
  readonly onError?: (message: string) => void;
};

/** How often the worker checkpoints: short enough that the log stays a few megabytes under full load. */
const defaultIntervalMilliseconds = 100;

/** The request connection's own checkpoint threshold, in pages, once a worker checkpoints (4 KiB pages: 64 MiB). */
export const fallbackCheckpointPages = 16_384;

/** The size a log is cut back to when it restarts (bytes). */
export const journalSizeLimitBytes = 16 * 1024 * 1024;

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

/** Starts checkpointing the SQLite database `file` (in WAL mode) from a worker thread. */
export function startBackgroundCheckpoints(
  file: string,
  options: BackgroundCheckpointOptions = {},
): BackgroundCheckpoints {
  const worker = new Worker(checkpointerSource, {
    eval: true,
    workerData: {
      driver: driverPath,
      file,
      intervalMilliseconds: options.intervalMilliseconds ?? defaultIntervalMilliseconds,
    },
  });
  // The worker never keeps the process alive: a server that forgot to stop it still exits.
  worker.unref();
  let last: { readonly log: number; readonly checkpointed: number } | undefined;
  let stopping: Promise<void> | undefined;
  worker.on('message', (message: { checkpointed?: number; log?: number; error?: string }) => {
    if (message.checkpointed !== undefined && message.log !== undefined) {
      last = { log: message.log, checkpointed: message.checkpointed };
    }
    if (message.error !== undefined) options.onError?.(message.error);
  });
  worker.on('error', (error) => options.onError?.(String(error)));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    lastCheckpoint: () => last,
    stop: () => {
      // The worker closes its connection and answers; one that already ended (it failed to open) just exits.
      stopping ??= new Promise<void>((resolve) => {
        worker.on('message', (message: { stopped?: boolean }) => {
          if (message.stopped === true) void worker.terminate();
        });
        worker.postMessage('stop');
        void exited.then(resolve);
      });
      return stopping;
    },
  };
}
