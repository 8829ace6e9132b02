import { chromium } from '@playwright/test';
import { signInWithoutUi } from './support/login';
import { useColourMode } from './support/accessibility';

const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const pages = (process.env.PAGES ?? '/funds/dashboard,/funds/search,/funds/history,/funds/subscribe').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/users/login');
    await useColourMode(page, mode);
    await signInWithoutUi(page, process.env.ACCOUNT ?? 'C10001');
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      const name = `${path.replaceAll('/', '_')}-${width}-${mode}.png`;
      await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
    }
    await context.close();
  }
}
await browser.close();
