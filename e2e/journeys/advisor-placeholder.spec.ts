import { expect, test } from '@playwright/test';
import { startPortal, type Portal } from '../support/portal-server';

// team has the advisor feature off: every /advisors path shows the Estimated Completion Date (SPEC §2).
test.describe('advisor area while the advisor feature is off', () => {
  let portal: Portal;
  test.beforeAll(async () => {
    portal = await startPortal({ variant: 'team' });
  });
  test.afterAll(async () => {
    await portal.stop();
  });

  const cases = [
    { today: '2026-11-15T12:00:00+08:00', path: '/advisors', expected: '2026-11-18' },
    { today: '2026-11-20T12:00:00+08:00', path: '/advisors/dashboard', expected: '2026-11-25' },
    { today: '2026-11-28T12:00:00+08:00', path: '/advisors/details', expected: '2026-12-18' },
  ];
  for (const { today, path, expected } of cases) {
    test(`on ${today.slice(0, 10)} ${path} shows ${expected}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(today));
      await page.goto(`${portal.url}${path}`);
      await expect(page.getByRole('heading', { name: 'Estimated Completion Date' })).toBeVisible();
      await expect(page.getByTestId('estimated-completion-date')).toHaveText(expected);
    });
  }
});
