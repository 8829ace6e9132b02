import { FundComparerPage, FundDetailPage, FundSearchPage, WatchlistPage } from '../pages/fund-research';
import { expect, test } from '../support/fixtures';

test.describe('fund research (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a client searches with a filter, opens a fund, changes the chart period and watches the fund', async ({
    page,
    signIn,
  }) => {
    await signIn('C10001');
    const search = new FundSearchPage(page);
    await search.open();
    await expect(search.total).toHaveText(/^Funds found: \d+$/);
    const everyFund = await search.total.textContent();

    await search.pickFilter('Region', 'Japan');
    await expect(page).toHaveURL(/regions=japan/);
    await expect(search.total).not.toHaveText(everyFund ?? '');
    const rows = await search.rows.count();
    expect(rows).toBeGreaterThan(0);
    for (let index = 0; index < rows; index += 1) await expect(search.rows.nth(index)).toContainText('Japan');

    const firstLink = search.rows.first().getByRole('link');
    const fundName = (await firstLink.textContent()) ?? '';
    await firstLink.click();
    await expect(page).toHaveURL(/\/funds\/detail\/F\d+$/);
    const fundId = page.url().split('/').at(-1) ?? '';
    const detail = new FundDetailPage(page);
    await expect(detail.name).toHaveText(fundName);
    await expect(detail.chart.locator('svg path')).toHaveCount(1);
    await expect(detail.chartPeriod).toHaveAttribute('data-period', '1year');
    await detail.choosePeriod('3M');
    await expect(detail.chartPeriod).toHaveAttribute('data-period', '3months');
    await expect(detail.chart.locator('svg path')).toHaveCount(1);
    await detail.choosePeriod('Launch');
    await expect(detail.chartPeriod).toHaveAttribute('data-period', 'sinceLaunch');
    await expect(detail.chart).toBeVisible();
    // The chart answers the keyboard: focus shows the latest price.
    await detail.chart.locator('svg').focus();
    await expect(page.getByTestId('nav-chart-tooltip')).toBeVisible();

    const star = detail.star(fundId);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    const watchlist = new WatchlistPage(page);
    await watchlist.open();
    await expect(watchlist.item(fundId)).toContainText(fundName);
    await watchlist
      .item(fundId)
      .getByRole('button', { name: `Remove ${fundName} from the watchlist` })
      .click();
    await expect(watchlist.item(fundId)).toBeHidden();
    await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  });

  test('a client picks two funds on the search and compares them side by side', async ({ page, signIn }) => {
    await signIn('C10001');
    const search = new FundSearchPage(page);
    await search.open();
    const [first = '', second = ''] = await search.fundIdsShown(2);
    expect(first).toMatch(/^F\d+$/);
    expect(second).toMatch(/^F\d+$/);
    await search.compareBox(first).check();
    await search.compareBox(second).check();
    await expect(page.getByText('2 of 4 funds picked to compare')).toBeVisible();
    await search.compareButton.click();
    await expect(page).toHaveURL(new RegExp(`/funds/comparer\\?ids=${first}(%2C|,)${second}$`));

    const comparer = new FundComparerPage(page);
    await expect(comparer.compared(first)).toBeVisible();
    await expect(comparer.compared(second)).toBeVisible();
    await expect(comparer.table.getByRole('rowheader', { name: 'Subscription fee' })).toBeVisible();
    await expect(comparer.chartLines).toHaveCount(2);

    // The pick is kept (90 days): the comparer without ids shows the same funds.
    await page.goto('/funds/comparer');
    await expect(comparer.compared(first)).toBeVisible();
    await expect(comparer.compared(second)).toBeVisible();
  });
});
