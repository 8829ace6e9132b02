import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export type Portal = {
  readonly url: string;
  readonly variant: string;
  readonly output: () => string;
  /** Stops the server and removes its data. */
  readonly stop: () => Promise<void>;
  /**
   * Stops the server (as a deployment does) and starts it again on the same port and database, as a new process with
   * a new serverId. `whileDown` runs between the two, while nothing answers on the port.
   */
  readonly restart: (whileDown?: () => Promise<void>) => Promise<void>;
};

export type PortalOptions = {
  readonly variant?: string;
  readonly env?: Readonly<Record<string, string>>;
};

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * How long a server may take to answer after its start: a bound for a machine so busy that a start takes minutes,
 * never a wait (the journey goes on as soon as the server answers).
 */
export const portalStartLimitMs = 180_000;

/** How long a starting server may show no sign of work (no CPU time used, no output) before it is given up as stuck. */
const stallLimitMs = 60_000;

/** The CPU time (clock ticks) a process has used, from /proc (Linux); undefined where that cannot be read. */
async function cpuTicksOf(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command (which may hold spaces) start after its closing parenthesis; utime and stime are
    // the 14th and 15th fields of the line, the 12th and 13th after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server answers its keep-alive. Fails at once if the process exits, after `stallLimitMs` without the
 * process doing anything (no CPU time, no output) and in any case after `portalStartLimitMs`; a busy machine that
 * starts it slowly but surely is waited for.
 */
async function waitUntilAlive(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const started = Date.now();
  let lastProgress = started;
  let lastTicks = await cpuTicksOf(child.pid);
  let lastOutput = output().length;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The portal server exited before it answered:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/example/alive`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-client': 'web' },
        body: '{}',
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    const now = Date.now();
    const ticks = await cpuTicksOf(child.pid);
    const written = output().length;
    if (ticks !== lastTicks || written !== lastOutput) lastProgress = now;
    lastTicks = ticks;
    lastOutput = written;
    const seconds = Math.round((now - started) / 1000);
    if (ticks !== undefined && now - lastProgress > stallLimitMs) {
      throw new Error(
        `The portal server did nothing for ${stallLimitMs / 1000} s and had not answered after ${seconds} s:\n${output()}`,
      );
    }
    if (now - started > portalStartLimitMs) {
      throw new Error(`The portal server did not answer within ${portalStartLimitMs / 1000} s:\n${output()}`);
    }
    await new Promise((wait) => setTimeout(wait, 150));
  }
}

/** The servers this worker started and has not stopped: killed if the worker exits with them still running. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts the server process on `port` over `dataDir`; resolves once it answers the keep-alive, else kills it. */
async function spawnPortal(
  port: number,
  dataDir: string,
  variant: string,
  env: Readonly<Record<string, string>>,
  output: { log: string },
): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  // Its stdin is a pipe from this worker: support/exit-with-parent stops the server when the worker is gone.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './e2e/support/exit-with-parent.ts', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PORTAL_VARIANT: variant,
        LOG_LEVEL: 'warn',
        // The journeys read SMS codes and captcha answers as a person would with a phone and eyes.
        PORTAL_DEV_SUPPORT: 'on',
        // No random demo activity: a journey publishes the events it counts (POST /api/_dev/events).
        PORTAL_ACTIVITY_SIMULATOR: 'off',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (chunk: Buffer) => (output.log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.log += chunk.toString()));
  try {
    await waitUntilAlive(url, child, () => output.log);
  } catch (error) {
    // A server that did not start in time is stopped, not left running after the journey.
    await stopProcess(child);
    throw error;
  }
  return child;
}

/** How long a server may take to stop after SIGTERM before it is killed. */
const stopGraceMs = 15_000;

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
  await exited;
  clearTimeout(killed);
}

/**
 * Inside a journey, gives its timeout room for a server's start (the start may take up to `portalStartLimitMs` on a
 * busy machine); elsewhere (a worker fixture, which has a timeout of its own) does nothing.
 */
function allowForStart(): void {
  let info: ReturnType<typeof test.info>;
  try {
    info = test.info();
  } catch {
    return;
  }
  if (info.timeout > 0) info.setTimeout(info.timeout + portalStartLimitMs);
}

/** Starts the real server (as `npm start` does, minus the build) on a free port with a fresh database. */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const variant = options.variant ?? 'demo';
  const env = options.env ?? {};
  const dataDir = await mkdtemp(join(tmpdir(), `portal-e2e-${variant}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output = { log: '' };
  allowForStart();
  let child: ChildProcess;
  try {
    child = await spawnPortal(port, dataDir, variant, env, output);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    variant,
    output: () => output.log,
    stop: async () => {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
    restart: async (whileDown) => {
      await stopProcess(child);
      await whileDown?.();
      allowForStart();
      child = await spawnPortal(port, dataDir, variant, env, output);
    },
  };
}
