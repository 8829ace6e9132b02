import type { APIRequestContext } from '@playwright/test';
import { SwitcherPage } from '../pages/switcher-page';
import { expect, test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { sessionsStorageKey, webClientHeaders } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

async function sessionStatus(request: APIRequestContext, accountCode: string) {
  const response = await request.post('/api/account/retrievePasswordRule', {
    headers: { ...webClientHeaders, 'x-portal-account': accountCode, 'x-portal-source': 'gateway' },
    data: {},
  });
  return response.status();
}

test.describe('an advisor logging in as an advisee (SPEC §4)', () => {
  test('A30001 logs in as C10001, lands on the stocks dashboard, switches back and logs out both', async ({
    page,
    signIn,
  }) => {
    const switcher = new SwitcherPage(page);
    await signIn('A30001');
    await page.goto('/advisors/dashboard');
    await switcher.openFromHeader();
    await expect(page.getByRole('heading', { name: 'Advisees of A30001', level: 2 })).toBeVisible();
    await expect(switcher.advisee('C10001')).toBeVisible();
    await expect(switcher.advisee('C10002')).toBeVisible();

    await switcher.logInAs('C10001').click();
    await expect(page).toHaveURL(/\/stocks\/dashboard$/);
    // In an advisee session the menu offers no logout (SPEC §2, §6).
    await expect(page.getByTestId('desktop-header').getByRole('link', { name: 'Log out', exact: true })).toHaveCount(0);
    expect(await sessionStatus(page.request, 'C10001')).toBe(200);

    await switcher.openFromHeader();
    await expect(switcher.signedInAccount('C10001')).toContainText('Active');
    await expect(switcher.signedInAccount('C10001')).toContainText('Advisee of A30001');
    await expect(switcher.logOutButtons).toHaveCount(0);

    // Back: the advisor's own session, without a new login.
    await switcher.switchTo('A30001').click();
    await expectLandedAs(page, 'A30001');
    await switcher.openFromHeader();
    await expect(switcher.advisee('C10001').getByRole('button', { name: 'Switch to C10001' })).toBeVisible();

    // Logging out the advisor ends the advisee session too, here and on the server.
    await switcher.logOut('A30001').click();
    await expect(page).toHaveURL(/\/users\/login$/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), sessionsStorageKey)).toBeNull();
    expect(await sessionStatus(page.request, 'A30001')).toBe(401);
    expect(await sessionStatus(page.request, 'C10001')).toBe(401);
  });

  test('a refused advisee login says "Login failed" next to the account, a server failure "Error occurred"', async ({
    page,
    signIn,
  }) => {
    const switcher = new SwitcherPage(page);
    await signIn('A30001');
    await page.goto('/users/switcher');
    await page.route('**/api/account/adviseeLogin', (route) =>
      route.fulfill({ status: 403, json: { code: 'FORBIDDEN', message: 'This account is not one of your advisees.' } }),
    );
    await switcher.logInAs('C10002').click();
    await expect(switcher.advisee('C10002').getByRole('alert')).toHaveText('Login failed');
    await expect(switcher.advisee('C10001').getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/users\/switcher$/);

    await page.unroute('**/api/account/adviseeLogin');
    await page.route('**/api/account/adviseeLogin', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Unexpected error' } }),
    );
    await switcher.logInAs('C10002').click();
    await expect(switcher.advisee('C10002').getByRole('alert')).toHaveText('Error occurred');
    await expect(switcher.signedInAccounts).toHaveCount(1);
  });
});
