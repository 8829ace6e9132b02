import { PortalShell } from '../pages/portal-shell';
import { expect, test } from '../support/fixtures';

test.describe('layout at the 1200 px breakpoint', () => {
  test('a 1280 px screen has the desktop header with the controls and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const shell = new PortalShell(page);
    await page.goto('/users/login');
    await expect(shell.desktopHeader).toBeVisible();
    await expect(shell.languageSelect(shell.desktopHeader)).toBeVisible();
    await expect(shell.darkModeSwitch(shell.desktopHeader)).toBeVisible();
    await expect(shell.menuButton).toBeHidden();
  });

  test('a 390 px screen has a side menu behind the menu button, with the same controls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new PortalShell(page);
    await page.goto('/users/login');
    await expect(shell.desktopHeader).toBeHidden();
    await shell.menuButton.click();
    await expect(shell.sideMenu).toBeVisible();
    await shell.languageSelect(shell.sideMenu).selectOption('zh-HK');
    await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
    await expect(shell.darkModeSwitch(shell.sideMenu)).toBeVisible();
  });

  test('the footer shows the current year and the brand footer', async ({ page }) => {
    await page.goto('/users/login');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });
});
