import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { webClientHeaders } from '../support/login';

/** The desktop header's bell: its unread badge and its dropdown of the 20 newest notifications. */
export class NotificationBell {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.getByTestId('notification-bell');
  }

  get badge(): Locator {
    return this.page.getByTestId('unread-badge');
  }

  get dropdown(): Locator {
    return this.page.getByRole('dialog', { name: 'Notifications' });
  }

  get items(): Locator {
    return this.dropdown.getByTestId('bell-notification');
  }

  get showMore(): Locator {
    return this.dropdown.getByRole('link', { name: 'Show More' });
  }
}

/** /notifications: the full list with load-more, mark as read and delete. */
export class NotificationsPage {
  constructor(readonly page: Page) {}

  get items(): Locator {
    return this.page.getByTestId('notification');
  }

  get loadMore(): Locator {
    return this.page.getByRole('button', { name: 'Load more' });
  }

  get endText(): Locator {
    return this.page.getByTestId('notifications-end');
  }

  get emptyText(): Locator {
    return this.page.getByTestId('notifications-empty');
  }

  get deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Delete notification' });
  }

  get pushControl(): Locator {
    return this.page.getByTestId('push-control');
  }

  /**
   * Clicks 'Load more' until the list says it has reached its end, each time waiting for the page it asked for (a
   * click while a page is loading would wait for a button that may be gone once that page is the last).
   */
  async loadAll(): Promise<void> {
    await expect(this.endText.or(this.loadMore).first()).toBeVisible();
    while (!(await this.endText.isVisible())) {
      const shown = await this.items.count();
      await this.loadMore.click();
      await expect.poll(async () => (await this.endText.isVisible()) || (await this.items.count()) > shown).toBe(true);
    }
  }
}

/** A domain event as the server would publish it for a change on the account (dev support: POST /api/_dev/events). */
export async function publishEvent(
  request: APIRequestContext,
  event: { accountCode: string; type: string; fields?: Record<string, string>; source?: 'gateway' | 'fos' },
): Promise<string> {
  const answer = await request.post('/api/_dev/events', { headers: webClientHeaders, data: event });
  if (!answer.ok()) throw new Error(`POST /api/_dev/events answered ${answer.status()}: ${await answer.text()}`);
  const { notificationId } = (await answer.json()) as { notificationId: string };
  return notificationId;
}
