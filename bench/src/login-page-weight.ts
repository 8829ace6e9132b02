import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';

export type PageWeight = {
  readonly scriptGzipBytes: number;
  readonly styleGzipBytes: number;
  readonly files: readonly { readonly url: string; readonly kind: 'script' | 'style'; readonly gzipBytes: number }[];
};

/** Opens /users/login in Chromium against the real server and adds up the gzip size of every script and style it loads. */
export async function measureLoginPageWeight(): Promise<PageWeight> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-web-'));
  const portal = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_VARIANT: 'demo', LOG_LEVEL: 'silent' }),
    { logger: false },
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  const files: { url: string; kind: 'script' | 'style'; gzipBytes: number }[] = [];
  try {
    const page = await browser.newPage();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          files.push({
            url: new URL(response.url()).pathname,
            kind: type === 'script' ? 'script' : 'style',
            gzipBytes: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${portal.url}/users/login`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
  } finally {
    await browser.close();
    await portal.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const total = (kind: 'script' | 'style'): number =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  return { scriptGzipBytes: total('script'), styleGzipBytes: total('style'), files };
}
