import { advanceServerClock } from '../pages/fund-trading';
import { CryptoWithdrawalPages } from '../pages/crypto-withdrawal';
import { expect, test } from '../support/fixtures';
import { signInWithoutUi } from '../support/login';
import { startPortal } from '../support/portal-server';

/*
 * Whitelisted addresses and crypto withdrawals as V20001 (issue 18 part 5, ADR 044). On demo: whitelists a USDT
 * address with step-up and sees it cool off; the server clock moves 24 hours; a too-small amount shows its error;
 * withdraws USDT to the new address with step-up and sees it go pending → processing (a hash, confirmations) →
 * completed, the available balance down by amount + fee. On vademo: cancels a pending withdrawal to the seeded address
 * and gets its amount and fee back.
 */

// A published EIP-55 test vector (platform/crypto-address/address-samples.ts), never a client's.
const newAddress = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const dayMs = 24 * 3_600_000;

test.describe('crypto withdrawals as V20001 on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('whitelists an address with step-up, waits out its cooling-off, withdraws to it and sees it complete', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const pages = new CryptoWithdrawalPages(page);
    await signIn('V20001', { source: 'fos' });
    await page.goto('/cryptos/whitelist');
    await expect(page.getByRole('heading', { name: 'Withdrawal whitelist', level: 1 })).toBeVisible();
    // The seeded address is ready.
    await expect(page.getByTestId('whitelist-entry').first()).toBeVisible();
    await expect(page.getByTestId('whitelist-entry-state').first()).toHaveText('Ready');

    // A malformed address is refused under its field before any step-up is asked for, and nothing is added.
    await page.getByTestId('whitelist-asset').selectOption('USDT');
    await page.getByTestId('whitelist-network').selectOption('ethereum');
    await page.getByTestId('whitelist-address').fill('0x1234');
    await page.getByTestId('whitelist-label').fill('Typo');
    await page.getByTestId('whitelist-add').click();
    await expect(page.getByText('This is not a valid address for the selected network.')).toBeVisible();
    await expect(pages.stepUp).toHaveCount(0);
    // A Bitcoin address on Ethereum: another network's.
    await page.getByTestId('whitelist-address').fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    await page.getByTestId('whitelist-add').click();
    await expect(page.getByText('This address belongs to another network.')).toBeVisible();
    // One letter in the wrong case: the EIP-55 checksum fails.
    await page.getByTestId('whitelist-address').fill('0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
    await page.getByTestId('whitelist-add').click();
    await expect(page.getByText('The address checksum does not match')).toBeVisible();
    await expect(page.getByTestId('whitelist-count')).toHaveText('1 of 20 addresses');

    // The real one: step-up, then it cools off for 24 hours.
    await page.getByTestId('whitelist-address').fill(newAddress);
    await page.getByTestId('whitelist-label').fill('Hardware wallet');
    await page.getByTestId('whitelist-add').click();
    await expect(pages.stepUp).toBeVisible();
    await pages.confirmStepUp();
    await expect(page.getByTestId('whitelist-added')).toContainText('It can receive withdrawals from');
    await expect(pages.entry(newAddress).getByTestId('whitelist-entry-state')).toHaveText(/^Available from \d{4}-/);
    await expect(pages.entry(newAddress).getByTestId('whitelist-entry-state')).toHaveAttribute('data-ready', 'false');

    // Not offered on the withdraw page while it cools off.
    await page.goto('/cryptos/withdraw');
    await expect(page.getByRole('heading', { name: 'Withdraw virtual assets', level: 1 })).toBeVisible();
    await expect(page.getByTestId('withdraw-address').locator('option')).toHaveCount(1);

    // A day later on the server clock (the session is signed in again: it has long expired), it is ready.
    await advanceServerClock(page.request, dayMs + 60_000);
    await signIn('V20001', { source: 'fos' });
    await page.goto('/cryptos/whitelist');
    await expect(pages.entry(newAddress).getByTestId('whitelist-entry-state')).toHaveText('Ready');

    await page.goto('/cryptos/withdraw');
    await page.getByTestId('withdraw-asset').selectOption('USDT');
    await page.getByTestId('withdraw-network').selectOption('ethereum');
    await expect(page.getByTestId('withdraw-address').locator('option')).toHaveCount(2);
    const option = page.getByTestId('withdraw-address').locator('option', { hasText: 'Hardware wallet' });
    await page.getByTestId('withdraw-address').selectOption((await option.getAttribute('value')) ?? '');
    await expect(page.getByTestId('withdraw-fee')).toContainText('5 USDT');
    await expect(page.getByTestId('withdraw-daily-left')).toContainText('Daily limit left today');
    const before = await pages.available();

    // Below the minimum: its error, and no review.
    await pages.amount.fill('10');
    await expect(page.getByText('The least you can withdraw on this network is 20 USDT.')).toBeVisible();
    await page.getByTestId('withdraw-review-button').click();
    await expect(page.getByTestId('withdraw-review')).toHaveCount(0);

    await pages.amount.fill('50');
    await expect(page.getByTestId('withdraw-receive')).toContainText('50 USDT');
    await expect(page.getByTestId('withdraw-total')).toContainText('55 USDT');
    await page.getByTestId('withdraw-review-button').click();
    await expect(page.getByTestId('withdraw-review')).toContainText(
      'Send 50 USDT on Ethereum (ERC-20) to Hardware wallet',
    );
    await page.getByTestId('withdraw-confirm').click();
    await expect(pages.stepUp).toBeVisible();
    await pages.confirmStepUp();
    await expect(page.getByTestId('withdraw-placed')).toContainText('Withdrawal submitted: 50 USDT to Hardware wallet');
    await expect.poll(() => pages.available()).toBe(before - 55);

    const row = pages.withdrawals.first();
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Pending');

    // The simulated platform sends it two minutes later: a hash and confirmations (one per 12-second block).
    await advanceServerClock(page.request, 150_000);
    await CryptoWithdrawalPages.runChain(page.request);
    await expect(row).toHaveAttribute('data-status', 'processing');
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Processing');
    await expect(row.getByTestId('withdrawal-hash')).toHaveText(/^0x[0-9a-f]{64}$/);
    await expect(row.getByTestId('withdrawal-confirmations')).toHaveText(/Confirmations: \d+ of 12/);
    await expect(row.getByTestId('withdrawal-cancel')).toHaveCount(0);

    await advanceServerClock(page.request, 180_000);
    await CryptoWithdrawalPages.runChain(page.request);
    await expect(row).toHaveAttribute('data-status', 'completed');
    await expect(row.getByTestId('withdrawal-confirmations')).toHaveText('Confirmations: 12 of 12');
    await expect.poll(() => pages.available()).toBe(before - 55);
  });
});

test.describe('crypto withdrawals as V20001 on vademo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('cancels a pending withdrawal to the seeded address and gets amount and fee back', async ({ browser }) => {
    test.setTimeout(120_000);
    const portal = await startPortal({ variant: 'vademo' });
    const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInWithoutUi(page, 'V20001', { source: 'fos' });
      const pages = new CryptoWithdrawalPages(page);
      await page.goto('/cryptos/withdraw');
      await expect(page.getByRole('heading', { name: 'Withdraw virtual assets', level: 1 })).toBeVisible();
      await expect(page.getByTestId('withdraw-address')).toContainText('Cold wallet');
      const before = await pages.available();
      await pages.amount.fill('25');
      await page.getByTestId('withdraw-review-button').click();
      await page.getByTestId('withdraw-confirm').click();
      await pages.confirmStepUp();
      await expect(page.getByTestId('withdraw-placed')).toBeVisible();
      await expect.poll(() => pages.available()).toBe(before - 30);

      const row = pages.withdrawals.first();
      await expect(row).toHaveAttribute('data-status', 'pending');
      await row.getByTestId('withdrawal-cancel').click();
      await expect(page.getByRole('dialog', { name: 'Cancel this withdrawal?' })).toBeVisible();
      await page.getByTestId('withdrawal-cancel-confirm').click();
      await expect(row).toHaveAttribute('data-status', 'cancelled');
      await expect(row.getByTestId('withdrawal-status')).toHaveText('Cancelled');
      await expect.poll(() => pages.available()).toBe(before);
    } finally {
      await context.close();
      await portal.stop();
    }
  });
});
