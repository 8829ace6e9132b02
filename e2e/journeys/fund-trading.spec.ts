import { readFile } from 'node:fs/promises';
import {
  FundDocuments,
  FundHistory,
  FundTicket,
  advanceFundOrders,
  advanceServerClock,
  fundsOfRisk,
  minimumSubscription,
} from '../pages/fund-trading';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const dayMs = 24 * 60 * 60_000;

test.describe('fund trading as C10001 (risk profile Medium)', () => {
  test('a refusal, a subscription through to settled, a redemption, a switch, the CSV and a statement PDF', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn('C10001');
    await page.goto('/funds/dashboard');
    await expect(page.getByRole('heading', { name: 'Funds dashboard', level: 1 })).toBeVisible();

    // A high-risk fund is refused with riskLevelViolation, in words, after the ticket warned about it.
    const [highRisk] = await fundsOfRisk(page.request, ['High']);
    if (!highRisk) throw new Error('The catalogue has no retail high-risk fund');
    const ticket = new FundTicket(page);
    await page.goto(`/funds/subscribe/${highRisk.fundId}`);
    await expect(page.getByTestId('risk-warning')).toBeVisible();
    await ticket.payCurrency.selectOption('HKD');
    await ticket.amount.fill('500000');
    await ticket.reviewAndSubmit();
    await expect(ticket.failure).toHaveText("The fund's risk level is above your risk profile.");
    await expect(ticket.failure).toHaveAttribute('data-result', 'riskLevelViolation');

    // An HKD fund within the client's risk profile, at its minimum, is accepted: the ticket shows the order, pending.
    const [suitable, target] = await fundsOfRisk(page.request, ['Low', 'LowToMedium', 'Medium'], 'HKD');
    if (!suitable || !target) throw new Error('The catalogue has fewer than two retail HKD funds up to Medium risk');
    const minimum = await minimumSubscription(page.request, 'C10001', suitable.fundId);
    await page.goto(`/funds/subscribe/${suitable.fundId}`);
    await expect(page.getByTestId('terms-cut-off')).toContainText('Hong Kong time');
    await ticket.amount.fill(minimum);
    await ticket.reviewAndSubmit();
    await expect(ticket.placed).toBeVisible();
    const orderId = await ticket.placedOrders.first().getAttribute('data-order-id');
    if (!orderId) throw new Error('The placed order shows no order id');
    await expect(ticket.placedOrders.first()).toContainText('Subscription · Pending');

    // The history lists it pending, cancellable.
    const history = new FundHistory(page);
    await page.getByRole('link', { name: 'Order history' }).first().click();
    await expect(history.row(orderId)).toHaveAttribute('data-status', 'pending');
    await expect(history.row(orderId).getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Ten days on, the lifecycle has dealt, priced and settled it (the session has lapsed meanwhile: sign in again).
    await advanceServerClock(page.request, 10 * dayMs);
    await advanceFundOrders(page.request);
    await signIn('C10001');
    await page.goto('/funds/history');
    await expect(history.row(orderId)).toHaveAttribute('data-status', 'settled');
    await expect(history.row(orderId)).toContainText('Settled');
    await expect(history.row(orderId).getByRole('button', { name: 'Cancel' })).toHaveCount(0);

    // Redeem part of the holding by units.
    await page.goto(`/funds/redeem/${suitable.fundId}`);
    await ticket.quantity.fill('1');
    await ticket.reviewAndSubmit();
    await expect(ticket.placedOrders.first()).toContainText('Redemption · Pending');

    // Switch one unit into another fund within the profile, the trade documents acknowledged first.
    await page.goto(`/funds/switchSingle/${suitable.fundId}`);
    await ticket.quantity.fill('1');
    await ticket.targetFunds.first().selectOption(target.fundId);
    await ticket.review.click();
    await expect(page.getByText('Acknowledge the trade documents first.')).toBeVisible();
    await ticket.acknowledge.check();
    await ticket.reviewAndSubmit();
    await expect(ticket.placedOrders).toHaveCount(2);
    await expect(ticket.placed).toContainText('Switch out · Pending');
    await expect(ticket.placed).toContainText('Switch in · Pending');

    // The history exports as a CSV file the browser downloads.
    await page.goto('/funds/history');
    await expect(history.rows.first()).toBeVisible();
    const csvDownload = page.waitForEvent('download');
    await history.exportCsv.click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvText = await readFile(await csv.path(), 'utf8');
    expect(csvText.startsWith('\uFEFF')).toBe(true);
    expect(csvText).toContain('Order ID');
    expect(csvText).toContain(orderId);

    // A statement downloads as a PDF.
    await page.goto('/funds/document');
    const documents = new FundDocuments(page);
    await expect(documents.rows.first()).toBeVisible();
    const pdfDownload = page.waitForEvent('download');
    await documents.downloads.first().click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a bulk subscription of two funds, each its own order; one of them cancelled from the history', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await signIn('C10001');
    const [first, second] = await fundsOfRisk(page.request, ['Low', 'LowToMedium', 'Medium'], 'HKD');
    if (!first || !second) throw new Error('The catalogue has fewer than two retail HKD funds up to Medium risk');
    const minimums = [
      await minimumSubscription(page.request, 'C10001', first.fundId),
      await minimumSubscription(page.request, 'C10001', second.fundId),
    ];

    await page.goto(`/funds/bulkSubscribe/${first.fundId}`);
    await expect(page.getByRole('heading', { name: 'Bulk subscribe', level: 1 })).toBeVisible();
    const items = page.getByTestId('bulk-item');
    await items
      .nth(0)
      .getByLabel('Amount')
      .fill(minimums[0] ?? '');
    await page.getByRole('button', { name: 'Add a fund' }).click();
    await items.nth(1).getByLabel('Fund', { exact: true }).selectOption(second.fundId);
    await items
      .nth(1)
      .getByLabel('Amount')
      .fill(minimums[1] ?? '');
    const ticket = new FundTicket(page);
    await ticket.review.click();
    await expect(ticket.confirmStep).toContainText('2 orders');
    await ticket.submit.click();

    const results = page.getByTestId('bulk-result');
    await expect(results).toHaveCount(2);
    await expect(results.nth(0)).toHaveAttribute('data-result', 'success');
    await expect(results.nth(1)).toHaveAttribute('data-result', 'success');
    const placedText = (await results.nth(1).textContent()) ?? '';
    const orderId = /· (\S+)$/.exec(placedText)?.[1];
    if (!orderId) throw new Error(`The second result shows no order id: ${placedText}`);

    // The history lists both pending; cancelling the second asks first, then shows it cancelled with no Cancel left.
    await page.goto('/funds/history');
    const history = new FundHistory(page);
    await expect(history.row(orderId)).toHaveAttribute('data-status', 'pending');
    await history.row(orderId).getByRole('button', { name: 'Cancel' }).click();
    const confirmation = page.getByTestId('cancel-confirmation');
    await expect(confirmation).toContainText('Cancel this order? The cash or units it holds are released.');
    await page.getByTestId('confirm-cancel').click();
    await expect(history.row(orderId)).toHaveAttribute('data-status', 'cancelled');
    await expect(history.row(orderId).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });
});
