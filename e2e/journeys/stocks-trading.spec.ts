import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { test as plainTest } from '@playwright/test';
import { installSyncedClocks, minuteMs, serverNow } from '../support/clocks';
import { signInWithoutUi, webClientHeaders } from '../support/login';
import { demoTradePassword, extractPdfText } from '@portal/server/testing';
import { startPortal, type Portal } from '../support/portal-server';
import { SwitcherPage } from '../pages/switcher-page';
import {
  StockTicket,
  advanceStockOrders,
  hkPriceNear,
  intoHongKongTrading,
  intoTwoPartBuy,
} from '../pages/stock-trading';

const tencent = 'HKEX-00700';

test.describe('stock trading as C10001 on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('buys 0700 at a limit in the spread, sees it partially then fully matched as the clock moves, sells part from the portfolio, amends and cancels a resting order, exports the CSV', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await intoHongKongTrading(page.request);
    // Prices are a function of time (ADR 029): a limit and a size the market's next trades fill in two parts.
    const plan = await intoTwoPartBuy(page.request, tencent);
    const clocks = await installSyncedClocks(page);
    const clockTo = async (at: Date) => {
      const ahead = at.getTime() - (await serverNow(page.request)).getTime();
      if (ahead > 0) await clocks.advance(ahead);
    };
    await signIn('C10001');

    // From the quote page's Buy button to the ticket, side and stock filled in.
    await page.goto(`/stocks/quote/${tencent}`);
    await page.getByTestId('buy').click();
    await expect(page).toHaveURL(/\/stocks\/order\?stockId=HKEX-00700&side=B$/);
    const ticket = new StockTicket(page);
    await expect(page.getByTestId('ticket-stock')).toContainText('0700');

    // A limit on the spread table, several lots.
    await ticket.price.fill(plan.limit);
    await ticket.quantity.fill(String(plan.quantity));
    await expect(page.getByTestId('estimate').getByTestId('fee-stampDuty')).toBeVisible();
    // C10001 trades with a trade password (the demo's); remembered for the session, later tickets do not ask.
    await ticket.tradePasswordIfAsked(demoTradePassword);
    await ticket.submit();
    await expect(ticket.placed).toBeVisible();
    await expect(ticket.placedStatus.getByTestId('order-status')).toHaveAttribute('data-status', /^(pending|queuing)$/);
    expect((await serverNow(page.request)).getTime(), 'placed before the first trade at its limit').toBeLessThan(
      plan.firstFillAt.getTime(),
    );

    // The clock moves a minute at a time (the history reloaded each time, so the session stays in use): the order
    // rests until its first trades, is partially matched after them and matched by the next trade at its limit.
    const bought = page.getByTestId('order-row').first();
    const statusAfter = async (at: Date) => {
      await clockTo(at);
      await advanceStockOrders(page.request);
      await page.goto('/stocks/history');
      await expect(bought.getByTestId('order-status')).toBeVisible();
      return bought.getByTestId('order-status');
    };
    const stepMs = minuteMs;
    // Each check before a fill stays a step clear of it: the server's clock also moves by itself while a busy machine
    // loads the history, and its matching job would meet the fill.
    let at = (await serverNow(page.request)).getTime() + stepMs;
    for (; at + stepMs < plan.firstFillAt.getTime(); at += stepMs) {
      await expect(await statusAfter(new Date(at))).toHaveAttribute('data-status', /^(pending|queuing)$/);
    }
    const partly = await statusAfter(new Date(plan.firstPartAt.getTime() + 1000));
    await expect(partly).toHaveText('Partially matched');
    await expect(partly).toHaveAttribute('data-status', 'partiallyMatched');
    await expect(bought.getByTestId('order-filled')).toHaveText(String(plan.firstPartQuantity));
    for (at = plan.firstPartAt.getTime() + stepMs; at + stepMs < plan.secondFillAt.getTime(); at += stepMs) {
      await expect(await statusAfter(new Date(at))).toHaveText('Partially matched');
    }
    const filled = await statusAfter(new Date(plan.secondFillAt.getTime() + 1000));
    await expect(filled).toHaveText('Matched');
    await expect(filled).toHaveAttribute('data-status', 'matched');
    await expect(bought.getByTestId('order-filled')).toHaveText(String(plan.quantity));

    // The portfolio holds the shares; sell one lot from its row, below the market so it fills.
    await page.goto('/stocks/portfolio');
    const row = page.locator(`[data-testid="position-row"][data-stock="${tencent}"]`);
    await expect(row.getByTestId('position-quantity')).toHaveText(plan.quantity.toLocaleString('en-US'));
    await row.getByTestId('sell').click();
    await expect(page).toHaveURL(/side=S$/);
    await expect(page.getByTestId('sellable-quantity')).toContainText(plan.quantity.toLocaleString('en-US'));
    const sellAt = hkPriceNear(await ticket.lastPrice(), 0.95);
    await ticket.price.fill(sellAt);
    await ticket.quantity.fill('100');
    await ticket.tradePasswordIfAsked(demoTradePassword);
    await ticket.submit();
    await expect(ticket.placed).toBeVisible();
    await expect(async () => {
      await clocks.advance(2 * minuteMs);
      await advanceStockOrders(page.request);
      await page.goto('/stocks/portfolio');
      await expect(row.getByTestId('position-quantity')).toHaveText((plan.quantity - 100).toLocaleString('en-US'), {
        timeout: 3000,
      });
    }).toPass({ timeout: 60_000 });

    // A buy far below the market rests; in history it is amended (one tick lower) and then cancelled.
    await ticket.open(tencent, 'B');
    const restAt = hkPriceNear(await ticket.lastPrice(), 0.8);
    await ticket.price.fill(restAt);
    await ticket.quantity.fill('100');
    await ticket.tradePasswordIfAsked(demoTradePassword);
    await ticket.submit();
    await expect(ticket.placed).toBeVisible();
    await advanceStockOrders(page.request);
    await page.goto('/stocks/history');
    const resting = page.getByTestId('order-row').first();
    await expect(resting.getByTestId('order-status')).toHaveAttribute('data-status', /^(pending|queuing)$/);
    await resting.getByTestId('amend').click();
    const amend = page.getByTestId('amend-dialog');
    const lower = hkPriceNear(restAt, 0.99);
    await amend.getByTestId('amend-price').fill(lower);
    await amend.getByTestId('amend-review').click();
    await expect(amend.getByTestId('amend-summary')).toContainText('→');
    await amend.getByTestId('amend-confirm').click();
    await expect(amend.getByTestId('amend-done')).toBeVisible();
    await amend.getByRole('button', { name: 'Close' }).click();
    await expect(resting.getByTestId('order-price')).toHaveText(Number(lower).toFixed(3));

    await resting.getByTestId('cancel').click();
    const cancel = page.getByTestId('cancel-dialog');
    await cancel.getByTestId('cancel-confirm').click();
    await expect(cancel.getByTestId('cancel-done')).toBeVisible();
    await cancel.getByRole('button', { name: 'Close' }).click();
    await expect(resting.getByTestId('order-status')).toHaveAttribute('data-status', /^(cancelling|cancelled)$/);

    // The history as a CSV file.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const path = await file.path();
    const csv = await readFile(path, 'utf8');
    expect(csv.split('\n').filter((line) => line.trim() !== '').length).toBeGreaterThanOrEqual(4);

    // The day's contract note lists the fills: downloaded from the documents page, it shows the trades and their fees.
    await page.goto('/stocks/document');
    const note = page.locator('[data-testid="document-row"][data-kind="dailyStatement"]').first();
    await expect(note).toBeVisible();
    const noteDownload = page.waitForEvent('download');
    await note.getByTestId('document-download').click();
    const noteFile = await noteDownload;
    expect(noteFile.suggestedFilename()).toMatch(/^C10001-contract-note-\d{4}-\d{2}-\d{2}\.pdf$/);
    const noteText = await extractPdfText(await readFile(await noteFile.path()));
    expect(noteText).toContain('Contract note');
    expect(noteText).toContain('0700 Tencent Holdings');
    expect(noteText).toContain('Stamp duty');
    expect(noteText).toContain('Sell');
  });

  test('A30001, in advisee C10001’s session, places a buy; the history says the advisor placed it', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await intoHongKongTrading(page.request);
    await installSyncedClocks(page);
    const switcher = new SwitcherPage(page);
    await signIn('A30001');
    await page.goto('/advisors/dashboard');
    await switcher.openFromHeader();
    await switcher.logInAs('C10001').click();
    await expect(page).toHaveURL(/\/stocks\/dashboard$/);

    // demo has advisorStockTrading: the ticket takes the order for the advisee; it rests below the market.
    const ticket = new StockTicket(page);
    await ticket.open(tencent, 'B');
    await ticket.price.fill(hkPriceNear(await ticket.lastPrice(), 0.8));
    await ticket.quantity.fill('100');
    await ticket.tradePasswordIfAsked(demoTradePassword);
    await ticket.submit();
    await expect(ticket.placed).toBeVisible();

    await page.goto('/stocks/history');
    await expect(page.getByTestId('order-row').first().getByTestId('order-advisor')).toHaveText(
      'Placed by advisor A30001',
    );
  });
});

plainTest.describe('stock trading hidden (mirae)', () => {
  const portals: Portal[] = [];
  plainTest.afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
  });

  plainTest(
    'no Buy, Sell or ticket link exists, the ticket route is not there and the API refuses trades',
    async ({ browser }) => {
      const portal = await startPortal({ variant: 'mirae' });
      portals.push(portal);
      const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInWithoutUi(page, 'C10001');

      await page.goto('/stocks/dashboard');
      await expect(page.getByTestId('todays-orders')).toBeVisible();
      await expect(page.getByTestId('new-order')).toHaveCount(0);
      await expect(page.getByTestId('stock-watchlist')).toBeVisible();
      await expect(page.locator('a[href*="/stocks/order"]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Place order' })).toHaveCount(0);
      await page.goto(`/stocks/quote/${tencent}`);
      await expect(page.getByTestId('stock-name')).toBeVisible();
      await expect(page.getByTestId('buy')).toHaveCount(0);
      await expect(page.getByTestId('sell')).toHaveCount(0);
      await expect(page.locator('a[href*="/stocks/order"]')).toHaveCount(0);
      await page.goto('/stocks/portfolio');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('sell')).toHaveCount(0);
      await expect(page.locator('a[href*="/stocks/order"]')).toHaveCount(0);

      await page.goto(`/stocks/order?stockId=${tencent}&side=B`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('review')).toHaveCount(0);
      await expect(page.getByTestId('price')).toHaveCount(0);

      const refused = await page.request.post('/api/stockOrder/placeStockOrder', {
        headers: webClientHeaders,
        data: {
          accountCode: 'C10001',
          clientReference: 'mirae-hidden-0001',
          stockId: tencent,
          side: 'B',
          orderType: 'limit',
          price: '300',
          quantity: '100',
        },
      });
      expect(refused.status()).toBe(404);
      expect((await refused.json()).code).toBe('FEATURE_OFF');
      await context.close();
    },
  );
});
