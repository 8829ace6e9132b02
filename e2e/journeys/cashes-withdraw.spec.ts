import { CashWithdrawPage } from '../pages/cash-withdraw';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/*
 * Withdrawals as C10001 on demo (issue 16 part 3): to a registered bank account only, confirmed by the login password
 * in the step-up dialog every sensitive action shares (ADR 036), held at once; the daily limit; a pending one cancelled. C10001's USD comes from the demo seed (its fund
 * activity deposits USD); other journeys on this server may have moved its cash, so changes are asserted relative to
 * what the page showed before.
 */
test.describe('cash withdrawals as C10001', () => {
  test('withdraws USD with step-up, sees it held, then hits the daily limit', async ({ page, signIn }) => {
    await signIn('C10001');
    await page.goto('/cashes/withdraw');
    const withdraw = new CashWithdrawPage(page);
    await expect(page.getByRole('heading', { name: 'Withdraw cash', level: 1 })).toBeVisible();
    await withdraw.chooseBankAccount(/USD/);
    await expect(page.getByTestId('currency')).toHaveText(/USD/);
    // Masked: only the last four digits of the account number show.
    await expect(page.getByRole('combobox', { name: 'Bank account' })).toHaveValue(
      /Hang Seng Bank Limited •••• 1201 \(USD\)/,
    );
    await expect(page.getByTestId('cut-off')).toContainText('11:00 Hong Kong time');
    await expect(page.getByTestId('expected-date')).toHaveText(/\d{4}-\d{2}-\d{2}/);
    const withdrawableBefore = await withdraw.figure(withdraw.withdrawable);
    const heldBefore = await withdraw.figure(withdraw.onHold);
    const limitBefore = await withdraw.figure(withdraw.limitLeft);
    expect(withdrawableBefore).toBeGreaterThan(100);

    await withdraw.amount.fill('100');
    await withdraw.review.click();
    await expect(withdraw.confirmStep).toContainText('100.00 USD');
    await withdraw.confirmStep.getByRole('button', { name: 'Confirm withdrawal' }).click();
    // Step-up: a wrong password is refused in words that do not say what was wrong; the right one confirms.
    await expect(withdraw.stepUp).toBeVisible();
    await withdraw.confirmStepUp('not-my-password');
    await expect(withdraw.stepUp.getByRole('alert')).toHaveText('The confirmation is not correct. Please try again.');
    await withdraw.confirmStepUp();
    await expect(withdraw.stepUp).toHaveCount(0);
    await expect(withdraw.done.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await expect(withdraw.done.getByTestId('done-status')).toContainText('Pending');
    const withdrawalId = /CW\w+/.exec((await withdraw.done.textContent()) ?? '')?.[0];
    if (!withdrawalId) throw new Error('No withdrawal id on the result');

    // Held: what is on hold rose by 100 and the day's limit left fell by 100. (The withdrawable balance fell by 100
    // too, but the demo's fund jobs may credit USD meanwhile, so the figures the withdrawal alone moves are compared.)
    await withdraw.done.getByRole('button', { name: 'Make another withdrawal' }).click();
    await withdraw.chooseBankAccount(/USD/);
    await expect.poll(() => withdraw.figure(withdraw.onHold)).toBeCloseTo(heldBefore + 100, 2);
    expect(await withdraw.figure(withdraw.limitLeft)).toBeCloseTo(limitBefore - 100, 2);
    expect(await withdraw.figure(withdraw.withdrawable)).not.toBeCloseTo(withdrawableBefore, 2);

    // The daily limit: more than is left of it today is refused with the limit's message.
    await withdraw.amount.fill('70000');
    await withdraw.review.click();
    await expect(withdraw.form.getByText(/over what is left of your daily withdrawal limit/)).toBeVisible();
    await expect(withdraw.confirmStep).toHaveCount(0);

    // The withdrawal is on the list, pending.
    await page.goto('/cashes/withdraws/instruction');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(withdraw.row(withdrawalId).getByTestId('withdrawal-status')).toHaveText('Pending');
    await expect(withdraw.row(withdrawalId).getByTestId('withdrawal-amount')).toHaveText('100.00 USD');
  });

  test('cancels a pending withdrawal and gets the amount back', async ({ page, signIn }) => {
    // In CNY, which no demo job moves, so the balance can be compared exactly.
    await signIn('C10001');
    await page.goto('/cashes/withdraw');
    const withdraw = new CashWithdrawPage(page);
    await withdraw.chooseBankAccount(/CNY/);
    const withdrawableBefore = await withdraw.figure(withdraw.withdrawable);
    await withdraw.page.getByRole('button', { name: 'Max' }).click();
    await expect(withdraw.amount).not.toHaveValue('');
    await withdraw.amount.fill('250.50');
    await withdraw.review.click();
    await withdraw.confirmStep.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await withdraw.confirmStepUp();
    await expect(withdraw.done).toBeVisible();
    const withdrawalId = /CW\w+/.exec((await withdraw.done.textContent()) ?? '')?.[0];
    if (!withdrawalId) throw new Error('No withdrawal id on the result');

    await withdraw.done.getByRole('link', { name: 'View my withdrawals' }).click();
    await expect(page).toHaveURL(/\/cashes\/withdraws\/instruction$/);
    const row = withdraw.row(withdrawalId);
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Pending');
    await row.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    await expect(dialog).toContainText('250.50 CNY');
    await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(row.getByTestId('withdrawal-status')).toHaveText('Cancelled');
    await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

    await page.goto('/cashes/withdraw');
    await withdraw.chooseBankAccount(/CNY/);
    await expect.poll(() => withdraw.figure(withdraw.withdrawable)).toBeCloseTo(withdrawableBefore, 2);
  });

  test('withdraws HKD by FPS to the registered account’s FPS identifier', async ({ page, signIn }) => {
    await signIn('C10001');
    await page.goto('/cashes/withdraw');
    await page.getByRole('link', { name: 'Withdraw by FPS instead' }).click();
    await expect(page).toHaveURL(/\/cashes\/withdraws\/fps$/);
    const withdraw = new CashWithdrawPage(page);
    await expect(page.getByRole('heading', { name: 'Withdraw by FPS', level: 1 })).toBeVisible();
    // Only accounts with an FPS identifier in an FPS currency (HKD, CNY): the USD account is not offered.
    await page.getByRole('combobox', { name: 'Bank account' }).click();
    await expect(page.getByRole('option', { name: /USD/ })).toHaveCount(0);
    await page.getByRole('option', { name: /HKD/ }).click();
    await expect(page.getByTestId('fps-proxy')).toContainText('+8');
    await withdraw.amount.fill('1888');
    await withdraw.review.click();
    await expect(withdraw.confirmStep).toContainText('FPS');
    await expect(withdraw.confirmStep).toContainText('1,888.00 HKD');
    await withdraw.confirmStep.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await withdraw.confirmStepUp();
    await expect(withdraw.done.getByTestId('done-status')).toContainText('Pending');
    const withdrawalId = /CW\w+/.exec((await withdraw.done.textContent()) ?? '')?.[0];
    if (!withdrawalId) throw new Error('No withdrawal id on the result');
    await page.goto('/cashes/withdraws/instruction');
    await expect(withdraw.row(withdrawalId)).toContainText('FPS');
    await expect(withdraw.row(withdrawalId).getByTestId('withdrawal-amount')).toHaveText('1,888.00 HKD');
  });
});
