import { demoPassword, demoTradePassword } from '@portal/server/testing';
import { StockTicket, intoHongKongTrading } from '../pages/stock-trading';
import { expect, test, testWithOwnPortal } from '../support/fixtures';

/*
 * Passwords and devices (issue 17 part 4, ADR 040): C10001 changes its trade password with step-up and trades with the
 * new one (the old one refused with the order code 8501's text); the devices list shows this browser, which is saved,
 * renamed and removed.
 */

const newTradePassword = 'Harbour2027';

testWithOwnPortal.describe('the trade password change on demo', () => {
  testWithOwnPortal.use({ viewport: { width: 1280, height: 900 } });

  testWithOwnPortal(
    'C10001 changes the trade password after step-up, then the old one is refused and the new one places the order',
    async ({ page, signIn }) => {
      testWithOwnPortal.setTimeout(120_000);
      await intoHongKongTrading(page.request, 30);
      await signIn('C10001');

      await page.goto('/accounts/changeTradePassword');
      await expect(page.getByRole('heading', { level: 1, name: 'Change trade password' })).toBeVisible();
      const submit = page.getByTestId('change-trade-password');
      await expect(submit).toBeDisabled();
      await page.getByTestId('old-trade-password').fill(demoTradePassword);
      await page.getByTestId('new-trade-password').fill('short');
      await expect(page.getByTestId('password-checklist').locator('[data-check="length"]')).toHaveAttribute(
        'data-passed',
        'false',
      );
      await page.getByTestId('new-trade-password').fill(newTradePassword);
      await page.getByTestId('confirm-trade-password').fill(`${newTradePassword}x`);
      await expect(
        page.getByText('The "New Trade Password" and "Confirm New Trade Password" fields must match.'),
      ).toBeVisible();
      await expect(submit).toBeDisabled();
      await page.getByTestId('confirm-trade-password').fill(newTradePassword);
      await submit.click();

      // Step-up: the login password again, for this one change.
      const stepUp = page.getByTestId('step-up-dialog');
      await expect(stepUp).toBeVisible();
      await stepUp.getByLabel('Login password').fill(demoPassword);
      await stepUp.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByTestId('trade-password-changed')).toContainText('Your trade password has been changed.');
      await expect(page.getByTestId('trade-password-last-change')).toBeVisible();

      // The old trade password no longer places an order; the new one does.
      const ticket = new StockTicket(page);
      await ticket.open('HKEX-00700', 'B');
      await ticket.price.fill(await ticket.lastPrice());
      await ticket.quantity.fill('100');
      await page.getByLabel('Trade password').fill(demoTradePassword);
      await ticket.submit();
      await expect(ticket.failure).toHaveAttribute('data-result', 'wrongTradePassword');
      await expect(ticket.failure).toContainText('The trade password is incorrect.');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Trade password').fill(newTradePassword);
      await ticket.submit();
      await expect(ticket.placed).toBeVisible();
    },
  );
});

test.describe('the devices on /accounts/changePassword', () => {
  test('lists this browser, saves it after the password, renames and removes it', async ({ page, signIn }) => {
    await signIn('C10005');
    await page.goto('/accounts/changePassword');
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    const devices = page.getByTestId('devices');
    await expect(devices.getByRole('heading', { name: 'Devices' })).toBeVisible();
    const current = devices.locator('[data-testid="device"][data-current="true"]');
    await expect(current).toContainText('This device');
    await expect(current.getByTestId('device-name')).toContainText('Chrome');

    await current.getByTestId('device-save').click();
    const dialog = page.getByRole('dialog', { name: 'Save this device' });
    await dialog.getByLabel('Device name').fill('Office PC');
    await dialog.getByTestId('device-password').fill('Wrong#2026pass');
    await dialog.getByTestId('device-confirm').click();
    await expect(dialog.getByTestId('device-failure')).toHaveAttribute('data-result', 'incorrectPassword');
    await dialog.getByTestId('device-password').fill(demoPassword);
    await dialog.getByTestId('device-confirm').click();
    await expect(page.getByTestId('device-done')).toHaveText('This device is saved.');
    await expect(current).toHaveAttribute('data-saved', 'true');
    await expect(current.getByTestId('device-name')).toHaveText('Office PC');
    await expect(devices.getByTestId('devices-saved-count')).toHaveText('1 of 5 saved');

    await current.getByRole('button', { name: 'Rename Office PC' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename device' });
    await rename.getByLabel('Device name').fill('   ');
    await rename.getByTestId('device-confirm').click();
    await expect(rename.getByText('Enter a name for the device.')).toBeVisible();
    await rename.getByLabel('Device name').fill('Home laptop');
    await rename.getByTestId('device-confirm').click();
    await expect(current.getByTestId('device-name')).toHaveText('Home laptop');

    await current.getByRole('button', { name: 'Remove Home laptop' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove device' });
    await expect(remove).toContainText('Remove “Home laptop”?');
    await remove.getByTestId('device-confirm').click();
    await expect(page.getByTestId('device-done')).toHaveText('The device is removed.');
    await expect(devices.getByTestId('device')).toHaveCount(0);
    await expect(devices.getByText('No devices yet.')).toBeVisible();
  });
});
