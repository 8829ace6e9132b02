import { unreadCountPollMs } from '@portal/contract/domain/notification';
import { NotificationBell, NotificationsPage, publishEvent } from '../pages/notifications';
import { PortalShell } from '../pages/portal-shell';
import { installSyncedClocks } from '../support/clocks';
import { expect, test } from '../support/fixtures';

test.describe('the bell and the notifications page (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the bell counts an event the server publishes, its list shows it, Show More opens the page', async ({
    page,
    signIn,
  }) => {
    const clocks = await installSyncedClocks(page);
    await signIn('C10001');
    await page.goto('/users/setting');
    const bell = new NotificationBell(page);
    // The seeded month of events: unread ones are waiting.
    await expect(bell.badge).toHaveText(/^(\d+|99\+)$/);

    await bell.button.click();
    await expect(bell.dropdown).toBeVisible();
    await expect(bell.items).toHaveCount(20);
    // Listing them resets the unread count (SPEC §7).
    await expect(bell.badge).toBeHidden();
    await expect(bell.button).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');
    await expect(bell.dropdown).toBeHidden();

    await publishEvent(page.request, {
      accountCode: 'C10001',
      type: 'cashMovement',
      fields: { currencyCode: 'HKD', amount: '8888.5', referenceCode: 'CM2026JOURNEY01' },
    });
    // No reload: the tab reads the count again on its next poll.
    await clocks.advanceBrowser(unreadCountPollMs);
    await expect(bell.badge).toHaveText('1');
    await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread');

    await bell.button.click();
    await expect(bell.items.first()).toContainText(
      'HKD 8,888.50 was credited to your account (reference CM2026JOURNEY01).',
    );
    await expect(bell.items.first()).toContainText('Cash movement');
    await expect(bell.badge).toBeHidden();
    await bell.showMore.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(new NotificationsPage(page).items.first()).toContainText('CM2026JOURNEY01');
  });

  test('the page loads more until "No more notifications", marks one read and deletes one after asking', async ({
    page,
    signIn,
  }) => {
    await signIn('C10005');
    // More than a page: the seed's history and 25 new events.
    for (let index = 1; index <= 25; index += 1) {
      await publishEvent(page.request, {
        accountCode: 'C10005',
        type: 'holdingUpdate',
        fields: { code: '00700;TENCENT;HK', quantity: String(index * 100), freezeQuantity: '0' },
      });
    }
    await page.goto('/notifications');
    const notifications = new NotificationsPage(page);
    await expect(notifications.items).toHaveCount(20);
    await expect(notifications.items.first()).toContainText(
      'Your holding of HK.00700 is now 2,500 units, 0 of them on hold.',
    );
    await expect(notifications.endText).toBeHidden();
    await notifications.loadMore.click();
    await expect.poll(() => notifications.items.count()).toBeGreaterThan(20);
    await notifications.loadAll();
    await expect(notifications.endText).toHaveText('No more notifications');
    await expect(notifications.loadMore).toBeHidden();
    const total = await notifications.items.count();
    expect(total).toBeGreaterThanOrEqual(25);
    // No notification twice across the pages.
    const ids = await notifications.items.evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
    expect(new Set(ids).size).toBe(total);

    // Mark the newest read.
    const newest = notifications.items.first();
    await expect(newest.getByTestId('unread-dot')).toBeVisible();
    await newest.getByRole('button', { name: 'Mark as read' }).click();
    await expect(newest.getByTestId('unread-dot')).toBeHidden();

    // Delete asks first; Cancel keeps it.
    const doomed = notifications.items.nth(1);
    const doomedId = await doomed.getAttribute('data-id');
    await doomed.getByRole('button', { name: 'Delete' }).click();
    await expect(notifications.deleteDialog).toContainText(
      'Are you sure you want to delete this notification? Once deleted, the notification cannot be recovered.',
    );
    await notifications.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(notifications.deleteDialog).toBeHidden();
    await expect(notifications.items).toHaveCount(total);
    // The icon button that closes it has a name too, and closing keeps it as Cancel does.
    await doomed.getByRole('button', { name: 'Delete' }).click();
    await notifications.deleteDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(notifications.deleteDialog).toBeHidden();
    await expect(notifications.items).toHaveCount(total);

    await doomed.getByRole('button', { name: 'Delete' }).click();
    await notifications.deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(notifications.deleteDialog).toBeHidden();
    await expect(notifications.items).toHaveCount(total - 1);
    await expect(page.locator(`[data-id="${doomedId}"]`)).toHaveCount(0);

    // For good: after a reload it is still gone and the read one is still read.
    await page.reload();
    await notifications.loadAll();
    await expect(notifications.items).toHaveCount(total - 1);
    await expect(page.locator(`[data-id="${doomedId}"]`)).toHaveCount(0);
    await expect(notifications.items.first().getByTestId('unread-dot')).toBeHidden();

    // The Unread filter leaves out the read ones.
    await page.locator('label', { hasText: /^Unread$/ }).click();
    await expect(page.getByRole('radio', { name: 'Unread' })).toBeChecked();
    await expect(notifications.items.first()).toBeVisible();
    await expect(notifications.items.filter({ hasNot: page.getByTestId('unread-dot') })).toHaveCount(0);
  });

  test('the delete dialog’s close button is named in each language', async ({ page, signIn }) => {
    await signIn('C10001');
    await page.goto('/notifications');
    const shell = new PortalShell(page);
    const notifications = new NotificationsPage(page);
    for (const [language, deleteLabel, title, close] of [
      ['en', 'Delete', 'Delete notification', 'Close'],
      ['zh-HK', '刪除', '刪除通知', '關閉'],
      ['zh-CN', '删除', '删除通知', '关闭'],
    ] as const) {
      await shell.languageSelect(shell.desktopHeader).selectOption(language);
      // Each item's delete button is named by the item (issue 25): its label, then the item's title and time.
      await notifications.items
        .first()
        .getByRole('button', { name: new RegExp(`^${deleteLabel} `) })
        .click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('button', { name: close, exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: close, exact: true }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('an account without notifications reads "No Notification"; an advisor has no bell', async ({ page, signIn }) => {
    await signIn('A30001');
    await page.goto('/notifications');
    const notifications = new NotificationsPage(page);
    await expect(notifications.emptyText).toHaveText('No Notification');
    await expect(notifications.items).toHaveCount(0);
    await expect(new NotificationBell(page).button).toHaveCount(0);
  });
});

test.describe('the bell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a client has a bell with its count that opens the page; an advisor sees an Advisor tag', async ({
    page,
    signIn,
  }) => {
    await signIn('C10001');
    await publishEvent(page.request, { accountCode: 'C10001', type: 'newPlan', fields: { code: 'GROWTH-2027' } });
    await page.goto('/users/setting');
    const bell = new NotificationBell(page);
    await expect(bell.badge).toHaveText(/^([1-9]\d*|99\+)$/);
    await bell.button.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(new NotificationsPage(page).items.first()).toBeVisible();

    await signIn('A30001');
    await page.goto('/users/setting');
    await expect(page.getByTestId('advisor-tag')).toHaveText('Advisor');
    await expect(bell.button).toHaveCount(0);
  });
});
