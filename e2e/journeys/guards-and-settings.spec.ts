import { PortalShell } from '../pages/portal-shell';
import { expect, test } from '../support/fixtures';

test.describe('routes that are real before sign-in arrives', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('with the advisor feature on (demo), the advisor area asks a visitor to sign in', async ({ page }) => {
    await page.goto('/advisors/dashboard');
    await expect(page).toHaveURL(/\/users\/login$/);
    await expect(page.getByRole('heading', { name: 'Estimated Completion Date' })).toBeHidden();
  });

  test('the settings page changes colour mode and language, and the simple layout hides the header', async ({
    page,
  }) => {
    const shell = new PortalShell(page);
    await page.goto('/users/setting');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Colour mode' }).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(shell.darkModeSwitch(shell.desktopHeader)).toBeChecked();

    await page.getByRole('radiogroup', { name: 'Display language' }).getByRole('radio', { name: '繁體中文' }).check();
    await expect(page.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();

    await page.getByRole('switch', { name: '簡易版面' }).check();
    await expect(shell.desktopHeader).toBeHidden();
    await page.reload();
    await expect(shell.desktopHeader).toBeHidden();
  });

  test('a host page switches to the simple layout and back', async ({ page }) => {
    const shell = new PortalShell(page);
    await page.goto('/users/login');
    await expect(shell.desktopHeader).toBeVisible();
    await shell.postHostMessage({ type: 'setLayout', layout: 'simple' });
    await expect(shell.desktopHeader).toBeHidden();
    await shell.postHostMessage({ type: 'setLayout', layout: 'default' });
    await expect(shell.desktopHeader).toBeVisible();
  });
});
