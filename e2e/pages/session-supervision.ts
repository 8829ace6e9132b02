import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** What the session supervision shows on any page (apps/web/src/app/session): notices and the inactivity warning. */
export class SessionSupervision {
  constructor(readonly page: Page) {}

  get sessionExpiredNotice(): Locator {
    return this.page.getByTestId('session-notice-sessionExpired');
  }

  get signedInElsewhereNotice(): Locator {
    return this.page.getByTestId('session-notice-signedInElsewhere');
  }

  /** The notice that a sign-in of the same account in another browser or on another device ended this session. */
  get signedInOnAnotherDeviceNotice(): Locator {
    return this.page.getByTestId('session-notice-signedInOnAnotherDevice');
  }

  get inactivityWarning(): Locator {
    return this.page.getByRole('dialog', { name: 'Are you still there?' });
  }

  get countdown(): Locator {
    return this.inactivityWarning.getByRole('timer');
  }

  get stayLoggedIn(): Locator {
    return this.inactivityWarning.getByRole('button', { name: 'Stay Logged In', exact: true });
  }

  /**
   * Resolves once the signed-in supervision (a lazy chunk) runs: its inactivity timer has written the shared last
   * activity. Moving the clocks before that would move them under a timer not yet started.
   */
  async started(): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(() => window.localStorage.getItem('portal:lastActivity') !== null))
      .toBe(true);
  }
}

/** /maintenance: its heading and status line. */
export class MaintenancePage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Maintenance', level: 1 });
  }

  get status(): Locator {
    return this.page.getByTestId('maintenance-status');
  }
}
