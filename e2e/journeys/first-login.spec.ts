import { FundDetailPage } from '../pages/fund-research';
import { FirstLoginSteps, LoginPage } from '../pages/login-page';
import { expect, testWithOwnPortal as test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { demoPassword } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

/** Meets the portal's rule: 8 to 20 characters, a letter and a digit, three of the four character classes. */
const newPassword = 'Fresh#2026pass';

// C10003's first login changes its password for good: each journey here has a server of its own.
test.describe('the first login of C10003', () => {
  test('changes the forced password, a rule violation and a mismatch first, then agrees and lands', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const steps = new FirstLoginSteps(page);
    await login.goto();
    const answered = await login.signIn('C10003', demoPassword);
    expect(await answered.json()).toMatchObject({ result: '1', isForceChangePassword: true });

    // The change screen is all there is until the password is changed.
    await expect(steps.changePasswordHeading).toBeVisible();
    await expect(steps.forcedWarning).toHaveText('You must change your password before you continue.');
    await expect(page).toHaveURL(/\/users\/login$/);
    await page.goto('/funds/dashboard');
    await expect(page).toHaveURL(/\/users\/login$/);
    await expect(steps.changePasswordHeading).toBeVisible();

    // A password breaking the rule: the checklist shows what is unmet and the change cannot be sent.
    await steps.oldPassword.fill(demoPassword);
    await steps.newPassword.fill('lettersonly');
    await steps.confirmNewPassword.fill('lettersonly');
    await expect(steps.ruleItem('have 8 to 20 characters')).toContainText('(met)');
    await expect(steps.ruleItem('contain a letter and a digit')).toContainText('(not met)');
    await expect(steps.changePassword).toBeDisabled();

    // A valid password with a confirmation that differs.
    await steps.newPassword.fill(newPassword);
    await steps.confirmNewPassword.fill(`${newPassword}x`);
    await expect(steps.ruleItem('contain a letter and a digit')).toContainText('(met)');
    await expect(page.getByText('The "New Password" and "Confirm New Password" fields must match.')).toBeVisible();
    await expect(steps.changePassword).toBeDisabled();

    await steps.confirmNewPassword.fill(newPassword);
    await expect(page.getByText('The "New Password" and "Confirm New Password" fields must match.')).toBeHidden();
    const changed = page.waitForResponse((response) => response.url().endsWith('/api/account/changePassword'));
    await steps.changePassword.click();
    expect((await changed).status()).toBe(200);

    // Then the first-login agreement, whose Confirm waits for the box.
    await expect(
      page.getByRole('heading', { name: 'Online Services Agreement and Risk Disclosure', level: 1 }),
    ).toBeVisible();
    await expect(steps.agreementContent).toContainText('Please read this agreement carefully');
    await expect(steps.confirm).toBeDisabled();
    await steps.agreed.check();
    await expect(steps.confirm).toBeEnabled();
    const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/account/confirmAgreement'));
    await steps.confirm.click();
    expect((await confirmed).status()).toBe(200);
    await expectLandedAs(page, 'C10003');

    // Next time the new password signs straight in, and the old one no longer does.
    await page.goto('/users/logout');
    await expect(login.heading).toBeVisible();
    const old = await login.signIn('C10003', demoPassword);
    expect(old.status()).toBe(422);
    await expect(login.failure).toHaveText('Account or Password incorrect');
    await login.signIn('C10003', newPassword);
    await expectLandedAs(page, 'C10003');
  });

  test('a wrong old password is refused and the change screen stays', async ({ page }) => {
    const login = new LoginPage(page);
    const steps = new FirstLoginSteps(page);
    await login.goto();
    await login.signIn('C10003', demoPassword);
    await steps.oldPassword.fill('Not#the2026old');
    await steps.newPassword.fill(newPassword);
    await steps.confirmNewPassword.fill(newPassword);
    const changed = page.waitForResponse((response) => response.url().endsWith('/api/account/changePassword'));
    await steps.changePassword.click();
    expect((await changed).status()).toBe(422);
    await expect(page.getByText('The old password is incorrect.')).toBeVisible();
    await expect(steps.changePasswordHeading).toBeVisible();

    // SPEC §2: a fund's detail is outside the gate. It shows from the catalogue, without the account's watchlist,
    // which the server refuses until the gate is passed (ADR 020); the page stays, no refusal sends it away.
    const detail = new FundDetailPage(page);
    await page.goto('/funds/detail/F0004');
    await expect(detail.name).toBeVisible();
    await expect(detail.chart).toBeVisible();
    await expect(page).toHaveURL(/\/funds\/detail\/F0004$/);
    // The gated pages still send the account back to the change screen.
    await page.goto('/funds/portfolio');
    await expect(page).toHaveURL(/\/users\/login$/);
    await expect(steps.changePasswordHeading).toBeVisible();
  });
});
