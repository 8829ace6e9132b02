import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { executableParts, sanitisingCases, xssPayloads } from '@portal/contract/testing/html-sanitising-cases';

/**
 * The browser's sanitiser (DOMPurify with the contract's policy, ADR 023) in Chromium, the browser the portal is
 * tested in: the same cases as the server's and jsdom's tests, and every known XSS payload rendered into a live page
 * that records any script that runs. No portal server is needed: the sanitiser module is bundled and loaded alone.
 */

const sanitiserEntry = fileURLToPath(new URL('../../apps/web/src/shared/legal/sanitize-html.ts', import.meta.url));

/** The page's window, with the bundled sanitiser and the record of what ran. */
type TestWindow = Window & {
  portalSanitiser: { sanitizeHtml: (html: string) => string };
  executed: string[];
};

let bundle: string;

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [sanitiserEntry],
    bundle: true,
    format: 'iife',
    globalName: 'portalSanitiser',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]?.text ?? '';
});

async function loadSanitiser(page: Page): Promise<void> {
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
  await page.evaluate(() => {
    (window as unknown as TestWindow).executed = [];
    const record = (what: string) => () => (window as unknown as TestWindow).executed.push(what);
    window.alert = record('alert');
    window.confirm = () => {
      (window as unknown as TestWindow).executed.push('confirm');
      return false;
    };
    window.prompt = () => {
      (window as unknown as TestWindow).executed.push('prompt');
      return null;
    };
  });
  await page.addScriptTag({ content: bundle });
}

test.describe('the browser sanitiser in Chromium', () => {
  test('gives the same trees as the server for the shared cases', async ({ page }) => {
    await loadSanitiser(page);
    const results = await page.evaluate((cases) => {
      const parsed = (html: string) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.innerHTML;
      };
      return cases.map((testCase) => ({
        name: testCase.name,
        actual: parsed((window as unknown as TestWindow).portalSanitiser.sanitizeHtml(testCase.input)),
        expected: parsed(testCase.expectedInBrowser ?? testCase.expected),
      }));
    }, sanitisingCases);
    for (const result of results) expect(result.actual, result.name).toBe(result.expected);
  });

  test('leaves nothing executable of the known XSS payloads, rendered into a live page', async ({ page }) => {
    await loadSanitiser(page);
    const outputs = await page.evaluate((payloads) => {
      const out = document.getElementById('out');
      return payloads.map((payload) => {
        const sanitised = (window as unknown as TestWindow).portalSanitiser.sanitizeHtml(payload);
        if (out) out.innerHTML += sanitised; // live: images would load, handlers would run
        return sanitised;
      });
    }, xssPayloads);
    for (const [index, sanitised] of outputs.entries()) {
      expect(executableParts(sanitised), `${xssPayloads[index] ?? ''} → ${sanitised}`).toEqual([]);
    }
    // Focus and hover everything, click every link, and give handlers and loads their time to fire.
    await page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('#out *'))) {
        element.focus();
        element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      }
      for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('#out a[href]'))) {
        link.addEventListener('click', (event: MouseEvent) => event.preventDefault());
        link.click();
      }
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as TestWindow).executed)).toEqual([]);
    const dangerous = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('#out *')).filter(
          (element) =>
            ['SCRIPT', 'IMG', 'SVG', 'MATH', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE', 'BASE', 'META', 'LINK'].includes(
              element.tagName.toUpperCase(),
            ) || Array.from(element.attributes).some(({ name }) => /^on/i.test(name)),
        ).length,
    );
    expect(dangerous).toBe(0);
  });

  test('an unsanitised payload does run here, so the check above can fail', async ({ page }) => {
    await loadSanitiser(page);
    await page.evaluate(() => {
      const out = document.getElementById('out');
      if (out) out.innerHTML = '<img src=x onerror=alert(1)>';
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as TestWindow).executed)).toEqual(['alert']);
  });
});
