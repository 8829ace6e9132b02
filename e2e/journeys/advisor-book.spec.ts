import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoPassword, webClientHeaders } from '../support/login';

/*
 * The advisor's book on demo (issue 28 parts 1, 4 and 5): A30001 sees C10001 flagged for an expiring questionnaire
 * (the demo seeds C10001's profile to end in about 75 days) and opens its details; the manager M40001 narrows the
 * dashboard to A30001's book; the holdings dashboard drills down from one of C10001's funds to its holders.
 */

/** The dashboard and the holdings dashboard as an advisor reads them. */
class AdvisorBookPage {
  constructor(private readonly page: Page) {}

  async openDashboard(): Promise<void> {
    await this.page.goto('/advisors/dashboard');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Advisor dashboard' })).toBeVisible();
  }

  async openHoldings(): Promise<void> {
    await this.page.goto('/advisors/holdingsDashboard');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Holdings dashboard' })).toBeVisible();
  }

  /** A client's row in the attention list. */
  attentionRow(accountCode: string): Locator {
    return this.page
      .getByRole('region', { name: 'Clients needing attention' })
      .locator(`[data-testid="attention-client"][data-account-code="${accountCode}"]`);
  }

  instrumentRow(holdingId: string): Locator {
    return this.page.locator(`[data-testid="book-instrument"][data-holding-id="${holdingId}"]`);
  }
}

/** Runs the wealth area's daily snapshot and position refresh now (dev support), as the scheduler would. */
async function valueThePositionsNow(request: APIRequestContext): Promise<void> {
  for (const path of ['/api/_dev/marketValueHistory/snapshot', '/api/_dev/marketValueHistory/positions']) {
    const answer = await request.post(path, { headers: webClientHeaders, data: {} });
    if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}: ${await answer.text()}`);
  }
}

/** The funds C10001 holds, as its own portfolio lists them (signed in apart from the page). */
async function fundsOfC10001(baseURL: string): Promise<string[]> {
  const client = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await client.post('/api/account/gatewayPasswordLogin', {
      headers: webClientHeaders,
      data: { accountCode: 'C10001', password: demoPassword },
    });
    if (!login.ok()) throw new Error(`C10001 could not sign in: ${login.status()}`);
    const netWorth = await client.post('/api/marketValueHistory/netWorth', {
      headers: { ...webClientHeaders, 'x-portal-account': 'C10001', 'x-portal-source': 'gateway' },
      data: { accountCode: 'C10001' },
    });
    if (!netWorth.ok()) throw new Error(`netWorth answered ${netWorth.status()}: ${await netWorth.text()}`);
    const { holdings } = (await netWorth.json()) as { holdings: { holdingId: string }[] };
    return holdings.map((holding) => holding.holdingId).filter((holdingId) => holdingId.startsWith('fund:'));
  } finally {
    await client.dispose();
  }
}

test.describe("the advisor's book on demo", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('A30001 sees C10001 flagged for an expiring questionnaire and opens its details', async ({ page, signIn }) => {
    await signIn('A30001');
    const book = new AdvisorBookPage(page);
    await book.openDashboard();
    await expect(page.getByTestId('book-clients-count')).toHaveText('2');
    await expect(page.getByTestId('attention-rules')).toContainText('ends within 90 days');
    const row = book.attentionRow('C10001');
    await expect(row.locator('[data-reason="questionnaireExpiring"]')).toContainText('Questionnaire ends in');
    // An advisor sees only its own book: no advisor filter.
    await expect(page.getByLabel('Advisor', { exact: true })).toHaveCount(0);
    await row.getByRole('link', { name: /C10001/ }).click();
    await expect(page).toHaveURL(/\/advisors\/details\?accountCode=C10001$/);
  });

  test("M40001 narrows the dashboard to A30001's book", async ({ page, signIn }) => {
    await signIn('M40001');
    const book = new AdvisorBookPage(page);
    await book.openDashboard();
    // Both books below the manager: A30001's two securities clients and A30002's two VA clients.
    await expect(page.getByTestId('book-clients-count')).toHaveText('4');
    await page.getByLabel('Advisor', { exact: true }).selectOption('A30001');
    await expect(page).toHaveURL(/advisor=A30001/);
    await expect(page.getByTestId('book-clients-count')).toHaveText('2');
    await expect(book.attentionRow('C10001').locator('[data-reason="questionnaireExpiring"]')).toBeVisible();
    await expect(book.attentionRow('V20001')).toHaveCount(0);
  });

  test('A30001 drills down from one of C10001’s funds to its holders', async ({ page, signIn, baseURL }) => {
    await signIn('A30001');
    await valueThePositionsNow(page.request);
    const [fund] = await fundsOfC10001(baseURL ?? '');
    if (fund === undefined) throw new Error('C10001 holds no fund on demo');
    const book = new AdvisorBookPage(page);
    await book.openHoldings();
    await expect(page.getByTestId('valued-as-of')).toContainText('Values as of');
    await expect(page.getByTestId('holdings-donut')).toBeVisible();
    // Two clients' holdings fit on the first page of instruments.
    const row = book.instrumentRow(fund);
    await expect(row).toBeVisible();
    await row.getByTestId('show-holders').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: /^Holders of / })).toBeVisible();
    const holder = drawer.locator('[data-testid="holder"][data-account-code="C10001"]');
    await expect(holder).toBeVisible();
    await expect(holder.getByRole('link', { name: /C10001/ })).toHaveAttribute(
      'href',
      '/advisors/details?accountCode=C10001',
    );
  });
});
