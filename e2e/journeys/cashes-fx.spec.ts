import type { Locator, Page } from '@playwright/test';
import { advanceServerClock } from '../pages/fund-trading';
import { useColourMode } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { webClientHeaders } from '../support/login';
import { PortalShell } from '../pages/portal-shell';

/*
 * Currency exchange as C10001 on demo (issue 16 part 5, ADR 034): HKD to USD at a live firm quote (the balances move
 * by the quoted amounts, relative to what the page showed: other journeys may move C10001's cash meanwhile), and a
 * quote that expires: accepted after the server clock passed its validity it gets code 202's text; left alone, its
 * countdown reaches zero and it shows expired with a way to a new quote.
 */

class ExchangePage {
  constructor(readonly page: Page) {}
  readonly heading = () => this.page.getByRole('heading', { name: 'Currency exchange', level: 1 });
  readonly amount = () => this.page.getByTestId('fx-amount');
  readonly getQuote = () => this.page.getByRole('button', { name: 'Get quote' });
  readonly quote = () => this.page.getByTestId('fx-quote');
  readonly accept = () => this.page.getByRole('button', { name: 'Accept quote' });
  readonly done = () => this.page.getByTestId('fx-done');

  async available(table: string, currency: string): Promise<number> {
    const cell: Locator = this.page.getByTestId(`${table}-${currency}`).getByTestId('available');
    await expect(cell).toBeVisible();
    return Number(await cell.getAttribute('data-value'));
  }
}

const cents = (value: number) => Math.round(value * 100);

/** C10001's balances and conversions as the server answers now (jobs may move its cash while a journey runs). */
async function serverState(page: Page) {
  const call = async (operation: string) => {
    const answer = await page.request.post(`/api/cashFx/${operation}`, {
      headers: { ...webClientHeaders, 'x-portal-account': 'C10001', 'x-portal-source': 'gateway' },
      data: { accountCode: 'C10001' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer.json();
  };
  const board = (await call('fxBoard')) as { balances: { currency: string; available: string }[] };
  const list = (await call('fxConversions')) as { conversions: unknown[] };
  const available = (currency: string) =>
    Number(board.balances.find((balance) => balance.currency === currency)?.available ?? NaN);
  return { available, conversions: list.conversions.length };
}

test.describe('currency exchange as C10001 on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('converts HKD to USD at a live quote and sees both balances move by the quoted amounts', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000);
    await signIn('C10001');
    await page.goto('/cashes/exchange');
    const exchange = new ExchangePage(page);
    await expect(exchange.heading()).toBeVisible();
    await expect(page.getByTestId('indicative-rate')).toContainText(/Indicative rate: 1 HKD = 0\.12\d+ USD/);
    await expect(page.getByTestId('rate-time')).toContainText(/rate as of \d\d:\d\d:\d\d/);
    await expect(page.getByTestId('fx-balances-HKD')).toBeVisible();

    await exchange.amount().fill('1000');
    await exchange.getQuote().click();
    await expect(exchange.quote()).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/Valid for \d+ more seconds/);
    await expect(exchange.quote()).toContainText('1,000.00 HKD');
    await expect(exchange.quote()).toContainText('The amount you receive is rounded down to 2 decimals.');
    const bought = Number(await page.getByTestId('quote-buy').locator('[data-value]').getAttribute('data-value'));
    expect(bought).toBeGreaterThan(120);
    expect(bought).toBeLessThan(135);
    await page.screenshot({ path: test.info().outputPath('fx-quote-1280.png'), fullPage: true });

    const before = await serverState(page);
    await exchange.accept().click();
    await expect(exchange.done()).toBeVisible();
    await expect(exchange.done()).toContainText('Exchange completed');
    await expect(page.getByTestId('done-received')).toContainText(`${bought.toFixed(2)} USD`);
    const reference = /FXC\d{8}[0-9A-F]{10}/.exec((await page.getByTestId('done-reference').textContent()) ?? '')?.[0];
    if (reference === undefined) throw new Error('No conversion reference shown');
    // The new balances the confirmation shows: what the server had just before, moved by the quoted amounts.
    expect(cents(await exchange.available('new-balances', 'HKD'))).toBe(cents(before.available('HKD') - 1000));
    expect(cents(await exchange.available('new-balances', 'USD'))).toBe(cents(before.available('USD') + bought));
    // The recent exchanges show amounts with their currency's decimals (SPEC §9).
    await expect(page.getByTestId(`conversion-${reference}`)).toContainText('1,000.00 HKD');
    await page.screenshot({ path: test.info().outputPath('fx-done-1280.png'), fullPage: true });
  });

  test('watches a quote expire: refused after the server clock passed it, then shown expired when its countdown ends', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000);
    await signIn('C10001');
    await page.goto('/cashes/exchange');
    const exchange = new ExchangePage(page);
    await expect(exchange.heading()).toBeVisible();
    const before = await serverState(page);
    await exchange.amount().fill('500');
    await exchange.getQuote().click();
    await expect(page.getByRole('timer')).toBeVisible();

    // The server's clock passes the quote's 10 seconds: accepting it now is refused with code 202 and converts nothing.
    await advanceServerClock(page.request, 11_000);
    await exchange.accept().click();
    await expect(page.getByTestId('order-failure')).toHaveText('This quote has expired. Please get a new quote.');
    await expect(page.getByTestId('order-failure')).toHaveAttribute('data-result', 'quoteExpired');
    await expect(exchange.done()).toHaveCount(0);

    // A new quote, left alone: its countdown reaches zero and it shows expired, with a way to a new quote.
    await page.getByRole('button', { name: 'Get a new quote' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByTestId('quote-expired')).toHaveText('This quote has expired. Please get a new quote.', {
      timeout: 15_000,
    });
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(exchange.accept()).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get a new quote' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Neither quote converted anything.
    expect((await serverState(page)).conversions).toBe(before.conversions);
  });

  test('lays the page out at 390 px in dark mode', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useColourMode(page, 'dark');
    await signIn('C10001');
    await page.goto('/cashes/exchange');
    await expect(page.getByRole('heading', { name: 'Currency exchange', level: 1 })).toBeVisible();
    await expect(page.getByTestId('fx-balances')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('fx-390-dark.png'), fullPage: true });
  });

  test('shows the page in Traditional and Simplified Chinese, the quote codes in the same language', async ({
    page,
    signIn,
  }) => {
    const shell = new PortalShell(page);
    await signIn('C10001');
    await page.goto('/cashes/exchange');
    await expect(page.getByRole('heading', { name: 'Currency exchange', level: 1 })).toBeVisible();
    await shell.languageSelect(shell.desktopHeader).selectOption('zh-HK');
    await expect(page.getByRole('heading', { name: '貨幣兌換', level: 1 })).toBeVisible();
    await expect(page.getByTestId('indicative-rate')).toContainText('參考匯率：1 HKD =');
    await page.getByTestId('fx-amount').fill('0.001');
    await page.getByRole('button', { name: '取得報價' }).click();
    await expect(page.getByText('HKD 最多可輸入 2 位小數。')).toBeVisible();
    await page.getByTestId('fx-amount').fill('1');
    await page.getByRole('button', { name: '取得報價' }).click();
    await expect(page.getByTestId('order-failure')).toHaveText('金額低於貨幣兌換的最低金額。');
    await shell.languageSelect(shell.desktopHeader).selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '货币兑换', level: 1 })).toBeVisible();
    await expect(page.getByTestId('order-failure')).toHaveText('金额低于货币兑换的最低金额。');
    await page.screenshot({ path: test.info().outputPath('fx-zh-cn-1280.png'), fullPage: true });
    // Back to English for the journeys after this one (the language is the client's saved preference).
    await shell.languageSelect(shell.desktopHeader).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Currency exchange', level: 1 })).toBeVisible();
  });
});
