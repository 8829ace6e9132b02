import { test as plainTest } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInWithoutUi, webClientHeaders } from '../support/login';
import { startPortal, type Portal } from '../support/portal-server';
import { AssetHoldingsPage, hongKongDay } from '../pages/asset-holdings';

/* Other assets (issue 26 part 1): holdings kept elsewhere, valued by the client over time. */

test.describe('other assets as C10001 on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('adds a flat and a car, updates the flat’s value and sees its valuation history', async ({ page, signIn }) => {
    test.setTimeout(120_000);
    const holdings = new AssetHoldingsPage(page);
    await signIn('C10001');
    await page.goto('/assets');
    await expect(page).toHaveURL(/\/assets\/portfolio$/);

    await page.goto('/assets/holdings');
    await expect(page.getByRole('heading', { level: 1, name: 'Other assets' })).toBeVisible();
    // The demo seed's flat, car and gold.
    await expect(holdings.row('Flat in Taikoo Shing')).toBeVisible();

    await page.getByRole('link', { name: 'Add an asset' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add an asset' })).toBeVisible();
    // A valuation date in the future is refused beside its field, and nothing is sent.
    await holdings.fillNew({
      name: 'Flat in Mid-Levels',
      category: 'Real estate',
      cost: '9100000',
      purchaseDate: hongKongDay(900),
      value: '9800000',
      valuationDate: hongKongDay(-3),
    });
    await holdings.submitNew();
    await expect(page.getByText('The date cannot be in the future.')).toBeVisible();
    await page.getByLabel(/^Valuation date/).fill(hongKongDay(30));
    await holdings.submitNew();
    await expect(page.getByRole('heading', { level: 1, name: 'Flat in Mid-Levels' })).toBeVisible();
    await expect(page.getByText('The asset was added.')).toBeVisible();
    await expect(page.getByTestId('holding-value')).toHaveText('9,800,000.00 HKD');

    await page.getByRole('link', { name: 'Back to other assets' }).click();
    await page.getByRole('link', { name: 'Add an asset' }).click();
    await holdings.fillNew({
      name: 'Tesla Model 3',
      category: 'Vehicle',
      value: '280000',
      valuationDate: hongKongDay(1),
    });
    await holdings.submitNew();
    await expect(page.getByRole('heading', { level: 1, name: 'Tesla Model 3' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to other assets' }).click();
    await expect(holdings.row('Tesla Model 3')).toContainText('Vehicle');
    await expect(holdings.row('Flat in Mid-Levels')).toContainText('Real estate');
    await holdings.row('Flat in Mid-Levels').getByRole('link', { name: 'Flat in Mid-Levels' }).click();

    // A new valuation of today (the form's date): the value and the history follow.
    const valuation = page.getByRole('form', { name: 'Update the valuation' });
    await valuation.getByRole('textbox', { name: /^New value/ }).fill('10100000');
    await valuation.getByRole('button', { name: 'Record the valuation' }).click();
    await expect(page.getByTestId('holding-value')).toHaveText('10,100,000.00 HKD');
    const history = page.getByRole('table', { name: 'Valuation history' });
    await expect(history.getByTestId('valuation-row')).toHaveCount(2);
    await expect(history.getByTestId('valuation-row').first()).toContainText('10,100,000.00 HKD');
    await expect(history.getByTestId('valuation-row').nth(1)).toContainText('9,800,000.00 HKD');
    await expect(page.getByTestId('valuation-chart')).toBeVisible();
  });
});

plainTest.describe('other assets on a brand without them (team: assetEnabled off)', () => {
  const portals: Portal[] = [];
  plainTest.afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
  });

  plainTest(
    'no asset entry point exists, every asset and portfolio path is not found and their APIs refuse',
    async ({ browser }) => {
      plainTest.setTimeout(120_000);
      const portal = await startPortal({ variant: 'team' });
      portals.push(portal);
      const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInWithoutUi(page, 'C10001');

      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Assets' })).toHaveCount(0);
      await expect(page.locator('a[href^="/assets"]')).toHaveCount(0);
      for (const path of [
        '/assets',
        '/assets/holdings',
        '/assets/holdings/add',
        '/assets/holdings/AH-DEMO-C10001-FLAT',
        '/assets/portfolio',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
      }
      const refused = await page.request.post('/api/assetHolding/myAssetHoldings', {
        headers: webClientHeaders,
        data: { accountCode: 'C10001' },
      });
      expect(refused.status()).toBe(404);
      expect((await refused.json()).code).toBe('FEATURE_OFF');
      // The one portfolio sits on the same flag: its API and its summary PDF refuse too.
      const netWorth = await page.request.post('/api/marketValueHistory/netWorth', {
        headers: webClientHeaders,
        data: { accountCode: 'C10001' },
      });
      expect(netWorth.status()).toBe(404);
      expect((await netWorth.json()).code).toBe('FEATURE_OFF');
      const summary = await page.request.get('/api/marketValueHistory/portfolioSummary.pdf?accountCode=C10001');
      expect(summary.status()).toBe(404);
      expect((await summary.json()).code).toBe('FEATURE_OFF');
      await context.close();
    },
  );
});
