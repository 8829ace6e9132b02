import type { Locator, Page } from '@playwright/test';

/** /users/switcher: the accounts signed in on this browser, an advisor's advisees and the recent users. */
export class SwitcherPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/users/switcher');
  }

  /** The header's user menu entry that opens the switcher (desktop layout). */
  get headerLink(): Locator {
    return this.page.getByTestId('desktop-header').getByRole('link', { name: 'Switch account', exact: true });
  }

  /** Opens the switcher from the header, as a person does. */
  async openFromHeader(): Promise<void> {
    await this.headerLink.click();
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Accounts', level: 1 });
  }

  /** Every account signed in on this browser, in order. */
  get signedInAccounts(): Locator {
    return this.page.getByTestId('signed-in-account');
  }

  signedInAccount(accountCode: string): Locator {
    return this.page.locator(`[data-testid="signed-in-account"][data-account-code="${accountCode}"]`);
  }

  switchTo(accountCode: string): Locator {
    return this.page.getByRole('button', { name: `Switch to ${accountCode}`, exact: true });
  }

  logOut(accountCode: string): Locator {
    return this.page.getByRole('button', { name: `Log out ${accountCode}`, exact: true });
  }

  /** Any per-account logout button. */
  get logOutButtons(): Locator {
    return this.page.getByRole('button', { name: /^Log out / });
  }

  get addAccount(): Locator {
    return this.page.getByRole('link', { name: 'Add another account', exact: true });
  }

  advisee(accountCode: string): Locator {
    return this.page.locator(`[data-testid="advisee"][data-account-code="${accountCode}"]`);
  }

  logInAs(accountCode: string): Locator {
    return this.page.getByRole('button', { name: `Log in as ${accountCode}`, exact: true });
  }

  recentUser(accountCode: string): Locator {
    return this.page.locator(`[data-testid="recent-user"][data-account-code="${accountCode}"]`);
  }

  signInAs(accountCode: string): Locator {
    return this.page.getByRole('link', { name: `Sign in as ${accountCode}`, exact: true });
  }
}

/** Settings' signed-in devices section. */
export class SignedInDevices {
  constructor(readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: 'Signed-in devices' });
  }

  get sessions(): Locator {
    return this.section.getByTestId('live-session');
  }

  get current(): Locator {
    return this.section.locator('[data-testid="live-session"][data-current="true"]');
  }

  get endOthers(): Locator {
    return this.section.getByRole('button', { name: 'Log out other sessions', exact: true });
  }

  get confirmDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Log out other sessions?' });
  }

  get confirm(): Locator {
    return this.confirmDialog.getByRole('button', { name: 'Log out other sessions', exact: true });
  }
}
