import type { Locator, Page } from '@playwright/test';

/*
 * The VA knowledge check (on /cryptos/order until passed) and the advisor's VA order panel (/cryptos/vaOrder), issue 18
 * parts 7 and 8 (ADR 045). Labels from apps/web/src/features/cryptos/{trading,advisor}/i18n.ts.
 */

/** The right option of each question of version 1 (the server's key, services/suitability/va-knowledge-check.ts). */
export const knowledgeCheckRightAnswers = {
  volatility: 'volatility-b',
  alwaysOpen: 'alwaysOpen-a',
  irreversible: 'irreversible-c',
  custody: 'custody-b',
  stablecoins: 'stablecoins-c',
  compensation: 'compensation-a',
} as const;

export class KnowledgeCheckPanel {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByTestId('knowledge-check');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Virtual-asset knowledge check', level: 2 });
  }

  /** VA502's message: why the check is asked. */
  get requiredMessage(): Locator {
    return this.page.getByTestId('knowledge-required');
  }

  /** Picks an option by its id (its radio's value), as a person clicks its label. */
  async choose(optionId: string): Promise<void> {
    await this.page.locator(`input[type="radio"][value="${optionId}"]`).check();
  }

  /** Answers every question: the right answers, except the ones given. */
  async answer(overrides: Partial<Record<keyof typeof knowledgeCheckRightAnswers, string>> = {}): Promise<void> {
    for (const [question, option] of Object.entries({ ...knowledgeCheckRightAnswers, ...overrides })) {
      await this.page.getByTestId(`knowledge-question-${question}`).waitFor();
      await this.choose(option);
    }
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit answers' }).click();
  }

  get failed(): Locator {
    return this.page.getByTestId('knowledge-failed');
  }

  get score(): Locator {
    return this.page.getByTestId('knowledge-score');
  }

  get wrongTopics(): Locator {
    return this.page.getByTestId('knowledge-wrong-topics');
  }

  get retry(): Locator {
    return this.page.getByRole('button', { name: 'Try again' });
  }

  get passed(): Locator {
    return this.page.getByTestId('knowledge-passed');
  }
}

export class VaOrderPanel {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Virtual-asset orders for clients', level: 1 });
  }

  get client(): Locator {
    return this.page.getByLabel('Client', { exact: true });
  }

  get balances(): Locator {
    return this.page.getByTestId('advisee-cash');
  }

  get knowledgeMissing(): Locator {
    return this.page.getByTestId('advisee-knowledge-missing');
  }

  get orders(): Locator {
    return this.page.getByTestId('advisor-order-row');
  }

  /** A market buy by amount on the ticket, quoted then confirmed. */
  async buyAtMarket(pairId: string, amount: string): Promise<void> {
    await this.page.getByTestId('order-pair').selectOption(pairId);
    await this.page.getByTestId('order-amount').fill(amount);
    await this.page.getByRole('button', { name: 'Get quote' }).click();
    await this.page.getByTestId('crypto-quote').waitFor();
    await this.page.getByRole('button', { name: 'Confirm order' }).click();
  }

  /** A limit buy of `quantity` at `percentOfAsk` % of the live ask (under it: it rests), quoted then confirmed. */
  async buyAtLimitUnderTheMarket(quantity: string, percentOfAsk: number): Promise<void> {
    await this.page.getByTestId('order-type').getByText('Limit').click();
    await this.page.getByTestId('order-basis').getByText('Quantity').click();
    const askCell = this.page.getByTestId('live-ask');
    await askCell.filter({ hasText: /\d/ }).waitFor();
    const ask = Number((await askCell.innerText()).replace(/[^\d.]/g, ''));
    await this.page.getByTestId('order-limit-price').fill((Math.floor(ask * percentOfAsk) / 100).toFixed(2));
    await this.page.getByTestId('order-quantity').fill(quantity);
    await this.page.getByRole('button', { name: 'Get quote' }).click();
    await this.page.getByTestId('crypto-quote').waitFor();
    await this.page.getByRole('button', { name: 'Confirm order' }).click();
  }
}
