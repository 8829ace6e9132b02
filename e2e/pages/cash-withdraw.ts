import type { Locator, Page } from '@playwright/test';
import { demoPassword } from '../support/login';

/**
 * The withdrawal pages (/cashes/withdraw, /cashes/withdraws/instruction) as a client uses them; a withdrawal is
 * confirmed in the one step-up dialog of every sensitive action (ADR 036).
 */
export class CashWithdrawPage {
  readonly form: Locator;
  readonly amount: Locator;
  readonly withdrawable: Locator;
  readonly onHold: Locator;
  readonly limitLeft: Locator;
  readonly review: Locator;
  readonly confirmStep: Locator;
  readonly stepUp: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('withdrawal-form');
    this.amount = page.getByRole('textbox', { name: /^Amount/ });
    this.withdrawable = page.getByTestId('withdrawable');
    this.onHold = page.getByTestId('on-hold');
    this.limitLeft = page.getByTestId('limit-left');
    this.review = page.getByRole('button', { name: 'Review withdrawal' });
    this.confirmStep = page.getByTestId('withdrawal-confirm');
    this.stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    this.done = page.getByTestId('withdrawal-done');
  }

  /** Answers the step-up dialog with a password (the demo password unless another is given). */
  async confirmStepUp(password: string = demoPassword): Promise<void> {
    await this.stepUp.getByLabel('Login password').fill(password);
    await this.stepUp.getByRole('button', { name: 'Confirm', exact: true }).click();
  }

  /** Chooses the registered bank account whose option names `text` (its currency, say). */
  async chooseBankAccount(text: string | RegExp): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Bank account' }).click();
    await this.page.getByRole('option', { name: text }).click();
  }

  /** The figure of a fact such as 'USD 1,234.50' or '1,234.50 USD' as a number. */
  static amountIn(text: string): number {
    const figure = /-?[\d,]+(\.\d+)?/.exec(text)?.[0];
    if (figure === undefined) throw new Error(`No amount in "${text}"`);
    return Number(figure.replaceAll(',', ''));
  }

  async figure(locator: Locator): Promise<number> {
    const text = (await locator.locator('div').last().textContent()) ?? '';
    return CashWithdrawPage.amountIn(text);
  }

  /** The withdrawals list's row of a withdrawal. */
  row(withdrawalId: string): Locator {
    return this.page.getByTestId(`withdrawal-${withdrawalId}`);
  }
}
