import { test as base, type APIRequestContext } from '@playwright/test';
import { startPortal, type Portal } from './portal-server';
import { webClientHeaders } from './login';

type WorkerFixtures = { abciPortal: Portal };

/**
 * A real server of the abci brand (session login mode: no password login, only hand-offs from the host app) for each
 * worker, with a fresh database.
 */
export const testOnAbci = base.extend<object, WorkerFixtures>({
  abciPortal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
    async ({}, use) => {
      const portal = await startPortal({ variant: 'abci' });
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ abciPortal }, use) => {
    await use(abciPortal.url);
  },
});

/**
 * A one-time hand-off token for an account, as the host app's back end would issue one (POST /api/_dev/sessionHandoff,
 * dev support only); the link that redeems it is /users/sessionLogin?token=….
 */
export async function issueHandOffToken(request: APIRequestContext, accountCode: string): Promise<string> {
  const response = await request.post('/api/_dev/sessionHandoff', { headers: webClientHeaders, data: { accountCode } });
  if (!response.ok())
    throw new Error(`No hand-off token for ${accountCode}: ${response.status()} ${await response.text()}`);
  const answer: unknown = await response.json();
  const token = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'token') : undefined;
  if (typeof token !== 'string') throw new Error(`Not a hand-off answer: ${JSON.stringify(answer)}`);
  return token;
}

export function sessionLoginLink(token: string): string {
  return `/users/sessionLogin?token=${encodeURIComponent(token)}`;
}

export { expect } from '@playwright/test';
