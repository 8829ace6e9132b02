import type { Page } from '@playwright/test';
import { sessionsStorageKey, webClientHeaders } from '../support/login';
import { expect, issueHandOffToken, sessionLoginLink, testOnAbci as test } from '../support/session-handoff';

test.use({ viewport: { width: 1280, height: 800 } });

/** The user links of the desktop header (login, switcher, settings, logout, exit). */
const userNavigation = (page: Page) =>
  page.getByTestId('desktop-header').getByRole('navigation', { name: 'User', exact: true });

test.describe('session login mode (abci)', () => {
  test('a hand-off token signs the client in, with Exit instead of Log out, and Exit ends the session', async ({
    page,
  }) => {
    const token = await issueHandOffToken(page.request, 'C10001');
    const redeemed = page.waitForResponse((response) => response.url().endsWith('/api/account/sessionLogin'));
    await page.goto(sessionLoginLink(token));
    expect((await redeemed).status()).toBe(200);

    // Landed on the client's landing page, signed in as a session-login user, the link gone from the history.
    await expect(page).toHaveURL(/\/funds\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Funds');
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), sessionsStorageKey);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      content: { activeAccountCode: 'C10001', sessions: [{ accountCode: 'C10001', isSessionLogin: true }] },
    });

    // The menu has no logout for a session-login user; the Exit row is there instead.
    const links = userNavigation(page);
    await expect(links.getByRole('link', { name: 'Exit', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log out', exact: true })).toHaveCount(0);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/account/accountLogout'));
    await links.getByRole('link', { name: 'Exit', exact: true }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/exit$/);
    await expect(page.getByRole('heading', { name: 'You have left the portal', level: 1 })).toBeVisible();
    await expect(page.getByText('You can now close this window or return to the app you came from.')).toBeVisible();

    // The browser forgot the session and the server ended it: its cookie opens nothing any more.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), sessionsStorageKey)).toBeNull();
    const afterExit = await page.request.post('/api/account/retrieveInactiveTimes', {
      headers: { ...webClientHeaders, 'x-portal-account': 'C10001', 'x-portal-source': 'gateway' },
      data: {},
    });
    expect(afterExit.status()).toBe(401);
  });

  test('a token is honoured once: the same link again is refused', async ({ page, browser }) => {
    const token = await issueHandOffToken(page.request, 'C10001');
    await page.goto(sessionLoginLink(token));
    await expect(page).toHaveURL(/\/funds\/dashboard$/);

    // The same link in another browser (someone who copied it) signs nobody in.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const stranger = await other.newPage();
    const refused = stranger.waitForResponse((response) => response.url().endsWith('/api/account/sessionLogin'));
    await stranger.goto(sessionLoginLink(token));
    expect((await refused).status()).toBe(401);
    await expect(stranger.getByRole('heading', { name: 'You could not be signed in', level: 1 })).toBeVisible();
    await expect(
      stranger.getByText('This sign-in link is invalid, has expired or has already been used.', { exact: false }),
    ).toBeVisible();
    await expect(stranger).toHaveURL(/\/users\/sessionLogin\?token=/);
    await other.close();
  });

  test('a link without a token says so', async ({ page }) => {
    await page.goto('/users/sessionLogin');
    await expect(page.getByText('This sign-in link is incomplete.', { exact: false })).toBeVisible();
  });

  // Last: it needs the single-session rule of the other tabs (issue 4 part 4).
  test('a session-login user kicked by a later login in another tab lands on /invalidSession', async ({
    page,
    context,
  }) => {
    await page.goto(sessionLoginLink(await issueHandOffToken(page.request, 'C10001')));
    await expect(page).toHaveURL(/\/funds\/dashboard$/);

    // The host app opens the portal again in a second tab: that login is announced on 'auth-channel'.
    const second = await context.newPage();
    await second.goto(sessionLoginLink(await issueHandOffToken(second.request, 'C10001')));
    await expect(second).toHaveURL(/\/funds\/dashboard$/);

    await expect(page).toHaveURL(/\/invalidSession$/);
    await expect(page.getByRole('heading', { name: 'Session ended', level: 1 })).toBeVisible();
    await expect(page.getByText('return to the app you came from', { exact: false })).toBeVisible();
    // The later login carries on.
    await expect(second).toHaveURL(/\/funds\/dashboard$/);
  });
});
