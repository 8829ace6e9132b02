import type { APIRequestContext } from '@playwright/test';
import { tradingPhaseAt } from '../../packages/contract/src/domain/stock/trading-sessions';
import { PortalShell } from '../pages/portal-shell';
import { QuotePage, StockDashboardPage } from '../pages/stock-market';
import { installSyncedClocks, serverNow } from '../support/clocks';
import { expect, test } from '../support/fixtures';
import { webClientHeaders } from '../support/login';

const tencent = 'HKEX-00700';
const minuteMs = 60_000;

/** Moves the server's clock forward (if need be) into Hong Kong's continuous trading, with an hour of it ahead. */
async function intoHongKongTrading(request: APIRequestContext): Promise<void> {
  const now = (await serverNow(request)).getTime();
  const trading = (at: number) =>
    tradingPhaseAt('HKEX', new Date(at)) === 'continuous' &&
    tradingPhaseAt('HKEX', new Date(at + 60 * minuteMs)) === 'continuous';
  let at = now;
  while (!trading(at)) at += 5 * minuteMs;
  if (at === now) return;
  const moved = await request.post('/api/_dev/clock', { headers: webClientHeaders, data: { advanceMs: at - now } });
  expect(moved.ok()).toBe(true);
}

test.describe('stocks market (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('C10001 finds 0700 by its zh-HK name, watches its price move, switches chart ranges and watches it', async ({
    page,
    signIn,
  }) => {
    // The market trades first (the session then starts at the server's new present), the browser at the same time.
    await intoHongKongTrading(page.request);
    const clocks = await installSyncedClocks(page);
    await signIn('C10001');
    const dashboard = new StockDashboardPage(page);
    await dashboard.open();
    await new PortalShell(page).languageSelect(new PortalShell(page).desktopHeader).selectOption('zh-HK');
    await expect(page.getByRole('heading', { name: '股票', level: 1 })).toBeVisible();
    await expect(page.getByTestId('market-phase-HKEX')).toHaveText('交易中');

    // Found by its Chinese name from the dashboard's search.
    await dashboard.search.fill('騰訊');
    const result = dashboard.searchResults.getByRole('link', { name: /騰訊控股/ });
    await expect(result).toContainText('0700');
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/stocks/quote/${tencent}$`));

    const quote = new QuotePage(page);
    await expect(quote.name).toHaveText('騰訊控股');
    await expect(page.getByTestId('stock-code')).toHaveText('0700');
    await expect(quote.depthRows).toHaveCount(10);
    await expect(quote.chart.locator('canvas').first()).toBeVisible();

    // The price moves as the market trades: the stream brings each new quote.
    const first = (await quote.lastPrice.textContent()) ?? '';
    expect(first).toMatch(/^\d{1,3}(,\d{3})*\.\d{3}$/);
    // Two minutes a step: over a week of trading minutes 0700's simulated price stayed on one tick at most 7 in a row,
    // so a few steps always see it move, however slowly a loaded machine runs them (the hour ahead trades throughout).
    await expect(async () => {
      await clocks.advance(2 * minuteMs);
      await expect(quote.lastPrice).not.toHaveText(first, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });

    // Chart ranges: each asks for its bars and says what it shows.
    await expect(quote.chartSummary).toContainText('一日');
    for (const [label, name] of [
      ['5日', '五日'],
      ['1個月', '一個月'],
      ['5年', '五年'],
    ] as const) {
      await quote.chooseRange(label);
      await expect(quote.chartSummary).toContainText(name);
      await expect(quote.chart.locator('canvas').first()).toBeVisible();
    }

    // Onto the watchlist with the star, off it from the dashboard.
    const star = quote.star(tencent);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await dashboard.open();
    const row = dashboard.watchlistRow(tencent);
    await expect(row).toContainText('騰訊控股');
    await row.getByRole('button', { name: '從自選股移除騰訊控股' }).click();
    await expect(row).toBeHidden();
    await expect(dashboard.emptyWatchlist).toBeVisible();
  });
});
