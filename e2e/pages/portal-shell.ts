import type { Locator, Page } from '@playwright/test';

/** The shell around every page: header or side menu, language and colour-mode controls, footer. */
export class PortalShell {
  constructor(readonly page: Page) {}

  /** The desktop header (>= 1200 px). */
  get desktopHeader(): Locator {
    return this.page.getByTestId('desktop-header');
  }

  /** The burger that opens the side menu (< 1200 px). */
  get menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  get sideMenu(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Scope the controls live in: the header on desktop, the opened side menu on mobile. */
  languageSelect(scope: Page | Locator = this.page): Locator {
    return scope.getByRole('combobox', { name: /Language|語言|语言/ });
  }

  darkModeSwitch(scope: Page | Locator = this.page): Locator {
    return scope.getByRole('switch', { name: /Dark mode|深色模式/ });
  }

  async colourScheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-mantine-color-scheme');
  }

  async documentLanguage(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** What a host page that embeds the portal would send (SPEC §1). */
  async postHostMessage(message: unknown): Promise<void> {
    await this.page.evaluate((data) => window.postMessage(data, '*'), message);
  }

  get brandLogo(): Locator {
    return this.page.getByRole('img', { name: /.+/ }).first();
  }
}
