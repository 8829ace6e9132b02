import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { languages } from '@portal/contract/domain/language';
import type { Language } from '@portal/contract/domain/language';
import { loadConfig } from '@portal/server/config';
import { startServer } from '@portal/server/start';
import { demoPassword } from '@portal/server/testing';
import { LoginPage } from '../../e2e/pages/login-page';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';

/** The pages measured: the login page signed out, then one page of each area signed in as C10001. */
export const measuredPages = [
  { path: '/users/login', signedIn: false },
  { path: '/funds/dashboard', signedIn: true },
  { path: '/funds/search', signedIn: true },
  { path: '/funds/subscribe', signedIn: true },
  { path: '/notifications', signedIn: true },
  { path: '/users/setting', signedIn: true },
] as const;

/** The texts chunks one page downloaded on a fresh load in one language (ADR 027's `texts-<area>-<language>` files). */
export type PageTexts = {
  readonly path: string;
  readonly language: Language;
  readonly chunks: readonly { readonly name: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
};

/** A texts chunk (`texts-<area>-<language>`), or the table of the areas' chunks (`area-texts`). */
const textsChunk = /\/_build\/(?:texts-(.+)|(area-texts))-[\w-]{8}\.js$/;

/** Loads `path` afresh and returns the texts chunks it downloaded, gzip-compressed as a server would send them. */
async function textsDownloadedBy(page: Page, path: string): Promise<{ name: string; gzipBytes: number }[]> {
  const chunks: { name: string; gzipBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const match = textsChunk.exec(new URL(response.url()).pathname);
    const name = match?.[1] ?? match?.[2];
    if (name === undefined) return;
    pending.push(
      response.body().then((body) => {
        chunks.push({ name, gzipBytes: gzipSync(body, { level: 9 }).length });
      }),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
  }
  return chunks.sort((a, b) => a.name.localeCompare(b.name));
}

/** Shows `language` through the header's language select (stored, so the next load starts in it). */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  // The header's select, named in the language shown (e2e/pages/portal-shell.ts).
  await page.getByRole('combobox', { name: /Language|語言|语言/ }).selectOption(language);
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
}

/**
 * Opens each measured page afresh in Chromium against the real server, in each language (stored beforehand, as a
 * returning visitor's), and adds up the texts chunks it downloads. The first load's English is bundled in the entry
 * and so not counted here (it is part of the login page's weight).
 */
export async function measurePageTexts(): Promise<PageTexts[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-texts-'));
  const portal = await startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_VARIANT: 'demo', LOG_LEVEL: 'silent' }),
    { logger: false },
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  const measured: PageTexts[] = [];
  try {
    for (const language of languages) {
      const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto('/users/login', { waitUntil: 'networkidle' });
      await chooseLanguage(page, language);
      let signedIn = false;
      for (const { path, signedIn: needsSession } of measuredPages) {
        if (needsSession && !signedIn) {
          // Signs in through the form in English, then shows the language again (it stays stored).
          await chooseLanguage(page, 'en');
          const login = new LoginPage(page);
          await login.signIn('C10001', demoPassword);
          await page.waitForURL('**/funds/dashboard');
          await chooseLanguage(page, language);
          signedIn = true;
        }
        const chunks = await textsDownloadedBy(page, path);
        measured.push({ path, language, chunks, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await portal.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return measured;
}
