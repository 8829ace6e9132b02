import { expect, type Locator, type Page } from '@playwright/test';

/** /funds/search: filters, the result table (desktop) or cards (mobile), compare picks and watchlist stars. */
export class FundSearchPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/funds/search${query}`);
    await expect(this.page.getByRole('heading', { name: 'Fund search', level: 1 })).toBeVisible();
  }

  get total(): Locator {
    return this.page.getByTestId('search-total');
  }

  get rows(): Locator {
    return this.page.getByTestId('fund-table').locator('tbody tr');
  }

  /** Picks one value of a filter list (a Mantine MultiSelect) by its label. */
  async pickFilter(label: string, value: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: value, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  fundLink(name: string | RegExp): Locator {
    return this.page.getByTestId('fund-table').getByRole('link', { name });
  }

  /** The ids of the first `count` funds of the table, in order. */
  async fundIdsShown(count: number): Promise<string[]> {
    await expect(this.rows.nth(count - 1)).toBeVisible();
    const testIds = await this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid') ?? ''));
    return testIds.slice(0, count).map((testId) => testId.replace('fund-row-', ''));
  }

  compareBox(fundId: string): Locator {
    return this.page.getByTestId(`compare-${fundId}`);
  }

  get compareButton(): Locator {
    return this.page.getByTestId('compare-open');
  }
}

/** /funds/detail/:id: the header, the NAV chart with its period control, the watchlist star. */
export class FundDetailPage {
  constructor(readonly page: Page) {}

  get name(): Locator {
    return this.page.getByTestId('fund-name');
  }

  get chart(): Locator {
    return this.page.getByTestId('nav-chart');
  }

  /** The chart's wrapper names the period it shows. */
  get chartPeriod(): Locator {
    return this.page.locator('[data-period]');
  }

  async choosePeriod(shortName: string): Promise<void> {
    await this.page.getByTestId('chart-period').getByText(shortName, { exact: true }).click();
  }

  star(fundId: string): Locator {
    return this.page.getByTestId(`watch-${fundId}`);
  }
}

/** /funds/watchlist. */
export class WatchlistPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/funds/watchlist');
    await expect(this.page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
  }

  item(fundId: string): Locator {
    return this.page.getByTestId(`watchlist-item-${fundId}`);
  }
}

/** /funds/comparer. */
export class FundComparerPage {
  constructor(readonly page: Page) {}

  get table(): Locator {
    return this.page.getByTestId('compare-table');
  }

  compared(fundId: string): Locator {
    return this.page.getByTestId(`compared-${fundId}`);
  }

  get chartLines(): Locator {
    return this.page.getByTestId('compare-chart').locator('svg path');
  }
}
