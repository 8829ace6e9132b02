import { AccountBankPage, runBankAccountBackOffice } from '../pages/account-bank';
import { advanceServerClock } from '../pages/fund-trading';
import { demoPassword } from '../support/login';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const minuteMs = 60_000;

/*
 * Registered bank accounts as C10001 on demo (issue 17 part 3, ADR 039): a new account is added with a bank statement
 * and a step-up, stays pending (withdrawals do not offer it), the back-office simulator verifies it ten minutes later,
 * and the withdrawal page then offers it. The account number is new on each run (journeys share a server per worker);
 * it does not end in 0, which the simulated operator would reject.
 */
test.describe('bank accounts as C10001', () => {
  test('adds an account with a statement and step-up; once verified, withdrawals offer it', async ({
    page,
    signIn,
  }) => {
    const accountNumber = `${String(Date.now()).slice(-8)}7`;
    const lastFour = accountNumber.slice(-4);
    await signIn('C10001');
    await page.goto('/accounts/bank');
    const bank = new AccountBankPage(page);
    await expect(page.getByRole('heading', { name: 'Bank accounts', level: 1 })).toBeVisible();
    // The seeded accounts, verified, numbers masked.
    await expect(bank.row('9838').getByTestId('bank-account-status')).toHaveText('Verified');

    // A file that is not what its name says is refused in the form, before anything is sent.
    await bank.fill({ bank: '024 Hang Seng Bank Limited', branchCode: '388', accountNumber, currency: 'HKD' });
    await bank.attachStatement('statement.pdf', Buffer.from('MZ this is a program'));
    await expect(page.getByTestId('bank-statement-error')).toHaveText(
      'A bank statement must be a PNG or JPEG image or a PDF.',
    );
    await bank.attachStatement();
    await expect(page.getByTestId('bank-statement-chosen')).toContainText('statement.pdf');
    await bank.review.click();
    await expect(bank.confirm).toContainText(accountNumber);
    await bank.confirm.getByRole('button', { name: 'Add bank account' }).click();

    // Step-up: the password again, for this change only.
    await expect(bank.stepUp).toBeVisible();
    await bank.stepUp.getByLabel('Login password').fill(demoPassword);
    await bank.stepUp.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(bank.added).toContainText(`•••• ${lastFour} (HKD): pending verification`);
    await expect(bank.row(lastFour).getByTestId('bank-account-status')).toHaveText('Pending verification');

    // Pending: the withdrawal page does not offer it yet.
    await page.goto('/cashes/withdraw');
    await expect(page.getByRole('heading', { name: 'Withdraw cash', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Bank account' }).click();
    await expect(page.getByRole('option', { name: /HKD/ }).first()).toBeVisible();
    await expect(page.getByRole('option', { name: new RegExp(`•••• ${lastFour}`) })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Ten minutes on, the back office has checked the statement and verified it.
    await advanceServerClock(page.request, 11 * minuteMs);
    await runBankAccountBackOffice(page.request);
    await signIn('C10001');
    await page.goto('/accounts/bank');
    await expect(bank.row(lastFour).getByTestId('bank-account-status')).toHaveText('Verified');

    // Verified: withdrawals offer it.
    await page.goto('/cashes/withdraw');
    await page.getByRole('combobox', { name: 'Bank account' }).click();
    await expect(
      page.getByRole('option', { name: new RegExp(`Hang Seng Bank Limited •••• ${lastFour} \\(HKD\\)`) }),
    ).toBeVisible();
  });

  test('refuses a holder who is not the client, and removes an account only after step-up', async ({
    page,
    signIn,
  }) => {
    await signIn('C10001');
    await page.goto('/accounts/bank');
    const bank = new AccountBankPage(page);
    await bank.fill({
      bank: '012 Bank of China (Hong Kong) Limited',
      branchCode: '875',
      accountNumber: '12345',
      currency: 'CNY',
    });
    await page.getByRole('textbox', { name: 'Account holder' }).fill('WONG SIU LING');
    await bank.attachStatement();
    await bank.review.click();
    await expect(page.getByText('The account must be in your own name (Chan Tai Man).')).toBeVisible();
    await expect(
      page.getByText("This bank's account numbers have 7 to 10 digits after the branch code."),
    ).toBeVisible();
    await expect(bank.confirm).toHaveCount(0);

    // A new USD account, then removed: confirmed, then the password; cancelling the step-up leaves it there.
    const accountNumber = `${String(Date.now()).slice(-8)}3`;
    const lastFour = accountNumber.slice(-4);
    await page.reload();
    await bank.fill({
      bank: '004 The Hongkong and Shanghai Banking Corporation Limited',
      branchCode: '501',
      accountNumber,
      currency: 'USD',
    });
    await bank.attachStatement();
    await bank.review.click();
    await bank.confirm.getByRole('button', { name: 'Add bank account' }).click();
    await bank.stepUp.getByLabel('Login password').fill(demoPassword);
    await bank.stepUp.getByRole('button', { name: 'Confirm', exact: true }).click();
    const row = bank.row(lastFour);
    await expect(row.getByTestId('bank-account-status')).toHaveText('Pending verification');
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this bank account?' });
    await expect(dialog).toContainText(`•••• ${lastFour} (USD)`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(bank.stepUp).toBeVisible();
    await bank.stepUp.getByTestId('step-up-dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(bank.stepUp).toHaveCount(0);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await bank.stepUp.getByLabel('Login password').fill(demoPassword);
    await bank.stepUp.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(bank.row(lastFour)).toHaveCount(0);
  });
});
