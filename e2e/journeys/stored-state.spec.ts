import type { Page } from '@playwright/test';
import { storageLifetimes } from '@portal/contract';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { demoPassword } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

/** Every entry the portal keeps in localStorage and sessionStorage, raw. */
async function browserStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key !== null) entries[key] = storage.getItem(key) ?? '';
      }
    }
    return entries;
  });
}

test.describe('what the browser keeps (issue 4 part 9)', () => {
  test('after a real sign-in no secret is in browser storage, and each entry carries its SPEC lifetime', async ({
    page,
    context,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('C10001', demoPassword);
    await expectLandedAs(page, 'C10001');

    const cookies = await context.cookies();
    const secrets = cookies.filter((cookie) => cookie.name.startsWith('portal_')).map((cookie) => cookie.value);
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    // The tokens travel only in httpOnly cookies: script cannot read them, and no storage entry holds one.
    expect(cookies.filter((cookie) => cookie.name.startsWith('portal_')).every((cookie) => cookie.httpOnly)).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_');
    const stored = await browserStorage(page);
    for (const [key, value] of Object.entries(stored)) {
      for (const secret of secrets) expect(value, `storage entry ${key}`).not.toContain(secret);
      expect(value, `storage entry ${key}`).not.toContain(demoPassword);
    }

    const lifetimeOf = (key: string): number => {
      const raw = stored[`portal:${key}`];
      if (raw === undefined) throw new Error(`No stored entry ${key}: ${Object.keys(stored).join(', ')}`);
      const entry: unknown = JSON.parse(raw);
      return typeof entry === 'object' && entry !== null && 'expireLength' in entry ? Number(entry.expireLength) : NaN;
    };
    expect(lifetimeOf('sessions')).toBe(storageLifetimes.storedUsers);
    expect(lifetimeOf('recentUsers')).toBe(storageLifetimes.recentUsers);
    expect(lifetimeOf('loginSource')).toBe(storageLifetimes.loginSource);
    expect(lifetimeOf('accountCode')).toBe(storageLifetimes.accountCode);
  });

  test('an expired entry is gone at the next start', async ({ page }) => {
    await page.goto('/users/login');
    await page.evaluate(() => {
      const expired = { content: 'C10001', lastTime: Date.now() - 91 * 86_400_000, expireLength: 90 * 86_400_000 };
      window.localStorage.setItem('portal:accountCode', JSON.stringify(expired));
    });
    await page.reload();
    await expect(new LoginPage(page).accountCode).toHaveValue('');
    expect(await page.evaluate(() => window.localStorage.getItem('portal:accountCode'))).toBeNull();
  });
});
