import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { fundsOfRisk, minimumSubscription } from '../pages/fund-trading';
import { expect, test } from '../support/fixtures';
import { signInWithoutUi, webClientHeaders } from '../support/login';
import { startPortal } from '../support/portal-server';

/** The HKD movements C10001 has now (through the session of the page's request context). */
async function hkdMovementCount(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/api/cashMovement/searchCashMovements', {
    headers: webClientHeaders,
    data: { accountCode: 'C10001', currency: 'HKD', pageSize: 100 },
  });
  if (!answer.ok()) throw new Error(`searchCashMovements answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { movements: unknown[] }).movements.length;
}

/**
 * Gives C10001 more than a page of HKD movements: the demo's fund history moves its cash a few times; each fund
 * subscription at the minimum holds HKD once more (a "Held for fund order" line).
 */
async function atLeastHkdMovements(request: APIRequestContext, wanted: number): Promise<void> {
  const have = await hkdMovementCount(request);
  if (have >= wanted) return;
  const [fund] = await fundsOfRisk(request, ['Low', 'LowToMedium', 'Medium'], 'HKD');
  if (!fund) throw new Error('The catalogue has no retail HKD fund up to Medium risk');
  const amount = await minimumSubscription(request, 'C10001', fund.fundId);
  for (let index = have; index < wanted; index += 1) {
    const answer = await request.post('/api/fundOrder/subscribeFund', {
      headers: webClientHeaders,
      data: {
        accountCode: 'C10001',
        clientReference: `cash-movement-${Date.now()}-${index}`,
        fundId: fund.fundId,
        amount,
        currency: 'HKD',
      },
    });
    if (!answer.ok()) throw new Error(`subscribeFund answered ${answer.status()}: ${await answer.text()}`);
  }
}

test.describe('cash movements as C10001 on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sees balances and movements with their running balance, filters by currency, pages and exports the CSV', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn('C10001');
    await page.goto('/cashes/movement');
    await expect(page.getByRole('heading', { level: 1, name: 'Cash movements' })).toBeVisible();

    // A card per cash currency of the brand, and the total in the reporting currency with the rates' time.
    const cards = page.getByTestId('balance-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toHaveAttribute('data-currency', 'HKD');
    for (const label of ['Available', 'On hold', 'Unsettled', 'Withdrawable']) {
      await expect(cards.nth(0)).toContainText(label);
    }
    await expect(page.getByTestId('balance-total')).toContainText('Total in HKD');
    await expect(page.getByTestId('balance-total-value')).toHaveText(/^[\d,]+\.\d{2} HKD$/);
    await expect(page.getByTestId('balance-rate-time')).toContainText('Rates as of');
    await expect(page.getByTestId('balance-rate').first()).toHaveText(/^1 (USD|CNY) = [\d.]+ HKD$/);

    // The movements table, newest first: more than one page of HKD lines, the next page behind "Load more".
    await atLeastHkdMovements(page.request, 25);
    await page.reload();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
    const rows = page.getByTestId('movement-row');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().getByTestId('movement-balance')).toHaveText(/^-?[\d,]+\.\d{2} [A-Z]{3}$/);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);

    // Only USD when the filter says so; the subscriptions' holds show under HKD with their status.
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await expect(rows.first()).toHaveAttribute('data-currency', 'USD');
    const currencies = await rows.evaluateAll((elements) => elements.map((row) => row.getAttribute('data-currency')));
    expect(new Set(currencies)).toEqual(new Set(['USD']));
    await page.getByLabel('Currency', { exact: true }).selectOption('HKD');
    await expect(rows.first()).toHaveAttribute('data-currency', 'HKD');
    await expect(rows.first()).toContainText('Held for fund order');
    await expect(rows.first().getByTestId('movement-status')).toHaveText('Held');

    // An end before the start is said in words, and nothing is asked of the server.
    await page.getByTestId('filter-date-from').fill('2030-02-01');
    await page.getByTestId('filter-date-to').fill('2030-01-01');
    await expect(page.getByTestId('inverted-range')).toHaveText('The end date is before the start date.');
    await page.getByTestId('filter-date-from').fill('');
    await page.getByTestId('filter-date-to').fill('');

    // The CSV of the HKD movements: its header and the newest line as the table shows it.
    const newestReference = (await rows.first().getByRole('cell').nth(3).innerText()).trim();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cash-movements-C10001-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Time","Type","Description","Reference","Currency","Amount","Balance","Status"');
    expect(lines[1]).toContain(`"Fund settlement","Held for fund order","${newestReference}","HKD","-`);
    expect(lines[1]).toMatch(/"Held"$/);
    await expect(page.getByTestId('export-done')).toContainText('movements exported');
  });

  test('stacks the movements as cards on a phone', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('C10001');
    await page.goto('/cashes/movement');
    await expect(page.getByTestId('balance-card').first()).toBeVisible();
    await expect(page.getByTestId('movement-row').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('cash on magpie: movements only, no top-up', () => {
  test('/cashes lands on the movements and the top-up and withdraw pages are not reachable', async ({ browser }) => {
    test.setTimeout(90_000);
    const portal = await startPortal({ variant: 'magpie' });
    const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInWithoutUi(page, 'C10001');
      await page.goto('/cashes');
      await expect(page).toHaveURL(/\/cashes\/movement$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cash movements' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
      for (const path of ['/cashes/request', '/cashes/withdraw', '/cashes/history', '/cashes/requests/instruction']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
      }
    } finally {
      await context.close();
      await portal.stop();
    }
  });
});
