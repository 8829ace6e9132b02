import type { Locator, Page } from '@playwright/test';

/** The other-asset pages (/assets/holdings, its add page, a holding's page) as a client uses them. */
export class AssetHoldingsPage {
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('holding-row');
  }

  /** The list's row of a holding by its name. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** Picks an option of a Mantine select by the field's label. */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills the add form (currency stays HKD, its default). */
  async fillNew(holding: {
    readonly name: string;
    readonly category: string;
    readonly value: string;
    readonly valuationDate: string;
    readonly purchaseDate?: string;
    readonly cost?: string;
  }): Promise<void> {
    await this.page.getByRole('textbox', { name: /^Name/ }).fill(holding.name);
    await this.choose('Category', holding.category);
    if (holding.cost !== undefined)
      await this.page.getByRole('textbox', { name: 'Cost (optional)' }).fill(holding.cost);
    if (holding.purchaseDate !== undefined) {
      await this.page.getByLabel('Purchase date (optional)').fill(holding.purchaseDate);
    }
    await this.page.getByRole('textbox', { name: /^Value/ }).fill(holding.value);
    await this.page.getByLabel(/^Valuation date/).fill(holding.valuationDate);
  }

  async submitNew(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add the asset' }).click();
  }
}

/** A day as yyyy-mm-dd in Hong Kong, `daysAgo` days before now (the server's valuation days are Hong Kong days). */
export function hongKongDay(daysAgo = 0): string {
  const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(at);
}
