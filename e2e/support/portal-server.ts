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
  readonly stop: () => Promise<void>;
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

/** Starts the real server (as `npm start` does, minus the build) on a free port with a fresh database. */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const variant = options.variant ?? 'demo';
  const dataDir = await mkdtemp(join(tmpdir(), `portal-e2e-${variant}-`));
  const port = await freePort();
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
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = (): string => log;
  await waitUntilAlive(url, child, output);
  return {
    url,
    variant,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
