import { brands } from '@portal/contract/brands';
import { expect, test } from '@playwright/test';
import { startPortal, type Portal } from '../support/portal-server';

test.describe('two brands from one code base', () => {
  const portals: Portal[] = [];
  test.afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
  });

  for (const variant of ['team', 'vademo'] as const) {
    test(`the ${variant} brand shows its own title and logo`, async ({ page }) => {
      const portal = await startPortal({ variant });
      portals.push(portal);
      const brand = brands[variant];
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${portal.url}/users/login`);
      await expect(page).toHaveTitle(brand.pageTitle.en);
      const logo = page.getByTestId('desktop-header').getByRole('img', { name: brand.name.en });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', brand.logo);
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    });
  }
});
