import { advanceServerClock } from '../pages/fund-trading';
import { DepositRequestPage, centsOf, makeExecutable, makePng, runDepositBackOffice } from '../pages/cash-deposit';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const dayMs = 24 * 60 * 60_000;

test.describe('cash top-up as C10001', () => {
  test('tops up HKD with a proof image, sees it pending, then accepted with the balance and a notification', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn('C10001');
    await page.goto('/cashes/request');
    const ticket = new DepositRequestPage(page);
    await expect(page.getByRole('heading', { name: 'Deposit cash', level: 1 })).toBeVisible();
    await expect(ticket.currency).toHaveValue('HKD');
    await expect(ticket.balance).toContainText(/\d/);
    const before = centsOf((await ticket.balance.textContent()) ?? '');
    await expect(page.getByTestId('deposit-cut-off')).toContainText('17:00');
    await expect(ticket.expectedDate).toContainText(/expected credit date: \d{4}-\d{2}-\d{2}/);

    // The proof is a real PNG made here; its name, size and type show before it is sent.
    await ticket.amount.fill('1234.56');
    await ticket.proof.setInputFiles({ name: 'bank-slip.png', mimeType: 'image/png', buffer: makePng() });
    await expect(ticket.proofPreview).toContainText('bank-slip.png');
    await expect(ticket.proofPreview).toContainText('PNG');
    await ticket.review.click();
    await expect(ticket.confirmStep).toContainText('HKD 1,234.56');
    await expect(ticket.confirmStep).toContainText('Bank transfer');
    await ticket.submit.click();
    await expect(ticket.placed).toBeVisible();
    const requestId = /CD\d{8}[0-9A-F]{10}/.exec((await ticket.placed.textContent()) ?? '')?.[0] ?? '';
    expect(requestId).not.toBe('');

    await page.getByRole('link', { name: 'See my deposit requests' }).click();
    await expect(page.getByRole('heading', { name: 'Request history', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByTestId(`deposit-${requestId}`);
    await expect(row.getByTestId('deposit-status')).toHaveText('Pending');
    await expect(row.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(row.getByTestId('cancel-deposit')).toBeVisible();

    // Four days on the back office has taken it up and accepted it (the stated rule: up to 1,000,000 is accepted).
    await advanceServerClock(page.request, 4 * dayMs);
    await runDepositBackOffice(page.request);
    await signIn('C10001');
    await page.goto('/cashes/history');
    const decided = page.getByTestId(`deposit-${requestId}`);
    await expect(decided.getByTestId('deposit-status')).toHaveText('Accepted');
    await expect(decided.getByTestId('cancel-deposit')).toHaveCount(0);

    // The balance is up by the deposit (the moved clock may also have settled the demo's own fund activity, so at
    // least by it), and the credit itself is one movement of exactly the amount, under the request's reference.
    await page.goto('/cashes/request');
    await expect(ticket.balance).toContainText(/\d/);
    await expect
      .poll(async () => centsOf((await ticket.balance.textContent()) ?? '') - before)
      .toBeGreaterThanOrEqual(123_456);
    await page.goto('/cashes/movement');
    const credit = page.getByRole('row').filter({ hasText: requestId });
    await expect(credit).toHaveCount(1);
    await expect(credit).toContainText('Deposit credited');
    await expect(credit).toContainText('+1,234.56 HKD');

    await page.goto('/notifications');
    await expect(page.getByText(new RegExp(`credited to your account \\(reference ${requestId}\\)`))).toBeVisible();
  });

  test('cancels a pending request, and refuses an executable renamed .pdf with its message', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await signIn('C10001');
    await page.goto('/cashes/request');
    const ticket = new DepositRequestPage(page);
    await expect(ticket.balance).toContainText(/\d/);

    await ticket.amount.fill('500');
    await ticket.proof.setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: makeExecutable() });
    await expect(ticket.proofError).toHaveText(
      'The proof of payment must be a PNG or JPEG image or a PDF; this file is not one, whatever its name says.',
    );
    await expect(ticket.proofPreview).toHaveCount(0);
    await ticket.review.click();
    await expect(ticket.confirmStep).toHaveCount(0);

    const requestId = await ticket.deposit('500', { name: 'slip.png', mimeType: 'image/png', buffer: makePng() });
    await page.goto('/cashes/history');
    const row = page.getByTestId(`deposit-${requestId}`);
    await expect(row.getByTestId('deposit-status')).toHaveText('Pending');
    await row.getByTestId('cancel-deposit').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Cancel deposit request ${requestId}?`);
    await dialog.getByTestId('confirm-cancel-deposit').click();
    await expect(row.getByTestId('deposit-status')).toHaveText('Cancelled');
    await expect(row.getByTestId('cancel-deposit')).toHaveCount(0);
  });

  test('shows where to pay: the receiving bank accounts per currency and the FPS identifier', async ({
    page,
    signIn,
  }) => {
    await signIn('C10001');
    await page.goto('/cashes/requests/instruction');
    await expect(page.getByRole('heading', { name: 'Deposit instructions', level: 1 })).toBeVisible();
    for (const currency of ['HKD', 'USD', 'CNY']) {
      await expect(page.getByRole('heading', { name: `${currency} account`, level: 3 })).toBeVisible();
    }
    await expect(page.getByTestId('bank-account-HKD')).toContainText('004-512-734861-001');
    await expect(page.getByTestId('bank-account-USD')).toContainText('Client Trust Account');
    await expect(page.getByTestId('fps-identifier')).toHaveText(/^\d{7,9}$/);
  });
});
