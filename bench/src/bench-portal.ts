import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A bench's own demo portal: a fresh data folder, the environment its server starts with (loopback, any free port,
 * no logs, no made-up activity; `extraEnv` adds to it) and its SQLite file, which a bench fills directly while no
 * server holds it.
 */
export async function benchPortalFiles(name: string, extraEnv: Readonly<Record<string, string>> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), `portal-bench-${name}-`));
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_VARIANT: 'demo',
    LOG_LEVEL: 'silent',
    PORTAL_ACTIVITY_SIMULATOR: 'off',
    ...extraEnv,
  };
  return { dataDir, env, sqliteFile: join(dataDir, 'portal.sqlite') };
}
