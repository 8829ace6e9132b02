import { readFile } from 'node:fs/promises';
import { test as plainTest, type APIRequestContext } from '@playwright/test';
import { AssetHoldingsPage, hongKongDay } from '../pages/asset-holdings';
import { expect, test } from '../support/fixtures';
import { signInWithoutUi, webClientHeaders } from '../support/login';
import { startPortal, type Portal } from '../support/portal-server';

/** Runs the daily snapshot job's turn now (the demo backfill, then today's snapshot), as the scheduler would. */
async function takeSnapshotNow(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/_dev/marketValueHistory/snapshot', { headers: webClientHeaders, data: {} });
  if (!answer.ok()) throw new Error(`The snapshot answered ${answer.status()}: ${await answer.text()}`);
}

/** Deletes C10001's portfolios named "Retirement" left by an earlier run on the same server. */
async function withoutRetirement(request: APIRequestContext): Promise<void> {
  const list = await request.post('/api/marketValueHistory/listNamedPortfolios', {
    headers: webClientHeaders,
    data: { accountCode: 'C10001' },
  });
  if (!list.ok()) throw new Error(`listNamedPortfolios answered ${list.status()}: ${await list.text()}`);
  const { portfolios } = (await list.json()) as { portfolios: { key: string; name: string }[] };
  for (const portfolio of portfolios.filter((candidate) => candidate.name === 'Retirement')) {
    await request.post('/api/marketValueHistory/deleteNamedPortfolio', {
      headers: webClientHeaders,
      data: { accountCode: 'C10001', key: portfolio.key },
    });
  }
}

test.describe('the one portfolio and a named portfolio as C10001 on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sees net worth, allocation, TWR and MWR for one year with the method, then a "Retirement" portfolio with a target and its drift', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(150_000);
    await signIn('C10001');
    await takeSnapshotNow(page.request);
    await withoutRetirement(page.request);

    await page.goto('/assets/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'My portfolio' })).toBeVisible();
    await expect(page.getByTestId('net-worth')).toContainText('HKD');
    await expect(page.getByTestId('rate-time')).toContainText('Exchange rates as of');
    await expect(page.getByTestId('allocation-category')).toContainText('Funds');
    await expect(page.getByTestId('allocation-risk')).toBeVisible();
    await expect(page.getByTestId('return-period')).toHaveValue('1year');
    await expect(page.getByTestId('return-twr')).toContainText('%');
    await expect(page.getByTestId('return-mwr')).toContainText('%');
    await expect(page.getByTestId('return-method')).toContainText('deposits, withdrawals and transfers in or out');
    await expect(page.getByTestId('net-worth-chart')).toBeVisible();
    // The other assets are in it, valued through their own area: the demo seed's flat among the holdings, in its class.
    const flat = page.getByTestId('portfolio-holding').filter({ hasText: 'Flat in Taikoo Shing' });
    await expect(flat).toContainText('Real estate');
    await expect(flat.getByTestId('holding-value-reporting')).toContainText('HKD');
    await expect(page.getByTestId('allocation-category')).toContainText('Real estate');

    // The summary PDF: a real PDF, offered as a file.
    const summaryLink = page.getByRole('link', { name: 'Download summary (PDF)' });
    const downloading = page.waitForEvent('download');
    await summaryLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = await readFile(await download.path());
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const summary = await page.request.get((await summaryLink.getAttribute('href')) ?? '');
    expect(summary.status()).toBe(200);
    expect(summary.headers()['content-type']).toBe('application/pdf');
    expect((await summary.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A named portfolio: created from the one portfolio's page, then its holdings and a target.
    await page.getByTestId('new-portfolio-name').fill('Retirement');
    await page.getByTestId('create-portfolio').click();
    await expect(page).toHaveURL(/\/portfolios\/detail\/[a-z0-9]+$/);
    await expect(page.getByTestId('portfolio-title')).toHaveText('Retirement');
    await expect(page.getByTestId('portfolio-empty')).toBeVisible();

    const choices = page.getByTestId('assign-holdings').getByRole('checkbox');
    await expect(choices.first()).toBeVisible();
    await expect(page.getByTestId('assign-holdings')).toContainText('Flat in Taikoo Shing');
    const count = await choices.count();
    for (let index = 0; index < count; index += 1) await choices.nth(index).check();
    await page.getByTestId('save-holdings').click();
    await expect(page.getByTestId('portfolio-holdings')).toBeVisible();

    // A target that does not add up to 100 is refused beside the total, and nothing is saved.
    await page.getByTestId('target-fund').fill('70');
    await page.getByTestId('save-target').click();
    await expect(page.getByTestId('target-total')).toContainText('The targets must add up to 100%.');
    await expect(page.getByTestId('drift-table')).toHaveCount(0);

    await page.getByTestId('target-cash').fill('30');
    await page.getByTestId('save-target').click();
    await expect(page.getByTestId('drift-table')).toBeVisible();
    await expect(page.getByTestId('drift-fund')).toHaveText(/^-?\d+\.\d{2}$/);
    await expect(page.getByTestId('drift-cash')).toHaveText(/^-?\d+\.\d{2}$/);
    // The flat is in it with no target: over its target of 0, so its drift is negative.
    await expect(page.getByTestId('drift-realEstate')).toHaveText(/^-\d+\.\d{2}$/);
    await expect(page.getByTestId('portfolio-returns')).toContainText('Time-weighted return');
  });
});

plainTest.describe('the one portfolio on vc (assetEnabled and portfolioEnabled on)', () => {
  const portals: Portal[] = [];
  plainTest.afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
  });

  plainTest(
    'C10001 adds a car and sees net worth and allocation follow, with TWR and MWR for one year',
    async ({ browser }) => {
      plainTest.setTimeout(150_000);
      const portal = await startPortal({ variant: 'vc' });
      portals.push(portal);
      const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInWithoutUi(page, 'C10001');
      await takeSnapshotNow(page.request);

      await page.goto('/assets/portfolio');
      await expect(page.getByRole('heading', { level: 1, name: 'My portfolio' })).toBeVisible();
      const netWorth = page.getByTestId('net-worth');
      await expect(netWorth).toContainText('HKD');
      await expect(page.getByTestId('return-period')).toHaveValue('1year');
      await expect(page.getByTestId('return-twr')).toContainText('%');
      await expect(page.getByTestId('return-mwr')).toContainText('%');
      await expect(page.getByTestId('return-method')).toContainText('deposits, withdrawals and transfers in or out');

      const holdings = new AssetHoldingsPage(page);
      await page.goto('/assets/holdings/add');
      await expect(page.getByRole('heading', { level: 1, name: 'Add an asset' })).toBeVisible();
      await holdings.fillNew({
        name: 'Porsche Taycan',
        category: 'Vehicle',
        value: '1250000',
        valuationDate: hongKongDay(0),
      });
      await holdings.submitNew();
      await expect(page.getByRole('heading', { level: 1, name: 'Porsche Taycan' })).toBeVisible();

      await page.goto('/assets/portfolio');
      await expect(page.getByTestId('portfolio-holding').filter({ hasText: 'Porsche Taycan' })).toContainText(
        '1,250,000.00',
      );
      // Net worth is the sum of what the holdings show, the car among them (one answer: prices move between two).
      const shown = await page.getByTestId('holding-value-reporting').allInnerTexts();
      expect(amountOf(await netWorth.innerText())).toBe(shown.reduce((sum, text) => sum + amountOf(text), 0));
      expect(amountOf(await netWorth.innerText())).toBeGreaterThan(1_250_000_00);
      await expect(page.getByTestId('allocation-category')).toContainText('Vehicles');
      await context.close();
    },
  );
});

/** A positive amount shown as "11,904,915.47 HKD", in cents (an integer, exact for any net worth the demo has). */
function amountOf(text: string): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (match === null) throw new Error(`No amount in "${text}"`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
}
