import type { Page } from '@playwright/test';
import { SessionSupervision } from '../pages/session-supervision';
import { installSyncedClocks, minuteMs } from '../support/clocks';
import { expect, test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { demoPassword, sessionsStorageKey, webClientHeaders } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

const sessionCookieName = 'portal_session.gateway.C10001';

async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === sessionCookieName)?.value;
}

/** The session expiry the web stored for an account (epoch ms), or undefined when it holds no session for it. */
async function storedSessionExpiry(page: Page, accountCode: string): Promise<number | undefined> {
  return page.evaluate(
    ({ key, accountCode }) => {
      const entry: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
      const content = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'content') : undefined;
      const sessions: unknown = typeof content === 'object' && content !== null ? Reflect.get(content, 'sessions') : [];
      const session = Array.isArray(sessions)
        ? sessions.find(
            (held: unknown) =>
              typeof held === 'object' && held !== null && Reflect.get(held, 'accountCode') === accountCode,
          )
        : undefined;
      const expiry: unknown = session ? Reflect.get(session, 'sessionExpiresAt') : undefined;
      return typeof expiry === 'number' ? expiry : undefined;
    },
    { key: sessionsStorageKey, accountCode },
  );
}

/** An authenticated call made by the page with its cookies, acting for the account (as the web's api client does). */
async function callAsPage(page: Page, accountCode: string): Promise<number> {
  return page.evaluate(
    async ({ accountCode, headers }) => {
      const response = await fetch('/api/account/retrieveInactiveTimes', {
        method: 'POST',
        credentials: 'include',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'x-portal-account': accountCode,
          'x-portal-source': 'gateway',
        },
        body: '{}',
      });
      return response.status;
    },
    { accountCode, headers: webClientHeaders },
  );
}

test.describe('session refresh (SPEC §4 Session, §9)', () => {
  test('a session is refreshed 3 minutes before it expires: a new cookie, a later expiry, and calls still work past the first expiry', async ({
    page,
    signIn,
  }) => {
    const clocks = await installSyncedClocks(page);
    const login = await signIn('C10001');
    await page.goto('/funds/dashboard');
    await expectLandedAs(page, 'C10001');
    await new SessionSupervision(page).started();
    const firstCookie = await sessionCookie(page);
    expect(firstCookie).toBeDefined();
    const refreshCalls: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/refreshToken')) refreshCalls.push(Date.now());
    });

    // 11 minutes in: not yet.
    await clocks.advance(11 * minuteMs);
    await page.waitForTimeout(300);
    expect(refreshCalls).toEqual([]);

    // 12 minutes in: within 3 minutes of the expiry, the next 5-second check refreshes.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/account/refreshToken'));
    await clocks.advance(minuteMs + 5_000);
    expect((await refreshed).status()).toBe(200);
    await expect.poll(() => storedSessionExpiry(page, 'C10001')).toBeGreaterThan(login.sessionExpiresAt);
    const secondCookie = await sessionCookie(page);
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(firstCookie);

    // Past the first expiry (15 minutes), the refreshed session still works and the page stays signed in.
    await clocks.advance(5 * minuteMs);
    expect(await callAsPage(page, 'C10001')).toBe(200);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page).toHaveURL(/\/users\/setting$/);
    await expect(page.getByRole('link', { name: 'Log out', exact: true }).first()).toBeVisible();
    await expect(new SessionSupervision(page).sessionExpiredNotice).toHaveCount(0);

    // The old session token was replaced: presented again, the server refuses it.
    const replayed = await page.request.post('/api/account/retrieveInactiveTimes', {
      headers: {
        ...webClientHeaders,
        cookie: `${sessionCookieName}=${firstCookie ?? ''}`,
        'x-portal-account': 'C10001',
        'x-portal-source': 'gateway',
      },
      data: {},
    });
    expect(replayed.status()).toBe(401);
  });

  test('a session past its expiry plus the 5-minute grace (the computer slept) is logged out with a notice; the server refuses it too', async ({
    page,
    signIn,
  }) => {
    const clocks = await installSyncedClocks(page);
    const login = await signIn('C10001');
    await page.goto('/funds/dashboard');
    await expectLandedAs(page, 'C10001');
    await new SessionSupervision(page).started();

    // 21 minutes at once: the refresh token expired with the session at 15 minutes and was honoured until 20.
    await clocks.advanceServer(21 * minuteMs);
    const refusal = await page.request.post('/api/account/refreshToken', {
      headers: { ...webClientHeaders, 'x-portal-account': 'C10001', 'x-portal-source': 'gateway' },
      data: { accountCode: login.accountCode, source: login.source },
    });
    expect(refusal.status()).toBe(401);

    await clocks.advanceBrowser(21 * minuteMs);
    const supervision = new SessionSupervision(page);
    await expect(supervision.sessionExpiredNotice).toContainText('Your session has expired. Please log in again.');
    await expect(page).toHaveURL(/\/users\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    expect(await storedSessionExpiry(page, 'C10001')).toBeUndefined();
    // Dismissible.
    await supervision.sessionExpiredNotice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(supervision.sessionExpiredNotice).toHaveCount(0);
  });

  test('the first call the server refuses after a sign-in elsewhere (the refresh or a poll) logs the user out and says why', async ({
    page,
    browser,
    baseURL,
    signIn,
  }) => {
    const clocks = await installSyncedClocks(page);
    await signIn('C10001');
    await page.goto('/funds/dashboard');
    await expectLandedAs(page, 'C10001');
    await new SessionSupervision(page).started();

    // Another browser signs the same account in: the server keeps one live session per gateway account.
    const elsewhere = await browser.newContext({ baseURL });
    try {
      const otherLogin = await elsewhere.request.post('/api/account/gatewayPasswordLogin', {
        headers: webClientHeaders,
        data: { accountCode: 'C10001', password: demoPassword },
      });
      expect(otherLogin.ok()).toBe(true);
    } finally {
      await elsewhere.close();
    }

    // Whichever call comes first once the clock moves (the refresh 3 minutes before expiry, or the bell's poll) is
    // refused for the same reason, and either one signs the user out with the same notice.
    const refused = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 401);
    await clocks.advance(12 * minuteMs + 5_000);
    const answer = await refused;
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'SESSION_REPLACED' });
    // The notice says why (issue 14): a sign-in elsewhere, not a session that merely expired.
    const supervision = new SessionSupervision(page);
    await expect(supervision.signedInOnAnotherDeviceNotice).toContainText(
      'You have been logged out because you signed in from another browser or device.',
    );
    await expect(supervision.sessionExpiredNotice).toHaveCount(0);
    await expect(page).toHaveURL(/\/users\/login$/);
  });
});
