import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { webClientHeaders } from '../support/login';

/** The bank accounts page (/accounts/bank) as a client uses it: the list, the add form, the step-up dialog. */
export class AccountBankPage {
  readonly list: Locator;
  readonly review: Locator;
  readonly confirm: Locator;
  readonly stepUp: Locator;
  readonly added: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId('bank-accounts');
    this.review = page.getByRole('button', { name: 'Review' });
    this.confirm = page.getByTestId('bank-account-confirm');
    this.stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    this.added = page.getByTestId('bank-account-added');
  }

  /** The list's row of the account whose masked number ends in `lastFour`. */
  row(lastFour: string): Locator {
    return this.list.getByRole('row').filter({ hasText: `•••• ${lastFour}` });
  }

  async fill(account: {
    readonly bank: string;
    readonly branchCode: string;
    readonly accountNumber: string;
    readonly currency: string;
    readonly fpsProxy?: string;
  }): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: account.bank });
    await this.page.getByRole('textbox', { name: 'Branch code' }).fill(account.branchCode);
    await this.page.getByRole('textbox', { name: 'Account number' }).fill(account.accountNumber);
    await this.page.getByRole('combobox', { name: 'Currency' }).selectOption(account.currency);
    if (account.fpsProxy !== undefined) {
      await this.page.getByRole('textbox', { name: 'FPS proxy (optional)' }).fill(account.fpsProxy);
    }
  }

  /** Attaches a bank statement: a small real PDF, unless other bytes are given. */
  async attachStatement(name = 'statement.pdf', bytes?: Buffer): Promise<void> {
    await this.page.getByLabel('Bank statement').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: bytes ?? Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
    });
  }
}

/** Runs the bank account back office now (POST /api/_dev/accountBank/advance), after the clock was moved. */
export async function runBankAccountBackOffice(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/_dev/accountBank/advance', { headers: webClientHeaders, data: {} });
  if (!answer.ok()) throw new Error(`The back office answered ${answer.status()}: ${await answer.text()}`);
}
