import { expect, type Locator, type Page } from '@playwright/test';

/** /stocks/dashboard: market summary, the watchlist with its search, top movers. */
export class StockDashboardPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/stocks/dashboard');
    await expect(this.page.getByTestId('market-summary')).toBeVisible();
  }

  get search(): Locator {
    return this.page.getByTestId('stock-search');
  }

  get searchResults(): Locator {
    return this.page.getByTestId('stock-search-results');
  }

  watchlistRow(stockId: string): Locator {
    return this.page.getByTestId(`watchlist-row-${stockId}`);
  }

  get emptyWatchlist(): Locator {
    return this.page.getByTestId('watchlist-empty');
  }
}

/** /stocks/quote/:stockId: the live quote, the depth book, the chart and its ranges, the watchlist star. */
export class QuotePage {
  constructor(readonly page: Page) {}

  get name(): Locator {
    return this.page.getByTestId('stock-name');
  }

  get lastPrice(): Locator {
    return this.page.getByTestId('last-price');
  }

  get depthRows(): Locator {
    return this.page.getByTestId('depth-row');
  }

  get chart(): Locator {
    return this.page.getByTestId('candle-chart');
  }

  get chartSummary(): Locator {
    return this.page.getByTestId('chart-summary');
  }

  /** Presses a range button of the chart by its label (1D, 5D, 1M, 6M, 1Y, 5Y in English). */
  async chooseRange(label: string): Promise<void> {
    await this.page.getByTestId('chart-ranges').getByText(label, { exact: true }).click();
  }

  star(stockId: string): Locator {
    return this.page.getByTestId(`watch-${stockId}`);
  }
}
