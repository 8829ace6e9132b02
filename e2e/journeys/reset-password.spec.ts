import { demoVerificationKey } from '@portal/server/testing';
import { LoginPage } from '../pages/login-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { serverNow } from '../support/clocks';
import { expect, testWithOwnPortal as test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { demoPassword, readSmsCode, webClientHeaders } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

/** Meets the demo rule and differs from the demo password. */
const newPassword = 'Reset#2026pass';

test.describe('resetting a forgotten password (demo)', () => {
  test('C10002 gets past a wrong key, the SMS code and a resend, sets a new password and signs in with it', async ({
    page,
    request,
  }) => {
    // The browser's timers run on Playwright's clock: the 60 s resend countdown passes without waiting for it.
    await page.clock.install();
    const reset = new ResetPasswordPage(page);
    await reset.goto();
    await expect(reset.heading).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();

    // Leaving a field empty says so beside it; Continue waits for both fields.
    await reset.clientCode.focus();
    await reset.verificationKey.focus();
    await expect(page.getByText('Enter your client code.')).toBeVisible();
    await expect(reset.continue).toBeDisabled();

    // The client code is uppercased as it is typed. A wrong key is refused with SPEC §8's result; the key is cleared.
    await reset.clientCode.fill('c10002');
    await expect(reset.clientCode).toHaveValue('C10002');
    await reset.verificationKey.fill('WRONG-KEY');
    const refused = reset.answerOf('verifyClientCode');
    await reset.continue.click();
    expect((await refused).status()).toBe(422);
    await expect(reset.failure).toHaveText('The client code or verification key is incorrect.');
    await expect(reset.verificationKey).toHaveValue('');
    await expect(reset.verificationKey).toBeFocused();
    await expect(reset.clientCode).toHaveValue('C10002');
    await expect(page.getByText('Enter your verification key.')).toHaveCount(0);

    // The right key, sent with Enter: the code goes to the registered phone, shown masked.
    const askedAt = await serverNow(request);
    await reset.verificationKey.fill(demoVerificationKey);
    const accepted = reset.answerOf('verifyClientCode');
    await reset.verificationKey.press('Enter');
    expect((await accepted).status()).toBe(200);
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(page.getByText('We sent a one-time password by SMS to +852 ****4567.')).toBeVisible();
    await expect(reset.resend).toHaveText(/^Resend code in \d+ s$/);
    await expect(reset.resend).toBeDisabled();
    const firstCode = await readSmsCode(request, 'C10002', { sentAfter: askedAt });

    // A minute later (on both clocks) a new code may be asked for; it replaces the first.
    await page.clock.fastForward(60_000);
    const moved = await request.post('/api/_dev/clock', { headers: webClientHeaders, data: { advanceMs: 60_000 } });
    expect(moved.ok()).toBe(true);
    await expect(reset.resend).toHaveText('Resend code');
    const resentAt = await serverNow(request);
    const resent = reset.answerOf('resendResetCode');
    await reset.resend.click();
    expect((await resent).status()).toBe(200);
    await expect(page.getByText('A new code has been sent.')).toBeVisible();
    await expect(reset.resend).toBeDisabled();
    const code = await readSmsCode(request, 'C10002', { sentAfter: resentAt });

    // A wrong code is refused and cleared; the right one, sent with NumpadEnter, opens the new password step.
    const wrong = [firstCode, code].includes('000000') ? (code === '111111' ? '222222' : '111111') : '000000';
    await reset.oneTimePassword.fill(wrong);
    const wrongAnswer = reset.answerOf('verifyResetCode');
    await reset.verify.click();
    expect((await wrongAnswer).status()).toBe(422);
    await expect(reset.failure).toHaveText('The one-time password is incorrect.');
    await expect(reset.oneTimePassword).toHaveValue('');
    await expect(reset.oneTimePassword).toBeFocused();
    await reset.oneTimePassword.fill(code);
    const verified = reset.answerOf('verifyResetCode');
    await reset.oneTimePassword.press('NumpadEnter');
    expect((await verified).status()).toBe(200);

    // The new password under the rule the server returned, with its live checklist and SPEC §5's mismatch words.
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expect(reset.passwordChecklist).toBeVisible();
    await expect(reset.resetPassword).toBeDisabled();
    await reset.newPassword.fill(newPassword);
    await reset.confirmNewPassword.fill(`${newPassword}x`);
    await expect(page.getByText('The "New Password" and "Confirm New Password" fields must match.')).toBeVisible();
    await expect(reset.resetPassword).toBeDisabled();
    await reset.confirmNewPassword.fill(newPassword);
    await expect(page.getByText('must match', { exact: false })).toHaveCount(0);
    const done = reset.answerOf('resetPassword');
    await reset.resetPassword.click();
    expect((await done).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

    // The old password no longer opens the account; the new one does (C10002 still needs its SMS code).
    await page
      .getByRole('status')
      .filter({ hasText: 'Your password has been reset' })
      .getByRole('link', { name: 'Sign in', exact: true })
      .click();
    await expect(page).toHaveURL(/\/users\/login$/);
    const oldPassword = await request.post('/api/account/gatewayPasswordLogin', {
      headers: webClientHeaders,
      data: { accountCode: 'C10002', password: demoPassword },
    });
    expect(oldPassword.status()).toBe(422);
    const login = new LoginPage(page);
    const signInAt = await serverNow(request);
    const answered = await login.signIn('C10002', newPassword);
    expect(await answered.json()).toMatchObject({ result: '2', factor: 'sms' });
    const loginCode = await readSmsCode(request, 'C10002', { sentAfter: signInAt });
    expect((await login.enterOneTimePassword(loginCode)).status()).toBe(200);
    await expectLandedAs(page, 'C10002');
  });
});
