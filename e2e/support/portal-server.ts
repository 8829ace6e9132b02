import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

async function waitUntilAlive(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/example/alive`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-portal-client': 'web' },
        body: '{}',
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 150));
  }
  throw new Error(`The portal server did not answer within 30 s:\n${output()}`);
}

/** Starts the server process on `port` over `dataDir`; resolves once it answers the keep-alive. */
async function spawnPortal(
  port: number,
  dataDir: string,
  variant: string,
  env: Readonly<Record<string, string>>,
  output: { log: string },
): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output.log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.log += chunk.toString()));
  await waitUntilAlive(url, child, () => output.log);
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the real server (as `npm start` does, minus the build) on a free port with a fresh database. */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const variant = options.variant ?? 'demo';
  const env = options.env ?? {};
  const dataDir = await mkdtemp(join(tmpdir(), `portal-e2e-${variant}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output = { log: '' };
  let child = await spawnPortal(port, dataDir, variant, env, output);
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
      child = await spawnPortal(port, dataDir, variant, env, output);
    },
  };
}
