import type { Page } from '@playwright/test';
import { MaintenancePage } from '../pages/session-supervision';
import { expect, test, testWithOwnPortal } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';

test.use({ viewport: { width: 1280, height: 800 } });
testWithOwnPortal.use({ viewport: { width: 1280, height: 800 } });

/** A value the page keeps until it is loaded afresh: gone after a reload. */
async function markThisPageLoad(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, 'e2eSamePageLoad', true));
}
async function isSamePageLoad(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, 'e2eSamePageLoad') === true);
}

testWithOwnPortal.describe('keep-alive and maintenance (SPEC §2, §4 Server health)', () => {
  testWithOwnPortal(
    'a stopped server opens the maintenance page with its rotating lines; the restarted server (a new serverId) brings the visitor to the stocks dashboard, loaded afresh',
    async ({ page, signIn, ownPortal }) => {
      await signIn('C10001');
      await page.goto('/funds/dashboard');
      await expectLandedAs(page, 'C10001');
      await markThisPageLoad(page);
      const maintenance = new MaintenancePage(page);

      await ownPortal.restart(async () => {
        // The keep-alive notices within its 5 s interval and opens the page without reloading (no server to load from).
        await expect(page).toHaveURL(/\/maintenance$/, { timeout: 15_000 });
        await expect(maintenance.heading).toBeVisible();
        await expect(maintenance.status).toHaveText(
          /Trying to connect to server\.\.\.|Retrying to connect to server\.\.\./,
        );
        await expect(maintenance.status).toHaveText('Looking for website update...');
        await expect(maintenance.status).toHaveText('Server is under maintenance.');
        expect(await isSamePageLoad(page)).toBe(true);
      });

      // Back: the demo brand has stocks, and the server is a new one, so the page is loaded afresh there.
      await expect(page).toHaveURL(/\/stocks\/dashboard$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await isSamePageLoad(page)).toBe(false);
      // The session survived the restart (it lives in the database).
      await expect(page.getByRole('link', { name: 'Log out', exact: true }).first()).toBeVisible();
    },
  );
});

test.describe('keep-alive and maintenance with the server answering', () => {
  test('a keep-alive that fails, then answers with the same server, leaves maintenance without a reload', async ({
    page,
    signIn,
  }) => {
    await signIn('C10001');
    await page.goto('/funds/dashboard');
    await expectLandedAs(page, 'C10001');
    await markThisPageLoad(page);
    let alivePosts = 0;
    await page.route('**/api/example/alive', (route) => {
      alivePosts += 1;
      return route.abort('connectionrefused');
    });
    await expect(page).toHaveURL(/\/maintenance$/, { timeout: 15_000 });
    await expect(new MaintenancePage(page).status).toHaveText('Server is under maintenance.');
    // One failed check opened the page; each further one moved the line on.
    expect(alivePosts).toBeGreaterThanOrEqual(4);
    await page.unroute('**/api/example/alive');
    await expect(page).toHaveURL(/\/stocks\/dashboard$/, { timeout: 15_000 });
    expect(await isSamePageLoad(page)).toBe(true);
  });

  test('the keep-alive sends no cookies', async ({ page, signIn }) => {
    await signIn('C10001');
    const alive = page.waitForRequest('**/api/example/alive');
    await page.goto('/funds/dashboard');
    const request = await alive;
    expect(await request.headerValue('cookie')).toBeNull();
    // Other calls carry the session cookie.
    expect((await page.context().cookies()).some((cookie) => cookie.name.startsWith('portal_session.'))).toBe(true);
  });

  test('opening /maintenance while the server is fine leaves it at the first check', async ({ page }) => {
    await page.goto('/maintenance');
    // Nobody is signed in: the stocks dashboard sends the visitor on to the login page.
    await expect(page).toHaveURL(/\/users\/login$/, { timeout: 10_000 });
  });
});
