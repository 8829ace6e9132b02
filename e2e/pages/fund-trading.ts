import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { webClientHeaders } from '../support/login';

/** A fund ticket (/funds/subscribe, redeem, switch, switchSingle): the form, its confirm step and its outcome. */
export class FundTicket {
  constructor(readonly page: Page) {}

  get amount(): Locator {
    return this.page.getByTestId('amount-input');
  }

  get quantity(): Locator {
    return this.page.getByTestId('quantity-input');
  }

  get payCurrency(): Locator {
    return this.page.getByTestId('currency-select');
  }

  get review(): Locator {
    return this.page.getByTestId('review');
  }

  get confirmStep(): Locator {
    return this.page.getByTestId('confirm-step');
  }

  get submit(): Locator {
    return this.page.getByTestId('submit-order');
  }

  get failure(): Locator {
    return this.page.getByTestId('order-failure');
  }

  get placed(): Locator {
    return this.page.getByTestId('order-placed');
  }

  get placedOrders(): Locator {
    return this.page.getByTestId('placed-order');
  }

  get targetFunds(): Locator {
    return this.page.getByTestId('target-fund');
  }

  get acknowledge(): Locator {
    return this.page.getByLabel('I have read and understood the trade documents of these funds.');
  }

  /** Reviews then confirms the order as typed. */
  async reviewAndSubmit(): Promise<void> {
    await this.review.click();
    await expect(this.confirmStep).toBeVisible();
    await this.submit.click();
  }
}

/** /funds/history: the orders table, its filters, cancel and the CSV export. */
export class FundHistory {
  constructor(readonly page: Page) {}

  get rows(): Locator {
    return this.page.getByTestId('order-row');
  }

  row(orderId: string): Locator {
    return this.page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  }

  get exportCsv(): Locator {
    return this.page.getByRole('button', { name: 'Export CSV' });
  }
}

/** /funds/document: the account's statements with their download links. */
export class FundDocuments {
  constructor(readonly page: Page) {}

  get rows(): Locator {
    return this.page.getByTestId('document-row');
  }

  get downloads(): Locator {
    return this.page.getByTestId('document-download');
  }
}

type FundSummary = {
  fundId: string;
  currency: string;
  riskLevel: string;
  professionalOnly: boolean;
  suspended: boolean;
};

/** Funds of the catalogue of some risk levels, tradeable by a retail client, through the signed-in page's session. */
export async function fundsOfRisk(
  request: APIRequestContext,
  riskLevels: readonly string[],
  currency?: string,
): Promise<FundSummary[]> {
  const answer = await request.post('/api/fundDefinition/searchFunds', {
    headers: webClientHeaders,
    data: { riskLevels, ...(currency ? { currencies: [currency] } : {}), pageSize: 50 },
  });
  if (!answer.ok()) throw new Error(`searchFunds answered ${answer.status()}: ${await answer.text()}`);
  const { funds } = (await answer.json()) as { funds: FundSummary[] };
  return funds.filter((fund) => !fund.professionalOnly && !fund.suspended);
}

/** The minimum subscription a ticket shows for a fund (the fund's minimum × the brand's factor). */
export async function minimumSubscription(
  request: APIRequestContext,
  accountCode: string,
  fundId: string,
): Promise<string> {
  const answer = await request.post('/api/fundOrder/fundTradeTerms', {
    headers: { ...webClientHeaders, 'x-portal-account': accountCode, 'x-portal-source': 'gateway' },
    data: { accountCode, fundId },
  });
  if (!answer.ok()) throw new Error(`fundTradeTerms answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { minimumSubscription: string }).minimumSubscription;
}

/** Runs the fund order lifecycle job now (dev support), after the server's clock was moved. */
export async function advanceFundOrders(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/_dev/fundOrders/advance', { headers: webClientHeaders, data: {} });
  if (!answer.ok()) throw new Error(`advance answered ${answer.status()}: ${await answer.text()}`);
}

/** Moves only the server's clock (dev support). */
export async function advanceServerClock(request: APIRequestContext, milliseconds: number): Promise<void> {
  const answer = await request.post('/api/_dev/clock', {
    headers: webClientHeaders,
    data: { advanceMs: milliseconds },
  });
  if (!answer.ok()) throw new Error(`POST /api/_dev/clock answered ${answer.status()}: ${await answer.text()}`);
}
