import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientHeaders } from './test/sign-in';

const mainFile = join(import.meta.dirname, 'main.ts');

type Run = { readonly exitCode: number | null; readonly stdout: string; readonly stderr: string };

/** Runs `tsx main.ts` as `npm start` does; `whenListening` runs once the server logs its URL. */
function runMain(env: Record<string, string>, whenListening?: (url: string, stop: () => void) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let listening = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /listening on (http:\/\/[^"\s]+)/.exec(stdout)?.[1];
      if (url !== undefined && !listening && whenListening !== undefined) {
        listening = true;
        whenListening(url, () => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve({ exitCode, stdout, stderr }));
  });
}

describe('main', () => {
  it('refuses an unknown PORTAL_VARIANT with one clear line and exit code 1', { timeout: 60_000 }, async () => {
    const run = await runMain({ PORTAL_VARIANT: 'acme', PORT: '0' });
    expect(run.exitCode).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: PORTAL_VARIANT "acme" is not a portal variant; use one of: team, magpie, demo, cepa, vc, abci, asa, winland, mirae, vademo.',
    );
  });

  it('refuses a production start on the simulated back ends with one line naming them, and creates nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-main-'));
    try {
      const run = await runMain({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', PORTAL_VARIANT: 'team' });
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim()).toBe(
        'The stock gateway is the simulator (so are the stock market data feed, the FX rate feed): set ' +
          'PORTAL_DEMONSTRATION=on to run a demonstration, or configure a real adapter.',
      );
      expect(run.stderr.trim()).not.toContain('\n');
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('starts, says where it listens, and on SIGTERM stops cleanly with exit code 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-main-'));
    try {
      let aliveStatus = 0;
      const run = await runMain({ DATA_DIR: dataDir, PORT: '0', PORTAL_VARIANT: 'team' }, (url, stop) => {
        void fetch(`${url}/api/example/alive`, { method: 'POST', headers: clientHeaders })
          .then((response) => (aliveStatus = response.status))
          .finally(stop);
      });
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/Portal \(team\) listening on http:\/\/127\.0\.0\.1:\d+/);
      expect(run.stdout).toContain('SIGTERM received');
      expect(aliveStatus).toBe(200);
      expect(run.exitCode).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // A bound, not a wait: a whole start (migrations, seeds) through tsx takes about 8 s on a quiet machine and more
    // than 20 s on a busy one.
  }, 90_000);
});
