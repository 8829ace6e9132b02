import { advanceServerClock } from '../pages/fund-trading';
import {
  CryptoDepositPage,
  CryptoWalletManagementPage,
  advanceCryptoDeposits,
  cryptoQuantityOf,
  simulateCryptoDeposit,
} from '../pages/crypto-wallet';
import { expect, test } from '../support/fixtures';
import { startPortal, type Portal } from '../support/portal-server';

/*
 * Crypto deposits and wallets (issue 18 parts 4 and 6, ADR 043). On demo, V20001 deposits USDT on Ethereum: sees the
 * address and its QR code, a transfer arrives from an address it never declared (the custody simulator, dev support),
 * its confirmations progress as the server clock moves, it is held for the travel rule, the client declares the
 * originator and it is credited: the portfolio shows it. On vademo, V20001 declares a wallet (a wrong network's address
 * refused on the field first) and proves it by the exact micro-deposit asked for, which verifies it; the wallet history
 * lists it.
 */

/** Ethereum's 12-second blocks: this many confirmations' worth of server clock. */
const ethereumBlocks = (count: number) => count * 12_000;

function formatted(quantity: number): string {
  return quantity.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

test.describe('crypto deposits on demo', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a USDT deposit from an undeclared address confirms, is held, is declared and is credited', async ({
    page,
    signIn,
  }) => {
    await signIn('V20001', { source: 'fos' });
    const before = Number(await cryptoQuantityOf(page.request, 'USDT'));
    const deposits = new CryptoDepositPage(page);
    await deposits.open();
    await expect(deposits.heading()).toBeVisible();
    await expect(page.getByTestId('deposit-asset')).toHaveValue('USDT');
    await expect(page.getByTestId('deposit-network')).toHaveValue('ethereum');
    await expect(deposits.address()).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expect(deposits.qrCode()).toBeVisible();
    await expect(deposits.qrCode()).toHaveAttribute('alt', 'QR code of your USDT deposit address on Ethereum (ERC-20)');
    await expect(deposits.warnings()).toContainText('Send only USDT on Ethereum (ERC-20) to this address.');
    await expect(deposits.warnings()).toContainText('It is credited after 12 confirmations on the network.');

    const transfer = await simulateCryptoDeposit(page.request, { asset: 'USDT', network: 'ethereum', amount: '321.5' });
    const row = deposits.deposit(transfer.id);
    await expect(row).toBeVisible({ timeout: 15_000 });
    // The server clock runs on as the journey does: read the count, then see it grow by the blocks the clock skips.
    const progress = row.getByTestId('deposit-progress');
    await expect(progress).toHaveText(/^Confirmations \d+ of 12$/);
    const confirmations = async () => Number(/Confirmations (\d+)/.exec(await progress.innerText())?.[1] ?? '-1');
    const first = await confirmations();

    await advanceServerClock(page.request, ethereumBlocks(4));
    await expect.poll(confirmations).toBeGreaterThanOrEqual(first + 4);
    await expect(row.locator('[role="progressbar"]')).toHaveCount(1);
    await advanceServerClock(page.request, ethereumBlocks(8));
    expect(await advanceCryptoDeposits(page.request)).toMatchObject({ held: 1 });
    await expect(row.getByTestId('deposit-held')).toHaveText('Held: declare where this came from');
    await expect(row.getByTestId('movement-status')).toHaveText('Held');
    expect(Number(await cryptoQuantityOf(page.request, 'USDT'))).toBe(before);

    await row.getByRole('button', { name: 'Declare origin' }).click();
    const dialog = deposits.dialog();
    await expect(dialog).toContainText(transfer.counterpartyAddress);
    await dialog.getByLabel('Someone else').check();
    await dialog.getByTestId('originator-name').fill('Chan Tai Man');
    await dialog.getByTestId('originator-relationship').selectOption('family');
    await dialog.getByTestId('originator-country').selectOption('HK');
    await dialog.getByRole('button', { name: 'Declare and credit' }).click();
    await expect(page.getByTestId('originator-declared')).toHaveText('Thank you. 321.5 USDT has been credited.');
    await expect(row.getByTestId('movement-status')).toHaveText('Completed');

    await page.goto('/cryptos/portfolio');
    await expect(page.getByTestId('holding-USDT').getByTestId('quantity')).toHaveText(formatted(before + 321.5));

    await page.goto('/cryptos/walletHistory');
    await expect(page.getByRole('heading', { name: 'Wallet history', level: 1 })).toBeVisible();
    const movement = page.locator(`[data-movement-id="${transfer.id}"]`);
    await expect(movement).toContainText('+321.5 USDT');
    await expect(movement).toContainText('12 / 12');
    await expect(movement.getByTestId('movement-status')).toHaveText('Completed');
  });
});

const vademo = test.extend<{ vademoPortal: Portal }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
  vademoPortal: async ({}, use) => {
    const portal = await startPortal({ variant: 'vademo' });
    await use(portal);
    await portal.stop();
  },
  baseURL: async ({ vademoPortal }, use) => {
    await use(vademoPortal.url);
  },
});

vademo.describe('declared wallets on vademo', () => {
  vademo.use({ viewport: { width: 390, height: 844 } });

  vademo('declares a wallet and proves it by micro-deposit', async ({ page, signIn }) => {
    vademo.setTimeout(90_000);
    await signIn('V20001', { source: 'fos' });
    const wallets = new CryptoWalletManagementPage(page);
    await wallets.open();
    await expect(wallets.heading()).toBeVisible();
    // The seed's verified hardware wallet.
    await expect(wallets.wallet('Hardware wallet').getByTestId('wallet-status')).toHaveText('Verified');

    // A Bitcoin address on Ethereum: refused on the field, nothing declared.
    await wallets.declare('ethereum', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'Wrong one');
    await expect(page.getByTestId('wallet-address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This is an address of another network.', { exact: false })).toBeVisible();
    await expect(wallets.wallet('Wrong one')).toHaveCount(0);

    const address = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
    await wallets.declare('ethereum', address, 'Ledger Nano');
    await expect(page.getByTestId('wallet-note')).toContainText('Wallet “Ledger Nano” declared.');
    const card = wallets.wallet('Ledger Nano');
    await expect(card.getByTestId('wallet-status')).toHaveText('Unverified');
    await card.getByRole('button', { name: 'Prove ownership' }).click();
    await expect(card.getByTestId('wallet-status')).toHaveText('Proof requested');
    const amount = (await card.getByTestId('proof-amount').getAttribute('data-value')) ?? '';
    expect(amount).toMatch(/^0\.0000\d{4}$/);
    await expect(card.getByTestId('wallet-proof')).toContainText(`Send exactly ${amount} ETH from this wallet`);

    const proof = await simulateCryptoDeposit(page.request, {
      asset: 'ETH',
      network: 'ethereum',
      amount,
      fromAddress: address,
    });
    await advanceServerClock(page.request, ethereumBlocks(12));
    expect(await advanceCryptoDeposits(page.request)).toMatchObject({ credited: 1 });
    await expect(card.getByTestId('wallet-status')).toHaveText('Verified', { timeout: 15_000 });
    await expect(card.getByTestId('wallet-proof')).toHaveCount(0);

    await page.goto('/cryptos/walletHistory');
    await expect(page.locator(`[data-movement-id="${proof.id}"]`)).toContainText(`+${amount} ETH`);
    await page.goto('/cryptos/deposit');
    await expect(page.getByTestId('deposit-qr')).toBeVisible();
    await expect(page.locator(`[data-deposit-id="${proof.id}"]`).getByTestId('movement-status')).toHaveText(
      'Completed',
    );
  });
});
