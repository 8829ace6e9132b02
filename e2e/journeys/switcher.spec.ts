import type { APIRequestContext } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { SwitcherPage } from '../pages/switcher-page';
import { expect, test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { demoPassword, webClientHeaders } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

/** The status of a cheap signed-in call acting for an account: 200 while this browser holds its session, 401 after. */
async function sessionStatus(request: APIRequestContext, accountCode: string, source: 'gateway' | 'fos') {
  const response = await request.post('/api/account/retrievePasswordRule', {
    headers: { ...webClientHeaders, 'x-portal-account': accountCode, 'x-portal-source': source },
    data: {},
  });
  return response.status();
}

test.describe('the account switcher', () => {
  test('holds a gateway (C10001) and a VA (V20001) session at once: added with the login form, switched both ways, one logged out', async ({
    page,
    signIn,
  }) => {
    const switcher = new SwitcherPage(page);
    await signIn('C10001');
    await switcher.goto();
    await expect(switcher.signedInAccounts).toHaveCount(1);
    await expect(switcher.signedInAccount('C10001')).toContainText('Active');

    // Adding an account opens the sign-in form although C10001 is signed in, on the source it holds no session of.
    await switcher.addAccount.click();
    await expect(page).toHaveURL(/\/users\/login\?add=1$/);
    const login = new LoginPage(page);
    await expect(page.getByRole('heading', { name: 'Add another account', level: 1 })).toBeVisible();
    await expect(login.sourceOption('fos')).toBeChecked();
    await login.signIn('V20001', demoPassword);
    await expectLandedAs(page, 'V20001');

    await switcher.openFromHeader();
    await expect(switcher.signedInAccounts).toHaveCount(2);
    await expect(switcher.signedInAccount('C10001')).toContainText('Securities account');
    await expect(switcher.signedInAccount('C10001')).not.toContainText('Active');
    await expect(switcher.signedInAccount('V20001')).toContainText('VA account');
    await expect(switcher.signedInAccount('V20001')).toContainText('Active');

    // Switching needs no new login: C10001 lands on its funds dashboard, V20001 on its crypto dashboard.
    await switcher.switchTo('C10001').click();
    await expectLandedAs(page, 'C10001');
    await switcher.openFromHeader();
    await expect(switcher.signedInAccount('C10001')).toContainText('Active');
    await switcher.switchTo('V20001').click();
    await expectLandedAs(page, 'V20001');
    expect(await sessionStatus(page.request, 'C10001', 'gateway')).toBe(200);

    // Logging out C10001 while V20001 is active ends C10001's session only, on the server too.
    await switcher.openFromHeader();
    await switcher.logOut('C10001').click();
    await expect(switcher.signedInAccount('C10001')).toHaveCount(0);
    await expect(switcher.signedInAccounts).toHaveCount(1);
    await expect(switcher.signedInAccount('V20001')).toContainText('Active');
    expect(await sessionStatus(page.request, 'C10001', 'gateway')).toBe(401);
    expect(await sessionStatus(page.request, 'V20001', 'fos')).toBe(200);
    await page.reload();
    await expect(switcher.signedInAccounts).toHaveCount(1);
  });

  test('offers an account that signed in here before again, prefilled on the login form', async ({ page }) => {
    const switcher = new SwitcherPage(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseSource('fos');
    await login.signIn('V20001', demoPassword);
    await expectLandedAs(page, 'V20001');

    // The last account is logged out from the switcher: the login page says so and remembers V20001 on fos.
    await switcher.openFromHeader();
    await switcher.logOut('V20001').click();
    await expect(page).toHaveURL(/\/users\/login$/);
    await expect(page.getByRole('status')).toHaveText('You have signed out.');
    await expect(login.accountCode).toHaveValue('V20001');
    await expect(login.sourceOption('fos')).toBeChecked();
    await expect(login.password).toHaveValue('');

    await login.chooseSource('gateway');
    await login.signIn('C10001', demoPassword);
    await expectLandedAs(page, 'C10001');
    await switcher.openFromHeader();
    await expect(switcher.recentUser('V20001')).toContainText('VA account');
    await expect(switcher.recentUser('C10001')).toHaveCount(0);
    await switcher.signInAs('V20001').click();
    await expect(page).toHaveURL(/\/users\/login\?add=1&source=fos&accountCode=V20001$/);
    await expect(login.accountCode).toHaveValue('V20001');
    await expect(login.sourceOption('fos')).toBeChecked();
    await login.password.fill(demoPassword);
    await login.submit.click();
    await expectLandedAs(page, 'V20001');
    await switcher.openFromHeader();
    await expect(switcher.signedInAccounts).toHaveCount(2);
    await expect(switcher.recentUser('V20001')).toHaveCount(0);
  });
});
