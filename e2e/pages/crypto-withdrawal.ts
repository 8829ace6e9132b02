import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoPassword, webClientHeaders } from '../support/login';

/** The whitelist and withdraw pages (/cryptos/whitelist, /cryptos/withdraw) as a VA client uses them. */
export class CryptoWithdrawalPages {
  readonly stepUp: Locator;
  readonly amount: Locator;
  readonly withdrawals: Locator;

  constructor(readonly page: Page) {
    this.stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    this.amount = page.getByTestId('withdraw-amount');
    this.withdrawals = page.getByTestId('withdrawal-row');
  }

  /** Answers the step-up dialog with the demo password. */
  async confirmStepUp(): Promise<void> {
    await this.stepUp.getByLabel('Login password').fill(demoPassword);
    await this.stepUp.getByRole('button', { name: 'Confirm', exact: true }).click();
  }

  /** The whitelist's entry of an address. */
  entry(address: string): Locator {
    return this.page.locator(`[data-testid="whitelist-entry"][data-address="${address}"]`);
  }

  /** The "Available: 1,145 USDT" under the amount, as a number. */
  async available(): Promise<number> {
    const text = (await this.page.getByText(/^Available: [\d,.]+ \w+ ·/).textContent()) ?? '';
    const figure = /Available: ([\d,.]+)/.exec(text)?.[1];
    if (figure === undefined) throw new Error(`No available balance in "${text}"`);
    return Number(figure.replaceAll(',', ''));
  }

  /** Runs the simulated chain now (dev support), after the server clock moved. */
  static async runChain(request: APIRequestContext): Promise<void> {
    const answer = await request.post('/api/_dev/cryptoWithdrawals/advance', { headers: webClientHeaders });
    if (!answer.ok()) throw new Error(`The chain did not run: ${answer.status()} ${await answer.text()}`);
  }
}
