import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { SessionSupervision } from '../pages/session-supervision';
import { expect, test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { demoPassword, sessionsStorageKey } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the browser holds: the stored sessions ("source:ACCOUNT", active first) and the recent users. */
async function heldSessions(page: Page): Promise<{ sessions: string[]; recentUsers: string[] }> {
  return page.evaluate((key) => {
    const contentOf = (raw: string | null): unknown => {
      const entry: unknown = JSON.parse(raw ?? 'null');
      return typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'content') : undefined;
    };
    const named = (list: unknown): string[] =>
      Array.isArray(list)
        ? list.map((item: unknown) =>
            typeof item === 'object' && item !== null
              ? `${String(Reflect.get(item, 'source'))}:${String(Reflect.get(item, 'accountCode'))}`
              : '?',
          )
        : [];
    const state = contentOf(window.localStorage.getItem(key));
    const sessions = typeof state === 'object' && state !== null ? named(Reflect.get(state, 'sessions')) : [];
    return {
      sessions: sessions.sort(),
      recentUsers: named(contentOf(window.localStorage.getItem('portal:recentUsers'))),
    };
  }, sessionsStorageKey);
}

test.describe('single session across tabs (SPEC §2, §4 Single-session)', () => {
  test('a later login in a second tab kicks the plain user of the first, who is told and follows the new login', async ({
    page,
    context,
  }) => {
    const first = new LoginPage(page);
    await first.goto();
    await first.signIn('C10001', demoPassword);
    await expectLandedAs(page, 'C10001');
    await new SessionSupervision(page).started();

    const secondTab = await context.newPage();
    await secondTab.goto('/users/login?add=1');
    const second = new LoginPage(secondTab);
    // Adding an account offers the source the browser holds no session of; this one is a securities login.
    await second.chooseSource('gateway');
    await second.signIn('C10005', demoPassword);
    await expectLandedAs(secondTab, 'C10005');

    // The first tab: the reminder, and the new login's landing page.
    const reminder = new SessionSupervision(page).signedInElsewhereNotice;
    await expect(reminder).toContainText('You have been logged out because you signed in from another tab.');
    await expectLandedAs(page, 'C10005');
    await expect
      .poll(() => heldSessions(page))
      .toEqual({ sessions: ['gateway:C10005'], recentUsers: ['gateway:C10005'] });
    // The second tab, where the login happened, is not told it was kicked.
    await expect(new SessionSupervision(secondTab).signedInElsewhereNotice).toHaveCount(0);

    await reminder.getByRole('button', { name: 'Dismiss' }).click();
    await expect(reminder).toHaveCount(0);
  });

  test('an advisor kicked by a later login loses every stored user, the virtual-asset session too', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('V20001', { source: 'fos' });
    await signIn('A30001');
    await page.goto('/advisors/dashboard');
    await expectLandedAs(page, 'A30001');
    await new SessionSupervision(page).started();
    expect((await heldSessions(page)).sessions).toEqual(['fos:V20001', 'gateway:A30001']);

    const secondTab = await context.newPage();
    await secondTab.goto('/users/login?add=1');
    const second = new LoginPage(secondTab);
    await second.chooseSource('gateway');
    await second.signIn('C10001', demoPassword);
    await expectLandedAs(secondTab, 'C10001');

    await expect(new SessionSupervision(page).signedInElsewhereNotice).toBeVisible();
    await expectLandedAs(page, 'C10001');
    expect((await heldSessions(page)).sessions).toEqual(['gateway:C10001']);
  });

  test('a malformed message on the auth channel is ignored', async ({ page, signIn }) => {
    const signedIn = await signIn('C10001');
    await page.goto('/funds/dashboard');
    await expectLandedAs(page, 'C10001');
    await new SessionSupervision(page).started();
    await page.evaluate((loginTime) => {
      const channel = new BroadcastChannel('auth-channel');
      for (const message of [
        'login',
        { type: 'login' },
        { type: 'login', accountCode: 'C10005', source: 'gateway', role: 'user', loginTime: 'later' },
        { type: 'login', accountCode: 'C10005', source: 'gateway', role: 'root', loginTime },
        { type: 'login', accountCode: 'C10005', source: 'elsewhere', role: 'user', loginTime },
        { type: 'login', accountCode: '', source: 'gateway', role: 'user', loginTime },
      ])
        channel.postMessage(message);
      channel.close();
    }, signedIn.loginTime + 60_000);
    await page.waitForTimeout(500);
    await expect(new SessionSupervision(page).signedInElsewhereNotice).toHaveCount(0);
    expect((await heldSessions(page)).sessions).toEqual(['gateway:C10001']);
    await expectLandedAs(page, 'C10001');

    // Well formed, and with the login in the shared store as another tab leaves it, it is heard: the tab was
    // listening all along. (Later than the login by the server's clock, which other journeys may have moved on.)
    await page.evaluate(
      ({ key, loginTime }) => {
        const entry: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
        const content = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'content') : undefined;
        const sessions: unknown =
          typeof content === 'object' && content !== null ? Reflect.get(content, 'sessions') : [];
        const held: unknown = Array.isArray(sessions) ? sessions[0] : undefined;
        if (typeof held !== 'object' || held === null) throw new Error('No stored session to copy');
        const newLogin = { ...held, accountCode: 'C10005', loginTime };
        const stored = { sessions: [newLogin], activeAccountCode: 'C10005' };
        window.localStorage.setItem(
          key,
          JSON.stringify({ content: stored, lastTime: Date.now(), expireLength: 31_536_000_000 }),
        );
        const channel = new BroadcastChannel('auth-channel');
        channel.postMessage({ type: 'login', accountCode: 'C10005', source: 'gateway', role: 'user', loginTime });
        channel.close();
      },
      { key: sessionsStorageKey, loginTime: signedIn.loginTime + 60_000 },
    );
    await expect(new SessionSupervision(page).signedInElsewhereNotice).toBeVisible();
    expect((await heldSessions(page)).sessions).toEqual(['gateway:C10005']);
  });
});
