import { SessionSupervision } from '../pages/session-supervision';
import { expect, test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { signInWithoutUi } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('one live session per account, across browsers (SPEC §4 Single-session; ADR 010, 021)', () => {
  test('a sign-in in a second browser signs the first out at its next save, which says why', async ({
    page,
    signIn,
    browser,
    portal,
  }) => {
    await signIn('C10001');
    await page.goto('/users/setting');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const supervision = new SessionSupervision(page);
    await supervision.started();

    // The same account signs in in another browser: the server ends the first browser's session.
    const elsewhere = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 800 } });
    try {
      const other = await elsewhere.newPage();
      await signInWithoutUi(other, 'C10001');
      await other.goto('/funds/dashboard');
      await expectLandedAs(other, 'C10001');

      // The first browser's next save is refused as replaced: it signs out here and says why.
      const save = page.waitForResponse((response) => response.url().endsWith('/api/preference/setCurrency'));
      // A click, not check(): the refused save signs this browser out and leaves the page, so check() may find no
      // radio left to see checked.
      await page.getByRole('radiogroup', { name: 'Reporting currency' }).getByRole('radio', { name: 'USD' }).click();
      const refused = await save;
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'SESSION_REPLACED' });
      await expect(supervision.signedInOnAnotherDeviceNotice).toContainText(
        'You have been logged out because you signed in from another browser or device.',
      );
      await expect(page).toHaveURL(/\/users\/login$/);
      await expect(page.getByRole('link', { name: 'Log out', exact: true })).toHaveCount(0);
      // Not told its session merely expired.
      await expect(supervision.sessionExpiredNotice).toHaveCount(0);

      // The notice can be put away; the second browser is still signed in.
      await supervision.signedInOnAnotherDeviceNotice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(supervision.signedInOnAnotherDeviceNotice).toHaveCount(0);
      await other.reload();
      await expectLandedAs(other, 'C10001');
      await expect(new SessionSupervision(other).signedInOnAnotherDeviceNotice).toHaveCount(0);
    } finally {
      await elsewhere.close();
    }
  });
});
