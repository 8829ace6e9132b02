import type { APIRequestContext, Page } from '@playwright/test';
import { advanceServerClock } from '../pages/fund-trading';
import { expect, test } from '../support/fixtures';
import { webClientHeaders } from '../support/login';

/*
 * The crypto desk as V20001 on demo (issue 18 parts 1-3, ADR 042): the VA client lands on the crypto dashboard, buys
 * BTC at market on a firm quote, places an ETH limit buy under the market that fills as the server clock moves the FOS
 * simulator's prices (the matching job run at once through dev support), and sees both in the portfolio and the
 * history. A securities (gateway) client is sent out of /cryptos.
 */

const vaHeaders = { ...webClientHeaders, 'x-portal-account': 'V20001', 'x-portal-source': 'fos' };

type OrderRow = { orderId: string; status: string; pairId: string; filledQuantity: string };

async function ordersOf(request: APIRequestContext): Promise<OrderRow[]> {
  const answer = await request.post('/api/cryptoOrder/searchCryptoOrders', {
    headers: vaHeaders,
    data: { accountCode: 'V20001', source: 'fos' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { orders: OrderRow[] }).orders;
}

async function runMatching(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/_dev/cryptoOrders/advance', { headers: webClientHeaders });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The live ask the order page shows, as a number of cents-exact text ('3,012.34' → 3012.34). */
async function liveAsk(page: Page): Promise<number> {
  const cell = page.getByTestId('live-ask');
  await expect(cell).toContainText(/\d/);
  return Number((await cell.innerText()).replace(/[^\d.]/g, ''));
}

test.describe('the crypto desk as V20001 on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lands on the dashboard, buys BTC at market, fills an ETH limit as prices move, sees both', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn('V20001', { source: 'fos' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/cryptos\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Crypto dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('holding-BTC')).toBeVisible();
    // Live quotes on the tab's crypto stream.
    await expect(page.getByTestId('market-BTC-HKD').getByTestId('ask')).toContainText(/\d{3},\d{3}\.\d\d/);
    const before = await ordersOf(page.request);

    // BTC at market, by amount: the firm quote states price, fee, slippage and total; confirming fills it.
    await page.goto('/cryptos/order?pair=BTC-USD');
    await expect(page.getByRole('heading', { name: 'Trade virtual assets', level: 1 })).toBeVisible();
    await page.getByTestId('order-amount').fill('1000');
    await page.getByRole('button', { name: 'Get quote' }).click();
    const quote = page.getByTestId('crypto-quote');
    await expect(quote).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Valid for \d+ more seconds/);
    await expect(page.getByTestId('quote-fee')).toContainText('2.50 USD');
    await expect(page.getByTestId('quote-slippage')).toContainText(/bp from the best price/);
    await page.screenshot({ path: test.info().outputPath('crypto-quote-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByTestId('order-placed')).toContainText('Filled');
    await expect(page.getByTestId('placed-message')).toContainText(/BTC at \d{2},\d{3}\.\d\d USD/);

    // ETH with a limit under the ask: it rests, then fills as the clock moves the price through it.
    await page.getByTestId('new-order').click();
    await page.getByTestId('order-pair').selectOption('ETH-USD');
    await expect(page.getByRole('heading', { name: 'ETH-USD', level: 2 })).toBeVisible();
    await page.getByTestId('order-type').getByText('Limit').click();
    await page.getByTestId('order-basis').getByText('Quantity').click();
    // 0.1% under the ask: the 24/7 price passes through it within hours of server time, wherever the clock stands.
    const limit = (Math.floor((await liveAsk(page)) * 0.999 * 100) / 100).toFixed(2);
    await page.getByTestId('order-limit-price').fill(limit);
    await page.getByTestId('order-quantity').fill('0.5');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(page.getByTestId('quote-price')).toContainText(
      Number(limit).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByTestId('order-placed')).toContainText('Open');

    let eth: OrderRow | undefined;
    for (let step = 0; step < 150; step += 1) {
      // Sessions last 15 minutes of server clock: sign in again before the jumps outrun the page's own refresh.
      if (step % 2 === 1) await signIn('V20001', { source: 'fos' });
      await advanceServerClock(page.request, 5 * 60_000);
      await runMatching(page.request);
      eth = (await ordersOf(page.request)).find((order) => order.pairId === 'ETH-USD');
      if (eth?.status === 'matched') break;
    }
    expect(eth?.status).toBe('matched');
    expect((await ordersOf(page.request)).length).toBe(before.length + 2);

    await page.goto('/cryptos/history');
    await expect(page.getByRole('heading', { name: 'Crypto order history', level: 1 })).toBeVisible();
    const ethRow = page.locator(`[data-order-id="${eth?.orderId ?? ''}"]`);
    await expect(ethRow.getByTestId('order-status')).toHaveText('Filled');
    await expect(ethRow.getByTestId('order-filled')).toHaveText('0.5');
    await page.getByTestId('filter-pair').selectOption('BTC-USD');
    await expect(page.getByTestId('crypto-order-row').first()).toContainText('BTC-USD');
    await expect(page.getByTestId('crypto-order-row').filter({ hasText: 'ETH-USD' })).toHaveCount(0);
    await page.getByTestId('filter-pair').selectOption('');
    await page.screenshot({ path: test.info().outputPath('crypto-history-1280.png'), fullPage: true });

    await page.goto('/cryptos/portfolio');
    await expect(page.getByRole('heading', { name: 'Crypto portfolio', level: 1 })).toBeVisible();
    // The seed's 2.500000000000000001 ETH plus the 0.5 bought: every wei shown.
    await expect(page.getByTestId('holding-ETH').getByTestId('quantity')).toHaveText('3.000000000000000001');
    await expect(page.getByTestId('holding-BTC')).toBeVisible();
    await expect(page.getByTestId('crypto-allocation')).toBeVisible();
  });

  test('sends a securities (gateway) client out of /cryptos', async ({ page, signIn }) => {
    await signIn('C10001');
    await page.goto('/cryptos/dashboard');
    await expect(page).not.toHaveURL(/\/cryptos/);
    await expect(page.getByRole('heading', { name: 'Crypto dashboard', level: 1 })).toHaveCount(0);
  });
});
