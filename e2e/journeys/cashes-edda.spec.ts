import { advanceServerClock } from '../pages/fund-trading';
import { centsOf } from '../pages/cash-deposit';
import { webClientHeaders } from '../support/login';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const minuteMs = 60_000;

test.describe('eDDA as C10001', () => {
  test('accepts the eDDA terms, sets up a direct debit, sees the bank complete it, and deposits by direct debit', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn('C10001');
    await page.goto('/cashes/sdda');
    await expect(page.getByRole('heading', { name: 'Direct debit (eDDA)', level: 1 })).toBeVisible();

    // The agreement comes first: the form opens once it is accepted.
    await expect(page.getByTestId('edda-agreement')).toContainText(/eDDA|direct debit/i);
    await expect(page.getByTestId('edda-agreement-first')).toBeVisible();
    await expect(page.getByTestId('edda-account-number')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'I have read and accept the eDDA authorisation terms' }).check();
    await page.getByTestId('edda-account-number').fill('012-345678-881');
    await page.getByTestId('edda-account-holder').fill('Chan Tai Man');
    await page.getByTestId('edda-debit-limit').fill('20000');
    await page.getByTestId('review').click();
    await expect(page.getByTestId('confirm-limit')).toContainText('HKD 20,000.00');
    await page.getByTestId('submit-order').click();
    const placed = page.getByTestId('order-placed');
    await expect(placed).toBeVisible();
    const ddaReference = /DDA\d{8}[0-9A-F]{10}/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
    expect(ddaReference).not.toBe('');
    const row = page.getByTestId(`edda-${ddaReference}`);
    await expect(row.getByTestId('edda-status')).toHaveText('Pending');
    await expect(row).toContainText('••••8881');

    // Half an hour on, the simulated bank has completed it.
    await advanceServerClock(page.request, 31 * minuteMs);
    const advanced = await page.request.post('/api/_dev/cashEdda/advance', { headers: webClientHeaders, data: {} });
    expect(advanced.ok()).toBe(true);
    await signIn('C10001');
    await page.goto('/cashes/sdda');
    await expect(page.getByTestId(`edda-${ddaReference}`).getByTestId('edda-status')).toHaveText('Completed');
    await page.getByTestId(`edda-${ddaReference}`).getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(new RegExp(`/cashes/requests/ddi/${ddaReference}$`));
    await expect(page.getByRole('heading', { name: 'Deposit by direct debit', level: 1 })).toBeVisible();

    const balance = page.getByTestId('edda-balance');
    await expect(balance).toContainText(/\d/);
    const before = centsOf((await balance.textContent()) ?? '');
    await page.getByTestId('edda-amount').fill('25000');
    await page.getByTestId('review').click();
    await expect(page.getByTestId('edda-amount')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('edda-amount').fill('2000');
    await page.getByTestId('review').click();
    await expect(page.getByTestId('confirm-amount')).toContainText('HKD 2,000.00');
    await page.getByTestId('submit-order').click();
    await expect(page.getByTestId('order-placed')).toContainText('was credited to your account');

    await page.reload();
    await expect(balance).toContainText(/\d/);
    await expect.poll(async () => centsOf((await balance.textContent()) ?? '') - before).toBe(200_000);
    await page.goto('/cashes/history');
    await expect(page.getByTestId('deposit-requests')).toContainText('eDDA direct debit');
  });
});
