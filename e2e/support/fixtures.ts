import { test as base } from '@playwright/test';
import { startPortal, type Portal } from './portal-server';

type WorkerFixtures = { portal: Portal };

/** Every worker gets its own real server (demo brand) on a free port with a fresh database. */
export const test = base.extend<object, WorkerFixtures>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
    async ({}, use) => {
      const portal = await startPortal({ variant: 'demo' });
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
});

export { expect } from '@playwright/test';
