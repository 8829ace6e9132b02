import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@portal/contract';
import { notificationTypes } from '@portal/contract/domain/notification';
import { queryClient } from '../../shared/api/query-client';
import { bodiesOf, client, fakeServer, notificationOf, render, textOf } from './notification-fixtures';
import type { Answer } from './notification-fixtures';
import { bellListKey, markReadInLists, pageListKey, pageListQuery, removeFromLists } from './notification-queries';
import { DeleteConfirmation } from './delete-confirmation';
import { statusesOf } from './notification-filters';
import { NotificationsPage } from './notifications-page';
import { NotificationsPageView } from './notifications-page-view';
import type { NotificationListState, NotificationsPageViewProps } from './notifications-page-view';
import { pushControlFor } from './push-control';

const queryPath = '/api/notification/queryNotifications';
const account = { accountCode: client.accountCode, source: client.source };

/**
 * 45 notifications, newest first, five of them at the same moment (told apart by their ids), answered the way the
 * server pages them: newest first by (startTime, _id), after the cursor the request names.
 */
function inbox(count = 45): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const minutesAgo = index < 5 ? 0 : index;
    return notificationOf(notificationTypes[index % notificationTypes.length] ?? 'newPlan', {
      _id: `n-${String(1000 - index).padStart(4, '0')}`,
      status: index % 3 === 0 ? 'read' : 'unread',
      startTime: new Date(Date.UTC(2026, 10, 22, 8) - minutesAgo * 60_000).toISOString(),
    });
  });
}

function pagingServer(notifications: readonly Notification[]): Answer {
  return (body) => {
    const request = body as { pageSize: number; lastQueryTime?: string; lastNotificationId?: string };
    const after = notifications.filter(
      (notification) =>
        request.lastQueryTime === undefined ||
        notification.startTime < request.lastQueryTime ||
        (notification.startTime === request.lastQueryTime &&
          request.lastNotificationId !== undefined &&
          notification._id < request.lastNotificationId),
    );
    const page: NotificationPage = {
      notifications: after.slice(0, request.pageSize),
      hasMore: after.length > request.pageSize,
    };
    return { status: 200, body: page };
  };
}

/** Loads the page's list through the real query options and the fake server, pressing 'Load more' `presses` times. */
async function loadList(notifications: readonly Notification[], presses: number) {
  const server = fakeServer({ [queryPath]: pagingServer(notifications) });
  let firstPages = 0;
  const options = pageListQuery(server.api, account, statusesOf.all, () => (firstPages += 1));
  const observer = new InfiniteQueryObserver(queryClient, options);
  await observer.refetch();
  for (let press = 0; press < presses; press += 1) await observer.fetchNextPage();
  return { server, observer, firstPages: () => firstPages };
}

const page = (language: 'en' | 'zh-HK' | 'zh-CN' = 'en') => render(<NotificationsPage />, { language });

afterEach(() => {
  queryClient.clear();
});

describe('the notifications page', () => {
  it('loads 20 at a time with the last one’s time and id, and says when there are no more', async () => {
    const notifications = inbox();
    const { server, observer, firstPages } = await loadList(notifications, 0);
    let markup = await page();
    expect(markup.match(/data-testid="notification"/g)).toHaveLength(20);
    expect(markup).toMatch(/<button[^>]*>.*Load more/s);
    expect(markup).not.toContain('No more notifications');

    await observer.fetchNextPage();
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    markup = await page();
    const shown = [...markup.matchAll(/data-testid="notification"/g)];
    expect(shown).toHaveLength(45);
    expect(textOf(markup)).toContain('No more notifications');
    expect(markup).not.toContain('Load more');

    const requests = bodiesOf(server.calls, queryPath);
    expect(requests).toEqual([
      { accountCodes: ['C10001'], statuses: ['unread', 'read'], pageIndex: 0, pageSize: 20, source: 'gateway' },
      {
        accountCodes: ['C10001'],
        statuses: ['unread', 'read'],
        pageIndex: 1,
        pageSize: 20,
        lastQueryTime: notifications[19]?.startTime,
        lastNotificationId: notifications[19]?._id,
        source: 'gateway',
      },
      expect.objectContaining({
        pageIndex: 2,
        lastQueryTime: notifications[39]?.startTime,
        lastNotificationId: notifications[39]?._id,
      }),
    ]);
    // Each list of the same five-at-once moment is listed once: no item twice, none left out.
    const ids = observer.getCurrentResult().data?.pages.flatMap((loaded) => loaded.notifications.map((n) => n._id));
    expect(ids).toEqual(notifications.map((notification) => notification._id));
    // Only the first page counts as having read the list (the badge goes to 0).
    expect(firstPages()).toBe(1);
    expect(server.calls[0]?.headers['x-portal-account']).toBe('C10001');
  });

  it('says “No Notification” when there is none, in every language', async () => {
    await loadList([], 0);
    const markup = await page();
    expect(markup).toMatch(/data-testid="notifications-empty"[^>]*>No Notification</);
    expect(markup).not.toContain('No more notifications');
    expect(await page('zh-HK')).toContain('沒有通知');
    expect(await page('zh-CN')).toContain('没有通知');
  });

  it('ends a short list with “No more notifications”, translated', async () => {
    await loadList(inbox(3), 0);
    expect(textOf(await page())).toMatch(/No more notifications$/);
    expect(await page('zh-HK')).toContain('沒有更多通知');
    expect(await page('zh-CN')).toContain('没有更多通知');
  });

  it('offers “Mark as read” on unread ones only, and “Delete” on each', async () => {
    await loadList(inbox(3), 0);
    const markup = await page();
    const items = [...markup.matchAll(/data-testid="notification" data-status="(\w+)"(.*?)<\/li>/gs)].map(
      ([, status, body]) => ({ status, text: textOf(body ?? '') }),
    );
    expect(items.map((item) => item.status)).toEqual(['read', 'unread', 'unread']);
    expect(items[0]?.text).not.toContain('Mark as read');
    expect(items[1]?.text).toContain('Mark as read');
    for (const item of items) expect(item.text).toMatch(/Delete$/);
    // Each button is named by its item (title and time), so that a screen reader tells the items apart.
    const names = [...markup.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map(([, name]) => name ?? '');
    expect(names.filter((name) => name.startsWith('Delete '))).toHaveLength(3);
    expect(names.filter((name) => name.startsWith('Mark as read '))).toHaveLength(2);
    expect(new Set(names).size).toBe(names.length);
  });

  it('asks before deleting, in the words of SPEC §5 and translated', async () => {
    const confirmation = (language: 'en' | 'zh-HK' | 'zh-CN', failed = false) =>
      render(
        <DeleteConfirmation deleting={false} failed={failed} onCancel={() => undefined} onConfirm={() => undefined} />,
        { language },
      );
    expect(textOf(await confirmation('en'))).toBe(
      'Are you sure you want to delete this notification? Once deleted, the notification cannot be recovered. Cancel Delete',
    );
    expect(textOf(await confirmation('zh-HK'))).toContain('確定要刪除此通知嗎？通知一經刪除便無法復原。');
    expect(textOf(await confirmation('zh-CN'))).toContain('确定要删除此通知吗？通知一经删除便无法恢复。');
    expect(await confirmation('en', true)).toMatch(/role="alert"[^>]*>The notification could not be deleted/);
  });

  it('takes a deleted notification out of every list, and shows one marked read as read', async () => {
    const notifications = inbox(3);
    await loadList(notifications, 0);
    const bell: NotificationPage = { notifications, hasMore: false };
    queryClient.setQueryData(bellListKey(account), bell);
    const [first, second] = notifications;
    removeFromLists(queryClient, account, first?._id ?? '');
    markReadInLists(queryClient, account, second?._id ?? '');
    const listed = queryClient
      .getQueryData<{ pages: NotificationPage[] }>(pageListKey(account, statusesOf.all))
      ?.pages.flatMap((loaded) => loaded.notifications);
    expect(listed?.map((notification) => [notification._id, notification.status])).toEqual([
      [second?._id, 'read'],
      [notifications[2]?._id, 'unread'],
    ]);
    expect(queryClient.getQueryData<NotificationPage>(bellListKey(account))?.notifications).toEqual(listed);
    // The page shows what the cache holds: the deleted cash update is gone.
    const shown = textOf(await page());
    expect(shown).not.toContain('Your HKD cash balance');
    expect(shown).toContain('HKD 12,500.00 was credited');
  });

  it('has loading and error states, and a filter of all, unread and read', async () => {
    const view = (list: NotificationListState, extra: Partial<NotificationsPageViewProps> = {}) =>
      render(<NotificationsPageView {...viewProps(list)} {...extra} />);
    expect(await view({ kind: 'loading' })).toMatch(/role="status".*Loading notifications…/s);
    expect(await view({ kind: 'failed' })).toMatch(/role="alert".*The notifications could not be loaded\..*Try again/s);
    const markup = await view({
      kind: 'loaded',
      notifications: [],
      hasMore: false,
      loadingMore: false,
      loadMoreFailed: false,
    });
    expect(markup).toMatch(/<h1[^>]*>Notifications<\/h1>/);
    expect([...markup.matchAll(/<label[^>]*>(?:<span[^>]*>)*([^<]+)</g)].map((match) => match[1])).toEqual([
      'All',
      'Unread',
      'Read',
    ]);
    expect(statusesOf).toEqual({ all: ['unread', 'read'], unread: ['unread'], read: ['read'] });
  });

  it('offers browser notifications where the browser has not been asked, and explains a block', async () => {
    const loaded: NotificationListState = {
      kind: 'loaded',
      notifications: [],
      hasMore: false,
      loadingMore: false,
      loadMoreFailed: false,
    };
    const offer = await render(<NotificationsPageView {...viewProps(loaded)} push={{ kind: 'offer', busy: false }} />);
    expect(offer).toMatch(/<button[^>]*>.*Turn on browser notifications/s);
    const blocked = await render(<NotificationsPageView {...viewProps(loaded)} push={{ kind: 'blocked' }} />);
    expect(textOf(blocked)).toContain('Browser notifications are blocked for this site.');
    expect(blocked).not.toContain('Turn on browser notifications');
    const hidden = await render(<NotificationsPageView {...viewProps(loaded)} push={{ kind: 'hidden' }} />);
    expect(hidden).not.toContain('data-testid="push-control"');
    // Offered to a client whose browser has not been asked; help once blocked; nothing where pushes are not for them.
    expect(pushControlFor(true, 'default')).toEqual({ kind: 'offer', busy: false });
    expect(pushControlFor(true, 'denied')).toEqual({ kind: 'blocked' });
    expect(pushControlFor(true, 'granted')).toEqual({ kind: 'hidden' });
    expect(pushControlFor(true, 'unsupported')).toEqual({ kind: 'hidden' });
    expect(pushControlFor(false, 'default')).toEqual({ kind: 'hidden' });
    // Where the browser has no Notification API (as here), the page offers nothing.
    await loadList([], 0);
    expect(await page()).not.toContain('data-testid="push-control"');
  });
});

function viewProps(list: NotificationListState): NotificationsPageViewProps {
  return {
    filter: 'all',
    onFilter: () => undefined,
    list,
    onRetry: () => undefined,
    onLoadMore: () => undefined,
    onMarkRead: () => undefined,
    onDelete: () => undefined,
    deleteDialog: {
      opened: false,
      deleting: false,
      failed: false,
      onClose: () => undefined,
      onConfirm: () => undefined,
    },
    push: { kind: 'hidden' },
    onTurnOnPush: () => undefined,
  };
}
