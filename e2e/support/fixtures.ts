import { test as base } from '@playwright/test';
import type { SessionFacts } from '../../apps/web/src/shared/session/session-store';
import { signInWithoutUi, type SignInOptions } from './login';
import { pageLogAttachment, recordPageLog } from './page-log';
import { portalStartLimitMs, startPortal, type Portal } from './portal-server';

type WorkerFixtures = { portal: Portal };

/** Signs an account in without the login screen; the session is in place from the next navigation on. */
export type SignIn = (accountCode: string, options?: SignInOptions) => Promise<SessionFacts>;
type TestFixtures = { signIn: SignIn };

/** Every worker gets its own real server (demo brand) on a free port with a fresh database. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
    async ({}, use) => {
      const portal = await startPortal({ variant: 'demo' });
      await use(portal);
      await portal.stop();
    },
    // Its own timeout: a start on a busy machine may take up to portalStartLimitMs, and the stop its grace.
    { scope: 'worker', timeout: portalStartLimitMs + 30_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
  // A failed journey carries its page's log (support/failure-report prints it).
  page: async ({ page }, use, testInfo) => {
    const log = recordPageLog(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach(pageLogAttachment, { body: log(), contentType: 'text/plain' });
    }
  },
  signIn: async ({ page }, use) => {
    await use((accountCode, options) => signInWithoutUi(page, accountCode, options));
  },
});

type OwnPortalFixtures = { ownPortal: Portal };

/**
 * A fresh server (demo brand) for each test, for journeys that change an account for good (a new password, failed
 * attempts that bring a captcha or a lockout) and so must not share the worker's server.
 */
export const testWithOwnPortal = test.extend<OwnPortalFixtures>({
  ownPortal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
    async ({}, use) => {
      const portal = await startPortal({ variant: 'demo' });
      await use(portal);
      await portal.stop();
    },
    { timeout: portalStartLimitMs + 30_000 },
  ],
  baseURL: async ({ ownPortal }, use) => {
    await use(ownPortal.url);
  },
});

export { expect } from '@playwright/test';
