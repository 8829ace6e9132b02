import { PortalShell } from '../pages/portal-shell';
import { expect, test } from '../support/fixtures';

test.describe('language and colour mode before signing in', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('switches the whole screen to Traditional and then Simplified Chinese, and keeps it after a reload', async ({
    page,
  }) => {
    const shell = new PortalShell(page);
    await page.goto('/users/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

    await shell.languageSelect().selectOption('zh-HK');
    await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
    expect(await shell.documentLanguage()).toBe('zh-HK');

    await shell.languageSelect().selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    expect(await shell.documentLanguage()).toBe('zh-CN');

    await page.reload();
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
  });

  test('dark mode survives a reload', async ({ page }) => {
    const shell = new PortalShell(page);
    await page.goto('/users/login');
    expect(await shell.colourScheme()).toBe('light');

    await shell.darkModeSwitch().click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(shell.darkModeSwitch()).toBeChecked();
  });

  test('a host page sets language and colour mode by message; invalid values are ignored', async ({ page }) => {
    const shell = new PortalShell(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/users/login');

    await shell.postHostMessage({ type: 'setLanguage', language: 'zh-HK' });
    await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
    await shell.postHostMessage({ type: 'setLanguage', language: 'fr' });
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);

    await shell.postHostMessage({ type: 'setColourMode', colourMode: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await shell.postHostMessage({ type: 'setColourMode', colourMode: 'purple' });
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toMatch(/colour mode/i);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
