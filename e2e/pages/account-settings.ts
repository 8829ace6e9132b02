import { expect, type Locator, type Page } from '@playwright/test';

/** /accounts/userSettings: the display choices, the stock order review step, the notices sent. */
export class UserSettingsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/accounts/userSettings');
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  /** A radio of the display section by its label (Dark, 简体中文, USD …). */
  choice(label: string): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  get orderConfirmation(): Locator {
    return this.page.getByTestId('order-confirmation');
  }

  get notices(): Locator {
    return this.page.getByTestId('notice-row');
  }
}

/** /accounts/tour and the tour's popover (driver.js) over the shell. */
export class TourPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/accounts/tour');
  }

  get startButton(): Locator {
    return this.page.getByTestId('start-tour');
  }

  get popover(): Locator {
    return this.page.getByTestId('tour-popover');
  }

  get popoverTitle(): Locator {
    return this.popover.locator('.driver-popover-title');
  }

  get progress(): Locator {
    return this.popover.locator('.driver-popover-progress-text');
  }

  /** The shell element the current step points at. */
  get highlighted(): Locator {
    return this.page.locator('.driver-active-element');
  }

  /** Waits until driver.js has moved its highlight to this element alone (while moving, two carry the class). */
  async expectHighlighted(dataTour: string): Promise<void> {
    await expect(this.page.locator(`.driver-active-element[data-tour="${dataTour}"]`)).toBeVisible();
    await expect(this.highlighted).toHaveCount(1);
  }

  popoverButton(name: string): Locator {
    return this.popover.getByRole('button', { name, exact: true });
  }
}
