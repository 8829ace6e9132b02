import { useSyncExternalStore } from 'react';
import { api } from '../../shared/api/api-client';
import type { NotificationAccount } from './notification-queries';
import { browserUnreadCountEnvironment, unreadCountOf } from './unread-count';
import type { UnreadCountStore } from './unread-count';

/** countNotifications as SPEC §7 words it: unread ones since the account last listed them. */
export function countUnreadThroughApi(account: NotificationAccount): Promise<number> {
  return api.notification.countNotifications(
    { accountCode: account.accountCode, status: 'unread', sinceLastQuery: true, source: account.source },
    { actingFor: account },
  );
}

/** The unread count store of an account in this tab. */
export function unreadCountStore(account: NotificationAccount): UnreadCountStore {
  return unreadCountOf(account, () => browserUnreadCountEnvironment(() => countUnreadThroughApi(account)));
}

/** The account's unread count; while a component shows it, the store keeps it current. */
export function useUnreadCount(account: NotificationAccount): number {
  const store = unreadCountStore(account);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
