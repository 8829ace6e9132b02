import { LoginPage } from '../pages/login-page';
import { expect, test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { demoPassword, readSmsCode } from '../support/login';
import { serverNow } from '../support/clocks';
import { currentTotpCode, demoTotpSecret } from '../support/totp';

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('signing in with a second factor', () => {
  test('C10002 types the code the SMS brought, after a wrong one, and lands', async ({ page, request }) => {
    const login = new LoginPage(page);
    await login.goto();
    const askedAt = await serverNow(request);
    const answered = await login.signIn('C10002', demoPassword);
    expect(await answered.json()).toMatchObject({ result: '2', factor: 'sms' });

    // The phone number shows masked; the code waits for a minute before it can be sent again (SPEC §9).
    await expect(page.getByText('Enter the code sent to +852 ****4567')).toBeVisible();
    await expect(login.oneTimePassword).toBeFocused();
    await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

    const code = await readSmsCode(request, 'C10002', { sentAfter: askedAt });
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await login.enterOneTimePassword(wrong);
    expect(refused.status()).toBe(422);
    await expect(login.failure).toHaveText('The one-time password is incorrect');
    await expect(login.oneTimePassword).toHaveValue('');

    const accepted = await login.enterOneTimePassword(code);
    expect(accepted.status()).toBe(200);
    await expectLandedAs(page, 'C10002');
  });

  test('C10004 types the code of the authenticator app set up with the README secret, and lands', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const answered = await login.signIn('C10004', demoPassword);
    expect(await answered.json()).toMatchObject({ result: '2', factor: 'token' });
    await expect(page.getByText('Enter the code from your authenticator app')).toBeVisible();
    // An authenticator makes its own codes: nothing to send again.
    await expect(page.getByRole('button', { name: /^Resend code/ })).toHaveCount(0);

    const accepted = await login.enterOneTimePassword(currentTotpCode(demoTotpSecret, await serverNow(page.request)));
    expect(accepted.status()).toBe(200);
    await expectLandedAs(page, 'C10004');
  });

  test('Back from the code returns to the password step with the account code kept', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('C10004', demoPassword);
    await expect(login.oneTimePassword).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(login.accountCode).toHaveValue('C10004');
    await expect(login.password).toHaveValue('');
  });
});
