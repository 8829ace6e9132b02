import { SignedInDevices } from '../pages/switcher-page';
import { expect, test } from '../support/fixtures';
import { signInWithoutUi, webClientHeaders } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

test.describe('the signed-in devices of settings', () => {
  test('list a VA account’s sessions in two browsers and log the other one out', async ({ page, browser, portal }) => {
    // A second browser (a phone) signs V20001 in first; FOS accounts may hold several sessions at once.
    const phone = await browser.newContext({ baseURL: portal.url, userAgent: iPhoneSafari });
    try {
      const phonePage = await phone.newPage();
      await signInWithoutUi(phonePage, 'V20001', { source: 'fos' });
      const phoneCall = () =>
        phonePage.request.post('/api/account/retrievePasswordRule', {
          headers: { ...webClientHeaders, 'x-portal-account': 'V20001', 'x-portal-source': 'fos' },
          data: {},
        });
      expect((await phoneCall()).status()).toBe(200);

      await signInWithoutUi(page, 'V20001', { source: 'fos' });
      await page.goto('/users/setting');
      const devices = new SignedInDevices(page);
      await expect(devices.section).toContainText('Where V20001 is signed in now.');
      await expect(devices.sessions).toHaveCount(2);
      await expect(devices.current).toHaveCount(1);
      await expect(devices.current).toContainText('This browser');
      await expect(devices.current).toContainText(/Chrome|Chromium/);
      await expect(devices.sessions.filter({ hasText: 'Safari on iOS' })).toHaveCount(1);
      await expect(devices.sessions.first()).toContainText(/Signed in: \d{4}-\d{2}-\d{2} \d{1,2}:\d{2}[ap]m/);
      await expect(devices.sessions.first()).toContainText(/Address: \S+/);

      // Cancelling the confirmation changes nothing.
      await devices.endOthers.click();
      await expect(devices.confirmDialog).toContainText(
        'Every other browser and device signed in as V20001 will be logged out. This browser stays signed in.',
      );
      await devices.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(devices.confirmDialog).toBeHidden();
      expect((await phoneCall()).status()).toBe(200);

      await devices.endOthers.click();
      await devices.confirm.click();
      await expect(devices.confirmDialog).toBeHidden();
      await expect(devices.section.getByRole('status')).toHaveText('Other sessions logged out: 1.');
      await expect(devices.sessions).toHaveCount(1);
      await expect(devices.current).toHaveCount(1);
      await expect(devices.endOthers).toBeDisabled();
      expect((await phoneCall()).status()).toBe(401);

      // This browser is still signed in.
      await page.reload();
      await expect(devices.sessions).toHaveCount(1);
    } finally {
      await phone.close();
    }
  });
});
