import { LoginPage } from '../pages/login-page';
import { PortalShell } from '../pages/portal-shell';
import { expect, test, testWithOwnPortal } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { captchaIdOf, demoPassword, readCaptchaAnswer, webClientHeaders } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });
testWithOwnPortal.use({ viewport: { width: 1280, height: 800 } });

test.describe('signing in with a password', () => {
  test('a plain client (C10001) lands on the funds dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.heading).toBeVisible();
    // Typed in lower case, sent upper case (SPEC §5).
    await login.accountCode.pressSequentially('c10001');
    await expect(login.accountCode).toHaveValue('C10001');
    await login.password.fill(demoPassword);
    await login.submit.click();
    await expectLandedAs(page, 'C10001');
  });

  test('a client whose password expires in 3 days (C10005) lands and is reminded', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('C10005', demoPassword);
    await expectLandedAs(page, 'C10005');
    await expect(page.getByTestId('password-reminder')).toContainText('Your password will expire in 3 days.');
  });

  test('a virtual-asset client (V20001) signs in through the VA Account Login and lands on the crypto dashboard', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseSource('fos');
    await expect(login.sourceOption('fos')).toBeChecked();
    const response = await login.signIn('V20001', demoPassword);
    expect(response.url()).toMatch(/\/api\/account\/fosPasswordLogin$/);
    await expectLandedAs(page, 'V20001');
  });

  test('an advisor (A30001) lands on the advisor dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('A30001', demoPassword);
    await expectLandedAs(page, 'A30001');
  });

  test('an administrator (ADMIN01) lands in the admin area', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('ADMIN01', demoPassword);
    await expectLandedAs(page, 'ADMIN01');
  });

  test('a wrong password says "Account or Password incorrect" and clears the password; the right one then signs in', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    const refused = await login.signIn('C10001', 'Wrong#2026pass');
    expect(refused.status()).toBe(422);
    await expect(login.failure).toHaveText('Account or Password incorrect');
    await expect(login.password).toHaveValue('');
    await expect(login.password).toBeFocused();
    await expect(login.accountCode).toHaveValue('C10001');
    await expect(page).toHaveURL(/\/users\/login$/);

    await login.password.fill(demoPassword);
    await login.submit.click();
    await expectLandedAs(page, 'C10001');
  });

  test('in Traditional Chinese the plain login reads Chinese and lands on the Chinese dashboard', async ({ page }) => {
    const shell = new PortalShell(page);
    const login = new LoginPage(page, 'zh-HK');
    await new LoginPage(page).goto();
    await shell.languageSelect().selectOption('zh-HK');
    await expect(login.heading).toBeVisible();
    await expect(login.sourceOption('gateway')).toBeChecked();
    await expect(page.getByText('帳戶號碼', { exact: true })).toBeVisible();

    await login.signIn('C10001', demoPassword);
    await expectLandedAs(page, 'C10001', 'zh-HK');
    expect(await shell.documentLanguage()).toBe('zh-HK');
  });

  test('in Traditional Chinese a wrong password says so in Chinese', async ({ page }) => {
    const shell = new PortalShell(page);
    const login = new LoginPage(page, 'zh-HK');
    await new LoginPage(page).goto();
    await shell.languageSelect().selectOption('zh-HK');
    await login.signIn('C10005', 'Wrong#2026pass');
    await expect(login.failure).toHaveText('帳戶或密碼不正確');
    await expect(login.password).toHaveValue('');
    // Signing in properly keeps the failure count of this shared server at zero for the other journeys.
    await login.password.fill(demoPassword);
    await login.submit.click();
    await expectLandedAs(page, 'C10005', 'zh-HK');
  });
});

testWithOwnPortal.describe('the captcha after three failures', () => {
  testWithOwnPortal(
    'three wrong passwords bring a captcha; solved, the right password signs in',
    async ({ page, request }) => {
      const login = new LoginPage(page);
      await login.goto();
      await expect(login.captcha).toBeHidden();

      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const refused = await login.signIn('C10001', `Wrong#2026pass${attempt}`);
        expect(refused.status()).toBe(422);
        await expect(login.failure).toHaveText('Account or Password incorrect');
        await expect(login.captcha).toBeHidden();
      }
      const third = await login.signIn('C10001', 'Wrong#2026pass3');
      expect(third.status()).toBe(422);
      const captchaId = captchaIdOf(await third.json());
      await expect(login.failure).toHaveText('Account or Password incorrect');
      await expect(login.captcha).toBeVisible();
      await expect(login.captchaImage).toBeVisible();

      // Without the captcha the right password is not even checked.
      await login.password.fill(demoPassword);
      await expect(login.submit).toBeDisabled();

      const answer = await readCaptchaAnswer(request, captchaId);
      const accepted = await login.signIn('C10001', demoPassword, answer);
      expect(accepted.status()).toBe(200);
      await expectLandedAs(page, 'C10001');
    },
  );

  testWithOwnPortal(
    'a wrong captcha answer says "Captcha invalid" and shows a new captcha',
    async ({ page, request }) => {
      const login = new LoginPage(page);
      await login.goto();
      let refused = await login.signIn('C10001', 'Wrong#2026pass1');
      for (let attempt = 2; attempt <= 3; attempt += 1)
        refused = await login.signIn('C10001', `Wrong#2026pass${attempt}`);
      const firstCaptchaId = captchaIdOf(await refused.json());
      await expect(login.captcha).toBeVisible();
      const firstImage = await login.captchaImage.getAttribute('src');

      const wrongAnswer = `${await readCaptchaAnswer(request, firstCaptchaId)}x`;
      const invalid = await login.signIn('C10001', demoPassword, wrongAnswer);
      expect(invalid.status()).toBe(422);
      await expect(login.failure).toHaveText('Captcha invalid');
      const secondCaptchaId = captchaIdOf(await invalid.json());
      expect(secondCaptchaId).not.toBe(firstCaptchaId);
      await expect(login.captchaImage).not.toHaveAttribute('src', firstImage ?? '');

      const accepted = await login.signIn('C10001', demoPassword, await readCaptchaAnswer(request, secondCaptchaId));
      expect(accepted.status()).toBe(200);
      await expectLandedAs(page, 'C10001');
    },
  );
});

test.describe('signed in without the login screen', () => {
  test('logging out returns to the login page, and a protected page then asks to sign in', async ({
    page,
    signIn,
    playwright,
    portal,
  }) => {
    await signIn('C10001');
    await page.goto('/');
    await expectLandedAs(page, 'C10001');
    const sessionCookies = (await page.context().cookies())
      .filter((cookie) => cookie.name.startsWith('portal_session'))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    // Another client replaying the session cookie: it works now, and must not once the user has logged out.
    const replay = await playwright.request.newContext({ baseURL: portal.url });
    const replayStatus = async () =>
      (
        await replay.post('/api/account/retrieveInactiveTimes', {
          headers: { ...webClientHeaders, cookie: sessionCookies },
          data: {},
        })
      ).status();
    try {
      expect(await replayStatus()).toBe(200);

      await page.getByRole('link', { name: 'Log out', exact: true }).first().click();
      await expect(page).toHaveURL(/\/users\/login$/);
      await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
      await expect(new LoginPage(page).heading).toBeVisible();

      await page.goto('/funds/dashboard');
      await expect(page).toHaveURL(/\/users\/login$/);
      expect(await replayStatus()).toBe(401);
    } finally {
      await replay.dispose();
    }
  });

  test('/users/logout signs out directly', async ({ page, signIn }) => {
    await signIn('A30001');
    await page.goto('/advisors/dashboard');
    await expectLandedAs(page, 'A30001');
    await page.goto('/users/logout');
    await expect(page).toHaveURL(/\/users\/login$/);
    await page.goto('/advisors/dashboard');
    await expect(page).toHaveURL(/\/users\/login$/);
  });

  test('the reporting currency chosen in the settings is kept by the account and comes back at the next login', async ({
    page,
    signIn,
    browser,
    portal,
  }) => {
    await signIn('C10005');
    await page.goto('/users/setting');
    const currencies = page.getByRole('radiogroup', { name: 'Reporting currency' });
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/preference/setCurrency'));
    await currencies.getByRole('radio', { name: 'USD' }).check();
    expect((await saved).status()).toBe(200);
    await expect(currencies.getByRole('radio', { name: 'USD' })).toBeChecked();
    const kept = await page.request.post('/api/preference/loadPreference', {
      headers: webClientHeaders,
      data: { accountCode: 'C10005', source: 'gateway' },
    });
    expect(await kept.json()).toMatchObject({ currencyCode: 'USD' });

    // Another browser, with nothing stored: the account's choice arrives with the login.
    const elsewhere = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 800 } });
    try {
      const other = await elsewhere.newPage();
      const login = new LoginPage(other);
      await login.goto();
      await login.signIn('C10005', demoPassword);
      await expectLandedAs(other, 'C10005');
      await other.goto('/users/setting');
      await expect(
        other.getByRole('radiogroup', { name: 'Reporting currency' }).getByRole('radio', { name: 'USD' }),
      ).toBeChecked();
    } finally {
      await elsewhere.close();
    }
  });
});
