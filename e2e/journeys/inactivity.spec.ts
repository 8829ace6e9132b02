import type { Page } from '@playwright/test';
import { SessionSupervision } from '../pages/session-supervision';
import { installSyncedClocks, minuteMs } from '../support/clocks';
import type { SyncedClocks } from '../support/clocks';
import { expect, test } from '../support/fixtures';
import { expectLandedAs } from '../support/landing';
import { webClientHeaders } from '../support/login';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Lets both clocks run on by `totalMs` in steps of at most 5 minutes, as time passes for an idle user: the session
 * refresh (every 15 minutes of session) keeps up with the server at each step.
 */
async function stayIdle(page: Page, clocks: SyncedClocks, totalMs: number): Promise<void> {
  const stepMs = 5 * minuteMs;
  for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) {
    const refreshDue = page.waitForResponse((response) => response.url().endsWith('/api/account/refreshToken'), {
      timeout: 1_500,
    });
    await clocks.advance(Math.min(stepMs, totalMs - elapsed));
    // A refresh started by this step is let finish before the clocks move on.
    await refreshDue.catch(() => undefined);
  }
}

async function statusOfCall(page: Page): Promise<number> {
  return page.evaluate(async (headers) => {
    const response = await fetch('/api/account/retrieveInactiveTimes', {
      method: 'POST',
      credentials: 'include',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-portal-account': 'C10001',
        'x-portal-source': 'gateway',
      },
      body: '{}',
    });
    return response.status;
  }, webClientHeaders);
}

test.describe('inactivity (SPEC §4 Inactivity, §9)', () => {
  test('the warning counts down from 5 minutes before the kick; Stay Logged In resets it; at the kick the user is logged out and told why', async ({
    page,
    signIn,
  }) => {
    const clocks = await installSyncedClocks(page);
    await signIn('C10001');
    await page.goto('/funds/dashboard');
    await expectLandedAs(page, 'C10001');
    const supervision = new SessionSupervision(page);
    await supervision.started();

    // 24 idle minutes: no warning yet.
    await stayIdle(page, clocks, 24 * minuteMs);
    await expect(supervision.inactivityWarning).toHaveCount(0);

    // 25 minutes: the warning, counting down the last 5 minutes.
    await stayIdle(page, clocks, minuteMs + 1_000);
    await expect(supervision.inactivityWarning).toBeVisible();
    await expect(supervision.countdown).toHaveText(/^0[45]:\d\d$/);
    await clocks.advance(2 * minuteMs);
    await expect(supervision.countdown).toHaveText(/^0[23]:\d\d$/);

    // Stay Logged In: the warning goes and the idle time starts again.
    await supervision.stayLoggedIn.click();
    await expect(supervision.inactivityWarning).toHaveCount(0);
    await stayIdle(page, clocks, 24 * minuteMs);
    await expect(supervision.inactivityWarning).toHaveCount(0);
    await expect(page).toHaveURL(/\/funds\/dashboard$/);

    // Idle on: the warning again, then the kick 30 minutes after the last activity.
    await stayIdle(page, clocks, minuteMs + 1_000);
    await expect(supervision.inactivityWarning).toBeVisible();
    const logout = page.waitForResponse((response) => response.url().endsWith('/api/account/accountLogout'));
    await stayIdle(page, clocks, 5 * minuteMs);
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/users\/inactiveLogout$/);
    await expect(page.getByText('You have been logged out due to inactivity.')).toBeVisible();
    await expect(supervision.inactivityWarning).toHaveCount(0);
    // Ended on the server, not only forgotten here.
    expect(await statusOfCall(page)).toBe(401);
  });

  test('an active tab keeps an idle one alive: the idle time is shared by the tabs of the browser', async ({
    page,
    context,
    signIn,
  }) => {
    const clocks = await installSyncedClocks(page);
    await signIn('C10001');
    await page.goto('/funds/dashboard');
    await expectLandedAs(page, 'C10001');
    const busy = await context.newPage();
    await busy.goto('/funds/dashboard');
    await expectLandedAs(busy, 'C10001');
    const idleTab = new SessionSupervision(page);
    await idleTab.started();

    // 28 minutes in which only the other tab is used.
    for (let minute = 0; minute < 28; minute += 4) {
      await busy.mouse.move(100 + minute, 200);
      await busy.mouse.move(300, 250 + minute);
      await stayIdle(page, clocks, 4 * minuteMs);
    }
    await expect(idleTab.inactivityWarning).toHaveCount(0);
    await expect(page).toHaveURL(/\/funds\/dashboard$/);

    // Then nobody: both tabs warn 25 minutes after the last movement; Stay Logged In in one closes both warnings.
    await stayIdle(page, clocks, 25 * minuteMs);
    await expect(idleTab.inactivityWarning).toBeVisible();
    const busyTab = new SessionSupervision(busy);
    await expect(busyTab.inactivityWarning).toBeVisible();
    await busyTab.stayLoggedIn.click();
    await expect(busyTab.inactivityWarning).toHaveCount(0);
    await expect(idleTab.inactivityWarning).toHaveCount(0);
  });
});
