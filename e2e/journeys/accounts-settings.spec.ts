import type { Page } from '@playwright/test';
import { TourPage, UserSettingsPage } from '../pages/account-settings';
import {
  FundTicket,
  advanceFundOrders,
  advanceServerClock,
  fundsOfRisk,
  minimumSubscription,
} from '../pages/fund-trading';
import { StockTicket, advanceStockOrders, hkPriceNear, intoHongKongTrading } from '../pages/stock-trading';
import { expect, test, testWithOwnPortal } from '../support/fixtures';
import { webClientHeaders } from '../support/login';
import { demoTradePassword } from '@portal/server/testing';

test.describe('the guided tour', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Its own server: choosing Simplified Chinese on the settings page saves it to C10001's account.
  testWithOwnPortal(
    'runs in Simplified Chinese over the real navigation, step by step, closable and replayable',
    async ({ page, signIn }) => {
      await signIn('C10001');
      const settings = new UserSettingsPage(page);
      await settings.open();
      await settings.choice('简体中文').check();
      await expect(settings.heading('用户设置')).toBeVisible();

      const tour = new TourPage(page);
      await tour.open();
      await expect(page.getByRole('heading', { name: '导览', level: 1 })).toBeVisible();
      await tour.startButton.click();

      await expect(tour.popoverTitle).toHaveText('欢迎');
      await tour.expectHighlighted('brand');
      await expect(tour.progress).toHaveText(/^第 1 步，共 \d 步$/);
      await tour.popoverButton('下一步').click();
      await expect(tour.popoverTitle).toHaveText('各个板块');
      await tour.expectHighlighted('main-navigation');
      await expect(tour.highlighted).toContainText('账户');
      await tour.popoverButton('下一步').click();
      await expect(tour.popoverTitle).toHaveText('板块内的页面');
      await tour.expectHighlighted('area-navigation');
      await expect(tour.highlighted).toContainText('用户设置');
      await tour.popoverButton('上一步').click();
      await expect(tour.popoverTitle).toHaveText('各个板块');

      await tour.popover.getByRole('button', { name: '关闭导览' }).click();
      await expect(tour.popover).toHaveCount(0);
      await expect(tour.highlighted).toHaveCount(0);

      // Replayable: from the start again, and to its end.
      await tour.startButton.click();
      await expect(tour.popoverTitle).toHaveText('欢迎');
      const total = Number((await tour.progress.textContent())?.match(/共 (\d+) 步/)?.[1]);
      expect(total).toBeGreaterThanOrEqual(7);
      for (let step = 2; step <= total; step += 1) {
        await tour.popoverButton('下一步').click();
        await expect(tour.progress).toHaveText(`第 ${step} 步，共 ${total} 步`);
      }
      await expect(tour.popoverTitle).toHaveText('导览完毕');
      await tour.popoverButton('完成').click();
      await expect(tour.popover).toHaveCount(0);
    },
  );

  test('a client’s first visit offers the tour once on this browser; "Not now" puts it away for good', async ({
    page,
    signIn,
  }) => {
    await signIn('C10001');
    await page.goto('/funds/dashboard');
    const offer = page.getByTestId('tour-offer');
    await expect(offer).toContainText('New to the portal?');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test('the first visit offer starts the tour at once', async ({ page, signIn }) => {
    await signIn('C10005');
    await page.goto('/funds/dashboard');
    await page.getByTestId('tour-offer').getByRole('button', { name: 'Start the tour' }).click();
    const tour = new TourPage(page);
    await expect(tour.popoverTitle).toHaveText('Welcome');
    await expect(page.getByTestId('tour-offer')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(tour.popover).toHaveCount(0);
  });
});

// Their own servers: these change C10001's account (language, reporting currency, the review step), which the journeys
// sharing the worker's server read.
testWithOwnPortal.describe('user settings', () => {
  testWithOwnPortal.use({ viewport: { width: 1280, height: 800 } });

  testWithOwnPortal(
    'colour mode, language and reporting currency change at once and stick after a reload',
    async ({ page, signIn }) => {
      await signIn('C10001');
      const settings = new UserSettingsPage(page);
      await settings.open();
      await expect(settings.heading('User settings')).toBeVisible();

      await settings.choice('Dark').check();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await settings.choice('USD').check();
      await settings.choice('繁體中文').check();
      await expect(settings.heading('用戶設定')).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);

      await page.reload();
      await expect(settings.heading('用戶設定')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(settings.choice('深色')).toBeChecked();
      await expect(settings.choice('USD')).toBeChecked();
      await expect(settings.choice('繁體中文')).toBeChecked();
      // The account keeps the language and the currency too (a sign-in on another browser loads them).
      const kept = await page.request.post('/api/preference/loadPreference', {
        headers: webClientHeaders,
        data: { accountCode: 'C10001', source: 'gateway' },
      });
      expect(await kept.json()).toEqual({ language: 'zh-HK', currencyCode: 'USD', saved: true });
    },
  );

  testWithOwnPortal('the stock order review step is turned off and on for the account', async ({ page, signIn }) => {
    await signIn('C10001');
    const settings = new UserSettingsPage(page);
    await settings.open();
    await expect(settings.orderConfirmation).toBeChecked();
    await settings.orderConfirmation.uncheck();
    await expect(settings.orderConfirmation).not.toBeChecked();
    await page.reload();
    await expect(settings.orderConfirmation).not.toBeChecked();
    await settings.orderConfirmation.check();
    await expect(settings.orderConfirmation).toBeChecked();
  });
});

/** The bodies of the messages the simulated SMS / e-mail gateway delivered to an account (dev support's outbox). */
async function outboxBodies(page: Page, accountCode: string): Promise<string[]> {
  const answer = await page.request.get(`/api/_dev/outbox?accountCode=${accountCode}&channel=email`);
  expect(answer.ok()).toBe(true);
  const { messages } = (await answer.json()) as { messages: { body: string; destination: string }[] };
  return messages.filter((message) => message.destination === 'c10001@example.com').map((message) => message.body);
}

testWithOwnPortal.describe('notices sent on a second channel', () => {
  testWithOwnPortal.use({ viewport: { width: 1280, height: 900 } });

  testWithOwnPortal(
    'a matched stock order and an executed fund order of C10001 each send a notice to its e-mail, listed in its settings',
    async ({ page, signIn }) => {
      testWithOwnPortal.setTimeout(240_000);
      await intoHongKongTrading(page.request);
      await signIn('C10001');
      const settings = new UserSettingsPage(page);

      // A buy of one lot of 0700 above the market: the matching simulator fills it at the next trades.
      const ticket = new StockTicket(page);
      await ticket.open('HKEX-00700', 'B');
      await ticket.price.fill(hkPriceNear(await ticket.lastPrice(), 1.05));
      await ticket.quantity.fill('100');
      await ticket.tradePasswordIfAsked(demoTradePassword);
      await ticket.submit();
      await expect(ticket.placed).toBeVisible();
      const traded = settings.notices.and(page.locator('[data-kind="tradeExecuted"]'));
      await expect(async () => {
        await advanceServerClock(page.request, 60_000);
        await advanceStockOrders(page.request);
        await settings.open();
        await expect(traded.first()).toBeVisible({ timeout: 3000 });
      }).toPass({ timeout: 90_000 });
      await expect(traded.first()).toContainText('Trade executed');
      await expect(traded.first()).toContainText('E-mail');
      await expect(traded.first()).toContainText('c*****@example.com');
      await expect(traded.first().getByTestId('notice-body')).toContainText(/bought \d+ 00700 /);
      const stockNotice = (await traded.first().getByTestId('notice-body').textContent()) ?? '';
      expect(await outboxBodies(page, 'C10001')).toContain(stockNotice);

      // A subscription within the client's risk profile, dealt, priced and settled ten days on.
      const [fund] = await fundsOfRisk(page.request, ['Low', 'LowToMedium', 'Medium'], 'HKD');
      if (!fund) throw new Error('The catalogue has no retail HKD fund up to Medium risk');
      const minimum = await minimumSubscription(page.request, 'C10001', fund.fundId);
      const fundTicket = new FundTicket(page);
      await page.goto(`/funds/subscribe/${fund.fundId}`);
      await fundTicket.amount.fill(minimum);
      await fundTicket.reviewAndSubmit();
      await expect(fundTicket.placed).toBeVisible();
      await advanceServerClock(page.request, 10 * 24 * 60 * 60_000);
      await advanceFundOrders(page.request);
      // The session lapsed meanwhile.
      await signIn('C10001');
      await settings.open();
      // The demo's own fund activity of C10001 may settle meanwhile too: the notice of this fund is among them.
      const { names } = fund as typeof fund & { names: { en: string } };
      const subscribed = traded.filter({ hasText: `units of ${names.en}` }).first();
      await expect(subscribed).toBeVisible();
      await expect(subscribed.getByTestId('notice-body')).toContainText(/subscribed [\d.]+ units of /);
      const fundNotice = (await subscribed.getByTestId('notice-body').textContent()) ?? '';
      expect(await outboxBodies(page, 'C10001')).toContain(fundNotice);
    },
  );
});
