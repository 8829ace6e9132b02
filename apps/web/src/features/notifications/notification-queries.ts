/*
 * The notification calls of the bell and the page (SPEC §7 Notification service) as TanStack Query options, and the
 * cache changes after marking one read or deleting it. Paging is keyset: a load-more names the startTime and _id of
 * the last notification shown.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { LoginSource } from '@portal/contract/brands';
import type { ListedNotificationStatus, Notification, NotificationPage } from '@portal/contract';
import { notificationPageSize } from '@portal/contract/domain/storage-lifetimes';
import type { ActingAccount } from '../../shared/api/acting-account';
import type { Api } from '../../shared/api/api-client';

/** A session's account as the notification calls name it. */
export type NotificationAccount = ActingAccount & { readonly source: LoginSource };

/** Every cache entry of notifications starts with this. */
export const notificationKeyRoot = 'notification';

/** The bell's list: always the newest 20, read and unread. */
export function bellListKey(account: ActingAccount) {
  return [notificationKeyRoot, 'bell', { accountCode: account.accountCode, source: account.source }] as const;
}

/** The page's list under one filter. */
export function pageListKey(account: ActingAccount, statuses: readonly ListedNotificationStatus[]) {
  return [notificationKeyRoot, 'page', { accountCode: account.accountCode, source: account.source }, statuses] as const;
}

/** Where a page of the list starts: the first, or after the last notification already shown. */
export type NotificationCursor = {
  readonly pageIndex: number;
  readonly lastQueryTime?: string;
  readonly lastNotificationId?: string;
};

export const firstPageCursor: NotificationCursor = { pageIndex: 0 };

/**
 * The cursor of the next page, or undefined when the server said there is none. It follows the last notification of
 * all pages shown (a deleted one has left them; the server skips deleted ones anyway).
 */
export function nextPageCursor(pages: readonly NotificationPage[], pageIndex: number): NotificationCursor | undefined {
  const lastPage = pages.at(-1);
  if (!lastPage?.hasMore) return undefined;
  const last = pages.flatMap((page) => page.notifications).at(-1);
  if (!last) return undefined;
  return { pageIndex: pageIndex + 1, lastQueryTime: last.startTime, lastNotificationId: last._id };
}

/** One page of an account's notifications. The first (no cursor) makes the server count nothing unread up to now. */
export function queryNotificationPage(
  api: Api,
  account: NotificationAccount,
  statuses: readonly ListedNotificationStatus[],
  cursor: NotificationCursor,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api.notification.queryNotifications(
    {
      accountCodes: [account.accountCode],
      statuses: [...statuses],
      pageIndex: cursor.pageIndex,
      pageSize: notificationPageSize,
      ...(cursor.lastQueryTime === undefined ? {} : { lastQueryTime: cursor.lastQueryTime }),
      ...(cursor.lastNotificationId === undefined ? {} : { lastNotificationId: cursor.lastNotificationId }),
      source: account.source,
    },
    { signal, actingFor: account },
  );
}

export const listedStatuses: readonly ListedNotificationStatus[] = ['unread', 'read'];

/** The bell's newest 20 (SPEC §9); `onFirstPage` hears that the unread count is 0 now. */
export function bellListQuery(api: Api, account: NotificationAccount, onFirstPage: () => void) {
  return queryOptions({
    queryKey: bellListKey(account),
    queryFn: async ({ signal }) => {
      const page = await queryNotificationPage(api, account, listedStatuses, firstPageCursor, signal);
      onFirstPage();
      return page;
    },
  });
}

/**
 * The page's list with load-more; `onFirstPage` hears that the unread count is 0 now (when the list holds unread
 * ones: the server does not reset the count for a list of read ones only).
 */
export function pageListQuery(
  api: Api,
  account: NotificationAccount,
  statuses: readonly ListedNotificationStatus[],
  onFirstPage: () => void,
) {
  return infiniteQueryOptions({
    queryKey: pageListKey(account, statuses),
    queryFn: async ({ signal, pageParam }) => {
      const page = await queryNotificationPage(api, account, statuses, pageParam, signal);
      if (pageParam.lastQueryTime === undefined && statuses.includes('unread')) onFirstPage();
      return page;
    },
    initialPageParam: firstPageCursor,
    getNextPageParam: (_lastPage, pages, lastCursor) => nextPageCursor(pages, lastCursor.pageIndex),
  });
}

/** The notifications of all loaded pages, in order. */
export function notificationsOf(data: InfiniteData<NotificationPage> | undefined): readonly Notification[] {
  return data?.pages.flatMap((page) => page.notifications) ?? [];
}

function changePages(
  data: InfiniteData<NotificationPage> | undefined,
  change: (notifications: Notification[]) => Notification[],
): InfiniteData<NotificationPage> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, notifications: change(page.notifications) })) };
}

function changeBell(
  page: NotificationPage | undefined,
  change: (notifications: Notification[]) => Notification[],
): NotificationPage | undefined {
  return page && { ...page, notifications: change(page.notifications) };
}

/** Every cached list of the account after a change of its notifications. */
function changeCachedLists(
  client: QueryClient,
  account: ActingAccount,
  change: (notifications: Notification[]) => Notification[],
): void {
  const owner = { accountCode: account.accountCode, source: account.source };
  client.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: [notificationKeyRoot, 'page', owner] }, (data) =>
    changePages(data, change),
  );
  client.setQueriesData<NotificationPage>({ queryKey: bellListKey(account) }, (page) => changeBell(page, change));
}

/** SPEC §4: a deleted notification leaves every list once the call succeeded. */
export function removeFromLists(client: QueryClient, account: ActingAccount, notificationId: string): void {
  changeCachedLists(client, account, (notifications) =>
    notifications.filter((notification) => notification._id !== notificationId),
  );
}

/** A notification marked read shows as read in every list. */
export function markReadInLists(client: QueryClient, account: ActingAccount, notificationId: string): void {
  changeCachedLists(client, account, (notifications) =>
    notifications.map((notification) =>
      notification._id === notificationId ? { ...notification, status: 'read' } : notification,
    ),
  );
}

/** Marks a notification read or deleted; true when the server did (SPEC §7: a truthy result removes the item). */
export function setNotificationStatus(
  api: Api,
  account: NotificationAccount,
  notificationId: string,
  status: 'read' | 'deleted',
): Promise<boolean> {
  return api.notification.setNotificationStatus(
    { notificationId, status, source: account.source },
    { actingFor: account },
  );
}
