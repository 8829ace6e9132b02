import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/login-page';
import { KnowledgeCheckPanel, VaOrderPanel } from '../pages/crypto-advisor';
import { startPortal, type Portal } from '../support/portal-server';

/*
 * Advisor VA orders and the VA knowledge check on demo (issue 18 parts 7 and 8, ADR 045): V20002 is refused an order
 * until it passes the knowledge check (failing once, retrying, passing), then buys BTC at market; the FOS advisor
 * A30002 signs in with the VA Account Login, lands on /cryptos/vaOrder, places a BTC buy for V20001 (and a resting limit
 * buy it then cancels from the panel), and V20001's history shows it placed by the advisor. On vademo (advisorVirtualAssetEnabled off) the vaOrder route is not there.
 */

test.describe('the VA knowledge check and advisor VA orders on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('A30002 signs in with the VA Account Login, lands on vaOrder, buys BTC for V20001; V20001 sees it', async ({
    page,
    signIn,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseSource('fos');
    const answered = await login.signIn('A30002', 'Demo#2026pass');
    expect(answered.ok()).toBe(true);
    await expect(page).toHaveURL(/\/cryptos\/vaOrder$/);
    const panel = new VaOrderPanel(page);
    await expect(panel.heading).toBeVisible();
    // SPEC §6: an FOS advisor sees no funds and no account items.
    const navigation = page.getByRole('navigation').first();
    await expect(navigation.getByRole('link', { name: 'Funds', exact: true })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Accounts', exact: true })).toHaveCount(0);

    // V20002 has not passed the check yet (the next journey takes it): no ticket for it.
    await panel.client.selectOption('V20002');
    await expect(panel.knowledgeMissing).toContainText(
      'Before a first virtual-asset order, V20002 must pass the virtual-asset knowledge check.',
    );

    await panel.client.selectOption('V20001');
    await expect(panel.balances).toContainText('USD');
    await panel.buyAtMarket('BTC-USD', '800');
    await expect(page.getByTestId('order-placed')).toContainText('Filled');
    const placed = panel.orders.first();
    await expect(placed.getByTestId('advisor-order-client')).toHaveText('V20001');
    const orderId = await placed.getAttribute('data-order-id');
    expect(orderId).toMatch(/^CO/);

    // A limit buy 15 % under the ask (the band allows 20 %) rests; the advisor cancels it from the panel, after a confirm.
    await page.getByTestId('new-order').click();
    await panel.buyAtLimitUnderTheMarket('0.01', 85);
    await expect(page.getByTestId('order-placed')).toContainText('Open');
    const resting = panel.orders.first();
    // The list reloads after the placed answer shows: wait for the new order at its top.
    await expect(resting).not.toHaveAttribute('data-order-id', orderId ?? '');
    const restingId = (await resting.getAttribute('data-order-id')) ?? '';
    expect(restingId).toMatch(/^CO/);
    await expect(resting.getByTestId('advisor-order-status')).toHaveText('Open');
    // The row's button is named by its order (issue 25): 'Cancel CO…'.
    await resting.getByRole('button', { name: `Cancel ${restingId}`, exact: true }).click();
    await expect(page.getByTestId('cancel-confirmation')).toContainText(restingId);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${restingId} cancelled.` })).toBeVisible();
    const cancelled = page.locator(`[data-testid="advisor-order-row"][data-order-id="${restingId}"]`);
    await expect(cancelled.getByTestId('advisor-order-status')).toHaveText('Cancelled');
    await expect(cancelled.getByRole('button', { name: `Cancel ${restingId}`, exact: true })).toHaveCount(0);

    // V20001's own history shows who placed it.
    await signIn('V20001', { source: 'fos' });
    await page.goto('/cryptos/history');
    const row = page.locator(`[data-order-id="${orderId ?? ''}"]`);
    await expect(row.getByTestId('order-placed-by')).toHaveText('Placed by your advisor A30002');
    // ... and its notifications tell it (advisorOrderPlaced).
    await page.goto('/notifications');
    await expect(
      page.getByTestId('notification').filter({ hasText: `Your advisor A30002 placed order ${orderId ?? ''}` }),
    ).toHaveCount(1);
  });

  test('V20002 is refused until it passes the knowledge check (fails once, retries), then buys BTC', async ({
    page,
    signIn,
  }) => {
    await signIn('V20002', { source: 'fos' });
    const check = new KnowledgeCheckPanel(page);

    // The server refuses a quote with VA502's clear message, and the order page shows the check instead of the ticket.
    const refused = await page.request.post('/api/cryptoOrder/requestCryptoOrderQuote', {
      headers: { 'x-portal-client': 'web', 'x-portal-account': 'V20002', 'x-portal-source': 'fos' },
      data: {
        accountCode: 'V20002',
        pairId: 'BTC-USD',
        side: 'buy',
        orderType: 'market',
        basis: 'amount',
        amount: '500',
      },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ details: { resultCode: 'VA502' } });
    await page.goto('/cryptos/order');
    await expect(check.requiredMessage).toHaveText(
      'Before your first virtual-asset order, you must pass the virtual-asset knowledge check. Please take the knowledge check first.',
    );
    await expect(check.heading).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get quote' })).toHaveCount(0);

    // Two wrong: 4 of 6, not passed; the topics are named, not the right answers.
    await check.answer({ volatility: 'volatility-c', compensation: 'compensation-b' });
    await check.submit();
    await expect(check.score).toHaveText('You answered 4 of 6 questions correctly; 5 are needed to pass.');
    await expect(check.wrongTopics).toContainText('Price volatility');
    await expect(check.wrongTopics).toContainText('No investor compensation');
    await expect(page.getByTestId('knowledge-attempts-left')).toHaveText('Attempts left today: 2.');

    // The retry at once passes, and the ticket shows.
    await check.retry.click();
    await check.answer();
    await check.submit();
    await expect(check.passed).toBeVisible();
    await expect(check.panel).toHaveCount(0);

    await page.getByTestId('order-amount').fill('500');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(page.getByTestId('crypto-quote')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByTestId('order-placed')).toContainText('Filled');
    await expect(page.getByTestId('placed-message')).toContainText(/BTC at \d{2,3},\d{3}\.\d\d USD/);
  });

  test('a plain VA client gets no vaOrder (sent home), and sees no vaOrder item', async ({ page, signIn }) => {
    await signIn('V20001', { source: 'fos' });
    await page.goto('/cryptos/vaOrder');
    await expect(page).not.toHaveURL(/vaOrder/);
    await expect(page.getByRole('link', { name: 'Virtual asset order', exact: true })).toHaveCount(0);
  });
});

test.describe('vademo: advisor VA orders are off', () => {
  let portal: Portal | undefined;
  test.afterAll(async () => {
    await portal?.stop();
  });

  test('A30002 lands on the advisor dashboard; the vaOrder route is not there and the server refuses its list', async ({
    page,
  }) => {
    portal = await startPortal({ variant: 'vademo' });
    await page.goto(`${portal.url}/users/login`);
    // vademo signs in on the FOS source only: no source switch.
    const answered = await new LoginPage(page).signIn('A30002', 'Demo#2026pass');
    expect(answered.ok()).toBe(true);
    await expect(page).toHaveURL(/\/advisors\/dashboard$/);
    const list = await page.request.post(`${portal.url}/api/cryptoOrder/searchAdvisorCryptoOrders`, {
      headers: { 'x-portal-client': 'web', 'x-portal-account': 'A30002', 'x-portal-source': 'fos' },
      data: {},
    });
    expect(list.status()).toBe(404);
    await page.goto(`${portal.url}/cryptos/vaOrder`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Virtual-asset orders for clients' })).toHaveCount(0);
  });
});
