import type { Locator, Page } from '@playwright/test';

/** /advisors/advancedSearch (issue 28 part 2): the criteria, the clients found, saved searches and the export. */
export class AdvancedSearchPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/advisors/advancedSearch');
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Advanced search', level: 1 });
  }

  /** The holdings filter: an autocomplete of the book's funds, stocks and virtual assets. */
  get holds(): Locator {
    return this.page.getByRole('combobox', { name: 'Holds', exact: true });
  }

  /** Types part of an instrument's name into "Holds" and picks the option that names it. */
  async chooseHolding(typed: string, optionName: string): Promise<void> {
    await this.holds.fill(typed);
    await this.page.getByRole('option', { name: optionName }).click();
  }

  get searchButton(): Locator {
    return this.page.getByRole('button', { name: 'Search', exact: true });
  }

  /** The rows (or phone cards) of the clients found. */
  get rows(): Locator {
    return this.page.getByTestId('client-row');
  }

  row(accountCode: string): Locator {
    return this.page.locator(`[data-testid="client-row"][data-account-code="${accountCode}"]`);
  }

  get end(): Locator {
    return this.page.getByTestId('clients-end');
  }
}

/** /advisors/details?accountCode=… (issue 28 part 3): one client of the book. */
export class ClientDetailsPage {
  constructor(readonly page: Page) {}

  async goto(accountCode: string): Promise<void> {
    await this.page.goto(`/advisors/details?accountCode=${accountCode}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  get profile(): Locator {
    return this.page.getByTestId('client-profile');
  }

  get holdings(): Locator {
    return this.page.getByTestId('portfolio-holdings');
  }

  get newNote(): Locator {
    return this.page.getByRole('textbox', { name: 'New note' });
  }

  get addNote(): Locator {
    return this.page.getByRole('button', { name: 'Add note', exact: true });
  }

  note(text: string): Locator {
    return this.page.getByTestId('client-note').filter({ hasText: text });
  }

  get placeOrder(): Locator {
    return this.page.getByRole('button', { name: 'Place an order for this client', exact: true });
  }
}
